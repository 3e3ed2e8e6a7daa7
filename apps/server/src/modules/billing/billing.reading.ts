import { NOT_STARTED_STATUSES, seoulToday, type Order, type OrderStatus, type Receipt } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { lineOwners } from '../../lib/authorize';
import { describeCopies } from '../coupons';
import { dateChangeRule, refundPoliciesOf } from '../refund-policies';
import { readOrderVisits } from '../visits';
import { listOrderVouchers } from '../vouchers';
import { toBalanceView } from './billing.balance';
import { toCashReceiptView } from './billing.cash-receipt';
import { listPaymentExtras } from './billing.payment-extras';
import { toOrder, toReceipt } from './billing.mapper';
import * as repo from './billing.repository';
import { listJobViews } from './partner-jobs.repository';
import type { LineRow, OrderRow } from './billing.repository';

/**
 * Orders and receipts as residents read them. Lists read in batches: the rows first, then everything
 * they show (lines, history, coupons, vouchers, points, refund policies) with one query each for the
 * whole page, mapped in memory, so a page costs the same number of queries whatever its size.
 */

/** An order line belongs to its buyer and to the company it was sold to (lib/authorize). */
export const lineOwnersOf = (found: { line: LineRow; order: OrderRow }) =>
  lineOwners({ residentIdx: found.order.residentIdx, partnerIdx: found.line.partnerIdx });

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/** The orders as the order list and detail show them, in the order of `rows`. */
export async function readOrders(db: DbOrTx, rows: readonly OrderRow[]): Promise<Order[]> {
  if (!rows.length) return [];
  const orderIdxs = rows.map((r) => r.orderIdx);
  const [lines, events, vouchers, points, { cashReceipts, balances }] = await Promise.all([
    repo.listLinesOfOrders(db, orderIdxs),
    repo.listEventsOfOrders(db, orderIdxs),
    listOrderVouchers(db, orderIdxs),
    repo.purchasePointsOfOrders(db, orderIdxs),
    listPaymentExtras(db, orderIdxs),
  ]);
  const [coupons, policies, visits, jobs] = await Promise.all([
    describeCopies(db, lines.flatMap((l) => (l.residentCouponIdx === null ? [] : [l.residentCouponIdx]))),
    refundPoliciesOf(db, lines.map((l) => l.categoryCode)),
    readOrderVisits(db, rows, lines),
    listJobViews(db, lines.map((l) => l.lineIdx)),
  ]);
  const couponNames = new Map(coupons.map((c) => [c.residentCouponIdx, { couponIdx: c.couponIdx, name: c.name }]));
  const linesOf = groupBy(lines, (l) => l.orderIdx);
  const eventsOf = groupBy(events, (e) => e.orderIdx);
  const today = seoulToday();
  return rows.map((row) => ({
    ...toOrder(row, linesOf.get(row.orderIdx) ?? [], {
      balance: balances.has(row.orderIdx) ? toBalanceView(balances.get(row.orderIdx)!, row, linesOf.get(row.orderIdx) ?? []) : null,
      cashReceipt: cashReceipts.has(row.orderIdx) ? toCashReceiptView(cashReceipts.get(row.orderIdx)!) : null,
      events: eventsOf.get(row.orderIdx) ?? [],
      couponNames,
      voucher: vouchers.get(row.orderIdx) ?? null,
      purchasePoints: points.get(row.orderIdx) ?? 0,
      policies,
      today,
      jobs,
    }),
    visit: visits.get(row.orderIdx) ?? null,
  }));
}

export async function readOrder(db: DbOrTx, row: OrderRow): Promise<Order> {
  return (await readOrders(db, [row]))[0]!;
}

/** A paid line with what its receipt shows. */
export interface ReceiptRow {
  line: LineRow;
  order: OrderRow;
  businessNumber: string;
}

/** Receipts of paid lines, in the order of `rows`; the refund policies (date changes) in one query. */
export async function readReceipts(db: DbOrTx, rows: readonly ReceiptRow[]): Promise<Receipt[]> {
  if (!rows.length) return [];
  const [policies, vouchers] = await Promise.all([
    refundPoliciesOf(db, rows.map((r) => r.line.categoryCode)),
    listOrderVouchers(db, [...new Set(rows.map((r) => r.order.orderIdx))]),
  ]);
  const today = seoulToday();
  return rows.map(({ line, order, businessNumber }) => {
    const status = line.status as OrderStatus;
    const rule = dateChangeRule(policies.get(line.categoryCode)!, { status, visitDate: line.visitDate, dateUndecided: line.dateUndecided }, today);
    const canChange = rule.allowed && (NOT_STARTED_STATUSES as readonly string[]).includes(status) && line.pendingRefundIdx === null;
    return toReceipt(order, line, businessNumber, canChange, vouchers.get(order.orderIdx)?.status === 'issued');
  });
}
