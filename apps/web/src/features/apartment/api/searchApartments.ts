import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const searchApartmentsQuery = (q: string) =>
  queryOptions({
    queryKey: ['aparts', 'search', q],
    queryFn: async () => (await api.searchApartments({ q })).data,
    enabled: q.trim().length > 0,
  });

export function useSearchApartments(q: string) {
  return useQuery(searchApartmentsQuery(q));
}
