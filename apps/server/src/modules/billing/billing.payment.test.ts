import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, notificationQueue, orders, sandboxPayments, slotUsage } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { PRODUCTION_ENV } from '../../../test/production-env';
import {
  addLine,
  bookableItem,
  paidOrder,
  reportSuccess,
  sandboxPay,
  shopper,
  startOrder,
  visitDay,
  VISIT_DETAILS,
} from '../../../test/factories/commerce';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const detail = async (cookie: string, merchantUid: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/billings/detail?merchantUid=${merchantUid}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

async function cartWithOneLine(tz = visitDay(), time: number | null = 9) {
  const { resident, cookie } = await shopper(t);
  const item = await bookableItem(t.db);
  const line = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz, ...(time === null ? {} : { time }) });
  return { resident, cookie, item, line };
}

describe('POST /billings/init', () => {
  it('creates the order from the server’s prices and takes the line out of the cart', async () => {
    const { cookie, line } = await cartWithOneLine();
    const init = await startOrder(t, cookie, { cartIdxs: [line.cartIdx] });
    expect(init.merchantUid).toMatch(/^ipju_\d{8}_[A-Z0-9]{10}$/);
    expect(init).toMatchObject({ amount: 400_000, paid: false });
    expect(init.payment).toMatchObject({ pg: 'html5_inicis', payMethod: 'card', mRedirectUrl: expect.stringMatching(/\/payment\/result$/) });
    expect(init.payment!.checkoutUrl).toMatch(/^\/sandbox\/portone\/checkout\?/);
    expect(new URL(init.payment!.checkoutUrl!, 'http://x').searchParams.get('amount')).toBe('400000');
    expect(await t.db.select().from(cartLines).where(eq(cartLines.cartIdx, line.cartIdx))).toHaveLength(0);

    const order = await detail(cookie, init.merchantUid);
    expect(order).toMatchObject({ status: 'payment_pending', statusLabel: '결제대기', paymentStatus: 'ready', amount: 400_000 });
    expect(order.lines[0]).toMatchObject({ tz: visitDay(), time: 9, payAmount: 400_000, status: 'payment_pending' });
    expect(order.history[0]).toMatchObject({ actor: 'resident', status: 'payment_pending' });
  });

  it('sends the payment window back to the address I used in demo mode, and only ever to PUBLIC_URL in production', async () => {
    const { cookie, line } = await cartWithOneLine();
    const demo = await startOrder(t, cookie, { cartIdxs: [line.cartIdx] }, { host: '192.168.0.7:3000' });
    expect(demo.payment).toMatchObject({
      mRedirectUrl: 'http://192.168.0.7:3000/payment/result',
      noticeUrl: 'http://192.168.0.7:3000/api/v2/billings/webhook',
    });

    const production = await createTestApp(PRODUCTION_ENV);
    try {
      const buyer = await shopper(production);
      const item = await bookableItem(production.db);
      const productionLine = await addLine(production, buyer.cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: visitDay(), time: 9 });
      const res = await production.app.inject({
        method: 'POST',
        url: '/api/v2/billings/init',
        headers: { cookie: buyer.cookie, host: 'evil.example', 'x-forwarded-host': 'evil.example', origin: 'https://ipju.example' },
        payload: { cartIdxs: [productionLine.cartIdx], couponIdxs: [], point: 0, payMethod: 'card', agreeTerms: true, ...VISIT_DETAILS },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.payment).toMatchObject({
        mRedirectUrl: 'https://ipju.example/payment/result',
        noticeUrl: 'https://ipju.example/api/v2/billings/webhook',
      });
      expect(res.body).not.toContain('evil.example');
    } finally {
      await production.close();
    }
  });

  it('returns the same order for the same Idempotency-Key, and 409 for another request with it', async () => {
    const { cookie, line, item } = await cartWithOneLine();
    const headers = { 'idempotency-key': `test-${line.cartIdx}-abcdef` };
    const first = await startOrder(t, cookie, { cartIdxs: [line.cartIdx] }, headers);
    const again = await startOrder(t, cookie, { cartIdxs: [line.cartIdx] }, headers);
    expect(again.merchantUid).toBe(first.merchantUid);
    const other = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 20, tz: '미정' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/billings/init',
      headers: { cookie, ...headers },
      payload: { cartIdxs: [other.cartIdx], payMethod: 'card', agreeTerms: true, ...VISIT_DETAILS },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Idempotency-Key/);
  });

  it('refuses lines without a date, unknown lines, another resident’s lines, and missing agreement', async () => {
    const { cookie, item } = await cartWithOneLine();
    const undated = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 20 });
    const noDate = await t.app.inject({
      method: 'POST',
      url: '/api/v2/billings/init',
      headers: { cookie },
      payload: { cartIdxs: [undated.cartIdx], payMethod: 'card', agreeTerms: true, ...VISIT_DETAILS },
    });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().message).toMatch(/희망일을 골라 주세요/);

    const someoneElse = await cartWithOneLine();
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v2/billings/init',
      headers: { cookie },
      payload: { cartIdxs: [someoneElse.line.cartIdx], payMethod: 'card', agreeTerms: true, ...VISIT_DETAILS },
    });
    expect(foreign.statusCode).toBe(404);

    const noAgreement = await t.app.inject({
      method: 'POST',
      url: '/api/v2/billings/init',
      headers: { cookie },
      payload: { cartIdxs: [undated.cartIdx], payMethod: 'card', agreeTerms: false, ...VISIT_DETAILS },
    });
    expect(noAgreement.statusCode).toBe(400);
    expect(noAgreement.json().message).toMatch(/취소·환불 규정/);

    const badMethod = await t.app.inject({
      method: 'POST',
      url: '/api/v2/billings/init',
      headers: { cookie },
      payload: { cartIdxs: [undated.cartIdx], payMethod: 'bitcoin', agreeTerms: true, ...VISIT_DETAILS },
    });
    expect(badMethod.statusCode).toBe(400);
    expect(badMethod.json().message).toMatch(/결제 수단/);
    // Nothing was ordered: the lines are all still in the carts.
    expect(await t.db.select().from(cartLines).where(eq(cartLines.cartIdx, someoneElse.line.cartIdx))).toHaveLength(1);
  });
});

describe('card payment', () => {
  it('is accepted after PortOne confirms it: 시공대기, slot held, history and a notice', async () => {
    const { cookie, line, item, resident } = await cartWithOneLine();
    const init = await startOrder(t, cookie, { cartIdxs: [line.cartIdx] });
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount });
    const res = await reportSuccess(t, cookie, impUid, init.merchantUid);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().data;
    expect(result).toMatchObject({ outcome: 'paid', order: { status: 'awaiting_work', statusLabel: '시공대기', paymentStatus: 'paid' } });
    expect(result.order.lines[0]).toMatchObject({ status: 'awaiting_work', canCancel: true, canChangeDate: true });
    expect(result.order.history.map((h: { status: string | null }) => h.status)).toContain('awaiting_work');
    const [slot] = await t.db.select().from(slotUsage).where(eq(slotUsage.partnerIdx, item.partner.partnerIdx));
    expect(slot).toMatchObject({ visitDate: visitDay(), slotHour: 9, held: 1 });
    const notes = await t.db.select().from(notificationQueue).where(eq(notificationQueue.residentIdx, resident.residentIdx));
    expect(notes.map((n) => n.subject)).toContain('결제가 완료되었어요');
    await t.jobs.drain();
    expect(t.jobs.errors).toEqual([]);
  });

  it('changes state once when the same payment is reported again, also by the webhook', async () => {
    const { cookie, merchantUid, impUid } = await paidOrder(t);
    const again = await reportSuccess(t, cookie, impUid, merchantUid);
    expect(again.json().data).toMatchObject({ outcome: 'paid' });
    const hook = await t.app.inject({ method: 'POST', url: '/api/v2/billings/webhook', payload: { imp_uid: impUid, merchant_uid: merchantUid, status: 'paid' } });
    expect(hook.statusCode, hook.body).toBe(200);
    const order = await detail(cookie, merchantUid);
    expect(order.history.filter((h: { status: string | null }) => h.status === 'awaiting_work')).toHaveLength(1);
  });

  it('accepts the webhook arriving before the browser', async () => {
    const { cookie, line } = await cartWithOneLine();
    const init = await startOrder(t, cookie, { cartIdxs: [line.cartIdx] });
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount, noticeUrl: '/api/v2/billings/webhook' });
    expect((await detail(cookie, init.merchantUid)).status).toBe('awaiting_work');
    const res = await reportSuccess(t, cookie, impUid, init.merchantUid);
    expect(res.json().data.outcome).toBe('paid');
  });

  it('refuses a payment whose amount was changed: cancelled back at PortOne, order flagged and failed', async () => {
    const { cookie, line } = await cartWithOneLine();
    const init = await startOrder(t, cookie, { cartIdxs: [line.cartIdx] });
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: 100 });
    const res = await reportSuccess(t, cookie, impUid, init.merchantUid);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ outcome: 'failed', order: { status: 'payment_failed', paymentStatus: 'failed' } });
    expect(res.json().data.message).toMatch(/결제 금액이 주문 금액과 달라/);
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.impUid, impUid));
    expect(payment).toMatchObject({ status: 'cancelled', cancelAmount: 100 });
    const [order] = await t.db.select().from(orders).where(eq(orders.merchantUid, init.merchantUid));
    expect(order!.flaggedAt).not.toBeNull();
    // The service is back in the cart.
    const cart = (await t.app.inject({ method: 'GET', url: '/api/v2/carts', headers: { cookie } })).json().data;
    expect(cart.lines).toHaveLength(1);
  });

  it("refuses another order's payment and another resident's order", async () => {
    const { cookie, line } = await cartWithOneLine();
    const init = await startOrder(t, cookie, { cartIdxs: [line.cartIdx] });
    const paid = await paidOrder(t);
    const swapped = await reportSuccess(t, cookie, paid.impUid, init.merchantUid);
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json().message).toMatch(/결제 정보가 주문과 맞지 않아요/);
    const stranger = await shopper(t);
    expect((await reportSuccess(t, stranger.cookie, paid.impUid, paid.merchantUid)).statusCode).toBe(404);
    const peek = await t.app.inject({ method: 'GET', url: `/api/v2/billings/detail?merchantUid=${paid.merchantUid}`, headers: { cookie: stranger.cookie } });
    expect(peek.statusCode).toBe(404);
    expect((await detail(cookie, init.merchantUid)).status).toBe('payment_pending');
  });
});

describe('failed and abandoned payments', () => {
  it('a failed payment fails the order and puts the service back in the cart', async () => {
    const { cookie, line } = await cartWithOneLine();
    const init = await startOrder(t, cookie, { cartIdxs: [line.cartIdx] });
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount, outcome: 'failed' });
    const res = await reportSuccess(t, cookie, impUid, init.merchantUid);
    expect(res.json().data).toMatchObject({ outcome: 'failed', order: { status: 'payment_failed', statusLabel: '결제실패' } });
    const cart = (await t.app.inject({ method: 'GET', url: '/api/v2/carts', headers: { cookie } })).json().data;
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ tz: visitDay(), time: 9 });
  });

  it('return_cart closes an order left in the payment window, once', async () => {
    const { cookie, line } = await cartWithOneLine();
    const init = await startOrder(t, cookie, { cartIdxs: [line.cartIdx] });
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/billings/return_cart', headers: { cookie }, payload: { merchantUid: init.merchantUid } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ restored: 1, count: 1, cartIdxs: [expect.any(Number)] });
    const twice = await t.app.inject({ method: 'POST', url: '/api/v2/billings/return_cart', headers: { cookie }, payload: { merchantUid: init.merchantUid } });
    expect(twice.json().data).toEqual(res.json().data);
    expect((await detail(cookie, init.merchantUid)).status).toBe('payment_failed');
  });

  it('return_cart refuses a paid order', async () => {
    const { cookie, merchantUid } = await paidOrder(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/billings/return_cart', headers: { cookie }, payload: { merchantUid } });
    expect(res.statusCode).toBe(409);
  });
});

describe('virtual account', () => {
  it('is 입금대기 with the account, then 시공대기 when the deposit webhook arrives', async () => {
    const { cookie, line } = await cartWithOneLine();
    const init = await startOrder(t, cookie, { cartIdxs: [line.cartIdx], payMethod: 'vbank' });
    expect(init.payment).toMatchObject({ payMethod: 'vbank' });
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount, payMethod: 'vbank' });
    const res = await reportSuccess(t, cookie, impUid, init.merchantUid);
    expect(res.json().data).toMatchObject({
      outcome: 'vbank_issued',
      order: { status: 'awaiting_deposit', statusLabel: '입금대기', vbank: { bankName: expect.any(String), accountNumber: expect.any(String) } },
    });
    // The sandbox deposit sends PortOne's webhook to the notice_url of the payment.
    await t.db.update(sandboxPayments).set({ noticeUrl: '/api/v2/billings/webhook' }).where(eq(sandboxPayments.impUid, impUid));
    const deposit = await t.app.inject({ method: 'POST', url: '/sandbox/portone/vbank/deposit', payload: { imp_uid: impUid } });
    expect(deposit.statusCode, deposit.body).toBe(200);
    const order = await detail(cookie, init.merchantUid);
    expect(order).toMatchObject({ status: 'awaiting_work', paymentStatus: 'paid' });
    expect(order.history.map((h: { message: string }) => h.message).join('\n')).toMatch(/입금이 확인되어/);
  });
});

describe('GET /billings/iamport/result', () => {
  it('settles the mobile redirect like POST /billings/success', async () => {
    const { cookie, line } = await cartWithOneLine();
    const init = await startOrder(t, cookie, { cartIdxs: [line.cartIdx] });
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount });
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/billings/iamport/result?impUid=${impUid}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.outcome).toBe('paid');
    const bad = await t.app.inject({ method: 'GET', url: '/api/v2/billings/iamport/result', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/결제번호/);
  });
});

describe('GET /billings', () => {
  it('lists my orders newest first, filtered by status', async () => {
    const paid = await paidOrder(t);
    const item = await bookableItem(t.db);
    const line = await addLine(t, paid.cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: '미정' });
    const pending = await startOrder(t, paid.cookie, { cartIdxs: [line.cartIdx] });
    const all = await t.app.inject({ method: 'GET', url: '/api/v2/billings', headers: { cookie: paid.cookie } });
    expect(all.json().data.orders.map((o: { merchantUid: string }) => o.merchantUid)).toEqual([pending.merchantUid, paid.merchantUid]);
    const waiting = await t.app.inject({ method: 'GET', url: '/api/v2/billings?status=awaiting_work', headers: { cookie: paid.cookie } });
    expect(waiting.json().data).toMatchObject({ total: 1, orders: [{ merchantUid: paid.merchantUid }] });
    const bad = await t.app.inject({ method: 'GET', url: '/api/v2/billings?status=done', headers: { cookie: paid.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/주문 상태/);
  });
});
