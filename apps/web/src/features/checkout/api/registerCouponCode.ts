import { api } from '@ipju/api-client';
import type { MyCoupon } from '@ipju/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../lib/query-client';

/** POST /coupons/get_coupon_by_code: registers a coupon code; every coupon list is read again. */
export function useRegisterCouponCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (couponCode: string): Promise<MyCoupon[]> => (await api.registerCouponCode({ body: { couponCode } })).data.coupons,
    onSuccess: async () => {
      // The usable list of this payment and any other coupon list (my coupons) of the signed-in user.
      await queryClient.invalidateQueries({ queryKey: userKeys.all, predicate: (q) => JSON.stringify(q.queryKey).includes('coupon') });
    },
  });
}
