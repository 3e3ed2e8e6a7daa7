import { api } from '@ipju/api-client';
import type { MyReview } from '@ipju/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { reviewKeys } from './keys';

export const MY_REVIEWS_PAGE_SIZE = 20;

export interface MyReviewPage {
  reviews: MyReview[];
  page: number;
  limit: number;
  total: number;
}

/** The reviews I wrote, newest first, page by page (GET /reviews/mine). */
export const myReviewsQuery = (limit = MY_REVIEWS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: [...reviewKeys.mine(), limit],
    queryFn: async ({ pageParam }): Promise<MyReviewPage> => (await api.listMyReviews({ page: pageParam, limit })).data,
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.reviews.length, 0);
      return loaded < last.total && last.reviews.length > 0 ? last.page + 1 : undefined;
    },
    staleTime: 0,
  });

export function useMyReviews(enabled = true) {
  return useInfiniteQuery({ ...myReviewsQuery(), enabled });
}
