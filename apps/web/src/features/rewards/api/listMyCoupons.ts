import { api } from '@ipju/api-client';
import type { MyCoupon } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardKeys } from './keys';

/** Every coupon copy I hold, newest first (GET /coupons); the page splits them by status. */
export const myCouponsQuery = () =>
  queryOptions({
    queryKey: rewardKeys.myCoupons(),
    queryFn: async (): Promise<MyCoupon[]> => (await api.listMyCoupons({})).data,
    staleTime: 0,
  });

export function useMyCoupons() {
  return useQuery(myCouponsQuery());
}
