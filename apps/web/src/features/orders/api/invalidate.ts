import type { Order } from '@ipju/contract';
import type { QueryClient } from '@tanstack/react-query';
import { commerceKeys } from '../../../lib/commerce-keys';
import { orderKeys } from './keys';

/**
 * After any change to an order: put the answer in the detail cache, then refetch every order list, the
 * detail, the receipts, and (when coupons or points may have come back) coupons and points.
 */
export async function afterOrderChange(
  queryClient: QueryClient,
  order: Order | null,
  { rewards = false }: { rewards?: boolean } = {},
): Promise<void> {
  if (order) queryClient.setQueryData(orderKeys.detail(order.merchantUid), order);
  const roots = [commerceKeys.orders(), commerceKeys.receipts(), ...(rewards ? [commerceKeys.coupons(), commerceKeys.points()] : [])];
  await Promise.all(roots.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
