import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notificationQueue, residents } from '../../db/schema';

export interface ResidentNotice {
  residentIdx: number;
  /** Digits only; null sends push only (e.g. a withdrawn account has no phone). */
  phone: string | null;
  /** Push title and AlimTalk heading. */
  title: string;
  body: string;
  /** Where the app opens when the notice is tapped, e.g. /my-page/orders/ipju_... */
  link?: string;
  /** AlimTalk template code (Solapi payload); without it the text goes as SMS/LMS. */
  template?: string;
}

/** A resident's phone for a notice: null for a withdrawn account (or one without a phone). */
export async function residentPhone(db: DbOrTx, residentIdx: number): Promise<string | null> {
  const [row] = await db
    .select({ phone: residents.phone, withdrawnAt: residents.withdrawnAt })
    .from(residents)
    .where(eq(residents.residentIdx, residentIdx))
    .limit(1);
  return row && !row.withdrawnAt ? row.phone : null;
}

/**
 * Queues a notice to a resident (AlimTalk/SMS to the phone, and push to their devices) in the caller's
 * transaction: it is sent only if the change it announces commits. Call dispatchNotices(jobs)
 * after the commit.
 */
export async function queueResidentNotice(db: DbOrTx, notice: ResidentNotice): Promise<void> {
  const payload = { link: notice.link ?? null, ...(notice.template ? { templateId: notice.template } : {}) };
  await db.insert(notificationQueue).values([
    ...(notice.phone
      ? [
          {
            residentIdx: notice.residentIdx,
            channel: 'alimtalk' as const,
            recipient: notice.phone,
            subject: notice.title,
            body: `[입주] ${notice.title}\n${notice.body}`,
            payload,
          },
        ]
      : []),
    {
      residentIdx: notice.residentIdx,
      channel: 'push' as const,
      recipient: `resident:${notice.residentIdx}`,
      subject: notice.title,
      body: notice.body,
      payload,
    },
  ]);
}
