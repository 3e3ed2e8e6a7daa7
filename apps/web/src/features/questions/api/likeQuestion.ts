import { api } from '@ipju/api-client';
import type { QuestionLikeResult } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { flipTo, patchQuestion, settleTo } from './like-cache';

/**
 * 좋아요 on a question and back (likeQuestion, unlikeQuestion: POST / DELETE /question/{questionIdx}/like): the
 * heart answers at once, then shows the server's count; a failure puts it back. Requests for one question run
 * one after another (mutation scope), so the last tap decides.
 */
export const toggleQuestionLikeMutation = (queryClient: QueryClient, questionIdx: number) =>
  mutationOptions({
    scope: { id: `question-like-${questionIdx}` },
    mutationFn: async (liked: boolean): Promise<QuestionLikeResult> =>
      liked ? (await api.likeQuestion({ questionIdx })).data : (await api.unlikeQuestion({ questionIdx })).data,
    onMutate: (liked) => patchQuestion(queryClient, questionIdx, flipTo(liked)),
    onSuccess: (result) => patchQuestion(queryClient, questionIdx, settleTo(result)),
    onError: (_error, liked) => patchQuestion(queryClient, questionIdx, flipTo(!liked)),
  });

export function useToggleQuestionLike(questionIdx: number) {
  return useMutation(toggleQuestionLikeMutation(useQueryClient(), questionIdx));
}
