import { describe, expect, it } from 'vitest';
import { makeCoupon } from '../../../test/commerce-fixtures';
import { CONFLICT_REASON, couponChoices, keepUsable } from './coupon-rules';

const all = makeCoupon({ couponIdx: 1, discount: 10_000, eligibleCartIdxs: [1, 2] });
const cleaning = makeCoupon({ couponIdx: 2, discount: 30_000, eligibleCartIdxs: [1] });
const grout = makeCoupon({ couponIdx: 3, discount: 20_000, eligibleCartIdxs: [2] });
const expired = makeCoupon({ couponIdx: 4, usable: false, reason: '30,000원 더 담으면 쓸 수 있어요', discount: 0, eligibleCartIdxs: [] });

describe('couponChoices', () => {
  it('lets coupons on different services go together and disables overlapping ones', () => {
    const choices = couponChoices([all, cleaning, grout, expired], [2]);
    const byIdx = Object.fromEntries(choices.map((c) => [c.coupon.couponIdx, c]));
    expect(byIdx[2]).toMatchObject({ selected: true, disabledReason: null });
    expect(byIdx[3]).toMatchObject({ selected: false, disabledReason: null });
    expect(byIdx[1]).toMatchObject({ selected: false, disabledReason: CONFLICT_REASON });
    expect(byIdx[4]).toMatchObject({ selected: false, disabledReason: '30,000원 더 담으면 쓸 수 있어요' });
  });

  it('lists usable coupons first, biggest discount first', () => {
    expect(couponChoices([expired, all, cleaning, grout], []).map((c) => c.coupon.couponIdx)).toEqual([2, 3, 1, 4]);
  });

  it('keepUsable drops coupons that are gone or no longer usable', () => {
    expect(keepUsable([all, expired], [1, 4, 9])).toEqual([1]);
  });
});
