import type { QuestionSort, QuestionType } from '@ipju/contract';
import { and, count, desc, eq, inArray, isNotNull, like, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, questionAnswers, questionLikes, questionReads, questions, uploads } from '../../db/schema';

export type QuestionRow = typeof questions.$inferSelect;
/** A question with what its list row and page show besides its own columns. */
export type QuestionWithService = QuestionRow & { serviceName: string | null; partnerAnswered: boolean };

/** Whether a partner company's answer is visible on the question. */
const partnerAnswered = sql<boolean>`exists (
  select 1 from ${questionAnswers}
  where ${questionAnswers.questionIdx} = ${questions.questionIdx}
    and ${questionAnswers.authorRole} = 'partner' and ${questionAnswers.status} = 'visible'
)`;

const columns = { question: questions, serviceName: categories.label, partnerAnswered };
const flatten = (r: { question: QuestionRow; serviceName: string | null; partnerAnswered: boolean }): QuestionWithService => ({
  ...r.question,
  serviceName: r.serviceName,
  partnerAnswered: Boolean(r.partnerAnswered),
});

/** Ties always go to the newer question, so pages are stable. */
const ORDER_BY: Record<QuestionSort, SQL[]> = {
  latest: [desc(questions.questionIdx)],
  popular: [desc(questions.likeCount), desc(questions.questionIdx)],
  views: [desc(questions.readCount), desc(questions.questionIdx)],
  answered: [desc(questions.answerCount), desc(questions.questionIdx)],
};

export interface ListFilter {
  questionType?: QuestionType;
  categoryCode?: string;
  sort: QuestionSort;
  page: number;
  limit: number;
}

export async function listVisible(db: DbOrTx, filter: ListFilter) {
  const where = and(
    eq(questions.status, 'visible'),
    filter.questionType ? eq(questions.questionType, filter.questionType) : undefined,
    filter.categoryCode ? eq(questions.categoryCode, filter.categoryCode) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(questions)
      .leftJoin(categories, eq(categories.code, questions.categoryCode))
      .where(where)
      .orderBy(...ORDER_BY[filter.sort])
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(questions).where(where),
  ]);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

/** The resident's questions in every status but deleted, newest first. */
export async function listByResident(db: DbOrTx, residentIdx: number, page: number, limit: number) {
  const where = and(eq(questions.residentIdx, residentIdx), ne(questions.status, 'deleted'));
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(questions)
      .leftJoin(categories, eq(categories.code, questions.categoryCode))
      .where(where)
      .orderBy(desc(questions.questionIdx))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(questions).where(where),
  ]);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

export async function findQuestion(db: DbOrTx, questionIdx: number): Promise<QuestionWithService | undefined> {
  const [row] = await db
    .select(columns)
    .from(questions)
    .leftJoin(categories, eq(categories.code, questions.categoryCode))
    .where(eq(questions.questionIdx, questionIdx))
    .limit(1);
  return row && flatten(row);
}

/** Which of these questions the resident liked. */
export async function likedQuestions(db: DbOrTx, residentIdx: number, questionIdxs: number[]): Promise<Set<number>> {
  if (!questionIdxs.length) return new Set();
  const rows = await db
    .select({ questionIdx: questionLikes.questionIdx })
    .from(questionLikes)
    .where(and(eq(questionLikes.residentIdx, residentIdx), inArray(questionLikes.questionIdx, questionIdxs)));
  return new Set(rows.map((r) => r.questionIdx));
}

/** The short label (줄눈) of a category code, undefined when there is no such category. */
export async function categoryLabel(db: DbOrTx, code: string): Promise<string | undefined> {
  const [row] = await db.select({ label: categories.label }).from(categories).where(eq(categories.code, code)).limit(1);
  return row?.label;
}

/** Of `keys`, the images of type question this resident has finished uploading. */
export async function ownedQuestionImages(db: DbOrTx, residentIdx: number, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(
      and(
        inArray(uploads.key, keys),
        eq(uploads.type, 'question'),
        eq(uploads.ownerRole, 'resident'),
        eq(uploads.ownerIdx, residentIdx),
        isNotNull(uploads.uploadedAt),
        like(uploads.mimeType, 'image/%'),
      ),
    );
  return new Set(rows.map((r) => r.key));
}

export async function insertQuestion(db: DbOrTx, values: typeof questions.$inferInsert): Promise<QuestionRow> {
  const [row] = await db.insert(questions).values(values).returning();
  return row!;
}

/**
 * Edits the author's question while it is visible and unanswered: one conditional update, so an answer
 * arriving at the same moment either lands first (and the edit is refused) or after the edit.
 */
export async function updateUnanswered(
  db: DbOrTx,
  questionIdx: number,
  residentIdx: number,
  values: Partial<Pick<QuestionRow, 'title' | 'body' | 'questionType' | 'categoryCode' | 'photos'>>,
  now: Date,
) {
  const [row] = await db
    .update(questions)
    .set({ ...values, editedAt: now })
    .where(
      and(
        eq(questions.questionIdx, questionIdx),
        eq(questions.residentIdx, residentIdx),
        eq(questions.status, 'visible'),
        eq(questions.answerCount, 0),
      ),
    )
    .returning({ questionIdx: questions.questionIdx });
  return row !== undefined;
}

/** The author deletes an unanswered question (the row stays, marked deleted). */
export async function deleteUnanswered(db: DbOrTx, questionIdx: number, residentIdx: number) {
  const [row] = await db
    .update(questions)
    .set({ status: 'deleted' })
    .where(
      and(
        eq(questions.questionIdx, questionIdx),
        eq(questions.residentIdx, residentIdx),
        inArray(questions.status, ['visible', 'hidden']),
        eq(questions.answerCount, 0),
      ),
    )
    .returning({ questionIdx: questions.questionIdx });
  return row !== undefined;
}

/**
 * Counts a viewer once per Seoul day: the read row and the counter move together, and the counter moves
 * only when the row is new (concurrent calls by one viewer insert one row). Returns the count, and
 * whether this call added to it.
 */
export async function recordRead(db: DbOrTx, questionIdx: number, viewerKey: string, day: string) {
  const inserted = await db
    .insert(questionReads)
    .values({ questionIdx, viewerKey, day })
    .onConflictDoNothing()
    .returning({ questionIdx: questionReads.questionIdx });
  if (!inserted.length) return { counted: false, readCount: await readCountOf(db, questionIdx) };
  const [row] = await db
    .update(questions)
    .set({ readCount: sql`${questions.readCount} + 1` })
    .where(eq(questions.questionIdx, questionIdx))
    .returning({ readCount: questions.readCount });
  return { counted: true, readCount: row!.readCount };
}

async function readCountOf(db: DbOrTx, questionIdx: number): Promise<number> {
  const [row] = await db.select({ readCount: questions.readCount }).from(questions).where(eq(questions.questionIdx, questionIdx));
  return row?.readCount ?? 0;
}
