import {
  POST_STATUS_LABELS,
  type PartnerQuestionDetail,
  type PartnerQuestionFilter,
  type PartnerQuestionPage,
} from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import { asPartner, authorize } from '../../lib/authorize';
import { AppError } from '../../lib/errors';
import * as answersRepo from './answers.repository';
import * as partnerRepo from './partner-questions.repository';
import { servicesByPartner, toAnswer, toSummary, typeLabel } from './questions.mapper';
import * as repo from './questions.repository';
import { QUESTION_NOT_FOUND } from './questions.service';

/**
 * The partner console's 문의 (docs/PARTNER.md "입주민 문의"): the visible questions about the services a company
 * offers or sells, newest first, with whether this company answered; and one question with its answers. The
 * company answers through POST /question/{questionIdx}/answer (answers.service.ts), once per question.
 */
export function createPartnerQuestionsService(deps: Pick<AppDeps, 'db' | 'storage'>) {
  const { db, storage } = deps;
  const fileUrl = (key: string) => storage.fileUrl(key);

  return {
    async list(partnerIdx: number, query: { page: number; limit: number; filter: PartnerQuestionFilter }): Promise<PartnerQuestionPage> {
      const services = await partnerRepo.servicesOfPartner(db, partnerIdx);
      const { page, limit } = query;
      if (!services.length) return { questions: [], page, limit, total: 0, unansweredTotal: 0, services };
      const { rows, total, unansweredTotal } = await partnerRepo.listForPartner(db, partnerIdx, {
        codes: services.map((s) => s.code),
        unansweredOnly: query.filter === 'unanswered',
        page,
        limit,
      });
      const questions = rows.map((row) => {
        const { likedByMe: _liked, ...summary } = toSummary(row, false, fileUrl);
        return { ...summary, answeredByUs: row.answeredByUs };
      });
      return { questions, page, limit, total, unansweredTotal, services };
    },

    /**
     * A visible question is everybody's to read (as on the board), so any company may open one; hidden,
     * removed, deleted or unknown ones are the same 404.
     */
    async get(partnerIdx: number, questionIdx: number): Promise<PartnerQuestionDetail> {
      const question = authorize(
        asPartner(partnerIdx),
        await repo.findQuestion(db, questionIdx),
        (q) => ({ everyone: q.status === 'visible' }),
        () => new AppError('NOT_FOUND', QUESTION_NOT_FOUND),
      );
      const [answers, mine] = await Promise.all([
        answersRepo.listVisibleAnswers(db, questionIdx),
        partnerRepo.ownAnswer(db, questionIdx, partnerIdx),
      ]);
      const partnerIdxs = [...new Set(answers.flatMap((a) => (a.partnerIdx === null ? [] : [a.partnerIdx])))];
      const byPartner = servicesByPartner(await answersRepo.activeServicesOf(db, partnerIdxs, question.categoryCode));
      return {
        questionIdx: question.questionIdx,
        title: question.title,
        body: question.body,
        questionType: question.questionType as PartnerQuestionDetail['questionType'],
        questionTypeLabel: typeLabel(question.questionType),
        categoryCode: question.categoryCode,
        serviceName: question.serviceName,
        photos: question.photos.map((key) => ({ key, url: fileUrl(key) })),
        readCount: question.readCount,
        answerCount: question.answerCount,
        createdAt: question.createdAt.toISOString(),
        editedAt: question.editedAt?.toISOString() ?? null,
        answers: answers.map((a) => {
          const { likedByMe: _liked, ...answer } = toAnswer(a, false, byPartner);
          return { ...answer, isOurs: a.authorRole === 'partner' && a.partnerIdx === partnerIdx };
        }),
        myAnswer: mine
          ? {
              answerIdx: mine.answerIdx,
              body: mine.body,
              status: mine.status,
              statusLabel: POST_STATUS_LABELS[mine.status],
              createdAt: mine.createdAt.toISOString(),
            }
          : null,
      };
    },
  };
}

export type PartnerQuestionsService = ReturnType<typeof createPartnerQuestionsService>;
