import { api } from '@ipju/api-client';
import type { OfflineOrderDetail } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { offlineKeys } from './keys';

/** Cancels an offline order, refunding it when paid (PUT /partner/offlines/order/cancel/{id}). */
export const cancelOfflineOrderMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (id: number): Promise<OfflineOrderDetail> => (await api.partnerCancelOfflineOrder({ id })).data,
    onSuccess: (order) => {
      queryClient.setQueryData(offlineKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: [...offlineKeys.all, 'list'] });
    },
  });

export function useCancelOfflineOrder() {
  return useMutation(cancelOfflineOrderMutation(useQueryClient()));
}
