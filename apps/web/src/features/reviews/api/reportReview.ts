import { api } from '@ipju/api-client';
import type { ReportResult, ReviewReportBody } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { reviewKeys } from './keys';

/**
 * 신고하기 (POST /reviews/reports). When this report hid the review (several people reported it), the
 * item's lists and summary are fetched again so it disappears.
 */
export const reportReviewMutation = (queryClient: QueryClient, itemIdx: number | null) =>
  mutationOptions({
    mutationFn: async (body: ReviewReportBody): Promise<ReportResult> => (await api.reportReview({ body })).data,
    onSuccess: async (result) => {
      if (result.hidden && itemIdx !== null) await queryClient.invalidateQueries({ queryKey: reviewKeys.item(itemIdx) });
    },
  });

export function useReportReview(itemIdx: number | null) {
  return useMutation(reportReviewMutation(useQueryClient(), itemIdx));
}
