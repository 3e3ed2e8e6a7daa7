import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apartmentKeys } from './keys';

export const listApartmentAreasQuery = (apartmentIdx: number) =>
  queryOptions({
    queryKey: apartmentKeys.areas(apartmentIdx),
    queryFn: async () => (await api.listApartmentAreas({ apartmentIdx })).data,
  });

export function useApartmentAreas(apartmentIdx: number | null) {
  return useQuery({ ...listApartmentAreasQuery(apartmentIdx ?? 0), enabled: apartmentIdx != null });
}
