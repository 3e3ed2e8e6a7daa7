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

export interface CouponCandidate {
  couponIdx: number;
  /** The discount this coupon gives on these lines alone. */
  discount: number;
  /** The lines it covers (a coupon takes every eligible line, and a line takes one coupon). */
  keys: readonly number[];
  /** When the copy lapses (ms; Infinity for never): of equal savings, the combination using sooner-lapsing copies wins. */
  expiresAt?: number;
}

/**
 * The combination of coupons that saves the most on these lines ("최대 할인 적용"): coupons whose lines do
 * not overlap (one coupon per service), the largest total discount; of equal totals, fewer coupons, then
 * the one using copies that lapse sooner. An exact search (branch and bound over the candidates, biggest
 * first), not a greedy pick: one coupon on two services can lose to two coupons on one service each.
 */
export function bestCouponCombination(candidates: readonly CouponCandidate[]): { couponIdxs: number[]; discount: number } {
  const list = [...candidates]
    .filter((c) => c.discount > 0 && c.keys.length > 0)
    .sort((a, b) => b.discount - a.discount || (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity) || a.couponIdx - b.couponIdx);
  const suffix = list.map((_, i) => list.slice(i).reduce((s, c) => s + c.discount, 0));
  let best: CouponCandidate[] = [];
  let bestTotal = 0;
  const better = (chosen: CouponCandidate[], total: number) => {
    if (total !== bestTotal) return total > bestTotal;
    if (chosen.length !== best.length) return chosen.length < best.length;
    const lapse = (cs: CouponCandidate[]) => cs.map((c) => c.expiresAt ?? Infinity).sort((a, b) => a - b);
    const [x, y] = [lapse(chosen), lapse(best)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]!;
    return false;
  };
  let steps = 0;
  const search = (i: number, chosen: CouponCandidate[], used: Set<number>, total: number) => {
    if (++steps > 200_000) return; // a resident never holds that many overlapping coupons; stay bounded
    if (better(chosen, total)) {
      best = [...chosen];
      bestTotal = total;
    }
    if (i >= list.length || total + suffix[i]! < bestTotal) return;
    const c = list[i]!;
    if (c.keys.every((k) => !used.has(k))) {
      c.keys.forEach((k) => used.add(k));
      chosen.push(c);
      search(i + 1, chosen, used, total + c.discount);
      chosen.pop();
      c.keys.forEach((k) => used.delete(k));
    }
    search(i + 1, chosen, used, total);
  };
  search(0, [], new Set(), 0);
  return { couponIdxs: best.map((c) => c.couponIdx), discount: bestTotal };
}
