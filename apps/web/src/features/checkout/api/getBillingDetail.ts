import { api } from '@ipju/api-client';
import type { Order } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutKeys } from './checkout-keys';

/** GET /billings/detail?merchantUid=: one order with its lines, statuses and virtual account (always fresh). */
export const billingDetailQuery = (merchantUid: string) =>
  queryOptions({
    queryKey: checkoutKeys.order(merchantUid),
    queryFn: async (): Promise<Order> => (await api.getBillingDetail({ merchantUid })).data,
    staleTime: 0,
  });

export function useBillingDetail(merchantUid: string | null) {
  return useQuery({ ...billingDetailQuery(merchantUid ?? ''), enabled: merchantUid !== null });
}
