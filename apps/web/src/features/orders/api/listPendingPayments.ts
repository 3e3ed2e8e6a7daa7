import { api } from '@ipju/api-client';
import type { Order } from '@ipju/contract';
import { useQuery } from '@tanstack/react-query';
import { orderKeys } from './keys';

/** Orders whose payment was interrupted (결제대기: the window was left open), newest first (GET /billings?status=payment_pending). */
export function usePendingPayments(enabled = true) {
  return useQuery({
    queryKey: orderKeys.list('payment_pending', 5),
    queryFn: async (): Promise<Order[]> => (await api.listBillings({ status: 'payment_pending', page: 1, limit: 5 })).data.orders,
    staleTime: 0,
    enabled,
  });
}
