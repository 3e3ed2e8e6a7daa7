import { api } from '@ipju/api-client';
import type { PreOrderResident } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { offlineKeys } from './keys';

/** This company's past customers by name or phone (GET /partner/offlines/search/pre_order_resident); from 2 letters. */
export const preOrderResidentsQuery = (q: string) =>
  queryOptions({
    queryKey: offlineKeys.customers(q),
    queryFn: async (): Promise<PreOrderResident[]> => (await api.partnerSearchPreOrderResidents({ q })).data,
  });

export function usePreOrderResidents(q: string) {
  return useQuery({ ...preOrderResidentsQuery(q), enabled: q.trim().length >= 2 });
}
