import {
  describeSurveyAnswer,
  type HomestylingAnswerBody,
  type HomestylingAnswerResult,
  type HomestylingQuestions,
  type HomestylingSurvey,
  type HomestylingSurveySummary,
  type SurveyAnswerValue,
} from '@ipju/contract';
import type { Db, DbOrTx } from '../../db/client';
import { asResident, authorize, residentOwned } from '../../lib/authorize';
import { invalidField, notFound } from '../../lib/errors';
import { acceptAnswer, requireAnswered } from './survey-answers';
import { toQuestion } from './surveys.mapper';
import * as repo from './surveys.repository';

/**
 * Home-styling surveys (/consultation/homestyling/survey*): asked in steps (categories), sent in one go
 * as a completed response that a consultation request then carries. Only questions in a category are
 * asked (and required); a response is the resident's own and goes with one request.
 */
export function createHomestylingService(deps: { db: Db }) {
  const { db } = deps;

  async function activeSurvey(surveyIdx: number) {
    const survey = await repo.findSurvey(db, surveyIdx, 'homestyling');
    if (!survey || !survey.isActive) throw notFound('상담 설문');
    return survey;
  }

  async function stepsOf(surveyIdxs: number[]) {
    const [categories, questions] = await Promise.all([repo.listCategories(db, surveyIdxs), repo.listQuestions(db, surveyIdxs)]);
    const known = new Set(categories.map((c) => c.categoryIdx));
    return { categories, questions: questions.filter((q) => q.categoryIdx !== null && known.has(q.categoryIdx)) };
  }

  return {
    async list(): Promise<HomestylingSurveySummary[]> {
      const surveys = await repo.listActiveSurveys(db, 'homestyling');
      const { categories, questions } = await stepsOf(surveys.map((s) => s.surveyIdx));
      return surveys.map((s) => ({
        surveyIdx: s.surveyIdx,
        title: s.title,
        description: s.description,
        imageUrl: s.imageUrl,
        categoryCount: categories.filter((c) => c.surveyIdx === s.surveyIdx).length,
        questionCount: questions.filter((q) => q.surveyIdx === s.surveyIdx).length,
      }));
    },

    async get(surveyIdx: number): Promise<HomestylingSurvey> {
      const survey = await activeSurvey(surveyIdx);
      const { categories, questions } = await stepsOf([surveyIdx]);
      return {
        surveyIdx: survey.surveyIdx,
        title: survey.title,
        description: survey.description,
        imageUrl: survey.imageUrl,
        categoryCount: categories.length,
        questionCount: questions.length,
        categories: categories.map((c) => ({
          categoryIdx: c.categoryIdx,
          name: c.name,
          description: c.description,
          sortOrder: c.sortOrder,
          questions: questions.filter((q) => q.categoryIdx === c.categoryIdx).map(toQuestion),
        })),
      };
    },

    async questions(surveyIdx: number, categoryIdx: number): Promise<HomestylingQuestions> {
      await activeSurvey(surveyIdx);
      const category = await repo.findCategory(db, categoryIdx);
      if (!category || category.surveyIdx !== surveyIdx) throw notFound('설문 분류');
      const { questions } = await stepsOf([surveyIdx]);
      return {
        surveyIdx,
        category: { categoryIdx: category.categoryIdx, name: category.name, description: category.description, sortOrder: category.sortOrder },
        questions: questions.filter((q) => q.categoryIdx === categoryIdx).map(toQuestion),
      };
    },

    /** Checks every answer and the required ones, then stores one completed response (all or nothing). */
    async answer(residentIdx: number, body: HomestylingAnswerBody): Promise<HomestylingAnswerResult> {
      await activeSurvey(body.surveyIdx);
      const { questions } = await stepsOf([body.surveyIdx]);
      const byIdx = new Map(questions.map((q) => [q.questionIdx, q]));
      const accepted = new Map<number, SurveyAnswerValue>();
      body.answers.forEach((answer, i) => {
        const question = byIdx.get(answer.questionIdx);
        if (!question) throw invalidField(`answers.${i}.questionIdx`, '이 설문에 없는 질문이에요. 질문 번호를 확인해 주세요.');
        if (accepted.has(answer.questionIdx)) throw invalidField(`answers.${i}.questionIdx`, `'${question.title}'에 두 번 답했어요. 한 번만 보내 주세요.`);
        const value = acceptAnswer(question, answer.value, `answers.${i}.value`);
        if (value !== null) accepted.set(answer.questionIdx, value);
      });
      requireAnswered(questions, accepted);
      const response = await repo.insertCompletedResponse(
        db,
        { surveyIdx: body.surveyIdx, residentIdx },
        [...accepted].map(([questionIdx, value]) => ({ questionIdx, value })),
      );
      return { surveyResponseIdx: response.responseIdx, surveyIdx: body.surveyIdx, completedAt: response.completedAt!.toISOString() };
    },
  };
}

const responseNotFound = () => invalidField('surveyResponseIdx', '설문 응답을 찾을 수 없어요. 설문에 다시 답해 주세요.');

/**
 * The home-styling response a consultation request names: the resident's own, completed, of a
 * home-styling survey (400 naming the field otherwise; another resident's is answered like a missing
 * one). Whether another request already carries it is the request's unique index to say.
 */
export async function responseForRequest(db: DbOrTx, residentIdx: number, responseIdx: number) {
  const found = authorize(asResident(residentIdx), await repo.findResponse(db, responseIdx), (f) => residentOwned(f.response), responseNotFound);
  if (found.survey.kind !== 'homestyling' || !found.response.completedAt) {
    throw invalidField('surveyResponseIdx', '홈스타일링 설문을 끝까지 답한 응답만 붙일 수 있어요.');
  }
  return found;
}

/** Responses described in words for the request (title and "question: answer" lines), by response id. */
export async function describeResponses(db: DbOrTx, responseIdxs: number[]) {
  const unique = [...new Set(responseIdxs)];
  const [rows, found] = await Promise.all([
    repo.listAnswersWithQuestions(db, unique),
    repo.listResponses(db, unique),
  ]);
  const described = new Map<number, { surveyResponseIdx: number; surveyIdx: number; title: string; answers: Array<{ questionIdx: number; question: string; answer: string }> }>();
  for (const f of found) {
    described.set(f.response.responseIdx, { surveyResponseIdx: f.response.responseIdx, surveyIdx: f.survey.surveyIdx, title: f.survey.title, answers: [] });
  }
  for (const { answer, question } of rows) {
    described.get(answer.responseIdx)?.answers.push({
      questionIdx: question.questionIdx,
      question: question.title,
      answer: describeSurveyAnswer(question, answer.value),
    });
  }
  return described;
}

export type HomestylingService = ReturnType<typeof createHomestylingService>;
