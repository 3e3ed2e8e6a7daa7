import type { CouponStatus } from '@ipju/contract';

/**
 * Pure coupon rules (no database): eligibility, expiry, status, discount and its split over lines. The
 * checkout, the usable-coupon list and the item page all use these so they can never disagree.
 */

export interface CouponTerms {
  discountType: 'fixed' | 'percent';
  discountValue: number;
  maxDiscount: number | null;
  categoryCodes: string[];
  itemIdxs: number[];
}

export interface PricedLine {
  key: number;
  itemIdx: number;
  categoryCode: string;
  price: number;
}

const DAY_MS = 86_400_000;

/** No categories and no items means every service; otherwise the item's category or the item itself. */
export function isEligible(terms: Pick<CouponTerms, 'categoryCodes' | 'itemIdxs'>, itemIdx: number, categoryCode: string) {
  if (!terms.categoryCodes.length && !terms.itemIdxs.length) return true;
  return terms.categoryCodes.includes(categoryCode) || terms.itemIdxs.includes(itemIdx);
}

export function eligibleLines<L extends PricedLine>(terms: Pick<CouponTerms, 'categoryCodes' | 'itemIdxs'>, lines: L[]): L[] {
  return lines.filter((l) => isEligible(terms, l.itemIdx, l.categoryCode));
}

/** A copy lasts until the coupon's end, or validDays after it was issued when that comes first. */
export function copyExpiry(coupon: { validUntil: Date | null; validDays: number | null }, issuedAt: Date): Date | null {
  const byDays = coupon.validDays === null ? null : new Date(issuedAt.getTime() + coupon.validDays * DAY_MS);
  if (!byDays) return coupon.validUntil;
  if (!coupon.validUntil) return byDays;
  return byDays < coupon.validUntil ? byDays : coupon.validUntil;
}

/**
 * used: paid with; reserved: a payment in progress holds it; expired: past its end, or the coupon was
 * switched off before it was used; else available.
 */
export function copyStatus(
  copy: { usedAt: Date | null; orderIdx: number | null; expiresAt: Date | null },
  couponActive: boolean,
  now: Date,
): CouponStatus {
  if (copy.usedAt) return 'used';
  if (copy.orderIdx !== null) return 'reserved';
  if ((copy.expiresAt && copy.expiresAt <= now) || !couponActive) return 'expired';
  return 'available';
}

/**
 * The discount on an eligible total: fixed = its value; percent = the rate rounded down to 10 won, then
 * capped by maxDiscount. Never more than the total (a coupon cannot make a service cost less than 0).
 */
export function couponDiscount(terms: Pick<CouponTerms, 'discountType' | 'discountValue' | 'maxDiscount'>, eligibleTotal: number) {
  if (eligibleTotal <= 0) return 0;
  let discount =
    terms.discountType === 'fixed'
      ? terms.discountValue
      : Math.floor((eligibleTotal * terms.discountValue) / 100 / 10) * 10;
  if (terms.maxDiscount !== null) discount = Math.min(discount, terms.maxDiscount);
  return Math.min(discount, eligibleTotal);
}

/**
 * Splits a discount over lines in proportion to their prices, each share rounded down; what rounding left
 * over goes to the largest line (then the next largest, should the largest have no room left). The shares
 * add up to the discount exactly and none exceeds its line's price, so a partial cancel knows what each
 * service cost.
 */
export function allocate(discount: number, lines: Array<{ key: number; price: number }>): Array<{ key: number; discount: number }> {
  const total = lines.reduce((s, l) => s + l.price, 0);
  if (discount > total) throw new Error(`discount ${discount} exceeds the lines' total ${total}`);
  const shares = lines.map((l) => ({ key: l.key, price: l.price, discount: total > 0 ? Math.floor((discount * l.price) / total) : 0 }));
  let rest = discount - shares.reduce((s, l) => s + l.discount, 0);
  const largestFirst = [...shares].sort((a, b) => b.price - a.price);
  for (const share of largestFirst) {
    if (rest <= 0) break;
    const add = Math.min(rest, share.price - share.discount);
    share.discount += add;
    rest -= add;
  }
  return shares.map(({ key, discount: d }) => ({ key, discount: d }));
}
