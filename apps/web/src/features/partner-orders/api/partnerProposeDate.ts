import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterJobChange } from './invalidate';

/** Proposes another visit date and hour; the resident accepts or refuses (POST /partner/orders/{lineIdx}/date-proposal). */
export const partnerProposeDateMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (input: { lineIdx: number; tz: string; time: number | null }) =>
      (await api.partnerProposeDate({ lineIdx: input.lineIdx, body: { tz: input.tz, time: input.time } })).data,
    onSuccess: (_result, input) => afterJobChange(queryClient, input.lineIdx),
  });

export function usePartnerProposeDate() {
  return useMutation(partnerProposeDateMutation(useQueryClient()));
}
