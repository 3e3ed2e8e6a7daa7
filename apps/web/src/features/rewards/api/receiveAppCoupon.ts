import { api } from '@ipju/api-client';
import type { MyCoupon } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { rewardKeys } from './keys';

/** 앱 전용 쿠폰 받기, inside the native app only (POST /coupons/app_coupon_receive). */
export const receiveAppCouponMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (): Promise<MyCoupon[]> => (await api.receiveAppCoupon()).data.coupons,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rewardKeys.coupons() }),
  });

export function useReceiveAppCoupon() {
  return useMutation(receiveAppCouponMutation(useQueryClient()));
}
