import { api } from '@ipju/api-client';
import type { CautionsPayload } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cautionKeys } from './keys';

/** My booked visits with their precautions (GET /cautions?residentIdx=me); it follows my orders (cautionKeys). */
export const residentCautionsQuery = (residentIdx: number) =>
  queryOptions({
    queryKey: cautionKeys.resident(residentIdx),
    queryFn: async (): Promise<CautionsPayload> => (await api.getCautions({ residentIdx })).data,
    staleTime: 0,
  });

export function useResidentCautions(residentIdx: number | null) {
  return useQuery({ ...residentCautionsQuery(residentIdx ?? 0), enabled: residentIdx !== null });
}

/** The general precautions a guest sees (GET /cautions?guestKey=...): the same for every guest. */
export const guestCautionsQuery = (guestKey: string) =>
  queryOptions({
    queryKey: cautionKeys.guest(),
    queryFn: async (): Promise<CautionsPayload> => (await api.getCautions({ guestKey })).data,
    staleTime: 60 * 60_000,
  });

export function useGuestCautions(guestKey: string) {
  return useQuery(guestCautionsQuery(guestKey));
}
