import { api } from '@ipju/api-client';
import type { ResidentHome } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userKeys } from '../../../lib/query-client';

/** The signed-in resident's homes (우리 집), the current one first (GET /residents/home). */
export const residentHomesQuery = () =>
  queryOptions({
    queryKey: [...userKeys.all, 'homes'] as const,
    queryFn: async (): Promise<ResidentHome[]> => (await api.listResidentHomes()).data.homes,
  });

export function useResidentHomes(enabled = true) {
  return useQuery({ ...residentHomesQuery(), enabled });
}
