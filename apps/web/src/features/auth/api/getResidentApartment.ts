import { api } from '@ipju/api-client';
import type { ResidentApartmentPayload } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from './keys';

export type ResidentApartment = NonNullable<ResidentApartmentPayload['apart']>;

/** The signed-in resident's complex (GET /residents/apartment, data.apart), per resident. */
export const residentApartmentQuery = (residentIdx: number | null) =>
  queryOptions({
    queryKey: authKeys.residentApartment(residentIdx),
    queryFn: async (): Promise<ResidentApartment | null> => {
      try {
        return (await api.getResidentApartment()).data.apart ?? null;
      } catch (error) {
        console.error('[auth] apartment fetch failed', error);
        throw error;
      }
    },
  });

export function useResidentApartment(residentIdx: number | null, enabled: boolean) {
  return useQuery({ ...residentApartmentQuery(residentIdx), enabled });
}
