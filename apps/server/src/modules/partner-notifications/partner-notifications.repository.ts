import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { partnerPushes } from '../../db/schema';

export type PartnerPushRow = typeof partnerPushes.$inferSelect;

/** A page of the company's notices, newest first, older than `before` when given; one more than asked tells a next page. */
export function listPushes(db: DbOrTx, partnerIdx: number, page: { before?: number; limit: number }): Promise<PartnerPushRow[]> {
  return db
    .select()
    .from(partnerPushes)
    .where(and(eq(partnerPushes.partnerIdx, partnerIdx), page.before ? lt(partnerPushes.pushIdx, page.before) : undefined))
    .orderBy(desc(partnerPushes.pushIdx))
    .limit(page.limit + 1);
}

export async function countUnread(db: DbOrTx, partnerIdx: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(partnerPushes)
    .where(and(eq(partnerPushes.partnerIdx, partnerIdx), isNull(partnerPushes.readAt)));
  return Number(row?.n ?? 0);
}

export async function findPush(db: DbOrTx, pushIdx: number): Promise<PartnerPushRow | undefined> {
  const [row] = await db.select().from(partnerPushes).where(eq(partnerPushes.pushIdx, pushIdx)).limit(1);
  return row;
}

/** Read and tapped now; the first read and tap times are kept. */
export async function markClicked(db: DbOrTx, push: PartnerPushRow, now: Date): Promise<PartnerPushRow> {
  const [row] = await db
    .update(partnerPushes)
    .set({ readAt: push.readAt ?? now, clickedAt: push.clickedAt ?? now })
    .where(eq(partnerPushes.pushIdx, push.pushIdx))
    .returning();
  return row!;
}

export async function markAllRead(db: DbOrTx, partnerIdx: number, now: Date): Promise<number> {
  const rows = await db
    .update(partnerPushes)
    .set({ readAt: now })
    .where(and(eq(partnerPushes.partnerIdx, partnerIdx), isNull(partnerPushes.readAt)))
    .returning({ pushIdx: partnerPushes.pushIdx });
  return rows.length;
}
