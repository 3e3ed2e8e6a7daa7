import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders, surveyAnswers, surveyCategories, surveyQuestions, surveyResponses, surveys } from '../../db/schema';

export type SurveyRow = typeof surveys.$inferSelect;
export type QuestionRow = typeof surveyQuestions.$inferSelect;
export type CategoryRow = typeof surveyCategories.$inferSelect;
export type ResponseRow = typeof surveyResponses.$inferSelect;
export type AnswerRow = typeof surveyAnswers.$inferSelect;
export type SurveyKind = SurveyRow['kind'];

export async function findSurvey(db: DbOrTx, surveyIdx: number, kind: SurveyKind): Promise<SurveyRow | undefined> {
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.surveyIdx, surveyIdx), eq(surveys.kind, kind)))
    .limit(1);
  return row;
}

export async function listSurveysByIds(db: DbOrTx, surveyIdxs: number[]): Promise<SurveyRow[]> {
  if (surveyIdxs.length === 0) return [];
  return db.select().from(surveys).where(inArray(surveys.surveyIdx, surveyIdxs));
}

export async function listActiveSurveys(db: DbOrTx, kind: SurveyKind): Promise<SurveyRow[]> {
  return db
    .select()
    .from(surveys)
    .where(and(eq(surveys.kind, kind), eq(surveys.isActive, true)))
    .orderBy(asc(surveys.sortOrder), asc(surveys.surveyIdx));
}

export async function listQuestions(db: DbOrTx, surveyIdxs: number[]): Promise<QuestionRow[]> {
  if (surveyIdxs.length === 0) return [];
  return db
    .select()
    .from(surveyQuestions)
    .where(inArray(surveyQuestions.surveyIdx, surveyIdxs))
    .orderBy(asc(surveyQuestions.surveyIdx), asc(surveyQuestions.sortOrder), asc(surveyQuestions.questionIdx));
}

export async function listCategories(db: DbOrTx, surveyIdxs: number[]): Promise<CategoryRow[]> {
  if (surveyIdxs.length === 0) return [];
  return db
    .select()
    .from(surveyCategories)
    .where(inArray(surveyCategories.surveyIdx, surveyIdxs))
    .orderBy(asc(surveyCategories.surveyIdx), asc(surveyCategories.sortOrder), asc(surveyCategories.categoryIdx));
}

export async function findCategory(db: DbOrTx, categoryIdx: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(surveyCategories).where(eq(surveyCategories.categoryIdx, categoryIdx)).limit(1);
  return row;
}

export async function findQuestion(db: DbOrTx, questionIdx: number): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(surveyQuestions).where(eq(surveyQuestions.questionIdx, questionIdx)).limit(1);
  return row;
}

/** An order line with the resident who bought it (the order's owner). */
export async function findLine(db: DbOrTx, lineIdx: number) {
  const [row] = await db
    .select({
      lineIdx: orderLines.lineIdx,
      residentIdx: orders.residentIdx,
      merchantUid: orders.merchantUid,
      itemIdx: orderLines.itemIdx,
      itemName: orderLines.itemName,
      companyName: orderLines.companyName,
      thumbnailUrl: orderLines.thumbnailUrl,
      visitDate: orderLines.visitDate,
      status: orderLines.status,
      completedAt: orderLines.completedAt,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .where(eq(orderLines.lineIdx, lineIdx))
    .limit(1);
  return row;
}
export type LineRow = NonNullable<Awaited<ReturnType<typeof findLine>>>;

/** The resident's finished services (시공완료), most recently finished first. */
export async function listCompletedLines(db: DbOrTx, residentIdx: number, limit: number): Promise<LineRow[]> {
  return db
    .select({
      lineIdx: orderLines.lineIdx,
      residentIdx: orders.residentIdx,
      merchantUid: orders.merchantUid,
      itemIdx: orderLines.itemIdx,
      itemName: orderLines.itemName,
      companyName: orderLines.companyName,
      thumbnailUrl: orderLines.thumbnailUrl,
      visitDate: orderLines.visitDate,
      status: orderLines.status,
      completedAt: orderLines.completedAt,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .where(and(eq(orders.residentIdx, residentIdx), eq(orderLines.status, 'completed')))
    .orderBy(desc(orderLines.completedAt), desc(orderLines.lineIdx))
    .limit(limit);
}

/** Satisfaction responses of these lines (any satisfaction survey), with how many questions each answered. */
export async function listLineResponses(db: DbOrTx, lineIdxs: number[]) {
  if (lineIdxs.length === 0) return [];
  return db
    .select({
      responseIdx: surveyResponses.responseIdx,
      surveyIdx: surveyResponses.surveyIdx,
      lineIdx: surveyResponses.lineIdx,
      residentIdx: surveyResponses.residentIdx,
      createdAt: surveyResponses.createdAt,
      completedAt: surveyResponses.completedAt,
      answeredCount: sql<number>`(select count(*)::int from ${surveyAnswers} where ${surveyAnswers.responseIdx} = ${surveyResponses.responseIdx})`,
    })
    .from(surveyResponses)
    .innerJoin(surveys, eq(surveys.surveyIdx, surveyResponses.surveyIdx))
    .where(and(inArray(surveyResponses.lineIdx, lineIdxs), eq(surveys.kind, 'satisfaction')))
    .orderBy(desc(surveyResponses.responseIdx));
}

/** The satisfaction response that closed a line, in any satisfaction survey (at most one is completed). */
export async function findCompletedLineResponse(db: DbOrTx, lineIdx: number): Promise<ResponseRow | undefined> {
  const [row] = await db
    .select({ response: surveyResponses })
    .from(surveyResponses)
    .innerJoin(surveys, eq(surveys.surveyIdx, surveyResponses.surveyIdx))
    .where(and(eq(surveyResponses.lineIdx, lineIdx), eq(surveys.kind, 'satisfaction'), isNotNull(surveyResponses.completedAt)))
    .limit(1);
  return row?.response;
}

export async function findLineResponse(db: DbOrTx, surveyIdx: number, lineIdx: number): Promise<ResponseRow | undefined> {
  const [row] = await db
    .select()
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyIdx, surveyIdx), eq(surveyResponses.lineIdx, lineIdx)))
    .limit(1);
  return row;
}

/**
 * The response of (survey, line), created on the first answer. Concurrent first answers all insert with
 * ON CONFLICT DO NOTHING on the unique (survey, line) index, so exactly one row exists; each then reads it.
 */
export async function ensureLineResponse(db: DbOrTx, values: { surveyIdx: number; lineIdx: number; residentIdx: number }): Promise<ResponseRow> {
  const [created] = await db.insert(surveyResponses).values(values).onConflictDoNothing().returning();
  if (created) return created;
  const existing = await findLineResponse(db, values.surveyIdx, values.lineIdx);
  if (!existing) throw new Error('survey response vanished after a conflicting insert');
  return existing;
}

/** Locks the response row until the transaction ends: answers and completion of one response take turns. */
export async function lockResponse(tx: DbOrTx, responseIdx: number): Promise<ResponseRow | undefined> {
  const [row] = await tx.select().from(surveyResponses).where(eq(surveyResponses.responseIdx, responseIdx)).for('update');
  return row;
}

/**
 * Locks every satisfaction response of a line (in id order, so two transactions never wait on each other
 * crosswise): completing a line in one survey and answering it in another take turns.
 */
export async function lockLineResponses(tx: DbOrTx, lineIdx: number): Promise<ResponseRow[]> {
  return tx
    .select()
    .from(surveyResponses)
    .where(eq(surveyResponses.lineIdx, lineIdx))
    .orderBy(asc(surveyResponses.responseIdx))
    .for('update');
}

export async function markCompleted(tx: DbOrTx, responseIdx: number, at: Date): Promise<ResponseRow | undefined> {
  const [row] = await tx
    .update(surveyResponses)
    .set({ completedAt: at })
    .where(and(eq(surveyResponses.responseIdx, responseIdx), isNull(surveyResponses.completedAt)))
    .returning();
  return row;
}

export async function listAnswers(db: DbOrTx, responseIdx: number): Promise<AnswerRow[]> {
  return db.select().from(surveyAnswers).where(eq(surveyAnswers.responseIdx, responseIdx));
}

export async function countAnswers(db: DbOrTx, responseIdx: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(surveyAnswers).where(eq(surveyAnswers.responseIdx, responseIdx));
  return row?.n ?? 0;
}

export async function upsertAnswer(db: DbOrTx, values: { responseIdx: number; questionIdx: number; value: AnswerRow['value'] }) {
  await db
    .insert(surveyAnswers)
    .values(values)
    .onConflictDoUpdate({
      target: [surveyAnswers.responseIdx, surveyAnswers.questionIdx],
      set: { value: values.value, answeredAt: sql`now()` },
    });
}

export async function deleteAnswer(db: DbOrTx, responseIdx: number, questionIdx: number) {
  await db.delete(surveyAnswers).where(and(eq(surveyAnswers.responseIdx, responseIdx), eq(surveyAnswers.questionIdx, questionIdx)));
}

/** A completed response without a line (home-styling), with its answers, in the caller's transaction. */
export async function insertCompletedResponse(
  tx: DbOrTx,
  values: { surveyIdx: number; residentIdx: number },
  answers: Array<{ questionIdx: number; value: AnswerRow['value'] }>,
): Promise<ResponseRow> {
  const [response] = await tx
    .insert(surveyResponses)
    .values({ ...values, completedAt: new Date() })
    .returning();
  if (answers.length > 0) {
    await tx.insert(surveyAnswers).values(answers.map((a) => ({ ...a, responseIdx: response!.responseIdx })));
  }
  return response!;
}

export async function findResponse(db: DbOrTx, responseIdx: number) {
  const [row] = await db
    .select({ response: surveyResponses, survey: surveys })
    .from(surveyResponses)
    .innerJoin(surveys, eq(surveys.surveyIdx, surveyResponses.surveyIdx))
    .where(eq(surveyResponses.responseIdx, responseIdx))
    .limit(1);
  return row;
}

export async function listResponses(db: DbOrTx, responseIdxs: number[]) {
  if (responseIdxs.length === 0) return [];
  return db
    .select({ response: surveyResponses, survey: surveys })
    .from(surveyResponses)
    .innerJoin(surveys, eq(surveys.surveyIdx, surveyResponses.surveyIdx))
    .where(inArray(surveyResponses.responseIdx, responseIdxs));
}

/** Answers of several responses with their questions (to describe them in words). */
export async function listAnswersWithQuestions(db: DbOrTx, responseIdxs: number[]) {
  if (responseIdxs.length === 0) return [];
  return db
    .select({ answer: surveyAnswers, question: surveyQuestions })
    .from(surveyAnswers)
    .innerJoin(surveyQuestions, eq(surveyQuestions.questionIdx, surveyAnswers.questionIdx))
    .leftJoin(surveyCategories, eq(surveyCategories.categoryIdx, surveyQuestions.categoryIdx))
    .where(inArray(surveyAnswers.responseIdx, responseIdxs))
    // In the order they were asked: step by step, then within the step.
    .orderBy(
      asc(surveyAnswers.responseIdx),
      sql`${surveyCategories.sortOrder} asc nulls first`,
      asc(surveyQuestions.sortOrder),
      asc(surveyQuestions.questionIdx),
    );
}
