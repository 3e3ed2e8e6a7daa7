import type { MyCoupon } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardKeys } from './keys';
import { rewardsApi } from './operations';

/** Every coupon copy I hold, newest first (GET /coupons); the page splits them by status. */
export const myCouponsQuery = () =>
  queryOptions({
    queryKey: rewardKeys.myCoupons(),
    queryFn: async (): Promise<MyCoupon[]> => (await rewardsApi.listMyCoupons({})).data,
    staleTime: 0,
  });

export function useMyCoupons() {
  return useQuery(myCouponsQuery());
}
