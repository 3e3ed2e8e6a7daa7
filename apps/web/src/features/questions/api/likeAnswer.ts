import { api } from '@ipju/api-client';
import type { QuestionLikeResult } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { flipTo, patchAnswer, settleTo } from './like-cache';

/** 좋아요 on an answer and back (likeAnswer, unlikeAnswer: POST / DELETE .../answer/{answerIdx}/like), as for a question. */
export const toggleAnswerLikeMutation = (queryClient: QueryClient, questionIdx: number, answerIdx: number) =>
  mutationOptions({
    scope: { id: `answer-like-${answerIdx}` },
    mutationFn: async (liked: boolean): Promise<QuestionLikeResult> =>
      liked
        ? (await api.likeAnswer({ questionIdx, answerIdx })).data
        : (await api.unlikeAnswer({ questionIdx, answerIdx })).data,
    onMutate: (liked) => patchAnswer(queryClient, questionIdx, answerIdx, flipTo(liked)),
    onSuccess: (result) => patchAnswer(queryClient, questionIdx, answerIdx, settleTo(result)),
    onError: (_error, liked) => patchAnswer(queryClient, questionIdx, answerIdx, flipTo(!liked)),
  });

export function useToggleAnswerLike(questionIdx: number, answerIdx: number) {
  return useMutation(toggleAnswerLikeMutation(useQueryClient(), questionIdx, answerIdx));
}
