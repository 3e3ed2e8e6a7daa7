import {
  POST_STATUS_LABELS,
  QUESTION_ANSWERED_EDIT_MESSAGE,
  seoulToday,
  type MyQuestionPage,
  type QuestionDetail,
  type QuestionPage,
  type QuestionReadResult,
  type QuestionSort,
  type QuestionType,
  type SuggestedQuestionTitle,
  type UpdateQuestionBody,
} from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import { asGuest, asResident, authorize, NOBODY, residentOwned, type Owners } from '../../lib/authorize';
import { AppError, invalidField } from '../../lib/errors';
import { sessionResidentIdx, type SessionInfo } from '../../lib/session-store';
import * as answersRepo from './answers.repository';
import { servicesByPartner, toAnswer, toMySummary, toSummary, typeLabel } from './questions.mapper';
import * as repo from './questions.repository';
import { suggestTitle } from './title-suggestion';
import { viewerKey } from './viewer-key';

/** POST /question's body once validated (photos default to none). */
export interface NewQuestion {
  title: string;
  body: string;
  questionType: QuestionType;
  item?: string | null;
  photos: string[];
}

export const QUESTION_NOT_FOUND = '질문을 찾을 수 없어요. 삭제되었거나 신고로 가려진 질문이에요.';
const ANSWERED_DELETE = '답변이 달린 질문은 지울 수 없어요. 답변한 분들의 글도 함께 사라지기 때문이에요.';
const HIDDEN_EDIT = '신고로 가려진 질문은 운영팀 검토가 끝난 뒤에 고칠 수 있어요.';
const REMOVED_EDIT = '운영 정책에 따라 삭제된 질문은 고칠 수 없어요.';

const questionNotFound = () => new AppError('NOT_FOUND', QUESTION_NOT_FOUND);

/** A question is its author's; a deleted one is nobody's. */
const questionOwners = (question: repo.QuestionRow): Owners => (question.status === 'deleted' ? NOBODY : residentOwned(question));

/**
 * Who sees a question: a visible one, everybody; a hidden or removed one, only its author (with its
 * status); a deleted one, nobody. Others get 404, so a hidden post does not reveal that it exists.
 */
export function readableBy(question: repo.QuestionWithService | undefined, residentIdx: number | null): repo.QuestionWithService {
  const caller = residentIdx === null ? asGuest() : asResident(residentIdx);
  return authorize(caller, question, (q) => ({ ...questionOwners(q), everyone: q.status === 'visible' }), questionNotFound);
}

/** Why the author cannot edit the question now (null when they can). */
function editBlockedReason(question: Pick<repo.QuestionRow, 'status' | 'answerCount'>): string | null {
  if (question.status === 'hidden') return HIDDEN_EDIT;
  if (question.status === 'removed') return REMOVED_EDIT;
  if (question.answerCount > 0) return QUESTION_ANSWERED_EDIT_MESSAGE;
  return null;
}

export function createQuestionsService(deps: Pick<AppDeps, 'db' | 'storage' | 'config'>) {
  const { db, storage, config } = deps;
  const fileUrl = (key: string) => storage.fileUrl(key);

  /** The category code, checked: a 400 naming `item` when there is no such service. */
  async function checkedCategory(code: string | null | undefined): Promise<string | null> {
    if (code === null || code === undefined) return null;
    if (!(await repo.categoryLabel(db, code))) {
      throw invalidField('item', `서비스(item) '${code}'를 찾을 수 없어요. tljoint처럼 서비스 코드를 확인해 주세요.`);
    }
    return code;
  }

  /** The photos, checked: images of type question this resident uploaded; a 400 naming `photos` otherwise. */
  async function checkedPhotos(residentIdx: number, keys: string[]): Promise<string[]> {
    const owned = await repo.ownedQuestionImages(db, residentIdx, keys);
    const missing = keys.filter((k) => !owned.has(k));
    if (missing.length) {
      throw invalidField('photos', `올린 사진을 찾을 수 없어요 (${missing.length}장). 사진을 다시 골라 올려 주세요.`);
    }
    return keys;
  }

  async function detail(question: repo.QuestionWithService, residentIdx: number | null): Promise<QuestionDetail> {
    const answers = await answersRepo.listVisibleAnswers(db, question.questionIdx);
    const partnerIdxs = [...new Set(answers.flatMap((a) => (a.partnerIdx === null ? [] : [a.partnerIdx])))];
    const [services, likedAnswers, likedQuestions] = await Promise.all([
      answersRepo.activeServicesOf(db, partnerIdxs, question.categoryCode),
      residentIdx === null ? new Set<number>() : answersRepo.likedAnswers(db, residentIdx, answers.map((a) => a.answerIdx)),
      residentIdx === null ? new Set<number>() : repo.likedQuestions(db, residentIdx, [question.questionIdx]),
    ]);
    const byPartner = servicesByPartner(services);
    const isMine = residentIdx !== null && question.residentIdx === residentIdx;
    const blocked = isMine ? editBlockedReason(question) : null;
    return {
      questionIdx: question.questionIdx,
      title: question.title,
      body: question.body,
      questionType: question.questionType as QuestionType,
      questionTypeLabel: typeLabel(question.questionType),
      categoryCode: question.categoryCode,
      serviceName: question.serviceName,
      photos: question.photos.map((key) => ({ key, url: fileUrl(key) })),
      readCount: question.readCount,
      likeCount: question.likeCount,
      answerCount: question.answerCount,
      likedByMe: likedQuestions.has(question.questionIdx),
      isMine,
      canEdit: isMine && blocked === null,
      editBlockedReason: blocked,
      status: question.status,
      statusLabel: POST_STATUS_LABELS[question.status],
      createdAt: question.createdAt.toISOString(),
      editedAt: question.editedAt?.toISOString() ?? null,
      answers: answers.map((a) => toAnswer(a, likedAnswers.has(a.answerIdx), byPartner)),
    };
  }

  /** The author's own question (someone else's is a 404 like a missing one, visible or not). */
  async function ownQuestion(residentIdx: number, questionIdx: number) {
    return authorize(asResident(residentIdx), await repo.findQuestion(db, questionIdx), questionOwners, questionNotFound);
  }

  return {
    async list(
      query: { page: number; limit: number; questionType?: QuestionType; item?: string; sort: QuestionSort },
      residentIdx: number | null,
    ): Promise<QuestionPage> {
      const categoryCode = (await checkedCategory(query.item)) ?? undefined;
      const { rows, total } = await repo.listVisible(db, { ...query, categoryCode });
      const liked = residentIdx === null ? new Set<number>() : await repo.likedQuestions(db, residentIdx, rows.map((r) => r.questionIdx));
      return {
        questions: rows.map((r) => toSummary(r, liked.has(r.questionIdx), fileUrl)),
        page: query.page,
        limit: query.limit,
        total,
      };
    },

    async listMine(residentIdx: number, page: number, limit: number): Promise<MyQuestionPage> {
      const { rows, total } = await repo.listByResident(db, residentIdx, page, limit);
      const liked = await repo.likedQuestions(db, residentIdx, rows.map((r) => r.questionIdx));
      return { questions: rows.map((r) => toMySummary(r, liked.has(r.questionIdx), fileUrl)), page, limit, total };
    },

    async get(questionIdx: number, residentIdx: number | null): Promise<QuestionDetail> {
      return detail(readableBy(await repo.findQuestion(db, questionIdx), residentIdx), residentIdx);
    },

    async create(residentIdx: number, body: NewQuestion): Promise<QuestionDetail> {
      const categoryCode = await checkedCategory(body.item);
      const photos = await checkedPhotos(residentIdx, body.photos);
      const row = await repo.insertQuestion(db, {
        residentIdx,
        questionType: body.questionType,
        categoryCode,
        title: body.title,
        body: body.body,
        photos,
      });
      return detail((await repo.findQuestion(db, row.questionIdx))!, residentIdx);
    },

    async update(residentIdx: number, questionIdx: number, body: UpdateQuestionBody): Promise<QuestionDetail> {
      const question = await ownQuestion(residentIdx, questionIdx);
      const blocked = editBlockedReason(question);
      if (blocked) throw new AppError('CONFLICT', blocked);
      const values = {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.body !== undefined ? { body: body.body } : {}),
        ...(body.questionType !== undefined ? { questionType: body.questionType } : {}),
        ...(body.item !== undefined ? { categoryCode: await checkedCategory(body.item) } : {}),
        ...(body.photos !== undefined ? { photos: await checkedPhotos(residentIdx, body.photos) } : {}),
      };
      if (!(await repo.updateUnanswered(db, questionIdx, residentIdx, values, new Date()))) {
        // Answered (or hidden) between the read and the update.
        const now = await repo.findQuestion(db, questionIdx);
        throw new AppError('CONFLICT', (now && editBlockedReason(now)) ?? QUESTION_ANSWERED_EDIT_MESSAGE);
      }
      return detail((await repo.findQuestion(db, questionIdx))!, residentIdx);
    },

    async remove(residentIdx: number, questionIdx: number) {
      const question = await ownQuestion(residentIdx, questionIdx);
      if (question.answerCount > 0 || !(await repo.deleteUnanswered(db, questionIdx, residentIdx))) {
        throw new AppError('CONFLICT', question.status === 'removed' ? '운영 정책에 따라 이미 삭제된 질문이에요.' : ANSWERED_DELETE);
      }
      return { questionIdx, deleted: true as const };
    },

    /**
     * Counts the viewer once per Seoul day. The author's own views and views of a question that is not
     * visible are not counted (the author still gets the count).
     */
    async countRead(
      questionIdx: number,
      session: SessionInfo | null,
      guest: { ip: string; userAgent: string | undefined },
    ): Promise<QuestionReadResult> {
      const residentIdx = sessionResidentIdx(session);
      const question = readableBy(await repo.findQuestion(db, questionIdx), residentIdx);
      if (question.status !== 'visible' || question.residentIdx === residentIdx) {
        return { questionIdx, readCount: question.readCount, counted: false };
      }
      const key = viewerKey(session, guest, config.sessionSecret);
      const result = await db.transaction((tx) => repo.recordRead(tx, questionIdx, key, seoulToday()));
      return { questionIdx, ...result };
    },

    suggestTitle(body: string): SuggestedQuestionTitle {
      const title = suggestTitle(body);
      if (!title) throw invalidField('body', '제목을 뽑을 만한 내용이 없어요. 무엇이 궁금한지 한 문장 이상 적어 주세요.');
      return { title };
    },
  };
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;
