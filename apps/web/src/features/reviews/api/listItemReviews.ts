import { api } from '@ipju/api-client';
import type { ReviewPage } from '@ipju/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { reviewKeys, type ItemReviewFilters } from './keys';

export const ITEM_REVIEWS_PAGE_SIZE = 10;

/**
 * A service's reviews, page after page by the server's cursor (GET /items/{id}/reviews, `after` =
 * nextCursor): new reviews arriving meanwhile neither repeat nor skip a row.
 */
export const itemReviewsQuery = (itemIdx: number, filters: ItemReviewFilters, limit = ITEM_REVIEWS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.itemList(itemIdx, filters, limit),
    queryFn: async ({ pageParam }): Promise<ReviewPage> =>
      (
        await api.listItemReviews({
          id: itemIdx,
          sortType: filters.sortType,
          limit,
          ...(filters.onlyImageReview ? { onlyImageReview: 'true' as const } : {}),
          ...(filters.apartmentIdx !== null ? { apartmentIdx: filters.apartmentIdx } : {}),
          ...(pageParam ? { after: pageParam } : {}),
        })
      ).data,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export function useItemReviews(itemIdx: number, filters: ItemReviewFilters) {
  return useInfiniteQuery(itemReviewsQuery(itemIdx, filters));
}
