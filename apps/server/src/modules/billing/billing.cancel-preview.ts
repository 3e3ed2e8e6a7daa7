import { seoulToday, type CancelPreview } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { describeCopies } from '../coupons';
import { loadRefundPolicies } from '../refund-policies';
import { listOrderVouchers } from '../vouchers';
import { cancelConsequences, planCancel } from './billing.cancel-plan';
import * as repo from './billing.repository';
import type { OrderRow } from './billing.repository';

/**
 * GET /billings/{merchantUid}/cancel-preview: what cancelling these services now would do, from the plan
 * the cancel itself executes (refund, fee, points) and the rules its bookkeeping applies (coupon, voucher,
 * payment reward). Refuses exactly as the cancel would (409 when a service cannot be cancelled).
 */
export async function previewCancel(db: DbOrTx, order: OrderRow, lineIdxs: number[] | undefined): Promise<CancelPreview> {
  const lines = await repo.listLines(db, order.orderIdx);
  const policies = await loadRefundPolicies(db, [...new Set(lines.map((l) => l.categoryCode))]);
  const plan = planCancel(order, lines, lineIdxs, policies, seoulToday());
  const copies = plan.targets.flatMap((l) => (l.residentCouponIdx === null ? [] : [l.residentCouponIdx]));
  const [coupons, voucher, reward] = await Promise.all([
    describeCopies(db, copies),
    listOrderVouchers(db, [order.orderIdx]).then((m) => m.get(order.orderIdx)),
    repo.purchasePointsOf(db, order.orderIdx),
  ]);
  return cancelConsequences(order, lines, plan, {
    couponNames: new Map(coupons.map((c) => [c.residentCouponIdx, c.name])),
    voucherNow: voucher?.status === 'issued' ? voucher.amount : null,
    reward,
  });
}
