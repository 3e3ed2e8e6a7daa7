import { api } from '@ipju/api-client';
import type { Review, ReviewHelpfulResult } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { reviewKeys } from './keys';

type Patch = Pick<Review, 'helpfulCount' | 'helpedByMe'>;

function isReviewPages(data: unknown): data is InfiniteData<{ reviews: Review[] }> {
  if (typeof data !== 'object' || data === null || !('pages' in data)) return false;
  const pages = (data as { pages: unknown }).pages;
  return Array.isArray(pages) && pages.every((p) => typeof p === 'object' && p !== null && Array.isArray((p as { reviews?: unknown }).reviews));
}

/** Puts a review's helpful count and my mark into every cached list that shows it (item pages, mine). */
function patchReview(queryClient: QueryClient, reviewIdx: number, patch: (r: Review) => Patch) {
  queryClient.setQueriesData({ queryKey: reviewKeys.lists() }, (data: unknown) => {
    if (!isReviewPages(data)) return data;
    if (!data.pages.some((p) => p.reviews.some((r) => r.reviewIdx === reviewIdx))) return data;
    return {
      ...data,
      pages: data.pages.map((p) => ({
        ...p,
        reviews: p.reviews.map((r) => (r.reviewIdx === reviewIdx ? { ...r, ...patch(r) } : r)),
      })),
    };
  });
}

/**
 * 도움이 돼요 on and off (markReviewHelpful, unmarkReviewHelpful: POST / DELETE /reviews/{id}/helpful). The button
 * answers at once (the count moves in the cache), then takes the server's count; a failure puts the previous
 * state back.
 */
export const toggleHelpfulMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ reviewIdx, helped }: { reviewIdx: number; helped: boolean }): Promise<ReviewHelpfulResult> =>
      helped ? (await api.markReviewHelpful({ id: reviewIdx })).data : (await api.unmarkReviewHelpful({ id: reviewIdx })).data,
    onMutate: ({ reviewIdx, helped }) => {
      patchReview(queryClient, reviewIdx, (r) =>
        r.helpedByMe === helped ? r : { helpedByMe: helped, helpfulCount: Math.max(0, r.helpfulCount + (helped ? 1 : -1)) },
      );
    },
    onSuccess: (result) => {
      patchReview(queryClient, result.reviewIdx, () => ({ helpfulCount: result.helpfulCount, helpedByMe: result.helpedByMe }));
    },
    onError: (_error, { reviewIdx, helped }) => {
      patchReview(queryClient, reviewIdx, (r) =>
        r.helpedByMe === helped ? { helpedByMe: !helped, helpfulCount: Math.max(0, r.helpfulCount + (helped ? -1 : 1)) } : r,
      );
    },
  });

export function useToggleHelpful() {
  return useMutation(toggleHelpfulMutation(useQueryClient()));
}
