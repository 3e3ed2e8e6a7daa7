import type { ReviewSummary } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewKeys } from './keys';
import { reviewsApi } from './operations';

/** Average, count, 5-1 distribution, photo count and the newest photos (GET /items/{id}/reviews/summary). */
export const itemReviewSummaryQuery = (itemIdx: number) =>
  queryOptions({
    queryKey: reviewKeys.itemSummary(itemIdx),
    queryFn: async (): Promise<ReviewSummary> => (await reviewsApi.getItemReviewSummary({ id: itemIdx })).data,
    staleTime: 0,
  });

export function useItemReviewSummary(itemIdx: number) {
  return useQuery(itemReviewSummaryQuery(itemIdx));
}
