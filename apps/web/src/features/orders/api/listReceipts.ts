import { api } from '@ipju/api-client';
import type { Receipt } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from './keys';

/** One receipt per paid service (GET /receipt). */
export const listReceiptsQuery = () =>
  queryOptions({
    queryKey: orderKeys.receipts(),
    queryFn: async (): Promise<Receipt[]> => (await api.listReceipts()).data,
    staleTime: 0,
  });

export function useReceipts() {
  return useQuery(listReceiptsQuery());
}
