import { api } from '@ipju/api-client';
import type { QuestionDetail, UpdateQuestionBody } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { questionKeys } from './keys';

/** 수정하기 (PATCH /question/{questionIdx}). */
export const updateQuestionMutation = (queryClient: QueryClient, questionIdx: number) =>
  mutationOptions({
    mutationFn: async (body: UpdateQuestionBody): Promise<QuestionDetail> => (await api.updateQuestion({ questionIdx, body })).data,
    onSuccess: (question) => {
      queryClient.setQueryData(questionKeys.detail(questionIdx), question);
      void queryClient.invalidateQueries({ queryKey: questionKeys.lists() });
    },
  });

export function useUpdateQuestion(questionIdx: number) {
  return useMutation(updateQuestionMutation(useQueryClient(), questionIdx));
}
