import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationQueue, orderEvents, orderLines, orders } from '../../db/schema';
import { dispatchFor } from '../../../test/dispatch';
import { createTestApp, outboxFor, type TestContext } from '../../../test/helpers';
import { itOnPostgres } from '../../../test/on-postgres';
import { addLine, bookableItem, reportSuccess, sandboxPay, shopper, startOrder, visitDay, VISIT_DETAILS } from '../../../test/factories/commerce';
import { partnerOfLine } from '../../../test/factories/partner-orders';

/** What the company may propose: only a day and hour it can still take (docs/PARTNER.md, proposals). */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers, ...(payload === undefined ? {} : { payload: payload as never }) });

async function paidJob() {
  const { cookie, resident } = await shopper(t);
  const item = await bookableItem(t.db);
  const cart = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: visitDay(), time: 9 });
  const started = await startOrder(t, cookie, { cartIdxs: [cart.cartIdx], ...VISIT_DETAILS });
  const impUid = await sandboxPay(t, { merchantUid: started.merchantUid, amount: started.amount });
  expect((await reportSuccess(t, cookie, impUid, started.merchantUid)).statusCode).toBe(200);
  const [order] = await t.db.select().from(orders).where(eq(orders.merchantUid, started.merchantUid));
  const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderIdx, order!.orderIdx));
  return { cookie, resident, orderIdx: order!.orderIdx, lineIdx: line!.lineIdx, partner: await partnerOfLine(t, line!.lineIdx) };
}

describe('a proposal on a day the company closed', () => {
  it('is refused naming the field and saying the day is closed; nothing is proposed', async () => {
    const { lineIdx, partner, cookie } = await paidJob();
    const closed = visitDay(12);
    expect((await api('PUT', `/partner/calendar/closed-days/${closed}`, partner.headers, {})).statusCode).toBe(200);
    const res = await api('POST', `/partner/orders/${lineIdx}/date-proposal`, partner.headers, { tz: closed, time: 9 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/휴무로 막아 둔 날이에요\. 다른 날을 골라 주세요\./);
    expect(res.json().message).not.toContain('다 찼');
    expect(res.json().details).toEqual([{ field: 'tz', message: res.json().message }]);
    const detail = await api('GET', `/partner/orders/${lineIdx}`, partner.headers);
    expect(detail.json().data.job.proposal).toBeNull();
    const answer = await api('PUT', `/billings/lines/${lineIdx}/date-proposal`, { cookie }, { answer: 'accept' });
    expect(answer.statusCode).toBe(409);
  });

  it('a full hour is refused as full, not closed', async () => {
    const { lineIdx, partner } = await paidJob();
    const day = visitDay(13);
    const cap = await api('PUT', `/partner/calendar/capacity/${day}`, partner.headers, { slots: [{ hour: 13, capacity: 0 }] });
    expect(cap.statusCode, cap.body).toBe(200);
    const res = await api('POST', `/partner/orders/${lineIdx}/date-proposal`, partner.headers, { tz: day, time: 13 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('오후 1시에는 예약이 다 찼어요');
  });

  it('closed after the proposal: the resident accepting is told the day is closed, not full, and the date stays', async () => {
    const { lineIdx, partner, cookie } = await paidJob();
    const day = visitDay(14);
    expect((await api('POST', `/partner/orders/${lineIdx}/date-proposal`, partner.headers, { tz: day, time: 13 })).statusCode).toBe(200);
    expect((await api('PUT', `/partner/calendar/closed-days/${day}`, partner.headers, {})).statusCode).toBe(200);
    const res = await api('PUT', `/billings/lines/${lineIdx}/date-proposal`, { cookie }, { answer: 'accept' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('업체가 휴무로 바꾼 날이에요');
    expect(res.json().message).not.toContain('다 찼');
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.lineIdx, lineIdx));
    expect(line!.visitDate).toBe(visitDay());
    // The resident can still refuse and keep the booked date.
    expect((await api('PUT', `/billings/lines/${lineIdx}/date-proposal`, { cookie }, { answer: 'refuse' })).statusCode).toBe(200);
  });
});

describe('a double-tapped proposal', () => {
  itOnPostgres('PostgreSQL only: eight identical proposals at once leave one proposal, one history line and one AlimTalk', async () => {
    const { lineIdx, partner, resident, orderIdx } = await paidJob();
    const day = visitDay(15);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api('POST', `/partner/orders/${lineIdx}/date-proposal`, partner.headers, { tz: day, time: 13 })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    // Every tap sees the same open proposal; only the one that made it says the resident was told.
    expect(answers.map((a) => a.json().data.notified).filter(Boolean)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().data.job.proposal.proposedAt)).size).toBe(1);
    expect(answers.find((a) => !a.json().data.notified)!.json().data.message).toBe('이미 같은 일정을 제안했어요. 입주민의 답을 기다리고 있어요.');

    const subject = '업체가 다른 방문 일정을 제안했어요';
    const queued = await t.db
      .select()
      .from(notificationQueue)
      .where(and(eq(notificationQueue.residentIdx, resident.residentIdx), eq(notificationQueue.channel, 'alimtalk'), eq(notificationQueue.subject, subject)));
    expect(queued).toHaveLength(1);
    await dispatchFor(t, [resident.residentIdx], new Date());
    expect((await outboxFor(t.db, queued[0]!.recipient)).filter((m) => m.subject === subject)).toHaveLength(1);
    const history = await t.db.select().from(orderEvents).where(and(eq(orderEvents.orderIdx, orderIdx), eq(orderEvents.kind, 'date')));
    expect(history.map((e) => e.message)).toEqual([expect.stringContaining('다른 방문 일정을 제안했어요')]);

    // Another hour is a new proposal that replaces the open one, and is sent.
    const other = await api('POST', `/partner/orders/${lineIdx}/date-proposal`, partner.headers, { tz: day, time: 9 });
    expect(other.json().data).toMatchObject({ notified: true, job: { proposal: { tz: day, time: 9 } } });
  });
});
