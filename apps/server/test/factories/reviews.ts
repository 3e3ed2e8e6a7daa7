/**
 * Review factories for API tests (the reviews module). For the real purchase path use finishedService of
 * commerce.ts; these insert finished order lines directly, for tests that need many of them.
 *
 *   completedLine(db, { residentIdx, item, ...overrides }) -> { order, line }: a paid order with one line of
 *       `item` in status `status` (default completed, finished an hour ago), at `apartment` (default none)
 *       and `pyeong` (default 34). Amounts follow the check constraints (100,000원, no discounts).
 *   reviewer(t, item, overrides?)  -> { resident, cookie, order, line }: a signed-in resident with a completed
 *       line of the item.
 *   writeReview(t, cookie, body)   -> POST /reviews (must answer 200): the MyReview.
 *   uploadReviewPhoto(t, cookie, image?) -> the upload key of a review photo uploaded through the local PUT.
 */
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { orderLines, orders } from '../../src/db/schema';
import { claimOrderNo } from '../../src/modules/billing';
import type { TestContext } from '../helpers';
import { unique } from '../helpers';
import type { CreatedItem } from './catalog';
import { createSignedInResident } from './residents';

export async function completedLine(
  db: Db,
  input: {
    residentIdx: number;
    item: CreatedItem;
    status?: typeof orderLines.$inferInsert.status;
    apartment?: { apartmentIdx: number; name: string } | null;
    pyeong?: number | null;
    completedAt?: Date;
  },
) {
  const price = 100_000;
  const [order] = await db
    .insert(orders)
    .values({
      merchantUid: `ipju_test_${unique()}`,
      orderNo: await claimOrderNo(db),
      residentIdx: input.residentIdx,
      orderName: input.item.item.name,
      payMethod: 'card',
      paymentStatus: 'paid',
      regularTotal: price,
      specialDiscount: 0,
      itemsTotal: price,
      couponDiscount: 0,
      pointsUsed: 0,
      amount: price,
      paidAt: new Date(),
    })
    .returning();
  const status = input.status ?? 'completed';
  const tier = input.item.tiers[1];
  const [line] = await db
    .insert(orderLines)
    .values({
      orderIdx: order!.orderIdx,
      itemIdx: input.item.item.itemIdx,
      partnerIdx: input.item.partner.partnerIdx,
      categoryCode: input.item.category.code,
      itemName: input.item.item.name,
      categoryName: input.item.category.name,
      companyName: input.item.partner.companyName,
      thumbnailUrl: input.item.item.thumbnailUrl,
      apartmentIdx: input.apartment?.apartmentIdx ?? null,
      apartmentName: input.apartment?.name ?? null,
      pyeong: input.pyeong === undefined ? 34 : input.pyeong,
      options: tier ? [{ optionIdx: tier.optionIdx, groupName: '평형', kind: 'pyeong' as const, name: tier.name, price }] : [],
      quantity: 1,
      visitTimeSet: 'morningAfternoon',
      regularPrice: price,
      specialDiscount: 0,
      price,
      payAmount: price,
      status,
      visitDate: '2026-12-01',
      completedAt: status === 'completed' ? (input.completedAt ?? new Date(Date.now() - 3_600_000)) : null,
    })
    .returning();
  return { order: order!, line: line! };
}

export async function reviewer(
  t: TestContext,
  item: CreatedItem,
  overrides: Omit<Parameters<typeof completedLine>[1], 'residentIdx' | 'item'> = {},
) {
  const { resident, cookie } = await createSignedInResident(t.app, t.db);
  const { order, line } = await completedLine(t.db, { residentIdx: resident.residentIdx, item, ...overrides });
  return { resident, cookie, order, line };
}

export async function writeReview(t: TestContext, cookie: string, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/reviews',
    headers: { cookie },
    payload: { rating: 5, content: '꼼꼼하게 시공해 주셔서 만족스러워요. 추천해요!', photos: [], ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { reviewIdx: number; rewardPoints: number; photoKeys: string[]; [k: string]: unknown };
}

export async function uploadReviewPhoto(t: TestContext, cookie: string, image?: Buffer): Promise<string> {
  const bytes = image ?? (await sharp({ create: { width: 40, height: 30, channels: 3, background: '#48a' } }).jpeg().toBuffer());
  const presign = await t.app.inject({ url: '/api/v2/files/presigned_url?type=review&mimeType=image/jpeg', headers: { cookie } });
  expect(presign.statusCode, presign.body).toBe(200);
  const { uploadUrl, key } = presign.json().data as { uploadUrl: string; key: string };
  const put = await t.app.inject({ method: 'PUT', url: uploadUrl, payload: bytes, headers: { 'content-type': 'image/jpeg' } });
  expect(put.statusCode, put.body).toBe(200);
  return key;
}
