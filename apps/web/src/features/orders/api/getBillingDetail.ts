import type { Order } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from './keys';
import { ordersApi } from './operations';

/** One order with its services, refund quotes and history (GET /billings/detail). Never stale. */
export const billingDetailQuery = (merchantUid: string) =>
  queryOptions({
    queryKey: orderKeys.detail(merchantUid),
    queryFn: async (): Promise<Order> => (await ordersApi.getBillingDetail({ merchantUid })).data,
    staleTime: 0,
  });

export function useOrder(merchantUid: string) {
  return useQuery(billingDetailQuery(merchantUid));
}
