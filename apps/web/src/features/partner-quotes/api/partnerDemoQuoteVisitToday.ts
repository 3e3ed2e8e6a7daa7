import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { partnerQuoteKeys } from './keys';

/** Demo mode only: brings a booked visit to today, so a proposal can be sent now. */
export const partnerDemoQuoteVisitTodayMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (reservationUid: string) => (await api.partnerDemoQuoteVisitToday({ reservationUid })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerQuoteKeys.all() }),
  });

export function usePartnerDemoQuoteVisitToday() {
  return useMutation(partnerDemoQuoteVisitTodayMutation(useQueryClient()));
}
