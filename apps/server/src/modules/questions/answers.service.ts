import { STAFF_DISPLAY_NAME, type QuestionAnswer } from '@ipju/contract';
import { josa } from 'es-hangul';
import type { AppDeps } from '../../app-deps';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { dispatchNotices, queueResidentNotice, residentPhone } from '../../lib/notifications';
import type { SessionInfo } from '../../lib/session-store';
import * as answersRepo from './answers.repository';
import { servicesByPartner, toAnswer } from './questions.mapper';
import * as repo from './questions.repository';
import { QUESTION_NOT_FOUND } from './questions.service';

const ALREADY_ANSWERED = '이미 이 질문에 답변했어요. 업체는 질문마다 한 번 답변할 수 있어요.';
const CLOSED = '신고로 가려졌거나 운영 정책으로 삭제된 질문에는 답변할 수 없어요.';

/**
 * Answers by partner companies (one per company per question, by unique index) and by staff (입주 매니저,
 * as often as needed). The answer, the question's answer_count and the notice to the asker commit together.
 */
export function createAnswersService(deps: Pick<AppDeps, 'db' | 'jobs'>) {
  const { db, jobs } = deps;

  return {
    async answer(session: SessionInfo, questionIdx: number, body: string): Promise<QuestionAnswer> {
      const question = await repo.findQuestion(db, questionIdx);
      if (!question || question.status === 'deleted') throw new AppError('NOT_FOUND', QUESTION_NOT_FOUND);
      if (question.status !== 'visible') throw new AppError('CONFLICT', CLOSED);

      const author =
        session.role === 'partner' && session.partnerIdx !== null
          ? { authorRole: 'partner' as const, partnerIdx: session.partnerIdx, partnerAccountIdx: session.subjectIdx, staffIdx: null }
          : { authorRole: 'staff' as const, partnerIdx: null, partnerAccountIdx: null, staffIdx: session.subjectIdx };
      const authorName =
        author.partnerIdx !== null ? ((await answersRepo.partnerName(db, author.partnerIdx)) ?? '파트너 업체') : STAFF_DISPLAY_NAME;

      let answerIdx: number;
      try {
        answerIdx = await db.transaction(async (tx) => {
          const row = await answersRepo.insertAnswer(tx, { questionIdx, body, ...author });
          if (!(await answersRepo.moveAnswerCount(tx, questionIdx, 1, true))) throw new AppError('CONFLICT', CLOSED);
          await queueResidentNotice(tx, {
            residentIdx: question.residentIdx,
            phone: await residentPhone(tx, question.residentIdx),
            title: '질문에 답변이 달렸어요',
            body: `${josa(authorName, '이/가')} "${question.title}" 질문에 답변했어요. 눌러서 확인해 보세요.`,
            link: `/question/${questionIdx}`,
            kind: 'answer',
          });
          return row.answerIdx;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', ALREADY_ANSWERED);
        throw error;
      }
      void dispatchNotices(jobs);

      const saved = (await answersRepo.findAnswer(db, answerIdx))!;
      const services = servicesByPartner(
        author.partnerIdx === null ? [] : await answersRepo.activeServicesOf(db, [author.partnerIdx], question.categoryCode),
      );
      return toAnswer(saved, false, services);
    },
  };
}

export type AnswersService = ReturnType<typeof createAnswersService>;
