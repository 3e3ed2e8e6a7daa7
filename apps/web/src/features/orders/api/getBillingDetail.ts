import { api } from '@ipju/api-client';
import type { Order } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from './keys';

/**
 * One order with its services, refund quotes and history (GET /billings/detail). Never stale. The one cache
 * entry of an order: the payment result page reads it through the orders feature's index, and every change
 * (cancel, date change, confirm, payment) refreshes it (afterOrderChange, or the user's keys after a payment).
 */
export const billingDetailQuery = (merchantUid: string) =>
  queryOptions({
    queryKey: orderKeys.detail(merchantUid),
    queryFn: async (): Promise<Order> => (await api.getBillingDetail({ merchantUid })).data,
    staleTime: 0,
  });

export function useOrder(merchantUid: string) {
  return useQuery(billingDetailQuery(merchantUid));
}
