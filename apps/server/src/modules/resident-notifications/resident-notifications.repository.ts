import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { residentNotificationSettings, residentPushes, residents } from '../../db/schema';

export type ResidentPushRow = typeof residentPushes.$inferSelect;
export type SettingsRow = typeof residentNotificationSettings.$inferInsert;

/** A page of the resident's entries, newest first, older than `before` when given; one more than asked tells a next page. */
export function listPushes(db: DbOrTx, residentIdx: number, page: { before?: number; limit: number }): Promise<ResidentPushRow[]> {
  return db
    .select()
    .from(residentPushes)
    .where(and(eq(residentPushes.residentIdx, residentIdx), page.before ? lt(residentPushes.pushIdx, page.before) : undefined))
    .orderBy(desc(residentPushes.pushIdx))
    .limit(page.limit + 1);
}

export async function countUnread(db: DbOrTx, residentIdx: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(residentPushes)
    .where(and(eq(residentPushes.residentIdx, residentIdx), isNull(residentPushes.readAt)));
  return Number(row?.n ?? 0);
}

export async function findPush(db: DbOrTx, pushIdx: number): Promise<ResidentPushRow | undefined> {
  const [row] = await db.select().from(residentPushes).where(eq(residentPushes.pushIdx, pushIdx)).limit(1);
  return row;
}

/** Read and tapped now; the first read and tap times are kept. */
export async function markClicked(db: DbOrTx, push: ResidentPushRow, now: Date): Promise<ResidentPushRow> {
  const [row] = await db
    .update(residentPushes)
    .set({ readAt: push.readAt ?? now, clickedAt: push.clickedAt ?? now })
    .where(eq(residentPushes.pushIdx, push.pushIdx))
    .returning();
  return row!;
}

export async function markAllRead(db: DbOrTx, residentIdx: number, now: Date): Promise<number> {
  const rows = await db
    .update(residentPushes)
    .set({ readAt: now })
    .where(and(eq(residentPushes.residentIdx, residentIdx), isNull(residentPushes.readAt)))
    .returning({ pushIdx: residentPushes.pushIdx });
  return rows.length;
}

/** Locks the resident's row: consent changes of one resident go one at a time. */
export async function lockResident(tx: DbOrTx, residentIdx: number): Promise<{ phone: string | null; withdrawnAt: Date | null } | undefined> {
  const [row] = await tx
    .select({ phone: residents.phone, withdrawnAt: residents.withdrawnAt })
    .from(residents)
    .where(eq(residents.residentIdx, residentIdx))
    .for('update')
    .limit(1);
  return row;
}

export async function saveConsent(tx: DbOrTx, residentIdx: number, consent: { marketingAgreed: boolean; marketingAgreedAt: Date | null }) {
  await tx.update(residents).set(consent).where(eq(residents.residentIdx, residentIdx));
}

export async function saveSettings(tx: DbOrTx, row: SettingsRow) {
  const { residentIdx: _key, ...changes } = row;
  await tx.insert(residentNotificationSettings).values(row).onConflictDoUpdate({ target: residentNotificationSettings.residentIdx, set: changes });
}
