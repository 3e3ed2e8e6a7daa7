import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const listItemOptionGroupsQuery = (id: number) =>
  queryOptions({
    queryKey: ['items', id, 'option-groups'],
    queryFn: async () => (await api.listItemOptionGroups({ id })).data,
  });

export function useItemOptionGroups(id: number) {
  return useQuery(listItemOptionGroupsQuery(id));
}
