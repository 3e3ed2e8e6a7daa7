/**
 * Partner notice factories: rows of a company's 알림 inbox (partner_pushes), written directly.
 *
 *   createPartnerPush(db, { partnerIdx, ...overrides }) -> the row (kind new_order, unread unless readAt is given).
 */
import type { Db } from '../../src/db/client';
import { partnerPushes } from '../../src/db/schema';
import { unique } from '../helpers';

export async function createPartnerPush(db: Db, values: Partial<typeof partnerPushes.$inferInsert> & { partnerIdx: number }) {
  const [row] = await db
    .insert(partnerPushes)
    .values({ kind: 'new_order', title: '새 주문이 들어왔어요', body: `테스트 주문 ${unique()}`, link: '/partner/orders/1', ...values })
    .returning();
  return row!;
}
