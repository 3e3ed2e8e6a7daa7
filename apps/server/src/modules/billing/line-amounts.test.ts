import { describe, expect, it } from 'vitest';
import { splitLineAmounts } from './line-amounts';

const line = (key: number, listPrice: number, specialDiscount = 0) => ({ key, listPrice, specialDiscount });
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('splitLineAmounts', () => {
  it('splits a coupon over the lines it covers by price after the special price, the remainder to the largest', () => {
    const out = splitLineAmounts({
      lines: [line(1, 450_000, 50_000), line(2, 300_000)],
      coupons: [{ discount: 50_000, keys: [1, 2] }],
      points: 14_000,
      voucher: 0,
    });
    // 50,000 over 400,000 : 300,000 = 28,571.4 / 21,428.5; the 1 won left goes to the 400,000 line.
    expect(out.map((l) => [l.price, l.couponDiscount, l.pointsUsed, l.payAmount])).toEqual([
      [400_000, 28_572, 8_000, 363_428],
      [300_000, 21_428, 6_000, 272_572],
    ]);
  });

  it('keeps a line-level coupon on its line and an order-level one over every line, and the lines add up exactly', () => {
    const out = splitLineAmounts({
      lines: [line(1, 333_333), line(2, 333_333), line(3, 100_001, 1)],
      coupons: [
        { discount: 10_000, keys: [3] },
        { discount: 10_001, keys: [1, 2] },
      ],
      points: 7_777,
      voucher: 10_000,
    });
    expect(out[2]!.couponDiscount).toBe(10_000);
    expect(out[0]!.couponDiscount + out[1]!.couponDiscount).toBe(10_001);
    expect(out[0]!.couponDiscount).toBe(5_001); // equal lines: the first of equals takes the remainder
    expect(sum(out.map((l) => l.pointsUsed))).toBe(7_777);
    expect(sum(out.map((l) => l.voucherAmount))).toBe(10_000);
    for (const l of out) expect(l.payAmount).toBe(l.listPrice - l.specialDiscount - l.couponDiscount - l.pointsUsed);
    expect(sum(out.map((l) => l.payAmount))).toBe(333_333 * 2 + 100_000 - 20_001 - 7_777);
  });

  it('never makes a line negative, even when points cover almost everything', () => {
    const out = splitLineAmounts({ lines: [line(1, 1_000), line(2, 10)], coupons: [{ discount: 10, keys: [2] }], points: 1_000, voucher: 0 });
    expect(out.map((l) => l.payAmount)).toEqual([0, 0]);
    expect(out.map((l) => l.pointsUsed)).toEqual([1_000, 0]);
  });

  it('refuses a split that cannot add up', () => {
    expect(() => splitLineAmounts({ lines: [line(1, 100)], coupons: [{ discount: 101, keys: [1] }], points: 0, voucher: 0 })).toThrow();
    expect(() => splitLineAmounts({ lines: [line(1, 100)], coupons: [], points: 101, voucher: 0 })).toThrow();
  });
});
