import { api } from '@ipju/api-client';
import type { ResidentOfflineOrder } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from './keys';

/** Jobs ordered directly from a company and paid by its payment link, matched by my phone (GET /offline-orders). */
export const myOfflineOrdersQuery = () =>
  queryOptions({
    queryKey: orderKeys.offline(),
    queryFn: async (): Promise<ResidentOfflineOrder[]> => (await api.listMyOfflineOrders()).data,
  });

export function useMyOfflineOrders() {
  return useQuery(myOfflineOrdersQuery());
}
