import { api } from '@ipju/api-client';
import type { PartnerQuestionFilter, PartnerQuestionPage } from '@ipju/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { partnerQuestionKeys } from './keys';

export const PARTNER_QUESTIONS_PAGE_SIZE = 20;

/** The next page while some are left (offset paging with a total). */
function nextPageOf(last: PartnerQuestionPage, pages: PartnerQuestionPage[]) {
  const loaded = pages.reduce((n, p) => n + p.questions.length, 0);
  return loaded < last.total && last.questions.length > 0 ? last.page + 1 : undefined;
}

/** Residents' questions about the company's services (GET /partner/questions), newest first, page by page. */
export const partnerQuestionsQuery = (filter: PartnerQuestionFilter) =>
  infiniteQueryOptions({
    queryKey: partnerQuestionKeys.list(filter),
    queryFn: async ({ pageParam }): Promise<PartnerQuestionPage> =>
      (await api.partnerListQuestions({ filter, page: pageParam, limit: PARTNER_QUESTIONS_PAGE_SIZE })).data,
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 30_000,
  });

export function usePartnerQuestions(filter: PartnerQuestionFilter) {
  return useInfiniteQuery(partnerQuestionsQuery(filter));
}
