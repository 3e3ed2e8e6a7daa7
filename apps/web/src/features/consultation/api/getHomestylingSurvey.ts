import { api } from '@ipju/api-client';
import type { HomestylingSurvey } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { consultationKeys } from './keys';

/** One home-styling survey with its steps and their questions (GET /consultation/homestyling/survey/{id}). */
export const homestylingSurveyQuery = (surveyIdx: number) =>
  queryOptions({
    queryKey: consultationKeys.survey(surveyIdx),
    queryFn: async (): Promise<HomestylingSurvey> => (await api.getHomestylingSurvey({ id: surveyIdx })).data,
    staleTime: 5 * 60_000,
  });

export function useHomestylingSurvey(surveyIdx: number | null) {
  return useQuery({ ...homestylingSurveyQuery(surveyIdx ?? 0), enabled: surveyIdx !== null });
}
