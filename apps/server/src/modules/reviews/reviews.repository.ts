import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders, reviewHelpfuls, reviews } from '../../db/schema';

/**
 * Reviews: single rows, the writer's lookups (orders, lines) and the author's list. Lists for other
 * readers are in review-list.repository.ts; helpful marks and reports in review-feedback.repository.ts.
 */

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
export type LineRow = typeof orderLines.$inferSelect;

/** A review with what the order line says about the service bought (a snapshot) and its order number. */
export const displayColumns = {
  review: reviews,
  itemName: orderLines.itemName,
  categoryName: orderLines.categoryName,
  companyName: orderLines.companyName,
  options: orderLines.options,
  merchantUid: orders.merchantUid,
};

export interface DisplayRow {
  review: ReviewRow;
  itemName: string;
  categoryName: string;
  companyName: string;
  options: LineRow['options'];
  merchantUid: string;
}

/** select(displayColumns) with the joins it needs. */
export function selectDisplay(db: DbOrTx) {
  return db
    .select(displayColumns)
    .from(reviews)
    .innerJoin(orderLines, eq(orderLines.lineIdx, reviews.lineIdx))
    .innerJoin(orders, eq(orders.orderIdx, reviews.orderIdx));
}

export async function findDisplay(db: DbOrTx, reviewIdx: number): Promise<DisplayRow | undefined> {
  const [row] = await selectDisplay(db).where(eq(reviews.reviewIdx, reviewIdx)).limit(1);
  return row;
}

export async function findOrder(db: DbOrTx, merchantUid: string) {
  const [row] = await db
    .select({ orderIdx: orders.orderIdx, residentIdx: orders.residentIdx, merchantUid: orders.merchantUid })
    .from(orders)
    .where(eq(orders.merchantUid, merchantUid))
    .limit(1);
  return row;
}

export interface LineWithReview {
  line: LineRow;
  merchantUid: string;
  reviewIdx: number | null;
  reviewStatus: ReviewRow['status'] | null;
}

/** The lines of one item in one order, with the review written for each (any status). */
export async function linesOfOrderItem(db: DbOrTx, orderIdx: number, itemIdx: number): Promise<LineWithReview[]> {
  return db
    .select({ line: orderLines, merchantUid: orders.merchantUid, reviewIdx: reviews.reviewIdx, reviewStatus: reviews.status })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .leftJoin(reviews, eq(reviews.lineIdx, orderLines.lineIdx))
    .where(and(eq(orderLines.orderIdx, orderIdx), eq(orderLines.itemIdx, itemIdx)))
    .orderBy(orderLines.lineIdx);
}

/** Finished services of the resident that have no review yet, most recently finished first. */
export async function writableLines(db: DbOrTx, residentIdx: number, limit: number): Promise<LineWithReview[]> {
  return db
    .select({ line: orderLines, merchantUid: orders.merchantUid, reviewIdx: reviews.reviewIdx, reviewStatus: reviews.status })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .leftJoin(reviews, eq(reviews.lineIdx, orderLines.lineIdx))
    .where(and(eq(orders.residentIdx, residentIdx), eq(orderLines.status, 'completed'), isNull(reviews.reviewIdx)))
    .orderBy(sql`${orderLines.completedAt} desc nulls last`, desc(orderLines.lineIdx))
    .limit(limit);
}

/** Inserts the review; undefined when the line already has one (reviews_line_uq), also a concurrent one. */
export async function insertReview(tx: DbOrTx, values: NewReview): Promise<ReviewRow | undefined> {
  const [row] = await tx.insert(reviews).values(values).onConflictDoNothing({ target: reviews.lineIdx }).returning();
  return row;
}

/** The review row, locked for the rest of the transaction (edits, deletes, reports, moderation). */
export async function lockReview(tx: DbOrTx, reviewIdx: number): Promise<ReviewRow | undefined> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.reviewIdx, reviewIdx)).for('update');
  return row;
}

export async function updateReview(tx: DbOrTx, reviewIdx: number, set: Partial<NewReview>): Promise<ReviewRow> {
  const [row] = await tx.update(reviews).set(set).where(eq(reviews.reviewIdx, reviewIdx)).returning();
  return row!;
}

/** Hides a reported review (hidden_at: the database clock, the same one that stamps reports). */
export async function hideReview(tx: DbOrTx, reviewIdx: number): Promise<void> {
  await tx
    .update(reviews)
    .set({ status: 'hidden', hiddenAt: sql`now()` })
    .where(eq(reviews.reviewIdx, reviewIdx));
}

/** The author's reviews except deleted ones, newest first (reviews_resident_idx). */
export async function listMine(db: DbOrTx, residentIdx: number, page: number, limit: number) {
  const where = and(eq(reviews.residentIdx, residentIdx), ne(reviews.status, 'deleted'));
  const [rows, [total]] = await Promise.all([
    selectDisplay(db)
      .where(where)
      .orderBy(desc(reviews.reviewIdx))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Which of these reviews the resident marked helpful (one query per page). */
export async function helpedAmong(db: DbOrTx, residentIdx: number, reviewIdxs: number[]): Promise<Set<number>> {
  if (reviewIdxs.length === 0) return new Set();
  const rows = await db
    .select({ reviewIdx: reviewHelpfuls.reviewIdx })
    .from(reviewHelpfuls)
    .where(and(eq(reviewHelpfuls.residentIdx, residentIdx), inArray(reviewHelpfuls.reviewIdx, reviewIdxs)));
  return new Set(rows.map((r) => r.reviewIdx));
}

/** Photo keys among `keys` that another (not deleted) review of the resident already shows. */
export async function keysUsedElsewhere(db: DbOrTx, residentIdx: number, keys: string[], exceptReviewIdx: number | null) {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: sql<string>`p.value->>'key'` })
    .from(reviews)
    .crossJoin(sql`jsonb_array_elements(${reviews.photos}) as p(value)`)
    .where(
      and(
        eq(reviews.residentIdx, residentIdx),
        ne(reviews.status, 'deleted'),
        exceptReviewIdx === null ? undefined : ne(reviews.reviewIdx, exceptReviewIdx),
        inArray(sql`p.value->>'key'`, keys),
      ),
    );
  return rows.map((r) => r.key);
}

/** Reviews hidden by reports, most recently hidden first (reviews_hidden_idx), with the total. */
export async function listHidden(db: DbOrTx, page: number, limit: number) {
  const where = eq(reviews.status, 'hidden');
  const [rows, [total]] = await Promise.all([
    selectDisplay(db)
      .where(where)
      .orderBy(sql`${reviews.hiddenAt} desc nulls last`, desc(reviews.reviewIdx))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
