import { api } from '@ipju/api-client';
import type { CautionsPayload } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { commerceKeys } from '../../../lib/commerce-keys';

/**
 * My booked visits with their precautions (GET /cautions?residentIdx=me). Under the orders' keys: it
 * follows my orders, so a cancel or a date change there refreshes it too.
 */
export const residentCautionsQuery = (residentIdx: number) =>
  queryOptions({
    queryKey: [...commerceKeys.orders(), 'cautions', residentIdx] as const,
    queryFn: async (): Promise<CautionsPayload> => (await api.getCautions({ residentIdx })).data,
    staleTime: 0,
  });

export function useResidentCautions(residentIdx: number | null) {
  return useQuery({ ...residentCautionsQuery(residentIdx ?? 0), enabled: residentIdx !== null });
}

/** The general precautions a guest sees (GET /cautions?guestKey=...): the same for every guest. */
export const guestCautionsQuery = (guestKey: string) =>
  queryOptions({
    queryKey: ['cautions', 'guest'] as const,
    queryFn: async (): Promise<CautionsPayload> => (await api.getCautions({ guestKey })).data,
    staleTime: 60 * 60_000,
  });

export function useGuestCautions(guestKey: string) {
  return useQuery(guestCautionsQuery(guestKey));
}
