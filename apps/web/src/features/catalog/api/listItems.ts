import { api } from '@ipju/api-client';
import type { ItemSortType } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';

export interface ListItemsParams {
  itemType?: string;
  itemSortType?: ItemSortType;
  limit?: number;
  apartmentIdx?: number;
  pyeong?: number;
}

/** Items with the prices that apply to the complex and 평형 (special prices where they exist). */
export const listItemsQuery = (params: ListItemsParams) =>
  queryOptions({
    queryKey: catalogKeys.items(params),
    queryFn: async () => (await api.listItems(params)).data,
  });

export function useItems(params: ListItemsParams, enabled = true) {
  return useQuery({ ...listItemsQuery(params), enabled });
}
