import { api } from '@ipju/api-client';
import type { SurveyCompletion } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { surveyKeys } from './keys';

/** Submits the survey of one service (POST /survey/{surveyIdx}/completed); offers and the survey change. */
export const completeSurveyMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ surveyIdx, lineIdx }: { surveyIdx: number; lineIdx: number }): Promise<SurveyCompletion> =>
      (await api.completeSurvey({ surveyIdx, body: { lineIdx } })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: surveyKeys.all() }),
  });

export function useCompleteSurvey() {
  return useMutation(completeSurveyMutation(useQueryClient()));
}
