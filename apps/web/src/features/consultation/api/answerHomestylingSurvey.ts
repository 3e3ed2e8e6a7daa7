import type { HomestylingAnswerBody, HomestylingAnswerResult } from '@ipju/contract';
import { useMutation } from '@tanstack/react-query';
import { consultationApi } from './operations';

/** Sends every answer at once; the response goes with the request (POST /consultation/homestyling/survey/answer). */
export function useAnswerHomestylingSurvey() {
  return useMutation({
    mutationFn: async (body: HomestylingAnswerBody): Promise<HomestylingAnswerResult> =>
      (await consultationApi.answerHomestylingSurvey({ body })).data,
  });
}
