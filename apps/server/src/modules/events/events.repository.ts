import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events, residents } from '../../db/schema';

export type EventRow = typeof events.$inferSelect;

export function listPublished(db: DbOrTx) {
  return db.select().from(events).where(eq(events.isPublished, true)).orderBy(asc(events.sortOrder), asc(events.eventIdx));
}

export async function findPublished(db: DbOrTx, eventIdx: number) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.eventIdx, eventIdx), eq(events.isPublished, true)))
    .limit(1);
  return row;
}

/** Marks a published event as sent, once: null when it was sent before (or is not published). */
export async function claimNotice(db: DbOrTx, eventIdx: number, now: Date) {
  const [row] = await db
    .update(events)
    .set({ noticeSentAt: now })
    .where(and(eq(events.eventIdx, eventIdx), eq(events.isPublished, true), isNull(events.noticeSentAt)))
    .returning();
  return row;
}

/** Residents whose 혜택·이벤트 consent was given or confirmed after `since` (two years ago) and who have not withdrawn. */
export function consentingResidents(db: DbOrTx, since: Date) {
  return db
    .select({ residentIdx: residents.residentIdx, phone: residents.phone })
    .from(residents)
    .where(and(eq(residents.marketingAgreed, true), gt(residents.marketingAgreedAt, since), isNull(residents.withdrawnAt)))
    .orderBy(asc(residents.residentIdx));
}
