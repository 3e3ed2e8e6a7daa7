import { api } from '@ipju/api-client';
import type { PartnerQuoteVisit } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerQuoteKeys } from './keys';

/** GET /partner/reserve: the company's 방문 견적 visits, latest visit dates first. */
export const partnerQuoteVisitsQuery = () =>
  queryOptions({
    queryKey: partnerQuoteKeys.list(),
    queryFn: async (): Promise<PartnerQuoteVisit[]> => (await api.partnerListQuoteVisits()).data.reservations,
    staleTime: 30_000,
  });

export function usePartnerQuoteVisits() {
  return useQuery(partnerQuoteVisitsQuery());
}
