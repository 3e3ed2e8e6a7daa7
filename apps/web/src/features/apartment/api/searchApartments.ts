import { apartmentApi as api } from './operations';
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
