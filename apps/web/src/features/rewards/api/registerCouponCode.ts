import { api } from '@ipju/api-client';
import type { MyCoupon } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { rewardKeys } from './keys';

/**
 * 쿠폰 코드 등록 (POST /coupons/get_coupon_by_code), on my coupons page and in the payment's coupon sheet. Every
 * coupon list sits under the coupons' root (the payment's usable coupons too), so all of them are read again.
 */
export const registerCouponCodeMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (couponCode: string): Promise<MyCoupon[]> => (await api.registerCouponCode({ body: { couponCode } })).data.coupons,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rewardKeys.coupons() }),
  });

export function useRegisterCouponCode() {
  return useMutation(registerCouponCodeMutation(useQueryClient()));
}
