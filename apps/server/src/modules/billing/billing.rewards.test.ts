import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointLedger, residentCoupons, residents, vouchers } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createCoupon, giveCoupon } from '../../../test/factories/coupons';
import { addLine, bookableItem, reportSuccess, sandboxPay, shopper, startOrder, visitDay, VISIT_DETAILS } from '../../../test/factories/commerce';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function givePoints(residentIdx: number, amount: number) {
  await t.db.update(residents).set({ pointBalance: amount }).where(eq(residents.residentIdx, residentIdx));
  await t.db.insert(pointLedger).values({ residentIdx, amount, balanceAfter: amount, reason: 'event', memo: '테스트 적립' });
}
const balanceOf = async (residentIdx: number) =>
  (await t.db.select().from(residents).where(eq(residents.residentIdx, residentIdx)))[0]!.pointBalance;

/** Two services (400,000 and 300,000 won) in the cart of a resident holding a 50,000 won coupon and 20,000 points. */
async function setup() {
  const { resident, cookie } = await shopper(t);
  const a = await bookableItem(t.db);
  const b = await bookableItem(t.db);
  const la = await addLine(t, cookie, { itemIdx: a.item.itemIdx, pyeong: 34, tz: visitDay(), time: 9 });
  const lb = await addLine(t, cookie, { itemIdx: b.item.itemIdx, pyeong: 20, tz: '미정' });
  const coupon = await createCoupon(t.db, { discountType: 'fixed', discountValue: 50_000, minOrderAmount: 500_000 });
  const copy = await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: resident.residentIdx });
  await givePoints(resident.residentIdx, 20_000);
  return { resident, cookie, la, lb, coupon, copy };
}

describe('coupons and points in a payment', () => {
  it('quotes and charges the price less the coupon and the points, spread over the services', async () => {
    const { cookie, la, lb, coupon, resident } = await setup();
    const body = { cartIdxs: [la.cartIdx, lb.cartIdx], couponIdxs: [coupon.couponIdx], point: 14_000 };
    const quote = await t.app.inject({ method: 'POST', url: '/api/v2/billings/quote', headers: { cookie }, payload: body });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data).toMatchObject({
      itemsTotal: 700_000,
      couponDiscount: 50_000,
      pointsUsed: 14_000,
      amount: 636_000,
      pointBalance: 20_000,
      maxUsablePoints: 20_000,
      voucher: null,
      purchasePoints: 6_500,
    });
    // 50,000 over 400,000 : 300,000; then 14,000 over what is left of each.
    expect(quote.json().data.lines.map((l: { couponDiscount: number; pointsUsed: number; payAmount: number }) => [l.couponDiscount, l.pointsUsed, l.payAmount])).toEqual([
      [28_571 + 1, 8_000, 363_428],
      [21_428, 6_000, 272_572],
    ]);

    const init = await startOrder(t, cookie, { ...body });
    expect(init.amount).toBe(636_000);
    expect(await balanceOf(resident.residentIdx)).toBe(6_000);
    const [held] = await t.db.select().from(residentCoupons).where(eq(residentCoupons.residentIdx, resident.residentIdx));
    expect(held!.orderIdx).not.toBeNull();
    expect(held!.usedAt).toBeNull();

    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount });
    const paid = (await reportSuccess(t, cookie, impUid, init.merchantUid)).json().data.order;
    expect(paid.lines.map((l: { couponName: string | null }) => l.couponName)).toEqual([coupon.name, coupon.name]);
    const [used] = await t.db.select().from(residentCoupons).where(eq(residentCoupons.residentIdx, resident.residentIdx));
    expect(used!.usedAt).not.toBeNull();
    // The payment reward: 1% of 650,000 (card and points) = 6,500.
    expect(await balanceOf(resident.residentIdx)).toBe(6_000 + 6_500);
  });

  it('gives the coupon and points back when the payment fails', async () => {
    const { cookie, la, lb, coupon, resident } = await setup();
    const init = await startOrder(t, cookie, { cartIdxs: [la.cartIdx, lb.cartIdx], couponIdxs: [coupon.couponIdx], point: 20_000 });
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount, outcome: 'cancelled' });
    const res = await reportSuccess(t, cookie, impUid, init.merchantUid);
    expect(res.json().data.outcome).toBe('failed');
    expect(await balanceOf(resident.residentIdx)).toBe(20_000);
    const [copy] = await t.db.select().from(residentCoupons).where(eq(residentCoupons.residentIdx, resident.residentIdx));
    expect(copy).toMatchObject({ orderIdx: null, usedAt: null });
    const cart = (await t.app.inject({ method: 'GET', url: '/api/v2/carts', headers: { cookie } })).json().data;
    expect(cart.count).toBe(2);
  });

  it('refuses a coupon the resident does not hold, and more points than the balance', async () => {
    const { cookie, la, resident } = await setup();
    const notMine = await createCoupon(t.db);
    const coupon = await t.app.inject({
      method: 'POST',
      url: '/api/v2/billings/quote',
      headers: { cookie },
      payload: { cartIdxs: [la.cartIdx], couponIdxs: [notMine.couponIdx], point: 0 },
    });
    expect([400, 409]).toContain(coupon.statusCode);
    expect(coupon.json().message).toMatch(/쿠폰/);
    const points = await t.app.inject({
      method: 'POST',
      url: '/api/v2/billings/init',
      headers: { cookie },
      payload: { cartIdxs: [la.cartIdx], point: 30_000, payMethod: 'card', agreeTerms: true, ...VISIT_DETAILS },
    });
    expect(points.statusCode).toBe(400);
    expect(points.json()).toMatchObject({ message: '보유 포인트(20,000P)보다 많이 쓸 수 없어요.', details: [{ field: 'point' }] });
    expect(await balanceOf(resident.residentIdx)).toBe(20_000);
  });

  it('pays with coupons and points alone without a payment window', async () => {
    const { resident, cookie } = await shopper(t);
    const item = await bookableItem(t.db, {
      optionGroups: [{ name: '평형', kind: 'pyeong', required: true, multiple: false, options: [{ name: '전 평형', price: 30_000, pyeongMin: 1, pyeongMax: 200 }] }],
    });
    const line = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 30, tz: visitDay(), time: 13 });
    await givePoints(resident.residentIdx, 30_000);
    const init = await startOrder(t, cookie, { cartIdxs: [line.cartIdx], point: 30_000 });
    expect(init).toMatchObject({ amount: 0, paid: true, payment: null });
    const order = (await t.app.inject({ method: 'GET', url: `/api/v2/billings/detail?merchantUid=${init.merchantUid}`, headers: { cookie } })).json().data;
    expect(order).toMatchObject({ status: 'awaiting_work', paymentStatus: 'paid', payMethodLabel: '쿠폰·포인트 결제' });
  });
});

describe('cancelling gives back what the services used', () => {
  it('returns points, takes back the reward, and returns the coupon once every service it covered is cancelled', async () => {
    const { cookie, la, lb, coupon, resident } = await setup();
    const init = await startOrder(t, cookie, { cartIdxs: [la.cartIdx, lb.cartIdx], couponIdxs: [coupon.couponIdx], point: 14_000 });
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount });
    const order = (await reportSuccess(t, cookie, impUid, init.merchantUid)).json().data.order;
    const [first, second] = order.lines;
    expect(await balanceOf(resident.residentIdx)).toBe(12_500);

    const one = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/billings/${init.merchantUid}/cancel`,
      headers: { cookie },
      payload: { lineIdxs: [first.lineIdx], reason: '일정이 바뀌었어요' },
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.refund).toMatchObject({ amount: 363_428, points: 8_000, fee: 0, couponsRestored: 0 });
    // 8,000 points back, the reward share of the cancelled service (400,000 - 28,572 coupon = 371,428 of 650,000) taken back.
    const afterOne = await balanceOf(resident.residentIdx);
    expect(afterOne).toBe(12_500 + 8_000 - 3_710);
    const [stillUsed] = await t.db.select().from(residentCoupons).where(eq(residentCoupons.residentIdx, resident.residentIdx));
    expect(stillUsed!.usedAt).not.toBeNull();

    const two = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/billings/${init.merchantUid}/cancel`,
      headers: { cookie },
      payload: { lineIdxs: [second.lineIdx], reason: '다른 업체를 이용할게요' },
    });
    expect(two.json().data.refund).toMatchObject({ amount: 272_572, points: 6_000, couponsRestored: 1 });
    expect(two.json().data.order).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled', refundedAmount: 636_000, refundedPoints: 14_000 });
    // Everything is back: the 20,000 points, no reward, the coupon.
    expect(await balanceOf(resident.residentIdx)).toBe(20_000);
    const [back] = await t.db.select().from(residentCoupons).where(eq(residentCoupons.residentIdx, resident.residentIdx));
    expect(back).toMatchObject({ orderIdx: null, usedAt: null });
  });

  it('takes the payment reward back in full even when it was spent: points parked in an unpaid order gain nothing', async () => {
    const { resident, cookie } = await shopper(t);
    const item = await bookableItem(t.db);
    const cart = () => addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: visitDay(), time: 9 });
    const first = await startOrder(t, cookie, { cartIdxs: [(await cart()).cartIdx] });
    const impUid = await sandboxPay(t, { merchantUid: first.merchantUid, amount: first.amount });
    expect((await reportSuccess(t, cookie, impUid, first.merchantUid)).statusCode).toBe(200);
    const reward = await balanceOf(resident.residentIdx);
    expect(reward).toBeGreaterThan(0);

    // The reward is put on a second order left in its payment window: the balance is 0 when the first is cancelled.
    const parked = await startOrder(t, cookie, { cartIdxs: [(await cart()).cartIdx], point: reward });
    expect(await balanceOf(resident.residentIdx)).toBe(0);
    const preview = await t.app.inject({ url: `/api/v2/billings/${first.merchantUid}/cancel-preview`, headers: { cookie } });
    expect(preview.json().data.rewardTakenBack).toBe(reward);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/billings/${first.merchantUid}/cancel`,
      headers: { cookie },
      payload: { reason: '단순 변심' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.refund.amount).toBe(first.amount);
    const owed = await t.app.inject({ url: '/api/v2/points', headers: { cookie } });
    expect(owed.json().data).toMatchObject({ balance: 0, owed: reward, earnedTotal: 0 });

    // The parked points come back and pay what the cancel could not take: the resident ends where they began.
    const back = await t.app.inject({ method: 'POST', url: '/api/v2/billings/return_cart', headers: { cookie }, payload: { merchantUid: parked.merchantUid } });
    expect(back.statusCode, back.body).toBe(200);
    const after = (await t.app.inject({ url: '/api/v2/points', headers: { cookie } })).json().data;
    expect(after).toMatchObject({ balance: 0, owed: 0, earnedTotal: 0 });
    expect(after.entries.map((e: { reason: string; amount: number }) => [e.reason, e.amount])).toEqual([
      ['owed_recovery', -reward],
      ['spend_return', reward],
      ['spend', -reward],
      ['purchase', reward],
    ]);
  });

  it('withdraws the voucher of a cancelled order', async () => {
    const { cookie, resident } = await shopper(t);
    const item = await bookableItem(t.db, {
      optionGroups: [{ name: '평형', kind: 'pyeong', required: true, multiple: false, options: [{ name: '전 평형', price: 1_000_000, pyeongMin: 1, pyeongMax: 200 }] }],
    });
    const line = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 30, tz: '미정' });
    const init = await startOrder(t, cookie, { cartIdxs: [line.cartIdx] });
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount });
    const order = (await reportSuccess(t, cookie, impUid, init.merchantUid)).json().data.order;
    expect(order.voucher).toMatchObject({ amount: 30_000, status: 'issued' });
    const res = await t.app.inject({ method: 'PUT', url: `/api/v2/billings/${init.merchantUid}/cancel`, headers: { cookie }, payload: { reason: '취소' } });
    expect(res.json().data.order.voucher).toMatchObject({ amount: 30_000, status: 'withdrawn' });
    const issued = await t.db
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.residentIdx, resident.residentIdx), eq(vouchers.status, 'issued')));
    expect(issued).toHaveLength(0);
  });
});
