import { api } from '@ipju/api-client';
import type { VisitCheck } from '@ipju/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutKeys } from './keys';

/**
 * POST /billings/visit-check: the companies that receive the visit details (named in the 제3자 제공 consent,
 * whose text the server writes) and the lines that repeat a live booking for the same home and day.
 */
export const billingVisitCheckQuery = (cartIdxs: number[], dong: string, ho: string) =>
  queryOptions({
    queryKey: checkoutKeys.visitCheck(cartIdxs, dong, ho),
    queryFn: async (): Promise<VisitCheck> =>
      (await api.checkBillingVisit({ body: { cartIdxs, ...(dong && ho ? { dong, ho } : {}) } })).data,
    staleTime: 0,
  });

export function useBillingVisitCheck(cartIdxs: number[], dong: string, ho: string, enabled = true) {
  return useQuery({ ...billingVisitCheckQuery(cartIdxs, dong, ho), enabled: enabled && cartIdxs.length > 0, placeholderData: keepPreviousData });
}
