import { api } from '@ipju/api-client';
import type { ReviewSummary } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewKeys } from './keys';

/** Average, count, 5-1 distribution, photo count and the newest photos (GET /items/{id}/reviews/summary). */
export const itemReviewSummaryQuery = (itemIdx: number) =>
  queryOptions({
    queryKey: reviewKeys.itemSummary(itemIdx),
    queryFn: async (): Promise<ReviewSummary> => (await api.getItemReviewSummary({ id: itemIdx })).data,
    staleTime: 0,
  });

export function useItemReviewSummary(itemIdx: number) {
  return useQuery(itemReviewSummaryQuery(itemIdx));
}
