/**
 * Survey factories for API tests (new surveys with generated ids, never the seeded 1 and 2).
 *
 *   createSatisfactionSurvey(db, overrides?) -> { survey, questions }: an active satisfaction survey with
 *       rating (required) 'overall', rating (required) 'punctual', single (required) 'recommend' with
 *       options yes/maybe/no, multiple (optional) 'good' with options kind/clean/time, text (optional,
 *       maxLength 20) 'comment'; `questions` by those keys.
 *   createHomestylingSurvey(db, overrides?) -> { survey, steps, questions }: an active home-styling survey
 *       with steps '공간' (multiple required 'rooms': living/bed/kitchen; sortOrder 2, so step order and
 *       question order differ) and '예산' (single required
 *       'budget': low/mid/high, text optional 'memo' maxLength 50).
 *   completeAnswers(questions)               -> a valid answer for every required question.
 */
import type { Db } from '../../src/db/client';
import { surveyCategories, surveyQuestions, surveys } from '../../src/db/schema';
import { unique } from '../helpers';

type QuestionRow = typeof surveyQuestions.$inferSelect;
const opts = (...values: string[]) => values.map((value) => ({ value, label: `보기 ${value}` }));

export async function createSatisfactionSurvey(db: Db, overrides: Partial<typeof surveys.$inferInsert> = {}) {
  const [survey] = await db
    .insert(surveys)
    .values({ kind: 'satisfaction', title: `만족도 ${unique()}`, description: '설명', sortOrder: 1000, ...overrides })
    .returning();
  const rows = await db
    .insert(surveyQuestions)
    .values([
      { surveyIdx: survey!.surveyIdx, kind: 'rating', title: '전반적인 만족도', sortOrder: 1 },
      { surveyIdx: survey!.surveyIdx, kind: 'rating', title: '시간 약속', sortOrder: 2 },
      { surveyIdx: survey!.surveyIdx, kind: 'single', title: '추천 의향', options: opts('yes', 'maybe', 'no'), sortOrder: 3 },
      { surveyIdx: survey!.surveyIdx, kind: 'multiple', title: '좋았던 점', options: opts('kind', 'clean', 'time'), required: false, sortOrder: 4 },
      { surveyIdx: survey!.surveyIdx, kind: 'text', title: '하고 싶은 말', required: false, maxLength: 20, sortOrder: 5 },
    ])
    .returning();
  const [overall, punctual, recommend, good, comment] = rows as [QuestionRow, QuestionRow, QuestionRow, QuestionRow, QuestionRow];
  return { survey: survey!, questions: { overall, punctual, recommend, good, comment }, all: rows };
}

export async function createHomestylingSurvey(db: Db, overrides: Partial<typeof surveys.$inferInsert> = {}) {
  const [survey] = await db
    .insert(surveys)
    .values({ kind: 'homestyling', title: `홈스타일링 ${unique()}`, description: '설명', imageUrl: '/files/seed/cat-furn-1.webp', sortOrder: 1000, ...overrides })
    .returning();
  const [space, budgetStep] = await db
    .insert(surveyCategories)
    .values([
      { surveyIdx: survey!.surveyIdx, name: '공간', description: '어떤 공간인가요?', sortOrder: 1 },
      { surveyIdx: survey!.surveyIdx, name: '예산', description: null, sortOrder: 2 },
    ])
    .returning();
  const rows = await db
    .insert(surveyQuestions)
    .values([
      { surveyIdx: survey!.surveyIdx, categoryIdx: space!.categoryIdx, kind: 'multiple', title: '꾸밀 공간', options: opts('living', 'bed', 'kitchen'), sortOrder: 2 },
      { surveyIdx: survey!.surveyIdx, categoryIdx: budgetStep!.categoryIdx, kind: 'single', title: '예산', options: opts('low', 'mid', 'high'), sortOrder: 1 },
      { surveyIdx: survey!.surveyIdx, categoryIdx: budgetStep!.categoryIdx, kind: 'text', title: '메모', required: false, maxLength: 50, sortOrder: 2 },
    ])
    .returning();
  const [rooms, budget, memo] = rows as [QuestionRow, QuestionRow, QuestionRow];
  return { survey: survey!, steps: { space: space!, budget: budgetStep! }, questions: { rooms, budget, memo }, all: rows };
}

/** A valid answer for every required question (rating 5, the first option, text '좋아요'). */
export function completeAnswers(questions: QuestionRow[]) {
  return questions
    .filter((q) => q.required)
    .map((q) => ({
      questionIdx: q.questionIdx,
      value: q.kind === 'rating' ? 5 : q.kind === 'single' ? q.options[0]!.value : q.kind === 'multiple' ? [q.options[0]!.value] : '좋아요',
    }));
}
