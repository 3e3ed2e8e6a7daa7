import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancePayments, notificationQueue, orderLines, orders, partnerAccounts, pointLedger, sandboxPayments } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { signInPartner } from '../../../test/factories/partners';
import { createStaff } from '../../../test/factories/staff';
import { addLine, bookableItem, reportSuccess, sandboxPay, shopper, visitDay, VISIT_DETAILS } from '../../../test/factories/commerce';
import { addAfterPhoto } from '../../../test/factories/partner-orders';

/** 반반 결제: half at booking, the rest after the work, both through PortOne (the sandbox). */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const orderRow = async (merchantUid: string) => (await t.db.select().from(orders).where(eq(orders.merchantUid, merchantUid)))[0]!;
const detail = async (cookie: string, merchantUid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v2/billings/detail?merchantUid=${merchantUid}`, headers: { cookie } })).json().data;

/** Two services (one with an odd price) booked with 반반 결제 and the first half paid by card. */
async function halfPaid(options: { tz?: string } = {}) {
  const { resident, cookie } = await shopper(t);
  const a = await bookableItem(t.db);
  const b = await bookableItem(t.db, {
    optionGroups: [{ name: '평형', kind: 'pyeong', required: true, multiple: false, options: [{ name: '전 평형', price: 123_457, pyeongMin: 1, pyeongMax: 200 }] }],
  });
  const l1 = await addLine(t, cookie, { itemIdx: a.item.itemIdx, pyeong: 34, tz: options.tz ?? visitDay(), time: 9 });
  const l2 = await addLine(t, cookie, { itemIdx: b.item.itemIdx, pyeong: 34, tz: options.tz ?? visitDay(), time: 9 });
  const quote = (
    await t.app.inject({ method: 'POST', url: '/api/v2/billings/quote', headers: { cookie }, payload: { cartIdxs: [l1.cartIdx, l2.cartIdx] } })
  ).json().data;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/billings/init',
    headers: { cookie },
    payload: { cartIdxs: [l1.cartIdx, l2.cartIdx], couponIdxs: [], point: 0, payMethod: 'card', splitPayment: true, agreeTerms: true, ...VISIT_DETAILS },
  });
  expect(res.statusCode, res.body).toBe(200);
  const init = res.json().data;
  const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount });
  expect((await reportSuccess(t, cookie, impUid, init.merchantUid)).statusCode).toBe(200);
  return { resident, cookie, init, quote, impUid };
}

async function finishWork(merchantUid: string) {
  const order = await orderRow(merchantUid);
  const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderIdx, order.orderIdx));
  for (const line of lines) {
    const [account] = await t.db.select().from(partnerAccounts).where(eq(partnerAccounts.partnerIdx, line.partnerIdx)).limit(1);
    const token = await signInPartner(t.app, t.db, { account: account! });
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/dev/order-lines/${line.lineIdx}/visit-today`, headers: auth })).statusCode).toBe(200);
    await addAfterPhoto(t.db, line.lineIdx);
    for (const status of ['in_progress', 'completed']) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/v2/partner/orders/${line.lineIdx}/status`, headers: auth, payload: { status } });
      expect(res.statusCode, res.body).toBe(200);
    }
  }
  return order;
}

const payBalance = (cookie: string, merchantUid: string) =>
  t.app.inject({ method: 'POST', url: '/api/v2/billings/balance/pay', headers: { cookie }, payload: { merchantUid, payMethod: 'card' } });

describe('반반 결제', () => {
  it('pays each line in two exact halves through PortOne: the first at booking, the rest after the work from the AlimTalk link', async () => {
    const { resident, cookie, init, quote } = await halfPaid();
    const total = quote.amount as number;
    expect(quote.halfPayment).toMatchObject({ first: init.amount, second: total - init.amount, dueDays: t.config.portone.balanceDueDays });
    // Each line halves exactly, the remainder on the second half (123,457 -> 61,728 + 61,729).
    const order = await orderRow(init.merchantUid);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderIdx, order.orderIdx));
    for (const l of lines) expect(l.secondHalf).toBe(l.payAmount - Math.floor(l.payAmount / 2));
    expect(lines.some((l) => l.payAmount % 2 === 1)).toBe(true);
    expect(init.amount + order.deferredAmount).toBe(order.amount);
    expect(init.payment.amount).toBe(init.amount);

    let shown = await detail(cookie, init.merchantUid);
    expect(shown.statusLabel).toBe('시공대기');
    expect(shown.balance).toMatchObject({ firstAmount: init.amount, amount: order.deferredAmount, status: 'waiting', statusLabel: '시공 완료 후 잔금 요청', payable: false });
    // Each service shows what was charged for it and the balance to come, from the stored halves.
    for (const l of shown.lines as Array<{ lineIdx: number; payAmount: number; paidAmount: number; unpaidAmount: number }>) {
      const row = lines.find((r) => r.lineIdx === l.lineIdx)!;
      expect(l).toMatchObject({ payAmount: row.payAmount, paidAmount: row.payAmount - row.secondHalf, unpaidAmount: row.secondHalf });
    }
    // No reward before the order is paid in full.
    expect(await t.db.select().from(pointLedger).where(eq(pointLedger.orderIdx, order.orderIdx))).toHaveLength(0);
    expect((await payBalance(cookie, init.merchantUid)).statusCode).toBe(409);

    await finishWork(init.merchantUid);
    shown = await detail(cookie, init.merchantUid);
    expect(shown.balance.status).toBe('requested');
    expect(shown.balance.statusLabel).toMatch(/^잔금 결제 대기 · \d{1,2}월 \d{1,2}일까지$/);
    const [notice] = await t.db
      .select()
      .from(notificationQueue)
      .where(eq(notificationQueue.subject, '잔금 결제를 요청드려요'))
      .then((rows) => rows.filter((r) => JSON.stringify(r).includes(init.merchantUid)));
    expect(notice).toBeDefined();
    expect(notice!.body).toContain(`${t.config.siteUrl}/payment/balance/${init.merchantUid}`);

    const window = await payBalance(cookie, init.merchantUid);
    expect(window.statusCode, window.body).toBe(200);
    const balance = window.json().data;
    expect(balance).toMatchObject({ merchantUid: `${init.merchantUid}_2`, amount: order.deferredAmount });
    expect(balance.payment.checkoutUrl).toContain(encodeURIComponent(`/payment/balance/${init.merchantUid}`));
    const other = await shopper(t);
    expect((await payBalance(other.cookie, init.merchantUid)).statusCode).toBe(404);

    const impUid2 = await sandboxPay(t, { merchantUid: balance.merchantUid, amount: balance.amount });
    const paid = await reportSuccess(t, cookie, impUid2, balance.merchantUid);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ outcome: 'paid', message: '잔금 결제가 완료되었어요.' });
    // A replay (webhook) changes nothing.
    await t.app.inject({ method: 'POST', url: '/api/v2/billings/webhook', payload: { imp_uid: impUid2 } });
    shown = await detail(cookie, init.merchantUid);
    expect(shown.balance).toMatchObject({ status: 'paid', statusLabel: '잔금 결제 완료' });
    // The two PortOne payments add up to the order; the reward is 1% of the whole, once.
    const payments = [await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantUid, init.merchantUid)), await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantUid, balance.merchantUid))].flat();
    expect(payments.filter((p) => p.status === 'paid').reduce((s, p) => s + p.amount, 0)).toBe(order.amount);
    const rewards = await t.db.select().from(pointLedger).where(eq(pointLedger.orderIdx, order.orderIdx));
    expect(rewards.filter((r) => r.reason === 'purchase')).toHaveLength(1);
    expect(shown.purchasePoints).toBeGreaterThan(0);
    expect(resident.residentIdx).toBeGreaterThan(0);
  });

  it('cancelling before the visit refunds the first half under the policy and never asks for the rest', async () => {
    const { cookie, init, impUid } = await halfPaid({ tz: visitDay(10) });
    const cancel = await t.app.inject({ method: 'PUT', url: `/api/v2/billings/${init.merchantUid}/cancel`, headers: { cookie }, payload: { reason: '일정이 바뀌었어요' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.refund).toMatchObject({ amount: init.amount, fee: 0 });
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.impUid, impUid));
    expect(payment).toMatchObject({ status: 'cancelled', cancelAmount: init.amount });
    const shown = await detail(cookie, init.merchantUid);
    expect(shown.balance).toMatchObject({ status: 'none', amount: 0, payable: false });
    // The cancelled services say what was charged and refunded; their balance stays unpaid (never asked for).
    const shownLines = shown.lines as Array<{ paidAmount: number; unpaidAmount: number; refundedAmount: number; payAmount: number }>;
    expect(shownLines.reduce((s, l) => s + l.paidAmount, 0)).toBe(init.amount);
    expect(shownLines.reduce((s, l) => s + l.refundedAmount, 0)).toBe(init.amount);
    for (const l of shownLines) expect(l.paidAmount + l.unpaidAmount).toBe(l.payAmount);
    expect((await payBalance(cookie, init.merchantUid)).statusCode).toBe(409);
  });

  it('an overdue balance is marked once, reminds the resident, flags the order for staff, and can still be paid', async () => {
    await createStaff(t.db, { phone: '01055556666' });
    const { cookie, init } = await halfPaid();
    await finishWork(init.merchantUid);
    const order = await orderRow(init.merchantUid);
    await t.services.billing.balanceJob(new Date(Date.now() + 2 * 86_400_000));
    expect((await detail(cookie, init.merchantUid)).balance.status).toBe('requested');
    const remindersOf = async (subject: string) =>
      (await t.db.select().from(notificationQueue).where(eq(notificationQueue.subject, subject))).filter(
        (r) => r.channel === 'push' && JSON.stringify(r).includes(init.merchantUid),
      );
    expect(await remindersOf('잔금 결제 기한이 다가왔어요')).toHaveLength(0);
    // The day before the due date: reminded once, however often the job runs.
    const [pending] = await t.db.select().from(balancePayments).where(eq(balancePayments.orderIdx, order.orderIdx));
    const dayBefore = new Date(pending!.dueAt!.getTime() - 12 * 3_600_000);
    await Promise.all([t.services.billing.balanceJob(dayBefore), t.services.billing.balanceJob(dayBefore)]);
    await t.services.billing.balanceJob(new Date(dayBefore.getTime() + 3_600_000));
    const dayBeforeReminders = await remindersOf('잔금 결제 기한이 다가왔어요');
    expect(dayBeforeReminders).toHaveLength(1);
    expect(dayBeforeReminders[0]!.body).toContain(`/payment/balance/${init.merchantUid}`);
    expect((await detail(cookie, init.merchantUid)).balance.status).toBe('requested');
    const later = new Date(Date.now() + (t.config.portone.balanceDueDays + 1) * 86_400_000);
    await Promise.all([t.services.billing.balanceJob(later), t.services.billing.balanceJob(later)]);
    const shown = await detail(cookie, init.merchantUid);
    expect(shown.balance).toMatchObject({ status: 'overdue', statusLabel: '잔금 기한 지남', payable: true });
    expect((await orderRow(init.merchantUid)).flagReason).toContain('결제 기한이 지났어요');
    const reminders = (await t.db.select().from(notificationQueue).where(eq(notificationQueue.subject, '잔금 결제 기한이 지났어요'))).filter(
      (r) => r.channel === 'push' && JSON.stringify(r).includes(init.merchantUid),
    );
    expect(reminders).toHaveLength(1);
    const staff = (await t.db.select().from(notificationQueue).where(eq(notificationQueue.subject, '반반 결제 잔금 기한 지남'))).filter((r) => r.body.includes(order.orderNo));
    expect(staff.length).toBeGreaterThan(0);

    const [row] = await t.db.select().from(balancePayments).where(eq(balancePayments.orderIdx, order.orderIdx));
    const impUid2 = await sandboxPay(t, { merchantUid: row!.merchantUid, amount: row!.amount });
    // The browser never reported it: the job finds it at PortOne.
    await t.services.billing.balanceJob(later);
    expect((await detail(cookie, init.merchantUid)).balance.status).toBe('paid');
    expect(impUid2).toBeTruthy();
  });

  it('is refused with a virtual account (400 naming the field)', async () => {
    const { cookie } = await shopper(t);
    const item = await bookableItem(t.db);
    const line = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: visitDay(), time: 9 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/billings/init',
      headers: { cookie },
      payload: { cartIdxs: [line.cartIdx], couponIdxs: [], point: 0, payMethod: 'vbank', splitPayment: true, agreeTerms: true, ...VISIT_DETAILS },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('splitPayment');
  });
});
