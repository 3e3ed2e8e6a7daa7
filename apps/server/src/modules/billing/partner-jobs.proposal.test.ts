import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
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
  const { cookie } = await shopper(t);
  const item = await bookableItem(t.db);
  const cart = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: visitDay(), time: 9 });
  const started = await startOrder(t, cookie, { cartIdxs: [cart.cartIdx], ...VISIT_DETAILS });
  const impUid = await sandboxPay(t, { merchantUid: started.merchantUid, amount: started.amount });
  expect((await reportSuccess(t, cookie, impUid, started.merchantUid)).statusCode).toBe(200);
  const [order] = await t.db.select().from(orders).where(eq(orders.merchantUid, started.merchantUid));
  const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderIdx, order!.orderIdx));
  return { cookie, lineIdx: line!.lineIdx, partner: await partnerOfLine(t, line!.lineIdx) };
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
