import type { SatisfactionSurvey, SurveyAnswerResult, SurveyAnswerValue, SurveyCompletion, SurveyOffer, SurveyOffers } from '@ipju/contract';
import type { Db, DbOrTx } from '../../db/client';
import { asResident, authorize, residentOwned } from '../../lib/authorize';
import { AppError, notFound } from '../../lib/errors';
import { acceptAnswer, requireAnswered } from './survey-answers';
import { toAnswer, toQuestion, toSurveyLine } from './surveys.mapper';
import * as repo from './surveys.repository';

/**
 * Satisfaction surveys (/survey/*). A resident answers one for each of their services the partner finished
 * (order line 시공완료), once per line:
 *
 * - Answers are saved one question at a time; the first answer creates the response (unique per survey and
 *   line, so concurrent first answers make one). Every write locks the line's responses, so an answer and
 *   the completion take turns and nothing is written after completion (409).
 * - A line counts as answered once any satisfaction survey's response for it is completed (a newer
 *   survey does not ask again).
 * - Offers (GET /survey/offers, new): the resident's finished services not yet answered, each with the
 *   survey to answer (the one already started, else the first active satisfaction survey), and the done ones.
 */
export const SURVEY_ALREADY_DONE = '이미 참여한 설문이에요.';
const OFFER_LIMIT = 100;

export function createSurveysService(deps: { db: Db }) {
  const { db } = deps;

  async function satisfactionSurvey(surveyIdx: number) {
    const survey = await repo.findSurvey(db, surveyIdx, 'satisfaction');
    if (!survey) throw notFound('설문');
    return survey;
  }

  /** The resident's own line: 404 for an unknown one and for another resident's alike. */
  async function ownLine(db: DbOrTx, residentIdx: number, lineIdx: number) {
    return authorize(asResident(residentIdx), await repo.findLine(db, lineIdx), residentOwned, '주문한 서비스');
  }

  /** …that the partner finished (409 before). */
  async function finishedLine(db: DbOrTx, residentIdx: number, lineIdx: number) {
    const line = await ownLine(db, residentIdx, lineIdx);
    if (line.status !== 'completed') throw new AppError('CONFLICT', '시공이 끝난 서비스만 만족도 조사에 참여할 수 있어요.');
    return line;
  }

  /** Locks the line's responses and refuses when one of them is already completed. */
  async function lockOpenLine(tx: DbOrTx, lineIdx: number) {
    const responses = await repo.lockLineResponses(tx, lineIdx);
    if (responses.some((r) => r.completedAt !== null)) throw new AppError('CONFLICT', SURVEY_ALREADY_DONE);
  }

  return {
    async getOffers(residentIdx: number): Promise<SurveyOffers> {
      const lines = await repo.listCompletedLines(db, residentIdx, OFFER_LIMIT);
      const [responses, active] = await Promise.all([
        repo.listLineResponses(db, lines.map((l) => l.lineIdx)),
        repo.listActiveSurveys(db, 'satisfaction'),
      ]);
      const surveyIdxs = [...new Set([...responses.map((r) => r.surveyIdx), ...active.map((s) => s.surveyIdx)])];
      const [surveyRows, questions] = await Promise.all([repo.listSurveysByIds(db, surveyIdxs), repo.listQuestions(db, surveyIdxs)]);
      const surveyById = new Map(surveyRows.map((s) => [s.surveyIdx, s]));
      const questionCount = (surveyIdx: number) => questions.filter((q) => q.surveyIdx === surveyIdx).length;
      const current = active[0];

      const pending: SurveyOffer[] = [];
      const done: SurveyOffer[] = [];
      for (const line of lines) {
        const mine = responses.filter((r) => r.lineIdx === line.lineIdx);
        const completed = mine.find((r) => r.completedAt !== null);
        const started = mine.find((r) => r.completedAt === null && surveyById.get(r.surveyIdx)?.isActive);
        const surveyIdx = completed?.surveyIdx ?? started?.surveyIdx ?? current?.surveyIdx;
        const survey = surveyIdx === undefined ? undefined : surveyById.get(surveyIdx);
        if (!survey) continue;
        const { status: _status, ...service } = toSurveyLine(line);
        const offer: SurveyOffer = {
          ...service,
          serviceCompletedAt: (line.completedAt ?? new Date(0)).toISOString(),
          surveyIdx: survey.surveyIdx,
          surveyTitle: survey.title,
          questionCount: questionCount(survey.surveyIdx),
          answeredCount: (completed ?? started)?.answeredCount ?? 0,
          completedAt: completed?.completedAt?.toISOString() ?? null,
        };
        (completed ? done : pending).push(offer);
      }
      done.sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
      return { pending, done };
    },

    async getSurvey(surveyIdx: number, viewer: number | null, lineIdx: number | undefined): Promise<SatisfactionSurvey> {
      const survey = await satisfactionSurvey(surveyIdx);
      const questions = await repo.listQuestions(db, [surveyIdx]);
      const base: SatisfactionSurvey = {
        surveyIdx: survey.surveyIdx,
        title: survey.title,
        description: survey.description,
        imageUrl: survey.imageUrl,
        isActive: survey.isActive,
        questions: questions.map(toQuestion),
        line: null,
        answers: [],
        completedAt: null,
      };
      if (viewer === null || lineIdx === undefined) return base;
      const line = await ownLine(db, viewer, lineIdx);
      const [response, completed] = await Promise.all([
        repo.findLineResponse(db, surveyIdx, lineIdx),
        repo.findCompletedLineResponse(db, lineIdx),
      ]);
      const answers = response ? await repo.listAnswers(db, response.responseIdx) : [];
      const order = new Map(questions.map((q, i) => [q.questionIdx, i]));
      return {
        ...base,
        line: toSurveyLine(line),
        answers: answers.sort((a, b) => (order.get(a.questionIdx) ?? 0) - (order.get(b.questionIdx) ?? 0)).map(toAnswer),
        completedAt: completed?.completedAt?.toISOString() ?? null,
      };
    },

    async answer(
      residentIdx: number,
      surveyIdx: number,
      questionIdx: number,
      body: { lineIdx: number; value: SurveyAnswerValue | null },
    ): Promise<SurveyAnswerResult> {
      const survey = await satisfactionSurvey(surveyIdx);
      const question = await repo.findQuestion(db, questionIdx);
      if (!question || question.surveyIdx !== surveyIdx) throw notFound('질문');
      if (!survey.isActive) throw new AppError('CONFLICT', '끝난 설문이라 답할 수 없어요.');
      await finishedLine(db, residentIdx, body.lineIdx);
      // Checked before anything is written: a refused value leaves no response behind.
      const value = acceptAnswer(question, body.value);
      return db.transaction(async (tx) => {
        const response = await repo.ensureLineResponse(tx, { surveyIdx, lineIdx: body.lineIdx, residentIdx });
        await lockOpenLine(tx, body.lineIdx);
        if (value === null) await repo.deleteAnswer(tx, response.responseIdx, questionIdx);
        else await repo.upsertAnswer(tx, { responseIdx: response.responseIdx, questionIdx, value });
        return { surveyIdx, lineIdx: body.lineIdx, questionIdx, value, answeredCount: await repo.countAnswers(tx, response.responseIdx) };
      });
    },

    async getCompletion(residentIdx: number, surveyIdx: number, lineIdx: number): Promise<SurveyCompletion> {
      await satisfactionSurvey(surveyIdx);
      await ownLine(db, residentIdx, lineIdx);
      const completed = await repo.findCompletedLineResponse(db, lineIdx);
      return { surveyIdx, lineIdx, completed: Boolean(completed), completedAt: completed?.completedAt?.toISOString() ?? null };
    },

    async complete(residentIdx: number, surveyIdx: number, lineIdx: number): Promise<SurveyCompletion> {
      const survey = await satisfactionSurvey(surveyIdx);
      await finishedLine(db, residentIdx, lineIdx);
      const questions = await repo.listQuestions(db, [surveyIdx]);
      return db.transaction(async (tx) => {
        await lockOpenLine(tx, lineIdx);
        const existing = await repo.findLineResponse(tx, surveyIdx, lineIdx);
        const answers = existing ? await repo.listAnswers(tx, existing.responseIdx) : [];
        requireAnswered(questions, new Map(answers.map((a) => [a.questionIdx, a.value])));
        // An all-optional survey may be closed without answers; a survey that has ended only by one already begun.
        if (!existing && !survey.isActive) throw new AppError('CONFLICT', '끝난 설문이라 답할 수 없어요.');
        const response = existing ?? (await repo.ensureLineResponse(tx, { surveyIdx, lineIdx, residentIdx }));
        const closed = await repo.markCompleted(tx, response.responseIdx, new Date());
        if (!closed) throw new AppError('CONFLICT', SURVEY_ALREADY_DONE);
        return { surveyIdx, lineIdx, completed: true, completedAt: closed.completedAt!.toISOString() };
      });
    },
  };
}

export type SurveysService = ReturnType<typeof createSurveysService>;
