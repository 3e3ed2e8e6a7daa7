import { api } from '@ipju/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { offlineKeys } from './keys';

/** Complexes by name or initials (GET /partner/offlines/aparts/search); asks from one letter on. */
export const offlineApartmentsQuery = (q: string) =>
  queryOptions({
    queryKey: offlineKeys.apartments(q),
    queryFn: async () => (await api.partnerSearchOfflineApartments({ q })).data,
    staleTime: 60_000,
  });

export function useOfflineApartments(q: string) {
  return useQuery({ ...offlineApartmentsQuery(q), enabled: q.trim().length > 0, placeholderData: keepPreviousData });
}
