import type { Receipt } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from './keys';
import { ordersApi } from './operations';

/** One receipt per paid service (GET /receipt). */
export const listReceiptsQuery = () =>
  queryOptions({
    queryKey: orderKeys.receipts(),
    queryFn: async (): Promise<Receipt[]> => (await ordersApi.listReceipts()).data,
    staleTime: 0,
  });

export function useReceipts() {
  return useQuery(listReceiptsQuery());
}
