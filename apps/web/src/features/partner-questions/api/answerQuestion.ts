import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { partnerQuestionKeys } from './keys';

/** Refetches the question and the lists (after an answer, or a 409 saying one is already there). */
export function afterAnswer(queryClient: QueryClient, questionIdx: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: partnerQuestionKeys.detail(questionIdx) }),
    queryClient.invalidateQueries({ queryKey: partnerQuestionKeys.lists() }),
  ]);
}

/**
 * The company's answer (POST /question/{questionIdx}/answer, once per company). The question and the lists are
 * fetched again before the mutation settles, so the page shows the answer as soon as the button is free.
 */
export const answerQuestionMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ questionIdx, body }: { questionIdx: number; body: string }) =>
      (await api.answerQuestion({ questionIdx, body: { body } })).data,
    onSuccess: (_answer, { questionIdx }) => afterAnswer(queryClient, questionIdx),
  });

export function useAnswerQuestion() {
  return useMutation(answerQuestionMutation(useQueryClient()));
}
