import { partnerPushes } from '../../db/schema';
import { inboxOf } from '../../lib/notifications';

export type PartnerPushRow = typeof partnerPushes.$inferSelect;

/** The company's console 알림 inbox: the queries both inboxes share (lib/notifications/inbox-queries.ts). */
export const { listPushes, countUnread, findPush, markClicked, markAllRead } = inboxOf(partnerPushes, partnerPushes.partnerIdx);
