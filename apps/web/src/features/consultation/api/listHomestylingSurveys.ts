import { api } from '@ipju/api-client';
import type { HomestylingSurveySummary } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consultationKeys } from './keys';

/** The home-styling surveys running now (GET /consultation/homestyling/survey). */
export const homestylingSurveysQuery = () =>
  queryOptions({
    queryKey: consultationKeys.surveys(),
    queryFn: async (): Promise<HomestylingSurveySummary[]> => (await api.listHomestylingSurveys()).data,
    staleTime: 5 * 60_000,
  });

export function useHomestylingSurveys() {
  return useQuery(homestylingSurveysQuery());
}
