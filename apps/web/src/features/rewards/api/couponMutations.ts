import type { MyCoupon } from '@ipju/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rewardKeys } from './keys';
import { rewardsApi } from './operations';

function useInvalidateCoupons() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: rewardKeys.coupons() });
}

/** 쿠폰 받기 on an item page (POST /coupons/download). */
export function useDownloadCoupon() {
  const invalidate = useInvalidateCoupons();
  return useMutation({
    mutationFn: async (couponIdx: number): Promise<MyCoupon[]> => (await rewardsApi.downloadCoupon({ body: { couponIdx } })).data.coupons,
    onSuccess: () => invalidate(),
  });
}

/** 쿠폰 코드 등록 (POST /coupons/get_coupon_by_code). */
export function useRegisterCouponCode() {
  const invalidate = useInvalidateCoupons();
  return useMutation({
    mutationFn: async (couponCode: string): Promise<MyCoupon[]> =>
      (await rewardsApi.registerCouponCode({ body: { couponCode } })).data.coupons,
    onSuccess: () => invalidate(),
  });
}

/** 앱 전용 쿠폰 받기, inside the native app only (POST /coupons/app_coupon_receive). */
export function useReceiveAppCoupon() {
  const invalidate = useInvalidateCoupons();
  return useMutation({
    mutationFn: async (): Promise<MyCoupon[]> => (await rewardsApi.receiveAppCoupon()).data.coupons,
    onSuccess: () => invalidate(),
  });
}
