import { api } from '@ipju/api-client';
import type { WritableReviews } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewKeys } from './keys';

/** Finished services I have not reviewed yet, and the reward rule (GET /reviews/writable). */
export const writableReviewsQuery = () =>
  queryOptions({
    queryKey: reviewKeys.writable(),
    queryFn: async (): Promise<WritableReviews> => (await api.listWritableReviews()).data,
    staleTime: 0,
  });

export function useWritableReviews(enabled = true) {
  return useQuery({ ...writableReviewsQuery(), enabled });
}
