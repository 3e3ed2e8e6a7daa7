import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { questionKeys } from './keys';

/** 삭제하기 (DELETE /question/{questionIdx}), before anyone answered. */
export const deleteQuestionMutation = (queryClient: QueryClient, questionIdx: number) =>
  mutationOptions({
    mutationFn: async () => (await api.deleteQuestion({ questionIdx })).data,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: questionKeys.detail(questionIdx) });
      void queryClient.invalidateQueries({ queryKey: questionKeys.lists() });
    },
  });

export function useDeleteQuestion(questionIdx: number) {
  return useMutation(deleteQuestionMutation(useQueryClient(), questionIdx));
}
