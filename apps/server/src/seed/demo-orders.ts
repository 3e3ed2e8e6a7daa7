import { addDays, earliestSelectableDate, seoulInstant, seoulToday } from '@ipju/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createSession, destroySessionToken } from '../lib/session-store';
import { claimOrderNo } from '../modules/billing';
import { releaseSlot, slotState } from '../modules/schedule';
import type { Db } from '../db/client';
import { orderEvents, orderLines, orders, partnerAccounts, residents } from '../db/schema';
import { DEMO_RESIDENT } from './data/residents';
import { reviewPhotoRenderer } from './review-photos';

/**
 * The demo resident's order history, made through the real API on a freshly seeded database (cart ->
 * payment through the sandbox -> the partner's moves), so the demo shows orders that the same code made:
 * a 줄눈 service done two weeks ago and waiting for purchase confirmation, and a move-in cleaning paid
 * and waiting for its visit. Coupons and points are left for the resident to use.
 */
export async function seedDemoOrders(app: FastifyInstance, db: Db): Promise<void> {
  const [resident] = await db.select().from(residents).where(eq(residents.phone, DEMO_RESIDENT.phone));
  if (!resident?.apartmentIdx) return;
  const session = await createSession(db, 'resident', resident.residentIdx, 'demo-seed');
  // The resident's credential as a bearer, as the native apps send it (a cookie would need an Origin).
  const auth = { authorization: `Bearer ${session.token}` };
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, headers: Record<string, string> = auth) => {
    const res = await app.inject({ method, url, payload: payload as never, headers });
    if (res.statusCode !== 200) throw new Error(`demo order seed: ${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };

  /**
   * Adds the item on the first day from `offset` days on whose afternoon slot is open, pays by card. With
   * `visitOn` (a past day) the visit is moved there before the payment is confirmed, so the notices the
   * payment sends (the resident's 결제 완료, the company's 새 주문) name the day the order has: one date.
   */
  async function paidOrder(itemIdx: number, offset: number, visit: Record<string, string>, visitOn?: string): Promise<{ merchantUid: string; visitDate: string | null }> {
    let cartIdx: number | undefined;
    for (let day = offset; cartIdx === undefined && day < offset + 30; day++) {
      const tz = addDays(earliestSelectableDate(new Date()), day);
      const res = await app.inject({
        method: 'POST',
        url: '/api/v2/carts',
        headers: auth,
        payload: { itemIdx, pyeong: 34, apartmentIdx: resident!.apartmentIdx, tz, time: 13 },
      });
      if (res.statusCode === 200) cartIdx = res.json().data.line.cartIdx;
    }
    const init = (await call('POST', '/api/v2/billings/init', {
      cartIdxs: [cartIdx],
      payMethod: 'card',
      agreeTerms: true,
      visit: { dong: '101', ho: '1203', parking: 'registration', ...visit },
      agreeThirdParty: true,
    })).data;
    const visitDate = visitOn ? await moveVisit(db, init.merchantUid, visitOn) : null;
    const { imp_uid: impUid } = await call('POST', '/sandbox/portone/payments', {
      merchant_uid: init.merchantUid,
      amount: init.amount,
      pay_method: 'card',
      outcome: 'paid',
    });
    await call('POST', '/api/v2/billings/success', { impUid, merchantUid: init.merchantUid });
    return { merchantUid: init.merchantUid as string, visitDate };
  }

  try {
    // The visit was about twelve days ago (work cannot start before the visit day), then the partner did the work.
    const { merchantUid: done, visitDate } = await paidOrder(
      131,
      0,
      { entryMethod: 'management_office', request: '욕실 줄눈 색은 그레이로 부탁드려요.' },
      addDays(seoulToday(), -12),
    );
    await finishWork(db, app, done);
    await backdate(db, done, 16, visitDate!);
    await paidOrder(101, 10, { entryMethod: 'door_code', entryCode: '1203#', request: '도착 30분 전에 전화 주세요.' });
  } finally {
    await destroySessionToken(db, session.token);
  }
}

const render = reviewPhotoRenderer();

/** A job photo uploaded by the partner's session through GET /files/presigned_url and the signed PUT; its key. */
async function uploadJobPhoto(app: FastifyInstance, token: string, bytes: Buffer): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const presigned = await app.inject({ url: '/api/v2/files/presigned_url?type=job&mimeType=image/webp', headers });
  if (presigned.statusCode !== 200) throw new Error(`demo order seed: presigned_url answered ${presigned.statusCode}: ${presigned.body}`);
  const target = presigned.json().data as { uploadUrl: string; key: string; headers: Record<string, string> };
  const url = new URL(target.uploadUrl, 'http://localhost');
  const put = await app.inject({ method: 'PUT', url: url.pathname + url.search, headers: { ...target.headers, 'content-type': 'image/webp' }, payload: bytes });
  if (put.statusCode !== 200) throw new Error(`demo order seed: photo upload answered ${put.statusCode}: ${put.body}`);
  return target.key;
}

/** The partner of the order's service starts and finishes the work with photos (the partner's own API). */
async function finishWork(db: Db, app: FastifyInstance, merchantUid: string) {
  const [order] = await db.select().from(orders).where(eq(orders.merchantUid, merchantUid));
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderIdx, order!.orderIdx));
  for (const line of lines) {
    const [account] = await db.select().from(partnerAccounts).where(eq(partnerAccounts.partnerIdx, line.partnerIdx));
    const { token } = await createSession(db, 'partner', account!.accountIdx, 'demo-seed');
    try {
      // Before and after photos through the files module's upload, as the console sends them.
      const before = await uploadJobPhoto(app, token, await render(line.categoryCode, 0));
      const after = await uploadJobPhoto(app, token, await render(line.categoryCode, 1));
      for (const status of ['in_progress', 'completed']) {
        const res = await app.inject({
          method: 'PATCH',
          url: `/api/v2/partner/orders/${line.lineIdx}/status`,
          headers: { authorization: `Bearer ${token}` },
          payload: status === 'completed' ? { status, beforePhotoKeys: [before], afterPhotoKeys: [after] } : { status },
        });
        if (res.statusCode !== 200) throw new Error(`demo order seed: ${status} answered ${res.statusCode}: ${res.body}`);
      }
    } finally {
      await destroySessionToken(db, token);
    }
  }
}

/**
 * Puts the visit of an order waiting for its payment on a past day, `visitDate` or the nearest open day before
 * it (an order made today cannot book a past visit through the API), and frees the future slot it was booked
 * in. The payment then holds the visit day's slot and its notices name that day. Returns the day.
 */
async function moveVisit(db: Db, merchantUid: string, visitDate: string): Promise<string> {
  const [order] = await db.select().from(orders).where(eq(orders.merchantUid, merchantUid));
  if (!order) throw new Error(`demo order seed: order ${merchantUid} not found`);
  let day = visitDate;
  for (const line of await db.select().from(orderLines).where(eq(orderLines.orderIdx, order.orderIdx))) {
    if (line.slotHeld && line.visitDate) await releaseSlot(db, { partnerIdx: line.partnerIdx, visitDate: line.visitDate, visitHour: line.visitHour });
    // A holiday or a day the company was closed would refuse the payment: the visit was on its last open day.
    for (let back = 0; back < 30 && (await slotState(db, { partnerIdx: line.partnerIdx, visitDate: day, visitHour: line.visitHour })) !== 'open'; back++) {
      day = addDays(day, -1);
    }
    await db.update(orderLines).set({ visitDate: day, dateUndecided: false, slotHeld: false }).where(eq(orderLines.lineIdx, line.lineIdx));
  }
  return day;
}

/**
 * Moves an order `days` into the past with its work done on `visitDate`, so a finished service a week old
 * is what the demo shows (its history's times included).
 */
async function backdate(db: Db, merchantUid: string, days: number, visitDate: string) {
  const shift = (d: Date | null) => (d ? new Date(d.getTime() - days * 86_400_000) : null);
  const [order] = await db.select().from(orders).where(eq(orders.merchantUid, merchantUid));
  if (!order) return;
  const createdAt = shift(order.createdAt)!;
  // The short order number follows the day the order now says it was made.
  const orderNo = await claimOrderNo(db, createdAt);
  await db.update(orders).set({ createdAt, paidAt: shift(order.paidAt), orderNo }).where(eq(orders.orderIdx, order.orderIdx));
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderIdx, order.orderIdx));
  for (const line of lines) {
    await db
      .update(orderLines)
      .set({ startedAt: seoulInstant(visitDate, '13:05'), completedAt: seoulInstant(visitDate, '17:40'), createdAt: shift(line.createdAt)! })
      .where(eq(orderLines.lineIdx, line.lineIdx));
  }
  const events = await db.select().from(orderEvents).where(inArray(orderEvents.orderIdx, [order.orderIdx]));
  for (const event of events) {
    const at =
      event.toStatus === 'in_progress'
        ? seoulInstant(visitDate, '13:05')
        : event.toStatus === 'completed'
          ? seoulInstant(visitDate, '17:40')
          : shift(event.createdAt)!;
    await db.update(orderEvents).set({ createdAt: at }).where(eq(orderEvents.eventIdx, event.eventIdx));
  }
}
