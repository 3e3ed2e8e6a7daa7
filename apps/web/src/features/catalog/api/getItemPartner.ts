import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getItemPartnerQuery = (id: number) =>
  queryOptions({
    queryKey: ['items', id, 'partner'],
    queryFn: async () => (await api.getItemPartner({ id })).data,
  });

export function useItemPartner(id: number) {
  return useQuery(getItemPartnerQuery(id));
}
