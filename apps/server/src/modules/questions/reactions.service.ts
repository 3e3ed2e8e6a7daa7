import type { QuestionLikeResult, ReportBody, ReportResult } from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { dispatchNotices, queueStaffNotice } from '../../lib/notifications';
import * as answersRepo from './answers.repository';
import * as repo from './questions.repository';
import { QUESTION_NOT_FOUND } from './questions.service';
import * as reactions from './reactions.repository';

export const ANSWER_NOT_FOUND = '답변을 찾을 수 없어요. 삭제되었거나 신고로 가려진 답변이에요.';
export const ALREADY_REPORTED = '이미 신고한 글이에요.';
const OWN_LIKE = '내 질문에는 좋아요를 누를 수 없어요.';
const OWN_REPORT = '내가 쓴 질문은 신고할 수 없어요.';
const HIDDEN_POSTS_LINK = '/staff/questions/hidden';

/**
 * Likes (idempotent: a second like or unlike answers 200 with the same state) and reports (one per person;
 * every third report hides the post and tells staff) of questions and answers, by residents.
 */
export function createReactionsService(deps: Pick<AppDeps, 'db' | 'jobs'>) {
  const { db, jobs } = deps;

  async function visibleQuestion(questionIdx: number) {
    const question = await repo.findQuestion(db, questionIdx);
    if (!question || question.status !== 'visible') throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
    return question;
  }

  /** A visible answer of a visible question (the answer must belong to that question). */
  async function visibleAnswer(questionIdx: number, answerIdx: number) {
    const question = await visibleQuestion(questionIdx);
    const answer = await answersRepo.findAnswer(db, answerIdx);
    if (!answer || answer.questionIdx !== questionIdx || answer.status !== 'visible') throw new AppError('NOT_FOUND', ANSWER_NOT_FOUND);
    return { question, answer };
  }

  /** Records a report; when it hid the post, the staff notice it queued is sent after the commit. */
  async function report(work: (tx: Tx) => Promise<ReportResult>): Promise<ReportResult> {
    const result = await db.transaction(work);
    if (result.hidden) void dispatchNotices(jobs);
    return result;
  }

  return {
    async likeQuestion(residentIdx: number, questionIdx: number): Promise<QuestionLikeResult> {
      const question = await visibleQuestion(questionIdx);
      if (question.residentIdx === residentIdx) throw new AppError('BAD_REQUEST', OWN_LIKE);
      const likeCount = await db.transaction((tx) => reactions.likeQuestion(tx, questionIdx, residentIdx));
      return { liked: true, likeCount };
    },

    async unlikeQuestion(residentIdx: number, questionIdx: number): Promise<QuestionLikeResult> {
      await visibleQuestion(questionIdx);
      const likeCount = await db.transaction((tx) => reactions.unlikeQuestion(tx, questionIdx, residentIdx));
      return { liked: false, likeCount };
    },

    async likeAnswer(residentIdx: number, questionIdx: number, answerIdx: number): Promise<QuestionLikeResult> {
      await visibleAnswer(questionIdx, answerIdx);
      const likeCount = await db.transaction((tx) => reactions.likeAnswer(tx, answerIdx, residentIdx));
      return { liked: true, likeCount };
    },

    async unlikeAnswer(residentIdx: number, questionIdx: number, answerIdx: number): Promise<QuestionLikeResult> {
      await visibleAnswer(questionIdx, answerIdx);
      const likeCount = await db.transaction((tx) => reactions.unlikeAnswer(tx, answerIdx, residentIdx));
      return { liked: false, likeCount };
    },

    async reportQuestion(residentIdx: number, questionIdx: number, body: ReportBody): Promise<ReportResult> {
      const question = await visibleQuestion(questionIdx);
      if (question.residentIdx === residentIdx) throw new AppError('BAD_REQUEST', OWN_REPORT);
      return report(async (tx) => {
        const input = { residentIdx, reason: body.reason, detail: body.detail || null };
        if (!(await reactions.insertQuestionReport(tx, questionIdx, input))) throw new AppError('CONFLICT', ALREADY_REPORTED);
        const counted = await reactions.countQuestionReport(tx, questionIdx, new Date());
        // Hidden by someone else's report a moment ago: nothing is recorded (the transaction rolls back).
        if (!counted) throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
        const hidden = counted.status === 'hidden';
        if (hidden) {
          await queueStaffNotice(tx, {
            title: '신고로 가려진 질문이 있어요',
            body: `"${question.title}" 질문이 신고 ${counted.reportCount}건으로 가려졌어요. 운영팀 콘솔에서 확인해 주세요.`,
            link: HIDDEN_POSTS_LINK,
          });
        }
        return { reported: true as const, hidden };
      });
    },

    async reportAnswer(residentIdx: number, questionIdx: number, answerIdx: number, body: ReportBody): Promise<ReportResult> {
      const { question } = await visibleAnswer(questionIdx, answerIdx);
      return report(async (tx) => {
        const input = { residentIdx, reason: body.reason, detail: body.detail || null };
        if (!(await reactions.insertAnswerReport(tx, answerIdx, input))) throw new AppError('CONFLICT', ALREADY_REPORTED);
        const counted = await reactions.countAnswerReport(tx, answerIdx, new Date());
        if (!counted) throw new AppError('NOT_FOUND', ANSWER_NOT_FOUND);
        const hidden = counted.status === 'hidden';
        if (hidden) {
          // answer_count counts visible answers: a hidden one leaves the count (staff may restore it).
          await answersRepo.moveAnswerCount(tx, questionIdx, -1);
          await queueStaffNotice(tx, {
            title: '신고로 가려진 답변이 있어요',
            body: `"${question.title}" 질문의 답변이 신고 ${counted.reportCount}건으로 가려졌어요. 운영팀 콘솔에서 확인해 주세요.`,
            link: HIDDEN_POSTS_LINK,
          });
        }
        return { reported: true as const, hidden };
      });
    },
  };
}

export type ReactionsService = ReturnType<typeof createReactionsService>;
