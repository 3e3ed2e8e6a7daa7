import { api } from '@ipju/api-client';
import type { ReportBody, ReportResult } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { questionKeys } from './keys';

export type ReportTarget = { questionIdx: number; answerIdx?: number };

/**
 * 신고하기 of a question or one of its answers (reportQuestion, reportAnswer: POST .../report). When the report
 * hides the post, the page and the lists are read again (it is gone for everyone but its author).
 */
export const reportQuestionMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ target, body }: { target: ReportTarget; body: ReportBody }): Promise<ReportResult> =>
      target.answerIdx === undefined
        ? (await api.reportQuestion({ questionIdx: target.questionIdx, body })).data
        : (await api.reportAnswer({ questionIdx: target.questionIdx, answerIdx: target.answerIdx, body })).data,
    onSuccess: (result, { target }) => {
      if (!result.hidden) return;
      void queryClient.invalidateQueries({ queryKey: questionKeys.lists() });
      if (target.answerIdx !== undefined) void queryClient.invalidateQueries({ queryKey: questionKeys.detail(target.questionIdx) });
    },
  });

export function useReport() {
  return useMutation(reportQuestionMutation(useQueryClient()));
}
