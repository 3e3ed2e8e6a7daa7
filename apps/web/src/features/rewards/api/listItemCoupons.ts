import { api } from '@ipju/api-client';
import type { DownloadableCoupon } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rewardKeys } from './keys';

/** Coupons offered on an item page, with how many I hold when signed in (GET /coupons/{itemIdx}). */
export const itemCouponsQuery = (itemIdx: number) =>
  queryOptions({
    queryKey: rewardKeys.itemCoupons(itemIdx),
    queryFn: async (): Promise<DownloadableCoupon[]> => (await api.listItemCoupons({ itemIdx })).data,
    staleTime: 0,
  });

export function useItemCoupons(itemIdx: number) {
  return useQuery(itemCouponsQuery(itemIdx));
}
