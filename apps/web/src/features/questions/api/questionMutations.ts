import { api } from '@ipju/api-client';
import type { CreateQuestionBody, QuestionDetail, UpdateQuestionBody } from '@ipju/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionKeys } from './keys';

/** 등록하기 (POST /question): the new question goes into the cache; the lists refetch. */
export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateQuestionBody): Promise<QuestionDetail> => (await api.createQuestion({ body })).data,
    onSuccess: (question) => {
      queryClient.setQueryData(questionKeys.detail(question.questionIdx), question);
      void queryClient.invalidateQueries({ queryKey: questionKeys.lists() });
    },
  });
}

/** 수정하기 (PATCH /question/{questionIdx}). */
export function useUpdateQuestion(questionIdx: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateQuestionBody): Promise<QuestionDetail> =>
      (await api.updateQuestion({ questionIdx, body })).data,
    onSuccess: (question) => {
      queryClient.setQueryData(questionKeys.detail(questionIdx), question);
      void queryClient.invalidateQueries({ queryKey: questionKeys.lists() });
    },
  });
}

/** 삭제하기 (DELETE /question/{questionIdx}), before anyone answered. */
export function useDeleteQuestion(questionIdx: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.deleteQuestion({ questionIdx })).data,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: questionKeys.detail(questionIdx) });
      void queryClient.invalidateQueries({ queryKey: questionKeys.lists() });
    },
  });
}
