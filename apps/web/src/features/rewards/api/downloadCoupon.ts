import { api } from '@ipju/api-client';
import type { MyCoupon } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { rewardKeys } from './keys';

/** 쿠폰 받기 on an item page (POST /coupons/download); every coupon list (mine, the item's, a payment's) is read again. */
export const downloadCouponMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (couponIdx: number): Promise<MyCoupon[]> => (await api.downloadCoupon({ body: { couponIdx } })).data.coupons,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rewardKeys.coupons() }),
  });

export function useDownloadCoupon() {
  return useMutation(downloadCouponMutation(useQueryClient()));
}
