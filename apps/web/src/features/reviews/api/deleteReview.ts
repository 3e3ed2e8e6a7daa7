import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterReviewChange } from './invalidate';

/** 삭제하기 (DELETE /reviews/{id}): how many points were taken back (within the set period). */
export const deleteReviewMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (reviewIdx: number): Promise<{ pointsTakenBack: number }> => (await api.deleteReview({ id: reviewIdx })).data,
    onSuccess: () => afterReviewChange(queryClient),
  });

export function useDeleteReview() {
  return useMutation(deleteReviewMutation(useQueryClient()));
}
