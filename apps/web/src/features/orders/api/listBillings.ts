import { api } from '@ipju/api-client';
import type { OrderPage, OrderStatus } from '@ipju/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { orderKeys } from './keys';

export const ORDERS_PAGE_SIZE = 10;

/** My orders, newest first, page by page (GET /billings). Orders change on the server: never stale. */
export const listBillingsQuery = (status: OrderStatus | null, limit = ORDERS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(status, limit),
    queryFn: async ({ pageParam }): Promise<OrderPage> =>
      (await api.listBillings({ status: status ?? undefined, page: pageParam, limit })).data,
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.orders.length, 0);
      return loaded < last.total && last.orders.length > 0 ? last.page + 1 : undefined;
    },
    staleTime: 0,
  });

export function useOrders(status: OrderStatus | null) {
  return useInfiniteQuery(listBillingsQuery(status));
}
