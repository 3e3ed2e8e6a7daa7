import { api } from '@ipju/api-client';
import type { CheckoutCoupons } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutKeys } from './keys';

/**
 * GET /coupons/checkout?cartIdxs=1,2: the coupon sheet of the payment page (held coupons judged against these
 * lines, coupons still to download, and the server's best combination). Under the coupons' root, so a
 * download or a registered code reads it again.
 */
export const checkoutCouponsQuery = (cartIdxs: readonly number[]) =>
  queryOptions({
    queryKey: checkoutKeys.checkoutCoupons(cartIdxs),
    queryFn: async (): Promise<CheckoutCoupons> => (await api.listCheckoutCoupons({ cartIdxs: [...cartIdxs] })).data,
    staleTime: 0,
  });

export function useCheckoutCoupons(cartIdxs: readonly number[]) {
  return useQuery({ ...checkoutCouponsQuery(cartIdxs), enabled: cartIdxs.length > 0 });
}
