import { api } from '@ipju/api-client';
import type { QuoteVisit } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reserveKeys } from './keys';

/** GET /reserve: the resident's quote visits and the proposals they received, newest first. */
export const reservesQuery = () =>
  queryOptions({
    queryKey: reserveKeys.list(),
    queryFn: async (): Promise<QuoteVisit[]> => (await api.listReserves()).data.reservations,
    staleTime: 0,
  });

export function useReserves() {
  return useQuery(reservesQuery());
}
