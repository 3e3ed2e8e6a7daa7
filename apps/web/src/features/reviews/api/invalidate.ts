import type { QueryClient } from '@tanstack/react-query';
import { commerceKeys } from '../../../lib/commerce-keys';
import { reviewKeys } from './keys';

/**
 * After a review is written, edited or deleted: every review read (the item's list and summary, what is
 * still writable, my reviews, the order line's init) and the points it earned or took back. The catalog's
 * item cards carry the rating and count too (the shared items root), so they are refreshed as well.
 */
export async function afterReviewChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.all() }),
    queryClient.invalidateQueries({ queryKey: commerceKeys.points() }),
    queryClient.invalidateQueries({ queryKey: commerceKeys.items() }),
  ]);
}
