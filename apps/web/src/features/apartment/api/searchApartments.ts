import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apartmentKeys } from './keys';

export const searchApartmentsQuery = (q: string) =>
  queryOptions({
    queryKey: apartmentKeys.search(q),
    queryFn: async () => (await api.searchApartments({ q })).data,
    enabled: q.trim().length > 0,
  });

export function useSearchApartments(q: string) {
  return useQuery(searchApartmentsQuery(q));
}
