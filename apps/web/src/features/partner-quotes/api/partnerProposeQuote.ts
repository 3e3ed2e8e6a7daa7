import { api } from '@ipju/api-client';
import type { ProposeQuoteBody } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { partnerQuoteKeys } from './keys';

/** PUT /partner/reserve/{reservationUid}/proposal: the price after the visit. */
export const partnerProposeQuoteMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ reservationUid, ...body }: ProposeQuoteBody & { reservationUid: string }) =>
      (await api.partnerProposeQuote({ reservationUid, body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerQuoteKeys.all() }),
  });

export function usePartnerProposeQuote() {
  return useMutation(partnerProposeQuoteMutation(useQueryClient()));
}
