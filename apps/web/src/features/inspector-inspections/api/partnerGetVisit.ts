import { api } from '@ipju/api-client';
import type { PartnerVisit } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { persistedQuery } from '../../../lib/query-client';
import { inspectionKeys } from './keys';

/**
 * The visit details of the order an inspection came from (GET /partner/orders/{lineIdx}/visit, the partner
 * console's own read: the inspector signs in with the company's partner account). Kept on the phone, because
 * the inspector reads it at the door of a building with no signal; it holds no door code (that has its own
 * logged read).
 */
export const orderVisitQuery = (lineIdx: number) =>
  queryOptions({
    queryKey: inspectionKeys.visit(lineIdx),
    queryFn: async (): Promise<PartnerVisit> => (await api.partnerGetVisit({ lineIdx })).data,
    ...persistedQuery,
  });

/** Null lineIdx (an inspection without an order) asks nothing. */
export function useOrderVisit(lineIdx: number | null) {
  return useQuery({ ...orderVisitQuery(lineIdx ?? 0), enabled: lineIdx !== null });
}
