import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { offlineKeys } from './keys';

/** The customer's details and whether the phone belongs to an ipju member (GET .../detail/get_resident_info/{id}). */
export const offlineResidentInfoQuery = (id: number) =>
  queryOptions({
    queryKey: offlineKeys.residentInfo(id),
    queryFn: async () => (await api.partnerGetOfflineResidentInfo({ id })).data,
  });

export function useOfflineResidentInfo(id: number) {
  return useQuery(offlineResidentInfoQuery(id));
}
