import { userKeys } from '../../../lib/query-client';

/**
 * Query keys of the cart. Both live under userKeys (cleared when the signed-in user changes); the
 * count keeps SPEC section 7's cache key name, fetchCartCount.
 */
export const cartKeys = {
  all: [...userKeys.all, 'cart'] as const,
  lines: () => [...cartKeys.all, 'lines'] as const,
  count: () => [...cartKeys.all, 'fetchCartCount'] as const,
};
