import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, pointLedger, residentCoupons, residents, sandboxPayments } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { itOnPostgres } from '../../../test/on-postgres';
import { createCoupon, giveCoupon } from '../../../test/factories/coupons';
import { addLine, bookableItem, reportSuccess, sandboxPay, shopper, startOrder, visitDay } from '../../../test/factories/commerce';

/**
 * An interrupted payment (the app closed with the window open): 결제 이어하기 (POST /billings/resume),
 * 장바구니로 돌리기 (POST /billings/return_cart) and the abandon job, which release the order's coupon and
 * points exactly once, and never after a payment that won.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const orderRow = async (merchantUid: string) => (await t.db.select().from(orders).where(eq(orders.merchantUid, merchantUid)))[0]!;
const balance = async (residentIdx: number) => (await t.db.select().from(residents).where(eq(residents.residentIdx, residentIdx)))[0]!.pointBalance;
const couponCopy = async (idx: number) => (await t.db.select().from(residentCoupons).where(eq(residentCoupons.residentCouponIdx, idx)))[0]!;

/** A resident who started paying with a 10,000원 coupon and 3,000 points, then closed the app. */
async function interrupted() {
  const { resident, cookie } = await shopper(t);
  await t.db.update(residents).set({ pointBalance: 3_000 }).where(eq(residents.residentIdx, resident.residentIdx));
  await t.db.insert(pointLedger).values({ residentIdx: resident.residentIdx, amount: 3_000, balanceAfter: 3_000, reason: 'event', memo: '테스트 적립' });
  const coupon = await createCoupon(t.db, { discountType: 'fixed', discountValue: 10_000 });
  const copy = await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: resident.residentIdx });
  const item = await bookableItem(t.db);
  const line = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: visitDay(), time: 9 });
  const init = await startOrder(t, cookie, { cartIdxs: [line.cartIdx], couponIdxs: [coupon.couponIdx], point: 3_000 });
  return { resident, cookie, init, copy };
}

const resume = (cookie: string, merchantUid: string) =>
  t.app.inject({ method: 'POST', url: '/api/v2/billings/resume', headers: { cookie }, payload: { merchantUid } });
const returnCart = (cookie: string, merchantUid: string) =>
  t.app.inject({ method: 'POST', url: '/api/v2/billings/return_cart', headers: { cookie }, payload: { merchantUid } });

describe('interrupted payment', () => {
  it('holds the coupon and points while the order waits, and 결제 이어하기 opens the same order and amount', async () => {
    const { resident, cookie, init, copy } = await interrupted();
    expect(await balance(resident.residentIdx)).toBe(0);
    expect((await couponCopy(copy.residentCouponIdx)).orderIdx).not.toBeNull();
    const detail = (await t.app.inject({ method: 'GET', url: `/api/v2/billings/detail?merchantUid=${init.merchantUid}`, headers: { cookie } })).json().data;
    expect(detail.statusLabel).toBe('결제대기');

    const res = await resume(cookie, init.merchantUid);
    expect(res.statusCode, res.body).toBe(200);
    const again = res.json().data;
    expect(again).toMatchObject({ merchantUid: init.merchantUid, amount: init.amount, paid: false });
    expect(again.payment.checkoutUrl).toContain(`merchant_uid=${init.merchantUid}`);
    expect(again.payment.checkoutUrl).toContain(`amount=${init.amount}`);

    // Paying in the reopened window settles the same order.
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount });
    expect((await reportSuccess(t, cookie, impUid, init.merchantUid)).statusCode).toBe(200);
    expect(await orderRow(init.merchantUid)).toMatchObject({ paymentStatus: 'paid' });
    const twice = await resume(cookie, init.merchantUid);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('이미 결제가 완료된 주문');
  });

  it('another resident cannot resume the order (404)', async () => {
    const { init } = await interrupted();
    const other = await shopper(t);
    expect((await resume(other.cookie, init.merchantUid)).statusCode).toBe(404);
  });

  it('장바구니로 돌리기 releases the coupon and the points once and puts the service back', async () => {
    const { resident, cookie, init, copy } = await interrupted();
    const res = await returnCart(cookie, init.merchantUid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.restored).toBe(1);
    expect(await balance(resident.residentIdx)).toBe(3_000);
    expect((await couponCopy(copy.residentCouponIdx)).orderIdx).toBeNull();
    // A second press changes nothing (no second refund of points, no second cart line).
    const again = await returnCart(cookie, init.merchantUid);
    expect(again.json().data.count).toBe(1);
    expect(await balance(resident.residentIdx)).toBe(3_000);
    const closed = await resume(cookie, init.merchantUid);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain('장바구니에서 결제해 주세요');
  });

  it('the abandon job closes the order after PAYMENT_ABANDON_MINUTES, counted from the last 결제 이어하기', async () => {
    const { resident, cookie, init, copy } = await interrupted();
    const minutes = t.config.portone.abandonMinutes;
    // Opened again 30 minutes after the order was made: the clock restarts from the resume.
    await t.db.update(orders).set({ createdAt: later(-30) }).where(eq(orders.merchantUid, init.merchantUid));
    expect((await resume(cookie, init.merchantUid)).statusCode).toBe(200);
    await t.services.billing.abandonStale(later(minutes - 1));
    expect((await orderRow(init.merchantUid)).paymentStatus).toBe('ready');
    expect(await balance(resident.residentIdx)).toBe(0);

    await t.services.billing.abandonStale(later(minutes + 1));
    expect(await orderRow(init.merchantUid)).toMatchObject({ paymentStatus: 'failed', failReason: '결제가 완료되지 않아 주문을 닫았어요.' });
    expect(await balance(resident.residentIdx)).toBe(3_000);
    expect((await couponCopy(copy.residentCouponIdx)).orderIdx).toBeNull();
    const cart = (await t.app.inject({ method: 'GET', url: '/api/v2/carts', headers: { cookie } })).json().data;
    expect(cart.count).toBe(1);
  });

  it('a payment made after the order was abandoned is refunded in full, and the coupon stays released', async () => {
    const { resident, cookie, init, copy } = await interrupted();
    expect((await returnCart(cookie, init.merchantUid)).statusCode).toBe(200);
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount });
    await reportSuccess(t, cookie, impUid, init.merchantUid);
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.impUid, impUid));
    expect(payment).toMatchObject({ status: 'cancelled', cancelAmount: init.amount });
    expect(await orderRow(init.merchantUid)).toMatchObject({ paymentStatus: 'failed' });
    expect(await balance(resident.residentIdx)).toBe(3_000);
    expect((await couponCopy(copy.residentCouponIdx)).orderIdx).toBeNull();
  });

  itOnPostgres('return_cart, the abandon job and a payment arriving at once: one wins, the points come back at most once', async () => {
    for (let round = 0; round < 4; round++) {
      const { resident, cookie, init, copy } = await interrupted();
      let impUid = '';
      await Promise.all([
        returnCart(cookie, init.merchantUid),
        returnCart(cookie, init.merchantUid),
        t.services.billing.abandonStale(later(t.config.portone.abandonMinutes + 1)),
        (async () => {
          impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount });
          await reportSuccess(t, cookie, impUid, init.merchantUid);
        })(),
      ]);
      const order = await orderRow(init.merchantUid);
      const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.impUid, impUid));
      const ledger = await t.db.select().from(pointLedger).where(eq(pointLedger.residentIdx, resident.residentIdx));
      const returned = ledger.filter((r) => r.reason === 'spend_return');
      if (order.paymentStatus === 'paid') {
        // The payment won: the coupon is used, the points stay spent, the payment stands.
        expect(payment!.status).toBe('paid');
        expect((await couponCopy(copy.residentCouponIdx)).usedAt).not.toBeNull();
        expect(returned).toHaveLength(0);
      } else {
        // The abandonment won: released once, and the payment that came after is refunded in full.
        expect(order.paymentStatus).toBe('failed');
        expect(returned).toHaveLength(1);
        expect(await balance(resident.residentIdx)).toBe(3_000);
        expect((await couponCopy(copy.residentCouponIdx)).orderIdx).toBeNull();
        await t.services.billing.reconcile(later(2));
        const [after] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.impUid, impUid));
        expect(after).toMatchObject({ status: 'cancelled', cancelAmount: init.amount });
      }
    }
  }, 60_000);
});
