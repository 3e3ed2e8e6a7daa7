import { api } from '@ipju/api-client';
import type { HomestylingAnswerBody, HomestylingAnswerResult } from '@ipju/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** Sends every answer at once; the response goes with the request (POST /consultation/homestyling/survey/answer). */
export const answerHomestylingSurveyMutation = () =>
  mutationOptions({
    mutationFn: async (body: HomestylingAnswerBody): Promise<HomestylingAnswerResult> => (await api.answerHomestylingSurvey({ body })).data,
  });

export function useAnswerHomestylingSurvey() {
  return useMutation(answerHomestylingSurveyMutation());
}
