import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { residentNotificationSettings, residentPushes, residents } from '../../db/schema';
import { inboxOf } from '../../lib/notifications';

export type ResidentPushRow = typeof residentPushes.$inferSelect;
export type SettingsRow = typeof residentNotificationSettings.$inferInsert;

/** The resident's 알림 inbox: the queries both inboxes share (lib/notifications/inbox-queries.ts). */
export const { listPushes, countUnread, findPush, markClicked, markAllRead } = inboxOf(residentPushes, residentPushes.residentIdx);

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
