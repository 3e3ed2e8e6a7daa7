import { api } from '@ipju/api-client';
import type { SatisfactionSurvey } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { surveyKeys } from './keys';

/** A satisfaction survey with the service and the answers saved so far (GET /survey/{surveyIdx}?lineIdx=). */
export const surveyQuery = (surveyIdx: number, lineIdx: number | null) =>
  queryOptions({
    queryKey: surveyKeys.survey(surveyIdx, lineIdx),
    queryFn: async (): Promise<SatisfactionSurvey> =>
      (await api.getSurvey({ surveyIdx, ...(lineIdx ? { lineIdx } : {}) })).data,
    staleTime: 0,
  });

export function useSurvey(surveyIdx: number | null, lineIdx: number | null) {
  return useQuery({ ...surveyQuery(surveyIdx ?? 0, lineIdx), enabled: surveyIdx !== null });
}
