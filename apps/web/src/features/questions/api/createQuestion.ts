import { api } from '@ipju/api-client';
import type { CreateQuestionBody, QuestionDetail } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { questionKeys } from './keys';

/** 등록하기 (POST /question): the new question goes into the cache; the lists refetch. */
export const createQuestionMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: CreateQuestionBody): Promise<QuestionDetail> => (await api.createQuestion({ body })).data,
    onSuccess: (question) => {
      queryClient.setQueryData(questionKeys.detail(question.questionIdx), question);
      void queryClient.invalidateQueries({ queryKey: questionKeys.lists() });
    },
  });

export function useCreateQuestion() {
  return useMutation(createQuestionMutation(useQueryClient()));
}
