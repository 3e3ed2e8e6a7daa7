import { api } from '@ipju/api-client';
import type { OnlineResident } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inspectionKeys } from './keys';

/** Residents found by name or phone (GET /online/residents?keyword=), to link one to an inspection. */
export const onlineResidentsQuery = (keyword: string) =>
  queryOptions({
    queryKey: inspectionKeys.residents(keyword),
    queryFn: async (): Promise<OnlineResident[]> => (await api.inspectorSearchResidents({ keyword })).data.residents,
    staleTime: 30_000,
  });

export function useOnlineResidents(keyword: string) {
  return useQuery({ ...onlineResidentsQuery(keyword), enabled: keyword.length > 0 });
}
