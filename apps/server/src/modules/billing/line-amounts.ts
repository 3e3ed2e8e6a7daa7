import { splitProportionally } from '../../lib/money';

/**
 * The one rule for what each service (order line) of an order cost (docs/COMMERCE.md, "Per-line amounts").
 * Pure: payment stores its result on order_lines, and every screen and refund reads the stored numbers.
 *
 * 1. A line's own discount (단지 특가) is its own: price = listPrice - specialDiscount.
 * 2. Each coupon's discount is split over the lines it covers in proportion to their price, never more
 *    than a line's price.
 * 3. Points are split over all lines in proportion to what is left of each after coupons.
 * 4. The gift voucher the order earns is split over all lines in proportion to what each paid
 *    (card/account plus points); it is a reward, not a deduction, so it does not change payAmount.
 * Every share is rounded down and the remainder goes to the largest line (the first of equals, then the
 * next largest with room), so the lines add up to the order's totals exactly.
 *
 * payAmount (what PortOne charges for the line) = price - couponDiscount - pointsUsed. It is "the amount"
 * of the line on the order detail, the order list and the receipts.
 */

export interface LineAmountInput {
  key: number;
  listPrice: number;
  specialDiscount: number;
}

export interface CouponShareInput {
  discount: number;
  /** The lines the coupon covers. */
  keys: readonly number[];
}

export interface LineAmounts {
  key: number;
  listPrice: number;
  specialDiscount: number;
  price: number;
  couponDiscount: number;
  pointsUsed: number;
  voucherAmount: number;
  payAmount: number;
}

export function splitLineAmounts(input: {
  lines: readonly LineAmountInput[];
  coupons: readonly CouponShareInput[];
  points: number;
  voucher: number;
}): LineAmounts[] {
  const prices = input.lines.map((l) => l.listPrice - l.specialDiscount);
  const coupon = prices.map(() => 0);
  for (const c of input.coupons) {
    const covered = input.lines.map((l, i) => (c.keys.includes(l.key) ? prices[i]! - coupon[i]! : 0));
    const total = covered.reduce((a, b) => a + b, 0);
    if (c.discount > total) throw new Error(`coupon discount ${c.discount} exceeds its lines' total ${total}`);
    const weights = input.lines.map((l, i) => (c.keys.includes(l.key) ? prices[i]! : 0));
    splitProportionally(c.discount, weights, covered).forEach((share, i) => (coupon[i]! += share));
  }
  const afterCoupons = prices.map((p, i) => p - coupon[i]!);
  const payable = afterCoupons.reduce((a, b) => a + b, 0);
  if (input.points > payable) throw new Error(`points ${input.points} exceed the payable total ${payable}`);
  const points = splitProportionally(input.points, afterCoupons, afterCoupons);
  const voucher = splitProportionally(input.voucher, afterCoupons);
  return input.lines.map((l, i) => ({
    key: l.key,
    listPrice: l.listPrice,
    specialDiscount: l.specialDiscount,
    price: prices[i]!,
    couponDiscount: coupon[i]!,
    pointsUsed: points[i]!,
    voucherAmount: voucher[i]!,
    payAmount: afterCoupons[i]! - points[i]!,
  }));
}
