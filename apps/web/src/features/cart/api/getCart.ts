import { api } from '@ipju/api-client';
import type { CartPayload } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cartKeys } from './keys';

/**
 * The cart, priced by the server on every read (GET /carts). Prices and availability change while the
 * resident looks elsewhere, so it is never fresh from the cache (staleTime 0).
 */
export const cartQuery = () =>
  queryOptions({
    queryKey: cartKeys.lines(),
    queryFn: async (): Promise<CartPayload> => (await api.getCart()).data,
    staleTime: 0,
  });

export function useCart(enabled = true) {
  return useQuery({ ...cartQuery(), enabled });
}
