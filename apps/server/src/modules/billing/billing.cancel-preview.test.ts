import { formatWon } from '@ipju/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointLedger, residentCoupons, residents } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createCoupon, giveCoupon } from '../../../test/factories/coupons';
import { addLine, bookableItem, reportSuccess, sandboxPay, shopper, startOrder, visitDay } from '../../../test/factories/commerce';

/** The cancel sheet's sentence (GET .../cancel-preview) says what the cancel then does. */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const balanceOf = async (residentIdx: number) =>
  (await t.db.select().from(residents).where(eq(residents.residentIdx, residentIdx)))[0]!.pointBalance;

async function setup() {
  const { resident, cookie } = await shopper(t);
  const a = await bookableItem(t.db);
  const b = await bookableItem(t.db);
  const c = await bookableItem(t.db);
  const la = await addLine(t, cookie, { itemIdx: a.item.itemIdx, pyeong: 34, tz: visitDay(), time: 9 });
  const lb = await addLine(t, cookie, { itemIdx: b.item.itemIdx, pyeong: 34, tz: visitDay(), time: 9 });
  const lc = await addLine(t, cookie, { itemIdx: c.item.itemIdx, pyeong: 40, tz: visitDay(), time: 9 });
  // A coupon covering the first two services, and points over all three.
  const coupon = await createCoupon(t.db, { name: `두 서비스 쿠폰 ${resident.residentIdx}`, discountValue: 50_000, itemIdxs: [a.item.itemIdx, b.item.itemIdx] });
  const copy = await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: resident.residentIdx });
  await t.db.update(residents).set({ pointBalance: 20_000 }).where(eq(residents.residentIdx, resident.residentIdx));
  await t.db.insert(pointLedger).values({ residentIdx: resident.residentIdx, amount: 20_000, balanceAfter: 20_000, reason: 'event', memo: '테스트 적립' });
  const init = await startOrder(t, cookie, { cartIdxs: [la.cartIdx, lb.cartIdx, lc.cartIdx], couponIdxs: [coupon.couponIdx], point: 20_000 });
  const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount });
  expect((await reportSuccess(t, cookie, impUid, init.merchantUid)).statusCode).toBe(200);
  return { resident, cookie, merchantUid: init.merchantUid, coupon, copy, items: [a, b, c] };
}

const preview = (cookie: string, merchantUid: string, lineIdxs?: number[]) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v2/billings/${merchantUid}/cancel-preview${lineIdxs ? `?lineIdxs=${lineIdxs.join(',')}` : ''}`,
    headers: { cookie },
  });

const detail = async (cookie: string, merchantUid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v2/billings/detail?merchantUid=${merchantUid}`, headers: { cookie } })).json().data;

describe('GET /billings/{merchantUid}/cancel-preview', () => {
  it('says what the cancel then does: refund, points, coupon kept then restored, voucher lowered then taken back', async () => {
    const { resident, cookie, merchantUid, copy, coupon } = await setup();
    const order = await detail(cookie, merchantUid);
    expect(order.voucher).toMatchObject({ amount: 30_000, status: 'issued' }); // 1,300,000 paid with points
    const [first, second] = order.lines as Array<{ lineIdx: number; payAmount: number; pointsUsed: number }>;

    // 1. The first service: its coupon still covers the second, the voucher drops to 10,000 (925,000 left).
    const p1 = (await preview(cookie, merchantUid, [first!.lineIdx])).json().data;
    expect(p1).toMatchObject({
      refundAmount: first!.payAmount,
      refundPoints: first!.pointsUsed,
      fee: 0,
      coupons: [{ name: coupon.name, restored: false }],
      voucher: { now: 30_000, after: 10_000 },
    });
    expect(p1.sentence).toContain(`신용카드로 ${formatWon(first!.payAmount)}`);
    expect(p1.sentence).toContain(`사용한 쿠폰(${coupon.name})은 함께 할인받은 다른 서비스에 남아 있어 돌아오지 않아요.`);
    expect(p1.sentence).toContain('받은 상품권은 30,000원에서 10,000원으로 바뀌어요.');
    const pointsBefore = await balanceOf(resident.residentIdx);
    const c1 = await t.app.inject({ method: 'PUT', url: `/api/v2/billings/${merchantUid}/cancel`, headers: { cookie }, payload: { lineIdxs: [first!.lineIdx], reason: '취소' } });
    expect(c1.statusCode, c1.body).toBe(200);
    expect(c1.json().data.refund).toMatchObject({ amount: p1.refundAmount, points: p1.refundPoints, fee: p1.fee, couponsRestored: 0 });
    expect(c1.json().data.order.voucher).toMatchObject({ amount: 10_000, status: 'issued' });
    expect(await balanceOf(resident.residentIdx)).toBe(pointsBefore + p1.refundPoints - p1.rewardTakenBack);
    const [held] = await t.db.select().from(residentCoupons).where(eq(residentCoupons.residentCouponIdx, copy.residentCouponIdx));
    expect(held!.usedAt).not.toBeNull();

    // 2. The second: the coupon comes back, and 550,000 left earns no voucher.
    const p2 = (await preview(cookie, merchantUid, [second!.lineIdx])).json().data;
    expect(p2).toMatchObject({ coupons: [{ restored: true }], voucher: { now: 10_000, after: null } });
    expect(p2.sentence).toContain(`사용한 쿠폰(${coupon.name})도 돌아와요.`);
    expect(p2.sentence).toContain('받은 상품권 10,000원은 회수돼요.');
    const before2 = await balanceOf(resident.residentIdx);
    const c2 = await t.app.inject({ method: 'PUT', url: `/api/v2/billings/${merchantUid}/cancel`, headers: { cookie }, payload: { lineIdxs: [second!.lineIdx], reason: '취소' } });
    expect(c2.json().data.refund).toMatchObject({ amount: p2.refundAmount, points: p2.refundPoints, couponsRestored: 1 });
    expect(c2.json().data.order.voucher).toMatchObject({ amount: 10_000, status: 'withdrawn' });
    expect(await balanceOf(resident.residentIdx)).toBe(before2 + p2.refundPoints - p2.rewardTakenBack);
    const [back] = await t.db.select().from(residentCoupons).where(eq(residentCoupons.residentCouponIdx, copy.residentCouponIdx));
    expect(back).toMatchObject({ usedAt: null, orderIdx: null });
  });

  it("refuses as the cancel would, and answers another resident's order like a missing one", async () => {
    const { cookie, merchantUid } = await setup();
    const stranger = await shopper(t);
    const other = await preview(stranger.cookie, merchantUid);
    expect(other.statusCode).toBe(404);
    const missing = await preview(cookie, merchantUid, [999_999]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().details[0].field).toBe('lineIdxs');
    const bad = await preview(cookie, merchantUid.replace('ipju_', 'ipju!'));
    expect(bad.statusCode).toBe(400);
    const whole = (await preview(cookie, merchantUid)).json().data;
    expect(whole.lineIdxs).toHaveLength(3);
    expect(whole.sentence).toMatch(/^취소하면 신용카드로 .*원, 포인트 20,000P를 돌려받아요\./);
  });
});
