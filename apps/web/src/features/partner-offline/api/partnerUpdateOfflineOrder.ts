import { api } from '@ipju/api-client';
import type { OfflineOrderDetail, OfflineOrderUpdateBody } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { offlineKeys } from './keys';

/** Changes an offline order; a new amount or service sends a new link (PUT /partner/offlines/order/update/{id}). */
export const updateOfflineOrderMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ id, body }: { id: number; body: OfflineOrderUpdateBody }): Promise<OfflineOrderDetail> =>
      (await api.partnerUpdateOfflineOrder({ id, body })).data,
    onSuccess: (order) => {
      queryClient.setQueryData(offlineKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: [...offlineKeys.all, 'list'] });
    },
  });

export function useUpdateOfflineOrder() {
  return useMutation(updateOfflineOrderMutation(useQueryClient()));
}
