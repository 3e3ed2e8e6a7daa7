import { api } from '@ipju/api-client';
import type { CreateReviewBody, MyReview } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterReviewChange } from './invalidate';

/** 등록하기 (POST /reviews): the review as I see it, with the points it earned. */
export const createReviewMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: CreateReviewBody): Promise<MyReview> => (await api.createReview({ body })).data,
    onSuccess: () => afterReviewChange(queryClient),
  });

export function useCreateReview() {
  return useMutation(createReviewMutation(useQueryClient()));
}
