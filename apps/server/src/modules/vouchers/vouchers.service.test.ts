import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vouchers } from '../../db/schema';
import { createOrder } from '../../../test/factories/orders';
import { createResident } from '../../../test/factories/residents';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { listOrderVoucher, syncOrderVoucher } from './vouchers.service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newOrder() {
  const resident = await createResident(t.db);
  const order = await createOrder(t.db, { residentIdx: resident.residentIdx, regularTotal: 5_000_000 });
  return { orderIdx: order.orderIdx, residentIdx: resident.residentIdx };
}

const sync = (o: { orderIdx: number; residentIdx: number }, paidTotal: number) =>
  t.db.transaction((tx) => syncOrderVoucher(tx, { ...o, paidTotal }));

const rowsOf = (orderIdx: number) =>
  t.db.select().from(vouchers).where(eq(vouchers.orderIdx, orderIdx)).orderBy(asc(vouchers.voucherIdx));

describe('syncOrderVoucher', () => {
  it('issues the tier the paid total reaches (SPEC section 1)', async () => {
    const cases: Array<[number, number | null]> = [
      [799_999, null],
      [800_000, 10_000],
      [999_999, 10_000],
      [1_000_000, 30_000],
      [2_000_000, 50_000],
      [3_999_999, 50_000],
      [4_000_000, 100_000],
      [9_000_000, 100_000],
    ];
    for (const [paidTotal, amount] of cases) {
      const o = await newOrder();
      expect(await sync(o, paidTotal), `${paidTotal}`).toEqual({ issued: amount, withdrawn: null });
      const voucher = await listOrderVoucher(t.db, o.orderIdx);
      expect(voucher, `${paidTotal}`).toEqual(amount === null ? null : expect.objectContaining({ amount, status: 'issued', statusLabel: '지급 예정' }));
    }
  });

  it('is idempotent: the same total changes nothing the second time', async () => {
    const o = await newOrder();
    expect(await sync(o, 1_200_000)).toEqual({ issued: 30_000, withdrawn: null });
    expect(await sync(o, 1_200_000)).toEqual({ issued: null, withdrawn: null });
    expect(await rowsOf(o.orderIdx)).toHaveLength(1);
  });

  it('lowers the voucher after a partial cancel and withdraws it at 0', async () => {
    const o = await newOrder();
    await sync(o, 2_500_000);
    expect(await sync(o, 1_100_000)).toEqual({ issued: 30_000, withdrawn: 50_000 });
    expect(await listOrderVoucher(t.db, o.orderIdx)).toEqual({ amount: 30_000, minAmount: 1_000_000, status: 'issued', statusLabel: '지급 예정' });
    expect(await sync(o, 0)).toEqual({ issued: null, withdrawn: 30_000 });
    expect(await sync(o, 0)).toEqual({ issued: null, withdrawn: null });
    const rows = await rowsOf(o.orderIdx);
    expect(rows.map((r) => [r.amount, r.status])).toEqual([
      [50_000, 'withdrawn'],
      [30_000, 'withdrawn'],
    ]);
    expect(rows.every((r) => r.withdrawnAt !== null)).toBe(true);
    expect(await listOrderVoucher(t.db, o.orderIdx)).toEqual({ amount: 30_000, minAmount: 1_000_000, status: 'withdrawn', statusLabel: '지급 취소' });
  });

  it('has nothing for an order without a voucher', async () => {
    const o = await newOrder();
    expect(await listOrderVoucher(t.db, o.orderIdx)).toBeNull();
  });
});
