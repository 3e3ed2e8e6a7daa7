import type { DbOrTx } from '../../db/client';
import { notificationQueue, partnerPushes, type PARTNER_PUSH_KINDS } from '../../db/schema';

export type PartnerNoticeKind = (typeof PARTNER_PUSH_KINDS)[number];

export interface PartnerNotice {
  partnerIdx: number;
  kind: PartnerNoticeKind;
  /** Push title and the 알림 list's heading, e.g. '새 주문이 들어왔어요'. */
  title: string;
  body: string;
  /** Where the console opens when the notice is tapped, e.g. /partner/orders/42. */
  link?: string;
}

/**
 * Tells a company about something in its work (a new order, a date change, a cancellation, a review, a paid
 * payment link, the morning summary): a row in its 알림 inbox (GET /partner/pushs) and a push to the devices
 * registered with POST /partner/fcm-token, both in the caller's transaction, so a notice exists only for a
 * change that committed. Call dispatchNotices(jobs) after the commit.
 */
export async function queuePartnerNotice(db: DbOrTx, notice: PartnerNotice): Promise<void> {
  const link = notice.link ?? null;
  await db.insert(partnerPushes).values({ partnerIdx: notice.partnerIdx, kind: notice.kind, title: notice.title, body: notice.body, link });
  await db.insert(notificationQueue).values({
    partnerIdx: notice.partnerIdx,
    channel: 'push',
    recipient: `partner:${notice.partnerIdx}`,
    subject: notice.title,
    body: notice.body,
    payload: { link, kind: notice.kind },
  });
}
