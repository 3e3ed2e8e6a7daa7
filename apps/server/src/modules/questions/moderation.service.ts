import { POST_STATUS_LABELS, type HiddenQuestionPosts, type PostStatus } from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/errors';
import * as answersRepo from './answers.repository';
import { authorNameOf, toReportEntry, typeLabel } from './questions.mapper';
import * as moderation from './moderation.repository';
import { QUESTION_NOT_FOUND } from './questions.service';

export type ModerationAction = 'restore' | 'remove';

/** What a staff decision turns a status into: restore shows it again, remove takes it down for good. */
function decide(status: PostStatus, action: ModerationAction): PostStatus {
  if (action === 'restore') return status === 'hidden' || status === 'removed' ? 'visible' : status;
  return status === 'visible' || status === 'hidden' ? 'removed' : status;
}

const result = (status: PostStatus) => ({ status, statusLabel: POST_STATUS_LABELS[status] });

/**
 * Staff decide on questions and answers hidden by reports (or take any post down). Deciding again the
 * same way changes nothing and answers 200. A decision on an answer keeps the question's answer_count
 * equal to its visible answers.
 */
export function createModerationService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  return {
    async listHidden(): Promise<HiddenQuestionPosts> {
      const [questionRows, answerRows] = await Promise.all([moderation.listHiddenQuestions(db), moderation.listHiddenAnswers(db)]);
      const [questionReports, answerReports] = await Promise.all([
        moderation.reportsOfQuestions(db, questionRows.map((r) => r.question.questionIdx)),
        moderation.reportsOfAnswers(db, answerRows.map((r) => r.answer.answerIdx)),
      ]);
      return {
        questions: questionRows.map(({ question, serviceName }) => ({
          questionIdx: question.questionIdx,
          title: question.title,
          body: question.body,
          questionTypeLabel: typeLabel(question.questionType),
          serviceName,
          reportCount: question.reportCount,
          hiddenAt: question.hiddenAt?.toISOString() ?? null,
          createdAt: question.createdAt.toISOString(),
          reports: questionReports.filter((r) => r.questionIdx === question.questionIdx).map(toReportEntry),
        })),
        answers: answerRows.map(({ answer, questionTitle, companyName }) => ({
          answerIdx: answer.answerIdx,
          questionIdx: answer.questionIdx,
          questionTitle,
          authorName: authorNameOf({ authorRole: answer.authorRole, companyName }),
          body: answer.body,
          reportCount: answer.reportCount,
          hiddenAt: answer.hiddenAt?.toISOString() ?? null,
          createdAt: answer.createdAt.toISOString(),
          reports: answerReports.filter((r) => r.answerIdx === answer.answerIdx).map(toReportEntry),
        })),
      };
    },

    async moderateQuestion(questionIdx: number, action: ModerationAction) {
      return db.transaction(async (tx) => {
        const row = await moderation.lockQuestion(tx, questionIdx);
        if (!row || row.status === 'deleted') throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
        const next = decide(row.status, action);
        if (next !== row.status) await moderation.setQuestionStatus(tx, questionIdx, next);
        return result(next);
      });
    },

    async moderateAnswer(answerIdx: number, action: ModerationAction) {
      return db.transaction(async (tx) => {
        const row = await moderation.lockAnswer(tx, answerIdx);
        if (!row || row.status === 'deleted') throw new AppError('NOT_FOUND', '답변을 찾을 수 없어요.');
        const next = decide(row.status, action);
        if (next !== row.status) {
          await moderation.setAnswerStatus(tx, answerIdx, next);
          const wasShown = row.status === 'visible';
          const isShown = next === 'visible';
          if (wasShown !== isShown) await answersRepo.moveAnswerCount(tx, row.questionIdx, isShown ? 1 : -1);
        }
        return result(next);
      });
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
