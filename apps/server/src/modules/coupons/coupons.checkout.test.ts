import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createCoupon, giveCoupon } from '../../../test/factories/coupons';
import { addLine, bookableItem, shopper, visitDay } from '../../../test/factories/commerce';

/** GET /coupons/checkout: every coupon the resident may use on these lines, and the best combination. */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the checkout coupon sheet', () => {
  it('applies the best combination (not the greedy one), lists coupons still to download, and the quote charges it', async () => {
    const { resident, cookie } = await shopper(t);
    const a = await bookableItem(t.db);
    const b = await bookableItem(t.db);
    const la = await addLine(t, cookie, { itemIdx: a.item.itemIdx, pyeong: 34, tz: visitDay(), time: 9 });
    const lb = await addLine(t, cookie, { itemIdx: b.item.itemIdx, pyeong: 20, tz: visitDay(), time: 9 });
    const both = await createCoupon(t.db, { name: `두 서비스 3만원 ${resident.residentIdx}`, discountValue: 30_000, itemIdxs: [a.item.itemIdx, b.item.itemIdx] });
    const onA = await createCoupon(t.db, { name: `A 2만원 ${resident.residentIdx}`, discountValue: 20_000, itemIdxs: [a.item.itemIdx] });
    const onB = await createCoupon(t.db, { name: `B 10% ${resident.residentIdx}`, discountType: 'percent', discountValue: 10, maxDiscount: 20_000, itemIdxs: [b.item.itemIdx] });
    const tooBig = await createCoupon(t.db, { name: `B 최소 50만 ${resident.residentIdx}`, discountValue: 50_000, minOrderAmount: 500_000, itemIdxs: [b.item.itemIdx] });
    for (const c of [both, onA, onB, tooBig]) await giveCoupon(t.db, { couponIdx: c.couponIdx, residentIdx: resident.residentIdx });
    const offered = await createCoupon(t.db, { name: `받는 쿠폰 ${resident.residentIdx}`, discountValue: 25_000, downloadable: true, itemIdxs: [a.item.itemIdx] });
    const elsewhere = await createCoupon(t.db, { name: `다른 상품 ${resident.residentIdx}`, discountValue: 25_000, downloadable: true, itemIdxs: [999_999] });

    const url = `/api/v2/coupons/checkout?cartIdxs=${la.cartIdx},${lb.cartIdx}`;
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    // Greedy would take the 30,000 coupon on both; 20,000 + 20,000 (10% of 300,000, capped) saves more.
    expect(data.best).toEqual({ couponIdxs: [onA.couponIdx, onB.couponIdx], discount: 40_000 });
    expect(data.held.find((c: { couponIdx: number }) => c.couponIdx === tooBig.couponIdx)).toMatchObject({ usable: false, reason: '200,000원 더 담으면 쓸 수 있어요' });
    const names = data.downloadable.map((c: { couponIdx: number }) => c.couponIdx);
    expect(names).toContain(offered.couponIdx);
    expect(names).not.toContain(elsewhere.couponIdx);
    expect(data.downloadable.find((c: { couponIdx: number }) => c.couponIdx === offered.couponIdx)).toMatchObject({ usable: true, discount: 25_000, canDownload: true });
    // With the 25,000 coupon still to download, the best would be 25,000 + 20,000: offered, never taken for them.
    expect(data.bestWithDownloads).toEqual({
      couponIdxs: [offered.couponIdx, onB.couponIdx],
      downloadCouponIdxs: [offered.couponIdx],
      discount: 45_000,
    });

    // The quote charges the best combination.
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v2/billings/quote',
      headers: { cookie },
      payload: { cartIdxs: [la.cartIdx, lb.cartIdx], couponIdxs: data.best.couponIdxs, point: 0 },
    });
    expect(quote.json().data).toMatchObject({ couponDiscount: 40_000, amount: 700_000 - 40_000 });

    // 받기 through the existing download route: the coupon moves to the held ones and the best changes.
    const download = await t.app.inject({ method: 'POST', url: '/api/v2/coupons/download', headers: { cookie }, payload: { couponIdx: offered.couponIdx } });
    expect(download.statusCode, download.body).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json().data;
    expect(after.downloadable.map((c: { couponIdx: number }) => c.couponIdx)).not.toContain(offered.couponIdx);
    expect(after.best).toEqual({ couponIdxs: [offered.couponIdx, onB.couponIdx], discount: 45_000 });
    expect(after.bestWithDownloads).toBeNull();
  });

  it("refuses another resident's cart line like a missing one, naming the field", async () => {
    const owner = await shopper(t);
    const item = await bookableItem(t.db);
    const line = await addLine(t, owner.cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: visitDay(), time: 9 });
    const stranger = await shopper(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/coupons/checkout?cartIdxs=${line.cartIdx}`, headers: { cookie: stranger.cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json().details[0].field).toBe('cartIdxs');
  });
});
