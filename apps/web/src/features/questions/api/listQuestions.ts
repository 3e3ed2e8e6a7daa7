import { api } from '@ipju/api-client';
import type { QuestionPage } from '@ipju/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { questionKeys, type QuestionFilters } from './keys';

export const QUESTIONS_PAGE_SIZE = 20;

/** The next page while some are left (offset paging with a total). */
export function nextPageOf(last: { page: number; total: number; questions: unknown[] }, pages: Array<{ questions: unknown[] }>) {
  const loaded = pages.reduce((n, p) => n + p.questions.length, 0);
  return loaded < last.total && last.questions.length > 0 ? last.page + 1 : undefined;
}

/** The 지식인 board (GET /question), page by page. Counts change all the time: never stale. */
export const listQuestionsQuery = (filters: QuestionFilters, limit = QUESTIONS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: questionKeys.list(filters, limit),
    queryFn: async ({ pageParam }): Promise<QuestionPage> =>
      (
        await api.listQuestions({
          page: pageParam,
          limit,
          sort: filters.sort,
          ...(filters.questionType ? { questionType: filters.questionType } : {}),
          ...(filters.item ? { item: filters.item } : {}),
        })
      ).data,
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 0,
  });

export function useQuestions(filters: QuestionFilters) {
  return useInfiniteQuery(listQuestionsQuery(filters));
}
