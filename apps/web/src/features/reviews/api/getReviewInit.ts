import { api } from '@ipju/api-client';
import type { ReviewInit } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewKeys } from './keys';

/** What of an order's item may be reviewed, and the reward rule (GET /reviews/get_review_init/{merchantUid}/{itemIdx}). */
export const reviewInitQuery = (merchantUid: string, itemIdx: number) =>
  queryOptions({
    queryKey: reviewKeys.init(merchantUid, itemIdx),
    queryFn: async (): Promise<ReviewInit> => (await api.getReviewInit({ merchantUid, itemIdx })).data,
    staleTime: 0,
  });

export function useReviewInit(merchantUid: string, itemIdx: number, enabled = true) {
  return useQuery({ ...reviewInitQuery(merchantUid, itemIdx), enabled: enabled && merchantUid !== '' && itemIdx > 0 });
}
