import {
  formatPoints,
  formatWon,
  PURCHASE_POINT_RATE_PERCENT,
  voucherFor,
  type BillingQuote,
  type RefundPolicy,
} from '@ipju/contract';
import { josa } from 'es-hangul';
import type { Db } from '../../db/client';
import { AppError, invalidField } from '../../lib/errors';
import { loadCheckoutLines, type PricedCartLine } from '../cart';
import { planCoupons, type CouponPlan } from '../coupons';
import type { ItemsService } from '../items';
import { getPointBalance } from '../points';
import { refundPoliciesOf } from '../refund-policies';
import { splitLineAmounts } from './line-amounts';

/** One cart line as it would be paid: its price split into coupon, points and the charged amount. */
export interface PlannedLine {
  cart: PricedCartLine & { estimate: NonNullable<PricedCartLine['estimate']>; item: NonNullable<PricedCartLine['item']> };
  coupon: CouponPlan | null;
  couponDiscount: number;
  pointsUsed: number;
  /** This line's share of the gift voucher the order earns (a reward; payAmount is unchanged). */
  voucherAmount: number;
  payAmount: number;
}

export interface CheckoutPlan {
  lines: PlannedLine[];
  coupons: CouponPlan[];
  regularTotal: number;
  specialDiscount: number;
  itemsTotal: number;
  couponDiscount: number;
  pointsUsed: number;
  amount: number;
  pointBalance: number;
  maxUsablePoints: number;
  policies: Map<string, RefundPolicy>;
}

export interface PlanInput {
  cartIdxs: number[];
  couponIdxs: number[];
  point: number;
}


/** The payment reward (결제 적립 이벤트) of a paid total, rounded down to 10 points. */
export const purchaseRewardOf = (paidTotal: number) => Math.floor((paidTotal * PURCHASE_POINT_RATE_PERCENT) / 100 / 10) * 10;

/**
 * Prices a payment from the server's own data: the cart lines now (options, 평형, complex special price),
 * the coupons (one per line), then the points, spread over the lines in proportion to what is left of
 * each, so every line knows exactly what it cost. Reads only; nothing is reserved.
 */
export async function planCheckout(db: Db, items: ItemsService, residentIdx: number, input: PlanInput, now = new Date()): Promise<CheckoutPlan> {
  const priced = await loadCheckoutLines(db, items, residentIdx, input.cartIdxs);
  for (const line of priced) {
    if (!line.available || !line.estimate || !line.item) {
      const name = line.item?.name ?? '이 서비스';
      throw new AppError('CONFLICT', `${josa(name, '은/는')} 지금 결제할 수 없어요. ${line.unavailableReason ?? ''}`.trim(), [
        { field: 'cartIdxs', message: line.unavailableReason ?? '결제할 수 없는 상품이에요.' },
      ]);
    }
  }
  const lines = priced as Array<PlannedLine['cart']>;

  const coupons = await planCoupons(
    db,
    residentIdx,
    input.couponIdxs,
    lines.map((l) => ({ key: l.row.cartIdx, itemIdx: l.row.itemIdx, categoryCode: l.item.categoryCode, price: l.estimate.total })),
    now,
  );
  const couponOf = new Map<number, CouponPlan>();
  for (const plan of coupons) {
    for (const a of plan.allocations) couponOf.set(a.key, plan);
  }
  const payable = lines.reduce((s, l) => s + l.estimate.total, 0) - coupons.reduce((s, c) => s + c.discount, 0);

  const pointBalance = await getPointBalance(db, residentIdx);
  const maxUsablePoints = Math.min(pointBalance, payable);
  if (input.point > pointBalance) {
    throw invalidField('point', `보유 포인트(${formatPoints(pointBalance)})보다 많이 쓸 수 없어요.`);
  }
  if (input.point > payable) {
    throw invalidField('point', `결제할 금액(${formatWon(payable)})보다 많은 포인트를 쓸 수 없어요.`);
  }
  const amounts = splitLineAmounts({
    lines: lines.map((l) => ({ key: l.row.cartIdx, listPrice: l.estimate.regularTotal, specialDiscount: l.estimate.discountAmount })),
    coupons: coupons.map((c) => ({ discount: c.discount, keys: c.allocations.map((a) => a.key) })),
    points: input.point,
    voucher: voucherFor(payable)?.amount ?? 0,
  });

  const planned: PlannedLine[] = lines.map((cart, i) => ({
    cart,
    coupon: couponOf.get(cart.row.cartIdx) ?? null,
    couponDiscount: amounts[i]!.couponDiscount,
    pointsUsed: amounts[i]!.pointsUsed,
    voucherAmount: amounts[i]!.voucherAmount,
    payAmount: amounts[i]!.payAmount,
  }));
  const sum = (f: (l: PlannedLine) => number) => planned.reduce((s, l) => s + f(l), 0);
  const policies = await refundPoliciesOf(db, [...new Set(lines.map((l) => l.item.categoryCode))]);
  return {
    lines: planned,
    coupons,
    regularTotal: sum((l) => l.cart.estimate.regularTotal),
    specialDiscount: sum((l) => l.cart.estimate.discountAmount),
    itemsTotal: sum((l) => l.cart.estimate.total),
    couponDiscount: sum((l) => l.couponDiscount),
    pointsUsed: sum((l) => l.pointsUsed),
    amount: sum((l) => l.payAmount),
    pointBalance,
    maxUsablePoints,
    policies,
  };
}

/** The quote the payment page shows for a plan. */
export function quoteOf(plan: CheckoutPlan): BillingQuote {
  const paidTotal = plan.amount + plan.pointsUsed;
  const categories = new Map(plan.lines.map((l) => [l.cart.item.categoryCode, l.cart.item.categoryName]));
  return {
    lines: plan.lines.map((l) => ({
      cartIdx: l.cart.row.cartIdx,
      itemIdx: l.cart.row.itemIdx,
      itemName: l.cart.item.name,
      categoryCode: l.cart.item.categoryCode,
      categoryName: l.cart.item.categoryName,
      regularTotal: l.cart.estimate.regularTotal,
      discountRate: l.cart.estimate.discountRate,
      price: l.cart.estimate.total,
      couponIdx: l.coupon?.couponIdx ?? null,
      couponDiscount: l.couponDiscount,
      pointsUsed: l.pointsUsed,
      payAmount: l.payAmount,
    })),
    regularTotal: plan.regularTotal,
    specialDiscount: plan.specialDiscount,
    itemsTotal: plan.itemsTotal,
    couponDiscount: plan.couponDiscount,
    pointsUsed: plan.pointsUsed,
    amount: plan.amount,
    pointBalance: plan.pointBalance,
    maxUsablePoints: plan.maxUsablePoints,
    coupons: plan.coupons.map((c) => ({
      couponIdx: c.couponIdx,
      name: c.name,
      discount: c.discount,
      cartIdxs: c.allocations.map((a) => a.key),
    })),
    voucher: voucherFor(paidTotal),
    purchasePoints: purchaseRewardOf(paidTotal),
    refundPolicies: [...categories].map(([categoryCode, categoryName]) => ({
      categoryCode,
      categoryName,
      policy: plan.policies.get(categoryCode)!,
    })),
  };
}
