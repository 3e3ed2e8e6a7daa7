import type { SurveyAnswerResult, SurveyAnswerValue } from '@ipju/contract';
import { useMutation } from '@tanstack/react-query';
import { surveysApi } from './operations';

export interface AnswerInput {
  surveyIdx: number;
  questionIdx: number;
  lineIdx: number;
  value: SurveyAnswerValue | null;
}

/** Saves one answer as the resident goes (POST /survey/{surveyIdx}/question/{questionIdx}/answer). */
export function useAnswerSurveyQuestion() {
  return useMutation({
    mutationFn: async ({ surveyIdx, questionIdx, lineIdx, value }: AnswerInput): Promise<SurveyAnswerResult> =>
      (await surveysApi.answerSurveyQuestion({ surveyIdx, questionIdx, body: { lineIdx, value } })).data,
  });
}
