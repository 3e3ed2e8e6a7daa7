import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notificationQueue, residents, type ResidentNoticeKind } from '../../db/schema';

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
  /**
   * What the notice is about, for the resident's 알림 설정 (docs/NOTIFICATIONS.md): 'service' (주문·방문 안내,
   * the default, always sent), 'answer' (지식인 답변), 'marketing' (혜택·이벤트: sent only with the resident's
   * consent, and by night only with the night consent; the dispatcher adds "(광고)" and the 수신거부 link).
   */
  kind?: ResidentNoticeKind;
  /** The notice's own key when it has one (e.g. an event to one resident): its 알림함 entry is made once per key. */
  key?: string;
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
 * after the commit. The dispatcher also puts it in the resident's 알림 inbox, and applies their 알림 설정.
 */
export async function queueResidentNotice(db: DbOrTx, notice: ResidentNotice): Promise<void> {
  // One key for the notice's messages: the dispatcher writes one inbox entry per key (GET /residents/pushs).
  const payload = {
    link: notice.link ?? null,
    kind: notice.kind ?? 'service',
    noticeKey: notice.key ?? randomUUID(),
    ...(notice.template ? { templateId: notice.template } : {}),
  };
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
