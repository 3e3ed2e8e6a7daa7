import { api } from '@ipju/api-client';
import type { PartnerOrderLine } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerOrderKeys } from './keys';

type Status = NonNullable<NonNullable<Parameters<typeof api.partnerListOrders>[0]>['status']>;

/** The company's order lines (GET /partner/pp_order_list), filtered by status and category. */
export const partnerOrdersQuery = (status: Status | null, category: string | null) =>
  queryOptions({
    queryKey: partnerOrderKeys.list(status, category),
    queryFn: async (): Promise<PartnerOrderLine[]> =>
      (await api.partnerListOrders({ ...(status ? { status } : {}), ...(category ? { category } : {}) })).data,
    staleTime: 30_000,
  });

export function usePartnerOrders(status: Status | null, category: string | null) {
  return useQuery(partnerOrdersQuery(status, category));
}
