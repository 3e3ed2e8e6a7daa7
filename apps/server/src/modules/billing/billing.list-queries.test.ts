import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookableItem, shopper } from '../../../test/factories/commerce';
import { paidOrderWithHistory } from '../../../test/factories/orders';
import { createTestApp, type TestContext } from '../../../test/helpers';

/**
 * Order lists read in batches: the page of orders, then their lines, history, coupons, vouchers, points and
 * refund policies with one query each, however many orders the page holds.
 */
let t: TestContext;
beforeAll(async () => {
  // Refund policies are read on every request here (no per-process copy), so each page reads them once
  // whatever its size, like its other batches, and two pages are compared statement for statement.
  t = await createTestApp({ CATALOG_CACHE_TTL_MS: '0' });
});
afterAll(() => t.close());

/**
 * Statements one list request runs, from the session lookup to the answer (the 11th: cash receipts and 반반 결제
 * balances, one joined query; the 12th: the company's job steps and photos of every line, one query).
 */
const MAX_LIST_QUERIES = 12;

async function residentWithOrders(n: number) {
  const { resident, cookie } = await shopper(t);
  const item = await bookableItem(t.db);
  const made = [];
  for (let i = 0; i < n; i++) made.push(await paidOrderWithHistory(t.db, { residentIdx: resident.residentIdx, item }));
  return { cookie, made };
}

async function measured(url: string, cookie: string) {
  const { result, queries } = await t.queries.count(() => t.app.inject({ url: `/api/v2${url}`, headers: { cookie } }));
  expect(result.statusCode, result.body).toBe(200);
  return { data: result.json().data, queries };
}

describe('GET /billings', () => {
  it('reads a page of 20 orders with as many queries as a page of 2, each order complete', async () => {
    const few = await residentWithOrders(2);
    const many = await residentWithOrders(20);
    const small = await measured('/billings?limit=20', few.cookie);
    const large = await measured('/billings?limit=20', many.cookie);
    expect(large.data.orders).toHaveLength(20);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(MAX_LIST_QUERIES);

    // What each batch brought is in the right order: lines, history, coupon, voucher and points.
    const newest = many.made.at(-1)!;
    const shown = large.data.orders[0];
    expect(shown.merchantUid).toBe(newest.order.merchantUid);
    expect(shown.lines.map((l: { lineIdx: number }) => l.lineIdx)).toEqual(newest.lines.map((l) => l.lineIdx));
    expect(shown.lines[0].couponName).toBe(newest.couponName);
    expect(shown.lines[1].couponName).toBeNull();
    expect(shown.history.map((h: { lineIdx: number }) => h.lineIdx)).toEqual(newest.lines.map((l) => l.lineIdx));
    expect(shown.voucher).toMatchObject({ status: 'issued' });
    expect(shown.purchasePoints).toBe(newest.purchasePoints);
    for (const order of large.data.orders) expect(order.lines).toHaveLength(2);
  });
});

describe('GET /receipt', () => {
  it('reads 40 receipts with as many queries as 4, each with its business number', async () => {
    const few = await residentWithOrders(2);
    const many = await residentWithOrders(20);
    const small = await measured('/receipt', few.cookie);
    const large = await measured('/receipt', many.cookie);
    expect(small.data).toHaveLength(4);
    expect(large.data).toHaveLength(40);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(MAX_LIST_QUERIES);
    expect(large.data[0]).toMatchObject({ receiptIdx: many.made.at(-1)!.lines.at(-1)!.lineIdx, canChangeDate: true });
    expect(large.data[0].businessNumber).toEqual(expect.any(String));
  });
});
