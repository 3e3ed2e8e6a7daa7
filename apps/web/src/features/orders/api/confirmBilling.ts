import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterOrderChange } from './invalidate';

/** 구매확정 of completed services (PUT /billings/confirm_accept). */
export const confirmBillingMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: { merchantUid: string; lineIdxs?: number[] }) => (await api.confirmBilling({ body })).data,
    onSuccess: (order) => afterOrderChange(queryClient, order),
  });

export function useConfirmBilling() {
  return useMutation(confirmBillingMutation(useQueryClient()));
}
