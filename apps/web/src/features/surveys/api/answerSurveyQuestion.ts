import { api } from '@ipju/api-client';
import type { SurveyAnswerResult, SurveyAnswerValue } from '@ipju/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export interface AnswerInput {
  surveyIdx: number;
  questionIdx: number;
  lineIdx: number;
  value: SurveyAnswerValue | null;
}

/** Saves one answer as the resident goes (POST /survey/{surveyIdx}/question/{questionIdx}/answer). */
export const answerSurveyQuestionMutation = () =>
  mutationOptions({
    mutationFn: async ({ surveyIdx, questionIdx, lineIdx, value }: AnswerInput): Promise<SurveyAnswerResult> =>
      (await api.answerSurveyQuestion({ surveyIdx, questionIdx, body: { lineIdx, value } })).data,
  });

export function useAnswerSurveyQuestion() {
  return useMutation(answerSurveyQuestionMutation());
}
