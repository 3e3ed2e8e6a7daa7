import { seoulToday } from '@ipju/contract';
import { and, eq, gte, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { itOnPostgres } from '../../../test/on-postgres';
import { addLine, bookableItem, paidOrder, shopper, startOrder, VISIT_DETAILS } from '../../../test/factories/commerce';
import { claimOrderNo, claimOrderNos, formatOrderNo } from './billing.order-no';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** 2611-26 for 2026-11-26 in Seoul. */
const dayPrefix = (day: string) => `${day.slice(2, 4)}${day.slice(5, 7)}-${day.slice(8, 10)}-`;
const serialOf = (orderNo: string) => Number(orderNo.split('-')[2]);

/** A day in the far future nobody else in this run numbers orders on. */
let nextFreeDay = 0;
function unusedDay() {
  nextFreeDay += 1;
  const ms = Date.UTC(2090, 0, 1) + (Math.floor(Math.random() * 3000) * 7 + nextFreeDay) * 86_400_000;
  return new Date(ms + 3 * 3_600_000); // 12:00 in Seoul
}

describe('short order numbers', () => {
  it('writes YYMM-DD-NNNN with at least four digits', () => {
    expect(formatOrderNo('2026-11-26', 42)).toBe('2611-26-0042');
    expect(formatOrderNo('2027-01-05', 12_345)).toBe('2701-05-12345');
  });

  it('numbers a day from 0001 on, by the Seoul day (23:30 UTC is already the next day in Seoul)', async () => {
    const at = unusedDay();
    const day = seoulToday(at);
    expect(await claimOrderNo(t.db, at)).toBe(`${dayPrefix(day)}0001`);
    expect(await claimOrderNos(t.db, at, 3)).toEqual([`${dayPrefix(day)}0002`, `${dayPrefix(day)}0003`, `${dayPrefix(day)}0004`]);
    const lateUtc = new Date(Date.UTC(2091, 2, 3, 23, 30));
    expect(await claimOrderNo(t.db, lateUtc)).toMatch(/^9103-04-\d{4}$/);
  });

  it('an order gets its number at payment start, and the order, the list and the receipt show the same one', async () => {
    const paid = await paidOrder(t);
    const [row] = await t.db.select().from(orders).where(eq(orders.merchantUid, paid.merchantUid));
    expect(row!.orderNo).toMatch(new RegExp(`^${dayPrefix(seoulToday(row!.createdAt))}\\d{4}$`));
    expect(row!.orderNo).not.toContain('ipju');

    const detail = await t.app.inject({ url: `/api/v2/billings/detail?merchantUid=${paid.merchantUid}`, headers: { cookie: paid.cookie } });
    expect(detail.json().data).toMatchObject({ merchantUid: paid.merchantUid, orderNo: row!.orderNo });
    const list = await t.app.inject({ url: '/api/v2/billings', headers: { cookie: paid.cookie } });
    expect(list.json().data.orders[0]).toMatchObject({ orderNo: row!.orderNo });
    const receipts = await t.app.inject({ url: '/api/v2/receipt', headers: { cookie: paid.cookie } });
    expect(receipts.json().data[0]).toMatchObject({ merchantUid: paid.merchantUid, orderNo: row!.orderNo });
  });

  it('the init answer carries the number, and a second order the same day gets the next one', async () => {
    const { cookie } = await shopper(t);
    const first = await addLine(t, cookie, { itemIdx: (await bookableItem(t.db)).item.itemIdx, pyeong: 34, tz: '미정' });
    const second = await addLine(t, cookie, { itemIdx: (await bookableItem(t.db)).item.itemIdx, pyeong: 34, tz: '미정' });
    const a = (await startOrder(t, cookie, { cartIdxs: [first.cartIdx] })) as unknown as { orderNo: string };
    const b = (await startOrder(t, cookie, { cartIdxs: [second.cartIdx] })) as unknown as { orderNo: string };
    expect(a.orderNo).toMatch(/^\d{4}-\d{2}-\d{4,}$/);
    // Other tests may number orders in between; the later order never gets a smaller or equal number.
    expect(serialOf(b.orderNo)).toBeGreaterThan(serialOf(a.orderNo));
  });

  itOnPostgres('50 parallel claims of one day get 1..50, each once', async () => {
    const at = unusedDay();
    const numbers = await Promise.all(Array.from({ length: 50 }, () => t.db.transaction((tx) => claimOrderNo(tx, at))));
    expect(numbers.map(serialOf).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  itOnPostgres('50 parallel payment starts on one day get 50 distinct numbers with no gap between them', async () => {
    // A cart holds 30 lines: two residents with 25 each.
    const lines: Array<{ cookie: string; cartIdx: number }> = [];
    for (let r = 0; r < 2; r++) {
      const { cookie } = await shopper(t);
      for (let i = 0; i < 25; i++) {
        const line = await addLine(t, cookie, { itemIdx: (await bookableItem(t.db)).item.itemIdx, pyeong: 34, tz: '미정' });
        lines.push({ cookie, cartIdx: line.cartIdx });
      }
    }
    const started = await Promise.all(
      lines.map((line) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v2/billings/init',
          headers: { cookie: line.cookie },
          payload: { cartIdxs: [line.cartIdx], couponIdxs: [], point: 0, payMethod: 'card', agreeTerms: true, ...VISIT_DETAILS },
        }),
      ),
    );
    for (const r of started) expect(r.statusCode, r.body).toBe(200);
    const numbers = started.map((r) => r.json().data.orderNo as string);
    expect(new Set(numbers).size).toBe(50);
    const prefix = numbers[0]!.slice(0, 8);
    for (const n of numbers) expect(n.startsWith(prefix)).toBe(true);
    // Consecutive: every number between the smallest and the largest belongs to an order (ours or another test's).
    const sorted = [...numbers].sort();
    const between = await t.db
      .select({ orderNo: orders.orderNo })
      .from(orders)
      .where(and(gte(orders.orderNo, sorted[0]!), lte(orders.orderNo, sorted.at(-1)!)));
    expect(between).toHaveLength(serialOf(sorted.at(-1)!) - serialOf(sorted[0]!) + 1);
  }, 60_000);
});
