import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { residentCoupons } from '../../db/schema';
import { createCoupon, giveCoupon } from '../../../test/factories/coupons';
import { createOrder } from '../../../test/factories/orders';
import { createResident } from '../../../test/factories/residents';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { itOnPostgres } from '../../../test/on-postgres';
import {
  describeCopies,
  markCouponsUsed,
  planCoupons,
  releaseCoupons,
  reserveCoupons,
  type CouponLineInput,
} from './coupon-checkout';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

const line = (key: number, categoryCode: string, price: number, itemIdx = 1_000 + key): CouponLineInput => ({ key, itemIdx, categoryCode, price });

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const copy = async (residentCouponIdx: number) =>
  (await t.db.select().from(residentCoupons).where(eq(residentCoupons.residentCouponIdx, residentCouponIdx)))[0]!;

describe('planCoupons', () => {
  it('uses the copy that expires first and splits the discount over the covered lines', async () => {
    const r = (await createResident(t.db)).residentIdx;
    const coupon = await createCoupon(t.db, { name: '입주청소 10% 할인', categoryCodes: ['cleaning'], discountType: 'percent', discountValue: 10, maxDiscount: 30_000 });
    await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: r });
    const soon = await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: r, expiresAt: new Date(Date.now() + 2 * DAY_MS) });
    await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: r, expiresAt: new Date(Date.now() + 9 * DAY_MS) });
    const lines = [line(1, 'cleaning', 123_450), line(2, 'cleaning', 76_550), line(3, 'tljoint', 500_000)];
    const [plan] = await planCoupons(t.db, r, [coupon.couponIdx], lines);
    expect(plan).toEqual({
      couponIdx: coupon.couponIdx,
      residentCouponIdx: soon.residentCouponIdx,
      name: '입주청소 10% 할인',
      discount: 20_000,
      allocations: [
        { key: 1, discount: 12_345 },
        { key: 2, discount: 7_655 },
      ],
    });
  });

  it('plans several coupons on different lines, capped and rounded down to 10 won', async () => {
    const r = (await createResident(t.db)).residentIdx;
    const percent = await createCoupon(t.db, { categoryCodes: ['cleaning'], discountType: 'percent', discountValue: 7 });
    const fixed = await createCoupon(t.db, { itemIdxs: [2002], discountValue: 20_000, minOrderAmount: 300_000 });
    for (const c of [percent, fixed]) await giveCoupon(t.db, { couponIdx: c.couponIdx, residentIdx: r });
    const plans = await planCoupons(t.db, r, [percent.couponIdx, fixed.couponIdx], [line(1, 'cleaning', 123_456), line(2, 'tljoint', 310_000, 2002)]);
    expect(plans.map((p) => [p.couponIdx, p.discount, p.allocations])).toEqual([
      [percent.couponIdx, 8_640, [{ key: 1, discount: 8_640 }]],
      [fixed.couponIdx, 20_000, [{ key: 2, discount: 20_000 }]],
    ]);
  });

  it('refuses a coupon without an available copy, naming it', async () => {
    const r = (await createResident(t.db)).residentIdx;
    const coupon = await createCoupon(t.db, { name: '줄눈 2만원 할인' });
    await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: r, expiresAt: new Date(Date.now() - 1000) });
    const e = await refusal(planCoupons(t.db, r, [coupon.couponIdx], [line(1, 'tljoint', 400_000)]));
    expect(e.statusCode).toBe(409);
    expect(e.message).toBe('사용할 수 있는 쿠폰이 없어요: 줄눈 2만원 할인');
    expect(e.details).toEqual([{ field: 'couponIdxs', message: e.message }]);
  });

  it('refuses a coupon that covers none of the lines, or whose lines do not reach the minimum', async () => {
    const r = (await createResident(t.db)).residentIdx;
    const cleaning = await createCoupon(t.db, { name: '입주청소 할인', categoryCodes: ['cleaning'] });
    const big = await createCoupon(t.db, { name: 'WELCOME2026', minOrderAmount: 100_000 });
    for (const c of [cleaning, big]) await giveCoupon(t.db, { couponIdx: c.couponIdx, residentIdx: r });
    const none = await refusal(planCoupons(t.db, r, [cleaning.couponIdx], [line(1, 'tljoint', 400_000)]));
    expect(none.statusCode).toBe(400);
    expect(none.message).toBe('입주청소 할인은 이 주문의 서비스에 쓸 수 없어요.');
    const short = await refusal(planCoupons(t.db, r, [big.couponIdx], [line(1, 'tljoint', 70_000)]));
    expect(short.statusCode).toBe(400);
    expect(short.message).toBe('WELCOME2026은 적용 서비스 금액이 100,000원 이상일 때 쓸 수 있어요. 30,000원 더 담아 주세요.');
    expect(short.details?.[0]?.field).toBe('couponIdxs');
  });

  it('allows one coupon per line', async () => {
    const r = (await createResident(t.db)).residentIdx;
    const all = await createCoupon(t.db, { name: '모든 서비스 할인' });
    const cleaning = await createCoupon(t.db, { name: '입주청소 특가', categoryCodes: ['cleaning'] });
    for (const c of [all, cleaning]) await giveCoupon(t.db, { couponIdx: c.couponIdx, residentIdx: r });
    const e = await refusal(planCoupons(t.db, r, [all.couponIdx, cleaning.couponIdx], [line(1, 'cleaning', 300_000), line(2, 'tljoint', 300_000)]));
    expect(e.statusCode).toBe(400);
    expect(e.message).toBe('모든 서비스 할인과 입주청소 특가는 같은 서비스에 함께 쓸 수 없어요.');
  });

  it('never reads another resident’s copies', async () => {
    const owner = (await createResident(t.db)).residentIdx;
    const other = (await createResident(t.db)).residentIdx;
    const coupon = await createCoupon(t.db);
    await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: owner });
    const e = await refusal(planCoupons(t.db, other, [coupon.couponIdx], [line(1, 'cleaning', 300_000)]));
    expect(e.statusCode).toBe(409);
  });
});

describe('reserve, use and release', () => {
  it('reserves copies for an order, marks them used, and gives them back', async () => {
    const r = (await createResident(t.db)).residentIdx;
    const coupon = await createCoupon(t.db, { name: '이사 할인' });
    const a = await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: r });
    const b = await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: r });
    const order = await createOrder(t.db, { residentIdx: r });
    await t.db.transaction((tx) => reserveCoupons(tx, [a.residentCouponIdx, b.residentCouponIdx], order.orderIdx));
    expect(await describeCopies(t.db, [b.residentCouponIdx, a.residentCouponIdx])).toEqual([
      { residentCouponIdx: a.residentCouponIdx, couponIdx: coupon.couponIdx, name: '이사 할인' },
      { residentCouponIdx: b.residentCouponIdx, couponIdx: coupon.couponIdx, name: '이사 할인' },
    ]);
    expect(await t.db.transaction((tx) => markCouponsUsed(tx, order.orderIdx))).toBe(2);
    expect((await copy(a.residentCouponIdx)).usedAt).not.toBeNull();
    expect(await t.db.transaction((tx) => releaseCoupons(tx, order.orderIdx, [b.residentCouponIdx]))).toBe(1);
    expect(await copy(b.residentCouponIdx)).toMatchObject({ orderIdx: null, usedAt: null });
    expect(await t.db.transaction((tx) => releaseCoupons(tx, order.orderIdx))).toBe(1);
    expect(await t.db.transaction((tx) => releaseCoupons(tx, order.orderIdx))).toBe(0);
    expect(await copy(a.residentCouponIdx)).toMatchObject({ orderIdx: null, usedAt: null });
  });

  it('refuses a copy held by another order or expired, and the rollback keeps the others free', async () => {
    const r = (await createResident(t.db)).residentIdx;
    const coupon = await createCoupon(t.db);
    const free = await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: r });
    const held = await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: r });
    const expired = await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: r, expiresAt: new Date(Date.now() - 1000) });
    const first = await createOrder(t.db, { residentIdx: r });
    const second = await createOrder(t.db, { residentIdx: r });
    await t.db.transaction((tx) => reserveCoupons(tx, [held.residentCouponIdx], first.orderIdx));
    for (const ids of [[free.residentCouponIdx, held.residentCouponIdx], [expired.residentCouponIdx]]) {
      const e = await refusal(t.db.transaction((tx) => reserveCoupons(tx, ids, second.orderIdx)));
      expect(e.statusCode).toBe(409);
      expect(e.message).toBe('이미 사용 중인 쿠폰이 있어요. 쿠폰을 다시 골라 주세요.');
      expect(e.details?.[0]?.field).toBe('couponIdxs');
    }
    expect((await copy(free.residentCouponIdx)).orderIdx).toBeNull();
    expect((await copy(held.residentCouponIdx)).orderIdx).toBe(first.orderIdx);
  });

  itOnPostgres('lets exactly one of 10 concurrent orders reserve a copy', async () => {
    const r = (await createResident(t.db)).residentIdx;
    const coupon = await createCoupon(t.db);
    const only = await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: r });
    const orders = await Promise.all(Array.from({ length: 10 }, () => createOrder(t.db, { residentIdx: r })));
    const results = await Promise.allSettled(
      orders.map((o) => t.db.transaction((tx) => reserveCoupons(tx, [only.residentCouponIdx], o.orderIdx))),
    );
    const won = results.flatMap((res, i) => (res.status === 'fulfilled' ? [orders[i]!.orderIdx] : []));
    expect(won).toHaveLength(1);
    expect(results.filter((res) => res.status === 'rejected' && (res.reason as AppError).statusCode === 409)).toHaveLength(9);
    expect((await copy(only.residentCouponIdx)).orderIdx).toBe(won[0]);
  });
});
