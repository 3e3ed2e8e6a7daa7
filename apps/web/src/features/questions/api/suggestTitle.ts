import { useMutation } from '@tanstack/react-query';
import { questionsApi } from './operations';

/** 제목 추천 (POST /question/create/title): a title made from the body, on the server, without AI. */
export function useSuggestTitle() {
  return useMutation({
    mutationFn: async (body: string): Promise<string> => (await questionsApi.suggestQuestionTitle({ body: { body } })).data.title,
  });
}
