import type { UsableCoupon } from '@ipju/contract';

export const CONFLICT_REASON = '다른 쿠폰과 함께 쓸 수 없어요';

export interface CouponChoice {
  coupon: UsableCoupon;
  selected: boolean;
  /** Why it cannot be chosen now: the server's reason, or a conflict with a chosen coupon. */
  disabledReason: string | null;
}

/**
 * What the coupon sheet shows for each coupon. A service takes one coupon at most (docs/COMMERCE.md), so
 * a coupon whose services overlap those of a chosen coupon is disabled. Unusable coupons keep the
 * server's reason. Usable coupons first, the biggest discount first.
 */
export function couponChoices(coupons: readonly UsableCoupon[], selectedIdxs: readonly number[]): CouponChoice[] {
  const selected = coupons.filter((c) => selectedIdxs.includes(c.couponIdx));
  const choices = coupons.map((coupon): CouponChoice => {
    const isSelected = selectedIdxs.includes(coupon.couponIdx);
    if (!coupon.usable) return { coupon, selected: false, disabledReason: coupon.reason ?? '이 주문에는 쓸 수 없어요' };
    if (isSelected) return { coupon, selected: true, disabledReason: null };
    const conflict = selected.some((s) => s.eligibleCartIdxs.some((idx) => coupon.eligibleCartIdxs.includes(idx)));
    return { coupon, selected: false, disabledReason: conflict ? CONFLICT_REASON : null };
  });
  return choices.sort((a, b) => Number(b.coupon.usable) - Number(a.coupon.usable) || b.coupon.discount - a.coupon.discount);
}

/** Keeps only chosen coupons that still exist and are usable (e.g. after the list was read again). */
export function keepUsable(coupons: readonly UsableCoupon[], selectedIdxs: readonly number[]): number[] {
  return selectedIdxs.filter((idx) => coupons.some((c) => c.couponIdx === idx && c.usable));
}

/** Whether the chosen coupons are the server's best combination (and it saves something): "최대 할인 적용". */
export function isBestApplied(best: { couponIdxs: readonly number[]; discount: number } | undefined, selectedIdxs: readonly number[]): boolean {
  if (!best || best.discount <= 0 || best.couponIdxs.length !== selectedIdxs.length) return false;
  return best.couponIdxs.every((idx) => selectedIdxs.includes(idx));
}
