import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { answerLikes, categories, items, partners, questionAnswers, questions } from '../../db/schema';

export type AnswerRow = typeof questionAnswers.$inferSelect;
export type AnswerWithCompany = AnswerRow & { companyName: string | null; logoUrl: string | null };

const answerColumns = { answer: questionAnswers, companyName: partners.companyName, logoUrl: partners.logoUrl };

/** The visible answers of a question, oldest first (the order they arrived). */
export async function listVisibleAnswers(db: DbOrTx, questionIdx: number): Promise<AnswerWithCompany[]> {
  const rows = await db
    .select(answerColumns)
    .from(questionAnswers)
    .leftJoin(partners, eq(partners.partnerIdx, questionAnswers.partnerIdx))
    .where(and(eq(questionAnswers.questionIdx, questionIdx), eq(questionAnswers.status, 'visible')))
    .orderBy(asc(questionAnswers.answerIdx));
  return rows.map((r) => ({ ...r.answer, companyName: r.companyName, logoUrl: r.logoUrl }));
}

export async function findAnswer(db: DbOrTx, answerIdx: number): Promise<AnswerWithCompany | undefined> {
  const [row] = await db
    .select(answerColumns)
    .from(questionAnswers)
    .leftJoin(partners, eq(partners.partnerIdx, questionAnswers.partnerIdx))
    .where(eq(questionAnswers.answerIdx, answerIdx))
    .limit(1);
  return row && { ...row.answer, companyName: row.companyName, logoUrl: row.logoUrl };
}

export interface PartnerService {
  partnerIdx: number;
  itemIdx: number;
  name: string;
  categoryCode: string;
  categoryName: string;
  basePrice: number;
}

/**
 * The active services of these companies, those of `preferCategory` (the question's service) first, then
 * in catalogue order. The caller keeps the first few per company.
 */
export async function activeServicesOf(db: DbOrTx, partnerIdxs: number[], preferCategory: string | null): Promise<PartnerService[]> {
  if (!partnerIdxs.length) return [];
  return db
    .select({
      partnerIdx: items.partnerIdx,
      itemIdx: items.itemIdx,
      name: items.name,
      categoryCode: items.categoryCode,
      categoryName: categories.label,
      basePrice: items.basePrice,
    })
    .from(items)
    .innerJoin(categories, eq(categories.code, items.categoryCode))
    .where(and(inArray(items.partnerIdx, partnerIdxs), eq(items.isActive, true)))
    .orderBy(
      sql`case when ${items.categoryCode} = ${preferCategory ?? ''} then 0 else 1 end`,
      asc(categories.sortOrder),
      asc(items.sortOrder),
      asc(items.itemIdx),
    );
}

export async function likedAnswers(db: DbOrTx, residentIdx: number, answerIdxs: number[]): Promise<Set<number>> {
  if (!answerIdxs.length) return new Set();
  const rows = await db
    .select({ answerIdx: answerLikes.answerIdx })
    .from(answerLikes)
    .where(and(eq(answerLikes.residentIdx, residentIdx), inArray(answerLikes.answerIdx, answerIdxs)));
  return new Set(rows.map((r) => r.answerIdx));
}

export async function partnerName(db: DbOrTx, partnerIdx: number): Promise<string | undefined> {
  const [row] = await db.select({ companyName: partners.companyName }).from(partners).where(eq(partners.partnerIdx, partnerIdx)).limit(1);
  return row?.companyName;
}

export async function insertAnswer(db: DbOrTx, values: typeof questionAnswers.$inferInsert): Promise<AnswerRow> {
  const [row] = await db.insert(questionAnswers).values(values).returning();
  return row!;
}

/**
 * Moves answer_count (the question's visible answers) by `delta`. With `onlyVisible` the question must
 * be visible (a new answer); the row stays locked until the transaction ends. Undefined when no row moved.
 */
export async function moveAnswerCount(db: DbOrTx, questionIdx: number, delta: 1 | -1, onlyVisible = false) {
  const [row] = await db
    .update(questions)
    .set({ answerCount: sql`${questions.answerCount} + ${delta}` })
    .where(and(eq(questions.questionIdx, questionIdx), onlyVisible ? eq(questions.status, 'visible') : undefined))
    .returning({ answerCount: questions.answerCount });
  return row;
}
