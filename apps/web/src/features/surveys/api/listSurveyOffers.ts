import { api } from '@ipju/api-client';
import type { SurveyOffers } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { surveyKeys } from './keys';

/** My finished services with their satisfaction survey: to answer, and answered (GET /survey/offers). */
export const surveyOffersQuery = () =>
  queryOptions({
    queryKey: surveyKeys.offers(),
    queryFn: async (): Promise<SurveyOffers> => (await api.listSurveyOffers()).data,
    staleTime: 0,
  });

export function useSurveyOffers(enabled = true) {
  return useQuery({ ...surveyOffersQuery(), enabled });
}

/** How many surveys wait for me (my page's menu). */
export function usePendingSurveyCount(enabled = true): number | undefined {
  return useSurveyOffers(enabled).data?.pending.length;
}
