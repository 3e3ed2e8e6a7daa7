import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterOrderChange } from './invalidate';
import { ordersApi } from './operations';

/** 구매확정 of completed services (PUT /billings/confirm_accept). */
export function useConfirmBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { merchantUid: string; lineIdxs?: number[] }) => (await ordersApi.confirmBilling({ body })).data,
    onSuccess: (order) => afterOrderChange(queryClient, order),
  });
}
