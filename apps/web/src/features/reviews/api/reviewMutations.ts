import { api } from '@ipju/api-client';
import type { CreateReviewBody, MyReview, UpdateReviewBody } from '@ipju/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterReviewChange } from './invalidate';

/** 등록하기 (POST /reviews): the review as I see it, with the points it earned. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateReviewBody): Promise<MyReview> => (await api.createReview({ body })).data,
    onSuccess: () => afterReviewChange(queryClient),
  });
}

/** 수정하기 (PUT /reviews/{id}): rating, text and the photos to keep or add. */
export function useUpdateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reviewIdx, body }: { reviewIdx: number; body: UpdateReviewBody }): Promise<MyReview> =>
      (await api.updateReview({ id: reviewIdx, body })).data,
    onSuccess: () => afterReviewChange(queryClient),
  });
}

/** 삭제하기 (DELETE /reviews/{id}): how many points were taken back (within the set period). */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reviewIdx: number): Promise<{ pointsTakenBack: number }> =>
      (await api.deleteReview({ id: reviewIdx })).data,
    onSuccess: () => afterReviewChange(queryClient),
  });
}
