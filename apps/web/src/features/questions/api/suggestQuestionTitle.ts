import { api } from '@ipju/api-client';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/** 제목 추천 (POST /question/create/title): a title made from the body, on the server, without AI. */
export const suggestQuestionTitleMutation = () =>
  mutationOptions({
    mutationFn: async (body: string): Promise<string> => (await api.suggestQuestionTitle({ body: { body } })).data.title,
  });

export function useSuggestTitle() {
  return useMutation(suggestQuestionTitleMutation());
}
