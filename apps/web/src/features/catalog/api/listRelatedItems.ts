import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';

export const listRelatedItemsQuery = (itemType: string, apartmentIdx?: number, pyeong?: number) =>
  queryOptions({
    queryKey: catalogKeys.related(itemType, apartmentIdx ?? null, pyeong ?? null),
    queryFn: async () => (await api.listRelatedItems({ itemType, apartmentIdx, pyeong })).data,
  });

export function useRelatedItems(itemType: string, apartmentIdx?: number, pyeong?: number) {
  return useQuery(listRelatedItemsQuery(itemType, apartmentIdx, pyeong));
}
