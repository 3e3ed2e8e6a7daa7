import { api } from '@ipju/api-client';
import type { OfflineOrderList } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { offlineKeys, type OfflineListFilter } from './keys';

/** The company's offline orders with the list's filters (GET /partner/offlines/order/list). */
export const offlineOrdersQuery = (filter: OfflineListFilter) =>
  queryOptions({
    queryKey: offlineKeys.list(filter),
    queryFn: async (): Promise<OfflineOrderList> => (await api.partnerListOfflineOrders({ ...filter, limit: 50 })).data,
    staleTime: 0,
  });

export function useOfflineOrders(filter: OfflineListFilter) {
  return useQuery(offlineOrdersQuery(filter));
}
