import type { QuestionDetail, QuestionLikeResult, QuestionSummary } from '@ipju/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { questionKeys } from './keys';

// How a like shows in the cache at once and after the server answers (likeQuestion.ts, likeAnswer.ts).

type LikeState = { likedByMe: boolean; likeCount: number };
export type LikeChange = (current: LikeState) => LikeState;

/** Optimistic: flips my like and moves the count by one (never below zero). */
export const flipTo =
  (liked: boolean): LikeChange =>
  (s) =>
    s.likedByMe === liked ? s : { likedByMe: liked, likeCount: Math.max(0, s.likeCount + (liked ? 1 : -1)) };

/**
 * The server's answer: its exact count, unless I toggled again meanwhile (that later request is queued and
 * will bring its own count), so the heart never flickers back.
 */
export const settleTo =
  (result: QuestionLikeResult): LikeChange =>
  (s) =>
    s.likedByMe === result.liked ? { likedByMe: result.liked, likeCount: result.likeCount } : s;

function isQuestionPages(data: unknown): data is InfiniteData<{ questions: QuestionSummary[] }> {
  if (typeof data !== 'object' || data === null || !('pages' in data)) return false;
  const pages = (data as { pages: unknown }).pages;
  return Array.isArray(pages) && pages.every((p) => Array.isArray((p as { questions?: unknown } | null)?.questions));
}

/** Applies a change to the question's page and to every list row that shows it. */
export function patchQuestion(queryClient: QueryClient, questionIdx: number, change: LikeChange) {
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

export function patchAnswer(queryClient: QueryClient, questionIdx: number, answerIdx: number, change: LikeChange) {
  queryClient.setQueryData<QuestionDetail>(questionKeys.detail(questionIdx), (q) =>
    q ? { ...q, answers: q.answers.map((a) => (a.answerIdx === answerIdx ? { ...a, ...change(a) } : a)) } : q,
  );
}
