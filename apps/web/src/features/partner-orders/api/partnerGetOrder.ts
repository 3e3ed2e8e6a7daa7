import { api } from '@ipju/api-client';
import type { PartnerOrderDetail } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerOrderKeys } from './keys';

/** One order line with its visit, 050 number, payment, job and history (GET /partner/orders/{lineIdx}). */
export const partnerOrderQuery = (lineIdx: number) =>
  queryOptions({
    queryKey: partnerOrderKeys.detail(lineIdx),
    queryFn: async (): Promise<PartnerOrderDetail> => (await api.partnerGetOrder({ lineIdx })).data,
    staleTime: 0,
  });

export function usePartnerOrder(lineIdx: number, enabled = true) {
  return useQuery({ ...partnerOrderQuery(lineIdx), enabled });
}
