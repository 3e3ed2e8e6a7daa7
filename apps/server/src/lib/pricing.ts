/**
 * Price arithmetic shared by the catalogue (GET /items, expect_price), the cart and payment. Pure
 * functions on integer won; the database stores option prices and special-price discount rates.
 */

/** The discount of `rate`% on `amount`, rounded down to 100원. */
export function discountFor(amount: number, rate: number): number {
  if (rate <= 0 || amount <= 0) return 0;
  return Math.floor((amount * rate) / 10_000) * 100;
}

export interface AppliedPrice {
  regularPrice: number;
  price: number;
  discountAmount: number;
  discountRate: number;
  priceType: 'special' | 'regular';
}

/** The price a customer pays for `regularPrice` when a special price of `rate`% applies (null: none). */
export function applySpecialPrice(regularPrice: number, rate: number | null | undefined): AppliedPrice {
  const discountRate = rate && rate > 0 ? rate : 0;
  const discountAmount = discountFor(regularPrice, discountRate);
  return {
    regularPrice,
    price: regularPrice - discountAmount,
    discountAmount,
    discountRate,
    priceType: discountRate > 0 ? 'special' : 'regular',
  };
}

export interface TierLike {
  pyeongMin: number | null;
  pyeongMax: number | null;
  sortOrder?: number;
}

const lower = (t: TierLike) => t.pyeongMin ?? 0;
const upper = (t: TierLike) => t.pyeongMax ?? Number.MAX_SAFE_INTEGER;

/** Whether a 평형 tier covers `pyeong` (bounds inclusive; a missing bound is open). */
export const tierCovers = (tier: TierLike, pyeong: number) => lower(tier) <= pyeong && pyeong <= upper(tier);

/** How far `pyeong` lies outside a tier (0 when the tier covers it). */
export const tierDistance = (tier: TierLike, pyeong: number) => Math.max(lower(tier) - pyeong, pyeong - upper(tier), 0);

/**
 * The 평형 tier for `pyeong`: the tier covering it; if none covers it, the nearest tier (the largest tier
 * for a unit bigger than every tier). Without a 평형, the smallest tier. Undefined when there are no tiers.
 * The items list orders tiers the same way in SQL (items.repository.ts).
 */
export function pickPyeongTier<T extends TierLike>(tiers: readonly T[], pyeong?: number | null): T | undefined {
  const distance = (t: TierLike) => (pyeong === undefined || pyeong === null ? 0 : tierDistance(t, pyeong));
  return [...tiers].sort(
    (a, b) => distance(a) - distance(b) || lower(a) - lower(b) || (a.sortOrder ?? 0) - (b.sortOrder ?? 0),
  )[0];
}

export interface EstimateLineInput {
  price: number;
}

export interface Estimate {
  regularTotal: number;
  discountAmount: number;
  discountRate: number;
  total: number;
  priceType: 'special' | 'regular';
}

/**
 * The total of chosen option lines times quantity, with a special-price rate applied once to the whole
 * (so the discount is rounded down to 100원 once, not per line).
 */
export function estimateTotal(lines: readonly EstimateLineInput[], quantity: number, rate?: number | null): Estimate {
  const regularTotal = lines.reduce((sum, l) => sum + l.price, 0) * quantity;
  const applied = applySpecialPrice(regularTotal, rate);
  return {
    regularTotal,
    discountAmount: applied.discountAmount,
    discountRate: applied.discountRate,
    total: applied.price,
    priceType: applied.priceType,
  };
}
