/**
 * Engagement factories (issue 4 section 3): hearts, events and cautions.
 *
 *   manyItems(db, n)                     -> n bare active items of one new category and partner (one insert),
 *                                           for tests that need many distinct services (the zzim limit).
 *   giveZzims(db, residentIdx, itemIdxs) -> heart rows inserted directly (no API), oldest first.
 *   createEvent(db, overrides?)          -> an events row (published, ongoing since yesterday, no end).
 *   createCaution(db, overrides?)        -> a cautions row (general unless categoryCode is given).
 *   bookedLine(db, { residentIdx, item, ...line }) -> an order (paid by card) with one line of `item` written
 *                                           directly (status 시공대기, visit in 10 days at 9 unless given),
 *                                           for reads over order lines in any status.
 */
import type { Db } from '../../src/db/client';
import { cautions, events, items, orderLines, zzims } from '../../src/db/schema';
import { unique } from '../helpers';
import { createItem, type CreatedItem } from './catalog';
import { createOrder } from './orders';

export async function manyItems(db: Db, n: number) {
  const first = await createItem(db);
  const rows = await db
    .insert(items)
    .values(
      Array.from({ length: n - 1 }, (_, i) => ({
        categoryCode: first.category.code,
        partnerIdx: first.partner.partnerIdx,
        name: `테스트 상품 ${unique()} ${i}`,
        summary: '테스트 상품이에요.',
        basePrice: 100_000,
        thumbnailUrl: '/static/items/test-thumb.png',
      })),
    )
    .returning();
  return [first.item, ...rows];
}

export async function giveZzims(db: Db, residentIdx: number, itemIdxs: number[]) {
  if (!itemIdxs.length) return [];
  return db
    .insert(zzims)
    .values(itemIdxs.map((itemIdx) => ({ residentIdx, itemIdx })))
    .returning();
}

const DAY_MS = 86_400_000;

export async function createEvent(db: Db, overrides: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await db
    .insert(events)
    .values({
      title: `테스트 이벤트 ${unique()}`,
      summary: '테스트 이벤트 요약이에요.',
      badge: '5,000P',
      imageUrl: '/files/seed/event-1.jpg',
      sections: [{ title: '참여 방법', body: '서비스를 예약하면 자동으로 참여돼요.', bullets: ['첫째', '둘째'] }],
      notes: ['이벤트는 사정에 따라 바뀔 수 있어요.'],
      ctaLabel: '서비스 보러 가기',
      ctaPath: '/',
      startsAt: new Date(Date.now() - DAY_MS),
      endsAt: null,
      sortOrder: 0,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createCaution(db: Db, overrides: Partial<typeof cautions.$inferInsert> = {}) {
  const [row] = await db
    .insert(cautions)
    .values({
      categoryCode: null,
      title: `테스트 주의사항 ${unique()}`,
      body: '방문 전에 확인해 주세요.',
      timing: 'before',
      sortOrder: 0,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function bookedLine(
  db: Db,
  values: { residentIdx: number; item: CreatedItem } & Partial<typeof orderLines.$inferInsert>,
) {
  const { residentIdx, item, ...line } = values;
  const order = await createOrder(db, { residentIdx, regularTotal: 300_000, paymentStatus: 'paid', paidAt: new Date() });
  const visitDate = new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10);
  const [row] = await db
    .insert(orderLines)
    .values({
      orderIdx: order.orderIdx,
      itemIdx: item.item.itemIdx,
      partnerIdx: item.partner.partnerIdx,
      categoryCode: item.category.code,
      itemName: item.item.name,
      categoryName: item.category.name,
      companyName: item.partner.companyName,
      thumbnailUrl: item.item.thumbnailUrl,
      options: [],
      quantity: 1,
      visitTimeSet: 'morningAfternoon',
      regularPrice: 300_000,
      specialDiscount: 0,
      price: 300_000,
      payAmount: 300_000,
      status: 'awaiting_work',
      visitDate,
      visitHour: 9,
      ...line,
    })
    .returning();
  return { order, line: row! };
}
