import { api } from '@ipju/api-client';
import type { QuestionDetail, QuestionLikeResult, QuestionSummary } from '@ipju/contract';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { questionKeys } from './keys';

type LikeState = { likedByMe: boolean; likeCount: number };
type Change = (current: LikeState) => LikeState;

/** Optimistic: flips my like and moves the count by one (never below zero). */
const flipTo =
  (liked: boolean): Change =>
  (s) =>
    s.likedByMe === liked ? s : { likedByMe: liked, likeCount: Math.max(0, s.likeCount + (liked ? 1 : -1)) };

/**
 * The server's answer: its exact count, unless I toggled again meanwhile (that later request is queued and
 * will bring its own count), so the heart never flickers back.
 */
const settleTo =
  (result: QuestionLikeResult): Change =>
  (s) =>
    s.likedByMe === result.liked ? { likedByMe: result.liked, likeCount: result.likeCount } : s;

function isQuestionPages(data: unknown): data is InfiniteData<{ questions: QuestionSummary[] }> {
  if (typeof data !== 'object' || data === null || !('pages' in data)) return false;
  const pages = (data as { pages: unknown }).pages;
  return Array.isArray(pages) && pages.every((p) => Array.isArray((p as { questions?: unknown } | null)?.questions));
}

/** Applies a change to the question's page and to every list row that shows it. */
function patchQuestion(queryClient: QueryClient, questionIdx: number, change: Change) {
  queryClient.setQueryData<QuestionDetail>(questionKeys.detail(questionIdx), (q) => (q ? { ...q, ...change(q) } : q));
  queryClient.setQueriesData({ queryKey: questionKeys.lists() }, (data: unknown) => {
    if (!isQuestionPages(data) || !data.pages.some((p) => p.questions.some((q) => q.questionIdx === questionIdx))) return data;
    return {
      ...data,
      pages: data.pages.map((p) => ({
        ...p,
        questions: p.questions.map((q) => (q.questionIdx === questionIdx ? { ...q, ...change(q) } : q)),
      })),
    };
  });
}

function patchAnswer(queryClient: QueryClient, questionIdx: number, answerIdx: number, change: Change) {
  queryClient.setQueryData<QuestionDetail>(questionKeys.detail(questionIdx), (q) =>
    q ? { ...q, answers: q.answers.map((a) => (a.answerIdx === answerIdx ? { ...a, ...change(a) } : a)) } : q,
  );
}

/**
 * 좋아요 on a question (POST / DELETE .../like): the heart answers at once, then shows the server's count;
 * a failure puts it back. Requests for one question run one after another (mutation scope), so the last
 * tap decides.
 */
export function useToggleQuestionLike(questionIdx: number) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `question-like-${questionIdx}` },
    mutationFn: async (liked: boolean): Promise<QuestionLikeResult> =>
      liked
        ? (await api.likeQuestion({ questionIdx })).data
        : (await api.unlikeQuestion({ questionIdx })).data,
    onMutate: (liked) => patchQuestion(queryClient, questionIdx, flipTo(liked)),
    onSuccess: (result) => patchQuestion(queryClient, questionIdx, settleTo(result)),
    onError: (_error, liked) => patchQuestion(queryClient, questionIdx, flipTo(!liked)),
  });
}

/** 좋아요 on an answer (POST / DELETE .../answer/{answerIdx}/like), the same way. */
export function useToggleAnswerLike(questionIdx: number, answerIdx: number) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `answer-like-${answerIdx}` },
    mutationFn: async (liked: boolean): Promise<QuestionLikeResult> =>
      liked
        ? (await api.likeAnswer({ questionIdx, answerIdx })).data
        : (await api.unlikeAnswer({ questionIdx, answerIdx })).data,
    onMutate: (liked) => patchAnswer(queryClient, questionIdx, answerIdx, flipTo(liked)),
    onSuccess: (result) => patchAnswer(queryClient, questionIdx, answerIdx, settleTo(result)),
    onError: (_error, liked) => patchAnswer(queryClient, questionIdx, answerIdx, flipTo(!liked)),
  });
}
