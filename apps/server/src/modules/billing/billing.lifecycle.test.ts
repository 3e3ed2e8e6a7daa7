import { addDays, earliestSelectableDate, formatYmd, seoulToday } from '@ipju/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, partnerAccounts, pointLedger, residents, sandboxPayments, slotUsage } from '../../db/schema';
import { createSession } from '../../lib/session-store';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createRefundPolicy } from '../../../test/factories/schedule';
import { createCategory } from '../../../test/factories/catalog';
import { addAfterPhoto } from '../../../test/factories/partner-orders';
import {
  addLine,
  bookableItem,
  paidOrder,
  reportSuccess,
  sandboxPay,
  shopper,
  startOrder,
  visitDay,
} from '../../../test/factories/commerce';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const detail = async (cookie: string, merchantUid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v2/billings/detail?merchantUid=${merchantUid}`, headers: { cookie } })).json().data;

const cancel = (cookie: string, merchantUid: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/billings/${merchantUid}/cancel`, headers: { cookie }, payload });

/** Moves a paid line's visit date to `date` directly (a date in the fee window cannot be chosen online). */
async function setVisitDate(merchantUid: string, date: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.merchantUid, merchantUid));
  await t.db.update(orderLines).set({ visitDate: date }).where(eq(orderLines.orderIdx, order!.orderIdx));
}

/** An order of two services (cleaning 400,000 and a second 300,000) paid by card. */
async function twoServiceOrder() {
  const { resident, cookie } = await shopper(t);
  const a = await bookableItem(t.db);
  const b = await bookableItem(t.db);
  const la = await addLine(t, cookie, { itemIdx: a.item.itemIdx, pyeong: 34, tz: visitDay(), time: 9 });
  const lb = await addLine(t, cookie, { itemIdx: b.item.itemIdx, pyeong: 20, tz: '미정' });
  const init = await startOrder(t, cookie, { cartIdxs: [la.cartIdx, lb.cartIdx] });
  const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount });
  expect((await reportSuccess(t, cookie, impUid, init.merchantUid)).statusCode).toBe(200);
  return { resident, cookie, merchantUid: init.merchantUid, impUid, a, b };
}

describe('cancelling', () => {
  it('shows the refund before cancelling and refunds one service in full well before the visit', async () => {
    const { cookie, merchantUid, impUid, a } = await twoServiceOrder();
    const before = await detail(cookie, merchantUid);
    const cleaning = before.lines.find((l: { itemIdx: number }) => l.itemIdx === a.item.itemIdx);
    expect(cleaning.cancelQuote).toMatchObject({ cancellable: true, fee: 0, refundAmount: 400_000, refundPoints: 0 });

    const res = await cancel(cookie, merchantUid, { lineIdxs: [cleaning.lineIdx], reason: '이사 일정이 바뀌었어요' });
    expect(res.statusCode, res.body).toBe(200);
    const { order, refund } = res.json().data;
    expect(refund).toMatchObject({ lineIdxs: [cleaning.lineIdx], amount: 400_000, points: 0, fee: 0 });
    expect(order).toMatchObject({ status: 'awaiting_work', refundedAmount: 400_000, paymentStatus: 'paid' });
    expect(order.lines.find((l: { lineIdx: number }) => l.lineIdx === cleaning.lineIdx)).toMatchObject({
      status: 'cancelled',
      statusLabel: '주문취소',
      refundedAmount: 400_000,
      canCancel: false,
    });
    // PortOne refunded part of the payment; the slot is free again.
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.impUid, impUid));
    expect(payment).toMatchObject({ status: 'paid', cancelAmount: 400_000 });
    const [slot] = await t.db.select().from(slotUsage).where(eq(slotUsage.partnerIdx, a.partner.partnerIdx));
    expect(slot!.held).toBe(0);
    expect(order.history.some((h: { kind: string }) => h.kind === 'refund')).toBe(true);

    // The rest: the whole payment is now refunded.
    const rest = await cancel(cookie, merchantUid, { reason: '다른 업체를 이용할게요' });
    expect(rest.json().data.order).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled', refundedAmount: 700_000 });
    const [after] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.impUid, impUid));
    expect(after).toMatchObject({ status: 'cancelled', cancelAmount: 700_000 });
  });

  it('takes the policy fee close to the visit date', async () => {
    const category = await createCategory(t.db);
    await createRefundPolicy(t.db, { policyKey: category.code, freeCancelDays: 30, lateFeePercent: 20, sameDayFeePercent: 50, dateChangeDays: 1 });
    const item = await bookableItem(t.db, { category });
    const { cookie, merchantUid } = await paidOrder(t, { item });
    const line = (await detail(cookie, merchantUid)).lines[0];
    expect(line.cancelQuote).toMatchObject({ cancellable: true, fee: 80_000, refundAmount: 320_000 });
    const res = await cancel(cookie, merchantUid, { reason: '일정 변경' });
    expect(res.json().data.refund).toMatchObject({ amount: 320_000, fee: 80_000 });
    expect(res.json().data.order.lines[0]).toMatchObject({ status: 'cancelled', cancelFee: 80_000, refundedAmount: 320_000 });
  });

  it('refuses once the work has started, and for another resident', async () => {
    const { cookie, merchantUid, item } = await paidOrder(t);
    const stranger = await shopper(t);
    expect((await cancel(stranger.cookie, merchantUid, { reason: '취소' })).statusCode).toBe(404);
    const partner = await signedInPartnerOf(item.partner.partnerIdx);
    const line = (await detail(cookie, merchantUid)).lines[0];
    await setVisitDate(merchantUid, seoulToday());
    const start = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/partner/orders/${line.lineIdx}/status`,
      headers: partner.headers,
      payload: { status: 'in_progress' },
    });
    expect(start.statusCode, start.body).toBe(200);
    const res = await cancel(cookie, merchantUid, { reason: '취소' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/시공이 시작된 뒤에는/);
  });

  it('needs the refund account for a virtual-account order, and refunds to it', async () => {
    const { cookie } = await shopper(t);
    const item = await bookableItem(t.db);
    const line = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: visitDay(), time: 13 });
    const init = await startOrder(t, cookie, { cartIdxs: [line.cartIdx], payMethod: 'vbank' });
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount, payMethod: 'vbank' });
    await reportSuccess(t, cookie, impUid, init.merchantUid);
    await t.app.inject({ method: 'POST', url: '/sandbox/portone/vbank/deposit', payload: { imp_uid: impUid } });
    await reportSuccess(t, cookie, impUid, init.merchantUid);
    expect((await detail(cookie, init.merchantUid)).status).toBe('awaiting_work');

    const missing = await cancel(cookie, init.merchantUid, { reason: '취소할게요' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('refundBank');
    const res = await cancel(cookie, init.merchantUid, {
      reason: '취소할게요',
      refundBank: '004',
      refundAccount: '123-456-789012',
      refundHolder: '김입주',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.order.status).toBe('cancelled');
  });

  it('cancels an unpaid virtual account whole and voids it at PortOne', async () => {
    const { cookie, item } = await (async () => {
      const s = await shopper(t);
      return { ...s, item: await bookableItem(t.db) };
    })();
    const line = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: '미정' });
    const init = await startOrder(t, cookie, { cartIdxs: [line.cartIdx], payMethod: 'vbank' });
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount, payMethod: 'vbank' });
    await reportSuccess(t, cookie, impUid, init.merchantUid);
    const res = await cancel(cookie, init.merchantUid, { reason: '무통장입금 대신 카드로 결제할게요' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.order).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.impUid, impUid));
    expect(payment!.status).toBe('cancelled');
  });

  it('refuses bad input without changing anything', async () => {
    const { cookie, merchantUid } = await paidOrder(t);
    const noReason = await cancel(cookie, merchantUid, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('취소 사유를 입력해 주세요.');
    const wrongLine = await cancel(cookie, merchantUid, { reason: '취소', lineIdxs: [999_999_999] });
    expect(wrongLine.statusCode).toBe(404);
    expect((await detail(cookie, merchantUid)).status).toBe('awaiting_work');
  });
});

describe('visit date changes', () => {
  it('moves the date and the held slot, within the rules', async () => {
    const { cookie, merchantUid, item } = await paidOrder(t);
    const line = (await detail(cookie, merchantUid)).lines[0];
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/billings/date',
      headers: { cookie },
      payload: { merchantUid, lineIdx: line.lineIdx, tz: visitDay(10), time: 13 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.lines[0]).toMatchObject({ tz: visitDay(10), time: 13 });
    const slots = await t.db.select().from(slotUsage).where(eq(slotUsage.partnerIdx, item.partner.partnerIdx));
    expect(slots.find((s) => s.visitDate === visitDay())!.held).toBe(0);
    expect(slots.find((s) => s.visitDate === visitDay(10))!.held).toBe(1);
    expect(res.json().data.history.some((h: { kind: string }) => h.kind === 'date')).toBe(true);

    const tooEarly = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/billings/date',
      headers: { cookie },
      payload: { merchantUid, lineIdx: line.lineIdx, tz: addDays(earliestSelectableDate(new Date()), -1), time: 9 },
    });
    expect(tooEarly.statusCode).toBe(400);
  });

  it('refuses inside the date-change limit, and the receipt route follows the same rules', async () => {
    const { cookie, merchantUid } = await paidOrder(t);
    const line = (await detail(cookie, merchantUid)).lines[0];
    await setVisitDate(merchantUid, addDays(seoulToday(), 1));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/receipt/${line.lineIdx}`,
      headers: { cookie },
      payload: { tz: visitDay(5), time: 9 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/일정은 방문 \d일 전까지만 바꿀 수 있어요/);
  });
});

describe('work, confirmation and receipts', () => {
  it('the partner starts and finishes; the resident confirms; the receipt shows the VAT', async () => {
    const { cookie, merchantUid, item, resident } = await paidOrder(t);
    const partner = await signedInPartnerOf(item.partner.partnerIdx);
    const line = (await detail(cookie, merchantUid)).lines[0];
    const early = await t.app.inject({ method: 'PUT', url: '/api/v2/billings/confirm_accept', headers: { cookie }, payload: { merchantUid } });
    expect(early.statusCode).toBe(409);

    const list = await t.app.inject({ method: 'GET', url: '/api/v2/partner/pp_order_list?status=awaiting_work', headers: partner.headers });
    expect(list.json().data.map((l: { lineIdx: number }) => l.lineIdx)).toContain(line.lineIdx);
    const skip = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/partner/orders/${line.lineIdx}/status`,
      headers: partner.headers,
      payload: { status: 'completed' },
    });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe("'시공대기' 상태에서는 '시공완료'로 바꿀 수 없어요.");
    // The visit day has come.
    await setVisitDate(merchantUid, seoulToday());
    await addAfterPhoto(t.db, line.lineIdx);
    for (const status of ['in_progress', 'completed']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v2/partner/orders/${line.lineIdx}/status`,
        headers: partner.headers,
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const otherPartner = await createSignedInPartner(t.app, t.db);
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/partner/orders/${line.lineIdx}/status`,
      headers: otherPartner.headers,
      payload: { status: 'in_progress' },
    });
    expect(foreign.statusCode).toBe(404);

    const confirmed = await t.app.inject({ method: 'PUT', url: '/api/v2/billings/confirm_accept', headers: { cookie }, payload: { merchantUid } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.lines[0]).toMatchObject({ status: 'completed', statusLabel: '시공완료', canConfirm: false });
    expect(confirmed.json().data.lines[0].confirmedAt).not.toBeNull();

    const receipt = await t.app.inject({ method: 'GET', url: `/api/v2/receipt/${line.lineIdx}`, headers: { cookie } });
    expect(receipt.json().data).toMatchObject({ total: 400_000, vat: 36_364, supplyAmount: 363_636, payMethodLabel: '신용카드', status: 'completed' });
    const receipts = await t.app.inject({ method: 'GET', url: '/api/v2/receipt', headers: { cookie } });
    expect(receipts.json().data.map((r: { receiptIdx: number }) => r.receiptIdx)).toEqual([line.lineIdx]);
    const stranger = await shopper(t);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/receipt/${line.lineIdx}`, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);

    // The payment reward (1%) was granted once.
    const rewards = await t.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.residentIdx, resident.residentIdx), eq(pointLedger.reason, 'purchase')));
    expect(rewards.map((r) => r.amount)).toEqual([4_000]);
    const [me] = await t.db.select().from(residents).where(eq(residents.residentIdx, resident.residentIdx));
    expect(me!.pointBalance).toBe(4_000);
  });
});

describe('the calendar of the work', () => {
  const move = (lineIdx: number, headers: Record<string, string>, status: 'in_progress' | 'completed') =>
    t.app.inject({ method: 'PATCH', url: `/api/v2/partner/orders/${lineIdx}/status`, headers, payload: { status } });
  const lineRow = async (lineIdx: number) => (await t.db.select().from(orderLines).where(eq(orderLines.lineIdx, lineIdx)))[0]!;

  it('refuses to start the work before the visit day, naming the date, and changes nothing', async () => {
    const { cookie, merchantUid, item } = await paidOrder(t);
    const partner = await signedInPartnerOf(item.partner.partnerIdx);
    const line = (await detail(cookie, merchantUid)).lines[0];
    const res = await move(line.lineIdx, partner.headers, 'in_progress');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`방문일인 ${formatYmd(line.tz)} 전에는 시공을 시작할 수 없어요.`);
    expect(await lineRow(line.lineIdx)).toMatchObject({ status: 'awaiting_work', startedAt: null });
    expect((await detail(cookie, merchantUid)).history.filter((h: { status: string | null }) => h.status === 'in_progress')).toEqual([]);
  });

  it('refuses to finish the work before the visit day', async () => {
    const { cookie, merchantUid, item } = await paidOrder(t);
    const partner = await signedInPartnerOf(item.partner.partnerIdx);
    const line = (await detail(cookie, merchantUid)).lines[0];
    // Started on a day the visit was still set for, then the date moved on (e.g. agreed by phone).
    await t.db.update(orderLines).set({ status: 'in_progress', startedAt: new Date() }).where(eq(orderLines.lineIdx, line.lineIdx));
    const res = await move(line.lineIdx, partner.headers, 'completed');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`방문일인 ${formatYmd(line.tz)} 전에는 시공완료로 바꿀 수 없어요.`);
    expect(await lineRow(line.lineIdx)).toMatchObject({ status: 'in_progress', completedAt: null });
  });

  it('refuses to start or finish a service whose visit date is undecided', async () => {
    const { b } = await twoServiceOrder();
    const partner = await signedInPartnerOf(b.partner.partnerIdx);
    const lines = (await t.app.inject({ method: 'GET', url: '/api/v2/partner/pp_order_list', headers: partner.headers })).json().data;
    const undecided = lines.find((l: { itemIdx: number }) => l.itemIdx === b.item.itemIdx);
    expect(undecided).toMatchObject({ tz: '미정', status: 'awaiting_work' });
    const res = await move(undecided.lineIdx, partner.headers, 'in_progress');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('방문일이 정해지지 않은 서비스예요. 고객과 방문일을 정한 뒤에 시공을 시작해 주세요.');
    expect(await lineRow(undecided.lineIdx)).toMatchObject({ status: 'awaiting_work', startedAt: null });
  });

  it('lets the partner bring a paid visit to today in demo mode, releasing the booked slot, and then finish the work', async () => {
    const { cookie, merchantUid, item } = await paidOrder(t);
    const partner = await signedInPartnerOf(item.partner.partnerIdx);
    const line = (await detail(cookie, merchantUid)).lines[0];
    const held = () => t.db.select().from(slotUsage).where(and(eq(slotUsage.partnerIdx, item.partner.partnerIdx), eq(slotUsage.visitDate, line.tz)));
    expect((await held())[0]?.held).toBe(1);
    const visitToday = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/v2/dev/order-lines/${line.lineIdx}/visit-today`, headers });

    const other = await createSignedInPartner(t.app, t.db);
    expect((await visitToday(other.headers)).statusCode).toBe(404);
    const res = await visitToday(partner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ lineIdx: line.lineIdx, tz: seoulToday(), status: 'awaiting_work' });
    expect((await held())[0]?.held ?? 0).toBe(0);
    const history = (await detail(cookie, merchantUid)).history.map((h: { message: string }) => h.message);
    expect(history.some((m: string) => m.startsWith('(데모) 방문 일정을 오늘로 옮겼어요'))).toBe(true);

    expect((await move(line.lineIdx, partner.headers, 'in_progress')).statusCode).toBe(200);
    await addAfterPhoto(t.db, line.lineIdx);
    expect((await move(line.lineIdx, partner.headers, 'completed')).statusCode).toBe(200);
    expect((await visitToday(partner.headers)).statusCode).toBe(409);
  });

  it('starts and finishes on the visit day itself', async () => {
    const { cookie, merchantUid, item } = await paidOrder(t);
    const partner = await signedInPartnerOf(item.partner.partnerIdx);
    const line = (await detail(cookie, merchantUid)).lines[0];
    await setVisitDate(merchantUid, seoulToday());
    expect((await move(line.lineIdx, partner.headers, 'in_progress')).statusCode).toBe(200);
    await addAfterPhoto(t.db, line.lineIdx);
    expect((await move(line.lineIdx, partner.headers, 'completed')).statusCode).toBe(200);
    expect(await lineRow(line.lineIdx)).toMatchObject({ status: 'completed' });
  });
});

async function signedInPartnerOf(partnerIdx: number) {
  const [account] = await t.db.select().from(partnerAccounts).where(eq(partnerAccounts.partnerIdx, partnerIdx));
  const { token } = await createSession(t.db, 'partner', account!.accountIdx, 'vitest');
  return { headers: { authorization: `Bearer ${token}` } };
}
