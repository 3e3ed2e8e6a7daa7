import { api } from '@ipju/api-client';
import type { OfflineOrderCreateBody, OfflineOrderDetail } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { offlineKeys } from './keys';

/** Creates an offline order and sends the payment link (POST /partner/offlines/order/create). */
export const createOfflineOrderMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: OfflineOrderCreateBody): Promise<OfflineOrderDetail> => (await api.partnerCreateOfflineOrder({ body })).data,
    onSuccess: (order) => {
      queryClient.setQueryData(offlineKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: [...offlineKeys.all, 'list'] });
    },
  });

export function useCreateOfflineOrder() {
  return useMutation(createOfflineOrderMutation(useQueryClient()));
}
