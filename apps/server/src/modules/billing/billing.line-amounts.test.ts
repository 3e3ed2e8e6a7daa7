import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointLedger, residents, sandboxPayments } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createCoupon, giveCoupon } from '../../../test/factories/coupons';
import { addLine, bookableItem, reportSuccess, sandboxPay, shopper, startOrder, visitDay } from '../../../test/factories/commerce';

/**
 * One truth about a line's amount (docs/COMMERCE.md, "Per-line amounts"): the order detail, the order
 * list, the receipt list and the receipt show the same stored number for a service, the services add up
 * to what PortOne charged, and the refunds add up to what PortOne refunded.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Line {
  lineIdx: number;
  itemIdx: number;
  payAmount: number;
  pointsUsed: number;
  couponDiscount: number;
  voucherAmount: number;
  refundedAmount: number;
  refundedPoints: number;
}

const get = async (cookie: string, url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** Every place a resident reads a line's amount, by lineIdx. */
async function amountsEverywhere(cookie: string, merchantUid: string) {
  const detail = await get(cookie, `/billings/detail?merchantUid=${merchantUid}`);
  const list = (await get(cookie, '/billings')).orders.find((o: { merchantUid: string }) => o.merchantUid === merchantUid);
  const receipts = await get(cookie, '/receipt');
  const byLine = new Map<number, number[]>();
  for (const line of detail.lines as Line[]) {
    const listed = (list.lines as Line[]).find((l) => l.lineIdx === line.lineIdx)!;
    const receiptRow = receipts.find((r: { receiptIdx: number }) => r.receiptIdx === line.lineIdx);
    const receipt = await get(cookie, `/receipt/${line.lineIdx}`);
    byLine.set(line.lineIdx, [line.payAmount, listed.payAmount, receiptRow.payAmount, receiptRow.total, receipt.payAmount, receipt.total]);
  }
  return { detail, byLine };
}

const sandboxPayment = async (impUid: string) => (await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.impUid, impUid)))[0]!;

describe('the amount of a service', () => {
  it('is one stored number in detail, list and receipts, adds up to the payment and to the refunds after a partial cancel', async () => {
    const { resident, cookie } = await shopper(t);
    const items = [await bookableItem(t.db), await bookableItem(t.db), await bookableItem(t.db)];
    const cart = [];
    for (const [i, item] of items.entries()) {
      cart.push(await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: [34, 20, 34][i], tz: visitDay(), time: 9 }));
    }
    // A coupon on the third service only, and points spread over all three.
    const lineCoupon = await createCoupon(t.db, { discountType: 'percent', discountValue: 7, itemIdxs: [items[2]!.item.itemIdx] });
    await giveCoupon(t.db, { couponIdx: lineCoupon.couponIdx, residentIdx: resident.residentIdx });
    await t.db.update(residents).set({ pointBalance: 23_457 }).where(eq(residents.residentIdx, resident.residentIdx));
    await t.db.insert(pointLedger).values({ residentIdx: resident.residentIdx, amount: 23_457, balanceAfter: 23_457, reason: 'event', memo: '테스트 적립' });

    const init = await startOrder(t, cookie, {
      cartIdxs: cart.map((c) => c.cartIdx),
      couponIdxs: [lineCoupon.couponIdx],
      point: 23_457,
    });
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount });
    expect((await reportSuccess(t, cookie, impUid, init.merchantUid)).statusCode).toBe(200);

    const paid = await amountsEverywhere(cookie, init.merchantUid);
    for (const [, shown] of paid.byLine) expect(new Set(shown).size, `one amount per line: ${shown.join(', ')}`).toBe(1);
    const lines = paid.detail.lines as Line[];
    const payment = await sandboxPayment(impUid);
    expect(lines.reduce((s, l) => s + l.payAmount, 0)).toBe(payment.amount);
    expect(lines.reduce((s, l) => s + l.pointsUsed, 0)).toBe(23_457);
    // 400,000 + 300,000 + 400,000 - 28,000 (7% on the third) - 23,457 points = 1,048,543 paid, voucher 30,000 (1,072,000 paid total).
    expect(payment.amount).toBe(1_048_543);
    expect(paid.detail.voucher).toMatchObject({ amount: 30_000, status: 'issued' });
    expect(lines.reduce((s, l) => s + l.voucherAmount, 0)).toBe(30_000);
    expect(lines.map((l) => l.couponDiscount)).toEqual([0, 0, 28_000]);

    // A partial cancel refunds exactly the stored amount of the line (free cancellation well before the visit).
    const first = lines[0]!;
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/billings/${init.merchantUid}/cancel`,
      headers: { cookie },
      payload: { lineIdxs: [first.lineIdx], reason: '일정이 바뀌었어요' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.refund).toMatchObject({ amount: first.payAmount, points: first.pointsUsed, fee: 0 });

    const after = await amountsEverywhere(cookie, init.merchantUid);
    for (const [lineIdx, shown] of after.byLine) {
      expect(new Set(shown).size).toBe(1);
      expect(shown[0]).toBe(paid.byLine.get(lineIdx)![0]);
    }
    // The cancelled service's receipt no longer claims a share of the voucher.
    expect((await get(cookie, `/receipt/${first.lineIdx}`)).voucherAmount).toBe(0);
    const afterLines = after.detail.lines as Line[];
    const refunded = afterLines.reduce((s, l) => s + l.refundedAmount, 0);
    expect(refunded).toBe(first.payAmount);
    expect(after.detail.refundedAmount).toBe(refunded);
    expect((await sandboxPayment(impUid)).cancelAmount).toBe(refunded);

    // The rest: every line refunded, the refunds add up to everything PortOne was paid and refunded.
    const rest = await t.app.inject({ method: 'PUT', url: `/api/v2/billings/${init.merchantUid}/cancel`, headers: { cookie }, payload: { reason: '취소' } });
    expect(rest.statusCode, rest.body).toBe(200);
    const end = await get(cookie, `/billings/detail?merchantUid=${init.merchantUid}`);
    const endRefunds = (end.lines as Line[]).reduce((s, l) => s + l.refundedAmount, 0);
    expect(endRefunds).toBe(payment.amount);
    expect((await sandboxPayment(impUid)).cancelAmount).toBe(endRefunds);
    expect((end.lines as Line[]).reduce((s, l) => s + l.refundedPoints, 0)).toBe(23_457);
    // The voucher was withdrawn (지급 취소): no receipt claims a share of it.
    expect(end.voucher).toMatchObject({ status: 'withdrawn', statusLabel: '지급 취소' });
    for (const line of end.lines as Line[]) expect((await get(cookie, `/receipt/${line.lineIdx}`)).voucherAmount).toBe(0);
  });

  it('splits an order-level coupon over the services it covers by their price', async () => {
    const { resident, cookie } = await shopper(t);
    const a = await bookableItem(t.db);
    const b = await bookableItem(t.db);
    const la = await addLine(t, cookie, { itemIdx: a.item.itemIdx, pyeong: 34, tz: visitDay(), time: 9 });
    const lb = await addLine(t, cookie, { itemIdx: b.item.itemIdx, pyeong: 20, tz: visitDay(), time: 9 });
    const coupon = await createCoupon(t.db, { discountType: 'fixed', discountValue: 50_000 });
    await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: resident.residentIdx });
    const init = await startOrder(t, cookie, { cartIdxs: [la.cartIdx, lb.cartIdx], couponIdxs: [coupon.couponIdx] });
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount });
    expect((await reportSuccess(t, cookie, impUid, init.merchantUid)).statusCode).toBe(200);
    const { detail, byLine } = await amountsEverywhere(cookie, init.merchantUid);
    // 50,000 over 400,000 : 300,000 = 28,571.4 / 21,428.6 -> 28,571 + 1 (the remainder to the largest) and 21,428.
    expect((detail.lines as Line[]).map((l) => [l.couponDiscount, l.payAmount])).toEqual([
      [28_572, 371_428],
      [21_428, 278_572],
    ]);
    for (const [, shown] of byLine) expect(new Set(shown).size).toBe(1);
    expect((await sandboxPayment(impUid)).amount).toBe(371_428 + 278_572);
  });
});
