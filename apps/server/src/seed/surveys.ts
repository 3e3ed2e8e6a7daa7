import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { surveyCategories, surveyQuestions, surveys } from '../db/schema';
import { SURVEYS, type SeedQuestion, type SeedSurvey } from './data/surveys';

/**
 * Seeds the satisfaction survey (id 1) and the home-styling survey (id 2) with their steps and questions.
 * A survey whose id exists is left as it is; the id sequence is moved past the fixed ids.
 */
export async function insertSurveys(tx: Tx): Promise<void> {
  for (const survey of SURVEYS) await insertSurvey(tx, survey);
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('surveys', 'survey_idx'), greatest((select coalesce(max(survey_idx), 0) from surveys), 1))`,
  );
}

/** One survey with its questions (and steps); skipped when its id is taken. Exported for tests. */
export async function insertSurvey(db: DbOrTx, survey: SeedSurvey): Promise<void> {
  const [exists] = await db.select({ id: surveys.surveyIdx }).from(surveys).where(eq(surveys.surveyIdx, survey.surveyIdx));
  if (exists) return;
  await db.insert(surveys).values({
    surveyIdx: survey.surveyIdx,
    kind: survey.kind,
    title: survey.title,
    description: survey.description,
    imageUrl: survey.imageUrl,
  });
  const toRow = (q: SeedQuestion, i: number, categoryIdx: number | null) => ({
    surveyIdx: survey.surveyIdx,
    categoryIdx,
    kind: q.kind,
    title: q.title,
    description: q.description ?? null,
    options: q.options ?? [],
    required: q.required ?? true,
    maxLength: q.kind === 'text' ? (q.maxLength ?? null) : null,
    sortOrder: i + 1,
  });
  if (survey.questions?.length) {
    await db.insert(surveyQuestions).values(survey.questions.map((q, i) => toRow(q, i, null)));
  }
  for (const [i, step] of (survey.steps ?? []).entries()) {
    const [category] = await db
      .insert(surveyCategories)
      .values({ surveyIdx: survey.surveyIdx, name: step.name, description: step.description, sortOrder: i + 1 })
      .returning();
    await db.insert(surveyQuestions).values(step.questions.map((q, j) => toRow(q, j, category!.categoryIdx)));
  }
}
