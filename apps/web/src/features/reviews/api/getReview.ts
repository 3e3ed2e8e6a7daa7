import { api } from '@ipju/api-client';
import type { ReviewDetail } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewKeys } from './keys';

/** One review as its author sees it, with the photo keys an edit sends back (GET /reviews/{id}). */
export const reviewQuery = (reviewIdx: number) =>
  queryOptions({
    queryKey: reviewKeys.detail(reviewIdx),
    queryFn: async (): Promise<ReviewDetail> => (await api.getReview({ id: reviewIdx })).data,
    staleTime: 0,
  });

export function useReview(reviewIdx: number) {
  return useQuery({ ...reviewQuery(reviewIdx), enabled: reviewIdx > 0 });
}
