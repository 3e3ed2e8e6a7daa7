import { api } from '@ipju/api-client';
import type { MyReview, UpdateReviewBody } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterReviewChange } from './invalidate';

/** 수정하기 (PUT /reviews/{id}): rating, text and the photos to keep or add. */
export const updateReviewMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ reviewIdx, body }: { reviewIdx: number; body: UpdateReviewBody }): Promise<MyReview> =>
      (await api.updateReview({ id: reviewIdx, body })).data,
    onSuccess: () => afterReviewChange(queryClient),
  });

export function useUpdateReview() {
  return useMutation(updateReviewMutation(useQueryClient()));
}
