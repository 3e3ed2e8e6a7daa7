import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterJobChange } from './invalidate';

/** 확정: the booked date accepted (POST /partner/orders/{lineIdx}/confirm). */
export const partnerConfirmOrderMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (lineIdx: number) => (await api.partnerConfirmOrder({ lineIdx })).data,
    onSuccess: (_result, lineIdx) => afterJobChange(queryClient, lineIdx),
  });

export function usePartnerConfirmOrder() {
  return useMutation(partnerConfirmOrderMutation(useQueryClient()));
}
