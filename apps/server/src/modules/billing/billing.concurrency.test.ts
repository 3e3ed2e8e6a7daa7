import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders, pointLedger, residentCoupons, residents, slotUsage, vouchers } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { describeOnPostgres } from '../../../test/on-postgres';
import { createCoupon, giveCoupon } from '../../../test/factories/coupons';
import { createSlotUsage } from '../../../test/factories/schedule';
import { addLine, bookableItem, reportSuccess, sandboxPay, shopper, startOrder, visitDay, VISIT_DETAILS } from '../../../test/factories/commerce';

/**
 * The money and booking invariants under concurrency, on real PostgreSQL (PGlite has one connection and
 * cannot race). Each test fires its requests at once with Promise.all.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A resident with `n` dated cart lines of distinct services priced 1,000,000 won each (평형 tier 25~34평). */
async function residentWithLines(n: number, options: { points?: number; tz?: string } = {}) {
  const { resident, cookie } = await shopper(t, options.points ? { pointBalance: 0 } : {});
  const lines = [];
  for (let i = 0; i < n; i++) {
    const item = await bookableItem(t.db, {
      optionGroups: [
        {
          name: '평형',
          kind: 'pyeong',
          required: true,
          multiple: false,
          options: [{ name: '전 평형', price: 1_000_000, pyeongMin: 1, pyeongMax: 200 }],
        },
      ],
    });
    lines.push(await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: options.tz ?? '미정' }));
  }
  if (options.points) {
    await t.db.update(residents).set({ pointBalance: options.points }).where(eq(residents.residentIdx, resident.residentIdx));
    await t.db.insert(pointLedger).values({ residentIdx: resident.residentIdx, amount: options.points, balanceAfter: options.points, reason: 'event', memo: '테스트 적립' });
  }
  return { resident, cookie, lines };
}

const init = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v2/billings/init', headers: { cookie }, payload: { couponIdxs: [], point: 0, payMethod: 'card', agreeTerms: true, ...VISIT_DETAILS, ...payload } });

describeOnPostgres('payments under concurrency', () => {
  it('20 concurrent reports of one payment make one paid order, one payment reward and one voucher', async () => {
    const { cookie, lines, resident } = await residentWithLines(1);
    const order = await startOrder(t, cookie, { cartIdxs: [lines[0]!.cartIdx] });
    const impUid = await sandboxPay(t, { merchantUid: order.merchantUid, amount: order.amount });
    const reports = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? reportSuccess(t, cookie, impUid, order.merchantUid)
          : t.app.inject({ method: 'POST', url: '/api/v2/billings/webhook', payload: { imp_uid: impUid, merchant_uid: order.merchantUid, status: 'paid' } }),
      ),
    );
    for (const r of reports) expect(r.statusCode, r.body).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.merchantUid, order.merchantUid));
    expect(row).toMatchObject({ paymentStatus: 'paid', impUid });
    const rewards = await t.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.orderIdx, row!.orderIdx), eq(pointLedger.reason, 'purchase')));
    expect(rewards).toHaveLength(1);
    expect(rewards[0]!.amount).toBe(10_000);
    const issued = await t.db.select().from(vouchers).where(eq(vouchers.orderIdx, row!.orderIdx));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ amount: 30_000, status: 'issued' });
    const [me] = await t.db.select().from(residents).where(eq(residents.residentIdx, resident.residentIdx));
    expect(me!.pointBalance).toBe(10_000);
  });

  it('one coupon in 10 concurrent payments is used once', async () => {
    const { cookie, lines, resident } = await residentWithLines(10);
    const coupon = await createCoupon(t.db, { discountType: 'fixed', discountValue: 10_000 });
    await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: resident.residentIdx });
    const results = await Promise.all(lines.map((l) => init(cookie, { cartIdxs: [l.cartIdx], couponIdxs: [coupon.couponIdx] })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toMatch(/쿠폰/);
    }
    const copies = await t.db.select().from(residentCoupons).where(eq(residentCoupons.residentIdx, resident.residentIdx));
    expect(copies).toHaveLength(1);
    expect(copies[0]!.orderIdx).not.toBeNull();
    // The refused payments left their lines in the cart.
    const cart = (await t.app.inject({ method: 'GET', url: '/api/v2/carts', headers: { cookie } })).json().data;
    expect(cart.count).toBe(9);
  });

  it('10 concurrent payments spending the whole point balance: one succeeds and the balance never goes below zero', async () => {
    const { cookie, lines, resident } = await residentWithLines(10, { points: 50_000 });
    const results = await Promise.all(lines.map((l) => init(cookie, { cartIdxs: [l.cartIdx], point: 50_000 })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect([400, 409]).toContain(r.statusCode);
      expect(r.json().message).toMatch(/포인트/);
    }
    const [me] = await t.db.select().from(residents).where(eq(residents.residentIdx, resident.residentIdx));
    expect(me!.pointBalance).toBe(0);
    const spends = await t.db
      .select()
      .from(pointLedger)
      .where(and(eq(pointLedger.residentIdx, resident.residentIdx), eq(pointLedger.reason, 'spend')));
    expect(spends.map((s) => s.amount)).toEqual([-50_000]);
  });

  it('a slot with capacity 1 and 10 concurrent paid orders: one holds it, the others are refunded', async () => {
    const item = await bookableItem(t.db);
    const day = visitDay(5);
    await createSlotUsage(t.db, { partnerIdx: item.partner.partnerIdx, visitDate: day, slotHour: 9, capacity: 1, held: 0 });
    const buyers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const { cookie } = await shopper(t);
        const line = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: day, time: 9 });
        const order = await startOrder(t, cookie, { cartIdxs: [line.cartIdx] });
        const impUid = await sandboxPay(t, { merchantUid: order.merchantUid, amount: order.amount });
        return { cookie, order, impUid };
      }),
    );
    const results = await Promise.all(buyers.map((b) => reportSuccess(t, b.cookie, b.impUid, b.order.merchantUid)));
    const outcomes = results.map((r) => r.json().data.outcome);
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'failed')).toHaveLength(9);
    const [slot] = await t.db
      .select()
      .from(slotUsage)
      .where(and(eq(slotUsage.partnerIdx, item.partner.partnerIdx), eq(slotUsage.visitDate, day)));
    expect(slot).toMatchObject({ held: 1, capacity: 1 });
    const refused = results.filter((r) => r.json().data.outcome === 'failed');
    for (const r of refused) expect(r.json().data.message).toMatch(/마감/);
  });
});
