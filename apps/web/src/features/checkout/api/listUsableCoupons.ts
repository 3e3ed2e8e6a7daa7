import { api } from '@ipju/api-client';
import type { UsableCoupon } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutKeys } from './keys';

/** GET /coupons/usable?cartIdxs=1,2: the resident's coupons judged against these lines (fresh every time). */
export const usableCouponsQuery = (cartIdxs: readonly number[]) =>
  queryOptions({
    queryKey: checkoutKeys.usableCoupons(cartIdxs),
    queryFn: async (): Promise<UsableCoupon[]> => (await api.listUsableCoupons({ cartIdxs: [...cartIdxs] })).data,
    staleTime: 0,
  });

export function useUsableCoupons(cartIdxs: readonly number[]) {
  return useQuery({ ...usableCouponsQuery(cartIdxs), enabled: cartIdxs.length > 0 });
}
