import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reviewHelpfuls, reviewReports, reviews } from '../../db/schema';

/** 도움이 돼요 marks and reports: rows and the counters on the review that move with them. */

/** Inserts the mark; false when it was already there (nothing changes). */
export async function insertHelpful(tx: DbOrTx, reviewIdx: number, residentIdx: number): Promise<boolean> {
  const rows = await tx.insert(reviewHelpfuls).values({ reviewIdx, residentIdx }).onConflictDoNothing().returning({ r: reviewHelpfuls.reviewIdx });
  return rows.length === 1;
}

/** Deletes the mark; false when there was none. */
export async function deleteHelpful(tx: DbOrTx, reviewIdx: number, residentIdx: number): Promise<boolean> {
  const rows = await tx
    .delete(reviewHelpfuls)
    .where(and(eq(reviewHelpfuls.reviewIdx, reviewIdx), eq(reviewHelpfuls.residentIdx, residentIdx)))
    .returning({ r: reviewHelpfuls.reviewIdx });
  return rows.length === 1;
}

/** Moves helpful_count by one (never below zero); the new count. */
export async function bumpHelpful(tx: DbOrTx, reviewIdx: number, by: 1 | -1): Promise<number> {
  const [row] = await tx
    .update(reviews)
    .set({ helpfulCount: sql`greatest(${reviews.helpfulCount} + ${by}, 0)` })
    .where(eq(reviews.reviewIdx, reviewIdx))
    .returning({ n: reviews.helpfulCount });
  return row!.n;
}

/** Inserts the report; false when this person already reported the review (review_reports_once_uq). */
export async function insertReport(
  tx: DbOrTx,
  values: { reviewIdx: number; residentIdx: number; reason: string; detail: string | null },
): Promise<boolean> {
  const rows = await tx.insert(reviewReports).values(values).onConflictDoNothing().returning({ r: reviewReports.reportIdx });
  return rows.length === 1;
}

export async function bumpReportCount(tx: DbOrTx, reviewIdx: number): Promise<void> {
  await tx
    .update(reviews)
    .set({ reportCount: sql`${reviews.reportCount} + 1` })
    .where(eq(reviews.reviewIdx, reviewIdx));
}

/**
 * How many different people reported the review since it was last hidden (all reports when it never was):
 * after staff restore a review, it takes new reporters to hide it again.
 */
export async function reportersSince(tx: DbOrTx, reviewIdx: number, since: Date | null): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(reviewReports)
    .where(and(eq(reviewReports.reviewIdx, reviewIdx), since ? gt(reviewReports.createdAt, since) : undefined));
  return row?.n ?? 0;
}

/** Reports of these reviews, newest first. */
export async function reportsOf(db: DbOrTx, reviewIdxs: number[]) {
  if (reviewIdxs.length === 0) return [];
  return db
    .select({
      reviewIdx: reviewReports.reviewIdx,
      reason: reviewReports.reason,
      detail: reviewReports.detail,
      createdAt: reviewReports.createdAt,
    })
    .from(reviewReports)
    .where(inArray(reviewReports.reviewIdx, reviewIdxs))
    .orderBy(desc(reviewReports.reportIdx));
}
