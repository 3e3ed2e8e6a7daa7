import { api } from '@ipju/api-client';
import type { QuestionDetail } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { questionKeys } from './keys';

/** One question with its answers (GET /question/{questionIdx}). */
export const getQuestionQuery = (questionIdx: number) =>
  queryOptions({
    queryKey: questionKeys.detail(questionIdx),
    queryFn: async (): Promise<QuestionDetail> => (await api.getQuestion({ questionIdx })).data,
    staleTime: 0,
  });

export function useQuestion(questionIdx: number) {
  return useQuery({ ...getQuestionQuery(questionIdx), enabled: Number.isInteger(questionIdx) && questionIdx > 0 });
}
