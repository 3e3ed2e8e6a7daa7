import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds, sandboxPayments } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { addLine, bookableItem, reportSuccess, sandboxPay, shopper, startOrder, visitDay } from '../../../test/factories/commerce';

/** The payments.reconcile job, run directly with a clock set forward. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const orderRow = async (merchantUid: string) => (await t.db.select().from(orders).where(eq(orders.merchantUid, merchantUid)))[0]!;

async function pendingOrder(payMethod = 'card') {
  const { cookie } = await shopper(t);
  const item = await bookableItem(t.db);
  const line = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: visitDay(), time: 9 });
  const init = await startOrder(t, cookie, { cartIdxs: [line.cartIdx], payMethod });
  return { cookie, init };
}

describe('payments.reconcile', () => {
  it('settles a paid order whose result never reached the server', async () => {
    const { init } = await pendingOrder();
    await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount });
    await t.services.billing.reconcile(later(30));
    expect(await orderRow(init.merchantUid)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('closes an order left in the payment window and puts its service back in the cart', async () => {
    const { cookie, init } = await pendingOrder();
    await t.services.billing.reconcile(later(5));
    expect((await orderRow(init.merchantUid)).paymentStatus).toBe('ready');
    await t.services.billing.reconcile(later(30));
    expect(await orderRow(init.merchantUid)).toMatchObject({ paymentStatus: 'failed', failReason: '결제가 완료되지 않아 주문을 닫았어요.' });
    const cart = (await t.app.inject({ method: 'GET', url: '/api/v2/carts', headers: { cookie } })).json().data;
    expect(cart.count).toBe(1);
  });

  it('ends a virtual account past its deadline and voids it at PortOne, so a late deposit is refused', async () => {
    const { cookie, init } = await pendingOrder('vbank');
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount, payMethod: 'vbank' });
    await reportSuccess(t, cookie, impUid, init.merchantUid);
    await t.db.update(orders).set({ vbankDue: new Date(Date.now() - 60_000) }).where(eq(orders.merchantUid, init.merchantUid));
    await t.services.billing.reconcile();
    expect(await orderRow(init.merchantUid)).toMatchObject({ paymentStatus: 'failed', failReason: '입금 기한이 지나 주문이 취소되었어요.' });
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.impUid, impUid));
    expect(payment!.status).toBe('cancelled');
    const deposit = await t.app.inject({ method: 'POST', url: '/sandbox/portone/vbank/deposit', payload: { imp_uid: impUid } });
    expect(deposit.json().code).not.toBe(0);
  });

  it('finishes a refund that PortOne could not take the first time', async () => {
    const { cookie, init } = await pendingOrder();
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount });
    await reportSuccess(t, cookie, impUid, init.merchantUid);
    const order = await orderRow(init.merchantUid);
    // A refund written but not run (the process stopped before calling PortOne).
    const [refund] = await t.db
      .insert(refunds)
      .values({
        orderIdx: order.orderIdx,
        kind: 'refuse',
        impUid,
        lines: [],
        amount: order.amount,
        checksum: order.amount,
        reason: '테스트 환불',
        actor: 'system',
        createdAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning();
    await t.services.billing.reconcile();
    const [done] = await t.db.select().from(refunds).where(eq(refunds.refundIdx, refund!.refundIdx));
    expect(done!.status).toBe('done');
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.impUid, impUid));
    expect(payment).toMatchObject({ status: 'cancelled', cancelAmount: order.amount });
  });
});
