import { api } from '@ipju/api-client';
import type { MyQuestionPage } from '@ipju/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { questionKeys } from './keys';
import { nextPageOf, QUESTIONS_PAGE_SIZE } from './listQuestions';

/** My questions in every status but deleted (GET /question/me), newest first. */
export const listMyQuestionsQuery = (limit = QUESTIONS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: questionKeys.mine(limit),
    queryFn: async ({ pageParam }): Promise<MyQuestionPage> => (await api.listMyQuestions({ page: pageParam, limit })).data,
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 0,
  });

export function useMyQuestions() {
  return useInfiniteQuery(listMyQuestionsQuery());
}
