import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { offlineKeys } from './keys';

/** A complex's 평형 (GET /partner/offlines/search/area/{apartmentIdx}). */
export const offlineAreasQuery = (apartmentIdx: number) =>
  queryOptions({
    queryKey: offlineKeys.areas(apartmentIdx),
    queryFn: async () => (await api.partnerListOfflineAreas({ apartmentIdx })).data,
    staleTime: 5 * 60_000,
  });

export function useOfflineAreas(apartmentIdx: number | null) {
  return useQuery({ ...offlineAreasQuery(apartmentIdx ?? 0), enabled: apartmentIdx !== null });
}
