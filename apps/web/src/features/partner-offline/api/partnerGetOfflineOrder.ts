import { api } from '@ipju/api-client';
import type { OfflineOrderDetail } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { offlineKeys } from './keys';

/** One offline order with its links (GET /partner/offlines/order/detail/{id}). */
export const offlineOrderQuery = (id: number) =>
  queryOptions({
    queryKey: offlineKeys.detail(id),
    queryFn: async (): Promise<OfflineOrderDetail> => (await api.partnerGetOfflineOrder({ id })).data,
    staleTime: 0,
  });

export function useOfflineOrder(id: number) {
  return useQuery(offlineOrderQuery(id));
}
