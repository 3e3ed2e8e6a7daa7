import { api } from '@ipju/api-client';
import type { OfflineItemType } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { offlineKeys } from './keys';

/** The company's items and options for the order form (GET /partner/offlines/order/get_item_type_list). */
export const offlineItemTypesQuery = () =>
  queryOptions({
    queryKey: offlineKeys.itemTypes(),
    queryFn: async (): Promise<OfflineItemType[]> => (await api.partnerListOfflineItemTypes()).data,
    staleTime: 60_000,
  });

export function useOfflineItemTypes() {
  return useQuery(offlineItemTypesQuery());
}
