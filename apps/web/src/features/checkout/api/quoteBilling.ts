import { api } from '@ipju/api-client';
import type { BillingQuote } from '@ipju/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutKeys, type QuoteParams } from './keys';

/**
 * POST /billings/quote: the server prices the chosen lines with the coupons and points (no order is
 * made). The web never adds money up itself. Never cached as fresh; the previous quote stays on screen
 * while the next one is computed.
 */
export const billingQuoteQuery = (params: QuoteParams) =>
  queryOptions({
    queryKey: checkoutKeys.quote(params),
    queryFn: async (): Promise<BillingQuote> => (await api.quoteBilling({ body: params })).data,
    staleTime: 0,
  });

export function useBillingQuote(params: QuoteParams, enabled = true) {
  return useQuery({ ...billingQuoteQuery(params), enabled: enabled && params.cartIdxs.length > 0, placeholderData: keepPreviousData });
}
