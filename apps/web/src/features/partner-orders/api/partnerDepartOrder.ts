import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterJobChange } from './invalidate';

/** 출발: the resident is told the company is on its way (POST /partner/orders/{lineIdx}/depart). */
export const partnerDepartOrderMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (lineIdx: number) => (await api.partnerDepartOrder({ lineIdx })).data,
    onSuccess: (_result, lineIdx) => afterJobChange(queryClient, lineIdx),
  });

export function usePartnerDepartOrder() {
  return useMutation(partnerDepartOrderMutation(useQueryClient()));
}
