import { describe, expect, it } from 'vitest';
import { allocate, bestCouponCombination, copyExpiry, copyStatus, couponDiscount, isEligible } from './coupon-rules';

const fixed = (value: number) => ({ discountType: 'fixed' as const, discountValue: value, maxDiscount: null });
const percent = (value: number, maxDiscount: number | null = null) => ({ discountType: 'percent' as const, discountValue: value, maxDiscount });

describe('couponDiscount', () => {
  it('fixed: its value, never more than the eligible total', () => {
    expect(couponDiscount(fixed(20_000), 300_000)).toBe(20_000);
    expect(couponDiscount(fixed(20_000), 15_000)).toBe(15_000);
    expect(couponDiscount(fixed(20_000), 0)).toBe(0);
  });

  it('percent: rounded down to 10 won, capped by maxDiscount', () => {
    expect(couponDiscount(percent(10), 123_456)).toBe(12_340);
    expect(couponDiscount(percent(10, 30_000), 450_000)).toBe(30_000);
    expect(couponDiscount(percent(5), 99)).toBe(0);
    expect(couponDiscount(percent(100), 12_345)).toBe(12_340);
  });
});

describe('allocate', () => {
  it('splits in proportion, rounding down, the remainder to the largest line', () => {
    expect(allocate(10_000, [{ key: 1, price: 100_000 }, { key: 2, price: 200_000 }, { key: 3, price: 300_000 }])).toEqual([
      { key: 1, discount: 1_666 },
      { key: 2, discount: 3_333 },
      { key: 3, discount: 5_001 },
    ]);
  });

  it('adds up exactly and never exceeds a line, even when the largest line has no room', () => {
    const lines = [1, 1, 1, 1, 1].map((price, i) => ({ key: i + 1, price }));
    const shares = allocate(4, lines);
    expect(shares.reduce((s, l) => s + l.discount, 0)).toBe(4);
    expect(shares.every((s) => s.discount <= 1)).toBe(true);
    for (let n = 0; n < 200; n++) {
      const random = Array.from({ length: 1 + (n % 6) }, (_, i) => ({ key: i, price: Math.floor(Math.random() * 50_000) }));
      const total = random.reduce((s, l) => s + l.price, 0);
      const discount = Math.floor(Math.random() * (total + 1));
      const split = allocate(discount, random);
      expect(split.reduce((s, l) => s + l.discount, 0)).toBe(discount);
      split.forEach((s, i) => expect(s.discount).toBeLessThanOrEqual(random[i]!.price));
    }
  });

  it('refuses a discount larger than the lines', () => {
    expect(() => allocate(11, [{ key: 1, price: 10 }])).toThrow();
  });
});

describe('eligibility, expiry and status', () => {
  it('no categories and no items covers every service', () => {
    expect(isEligible({ categoryCodes: [], itemIdxs: [] }, 1, 'cleaning')).toBe(true);
    expect(isEligible({ categoryCodes: ['cleaning'], itemIdxs: [] }, 1, 'tljoint')).toBe(false);
    expect(isEligible({ categoryCodes: ['cleaning'], itemIdxs: [7] }, 7, 'tljoint')).toBe(true);
  });

  it('a copy ends at validUntil or validDays after issue, whichever comes first', () => {
    const issued = new Date('2026-11-22T00:00:00Z');
    const until = new Date('2026-12-01T00:00:00Z');
    expect(copyExpiry({ validUntil: until, validDays: 30 }, issued)).toEqual(until);
    expect(copyExpiry({ validUntil: until, validDays: 3 }, issued)).toEqual(new Date('2026-11-25T00:00:00Z'));
    expect(copyExpiry({ validUntil: null, validDays: 30 }, issued)).toEqual(new Date('2026-12-22T00:00:00Z'));
    expect(copyExpiry({ validUntil: null, validDays: null }, issued)).toBeNull();
  });

  it('status: used, reserved, expired (ended or switched off), available', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    const past = new Date('2026-11-21T00:00:00Z');
    expect(copyStatus({ usedAt: past, orderIdx: 1, expiresAt: past }, true, now)).toBe('used');
    expect(copyStatus({ usedAt: null, orderIdx: 1, expiresAt: past }, true, now)).toBe('reserved');
    expect(copyStatus({ usedAt: null, orderIdx: null, expiresAt: past }, true, now)).toBe('expired');
    expect(copyStatus({ usedAt: null, orderIdx: null, expiresAt: null }, false, now)).toBe('expired');
    expect(copyStatus({ usedAt: null, orderIdx: null, expiresAt: null }, true, now)).toBe('available');
  });
});

describe('bestCouponCombination', () => {
  it('beats the greedy pick: two coupons on one service each save more than one coupon on both', () => {
    const best = bestCouponCombination([
      { couponIdx: 1, discount: 30_000, keys: [10, 20] },
      { couponIdx: 2, discount: 20_000, keys: [10] },
      { couponIdx: 3, discount: 20_000, keys: [20] },
    ]);
    expect(best).toEqual({ couponIdxs: [2, 3], discount: 40_000 });
  });

  it('never puts two coupons on one service, and skips coupons that save nothing', () => {
    const best = bestCouponCombination([
      { couponIdx: 1, discount: 10_000, keys: [10] },
      { couponIdx: 2, discount: 15_000, keys: [10] },
      { couponIdx: 3, discount: 0, keys: [20] },
      { couponIdx: 4, discount: 5_000, keys: [30] },
    ]);
    expect(best).toEqual({ couponIdxs: [2, 4], discount: 20_000 });
  });

  it('of equal savings takes fewer coupons, then the copies that lapse sooner', () => {
    expect(
      bestCouponCombination([
        { couponIdx: 1, discount: 10_000, keys: [10] },
        { couponIdx: 2, discount: 10_000, keys: [20] },
        { couponIdx: 3, discount: 20_000, keys: [10, 20] },
      ]),
    ).toEqual({ couponIdxs: [3], discount: 20_000 });
    expect(
      bestCouponCombination([
        { couponIdx: 1, discount: 10_000, keys: [10], expiresAt: 2_000 },
        { couponIdx: 2, discount: 10_000, keys: [10], expiresAt: 1_000 },
      ]).couponIdxs,
    ).toEqual([2]);
    expect(bestCouponCombination([])).toEqual({ couponIdxs: [], discount: 0 });
  });
});
