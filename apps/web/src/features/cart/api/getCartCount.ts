import { api } from '@ipju/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '../../auth';
import { cartKeys } from './keys';

/** GET /carts/count: the number of lines in the cart (data is the number). */
export const cartCountQuery = () =>
  queryOptions({
    queryKey: cartKeys.count(),
    queryFn: async (): Promise<number> => (await api.getCartCount()).data,
    staleTime: 0,
  });

/** SPEC section 5: the count is asked only when signed in; signed out it is 0. */
export function useCartCount() {
  const { isLoggedIn } = useAuth();
  const query = useQuery({ ...cartCountQuery(), enabled: isLoggedIn });
  return isLoggedIn ? (query.data ?? 0) : 0;
}
