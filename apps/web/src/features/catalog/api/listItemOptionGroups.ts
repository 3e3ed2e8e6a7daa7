import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';

export const listItemOptionGroupsQuery = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.optionGroups(id),
    queryFn: async () => (await api.listItemOptionGroups({ id })).data,
  });

export function useItemOptionGroups(id: number) {
  return useQuery(listItemOptionGroupsQuery(id));
}
