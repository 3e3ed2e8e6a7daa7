import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from './keys';

export const getItemPartnerQuery = (id: number) =>
  queryOptions({
    queryKey: catalogKeys.partner(id),
    queryFn: async () => (await api.getItemPartner({ id })).data,
  });

export function useItemPartner(id: number) {
  return useQuery(getItemPartnerQuery(id));
}
