import { api } from '@ipju/api-client';
import type { Receipt } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderKeys } from './keys';

/** The receipt of one paid service (GET /receipt/{id}, id = lineIdx). */
export const receiptQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.receipt(id),
    queryFn: async (): Promise<Receipt> => (await api.getReceipt({ id })).data,
    staleTime: 0,
  });

export function useReceipt(id: number) {
  return useQuery({ ...receiptQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
