import {
  FULLY_DISCOUNTED_LABEL,
  headlineStatus,
  NOT_STARTED_STATUSES,
  ORDER_STATUS_LABELS,
  PAY_METHOD_LABELS,
  VISIT_TIME_SETS,
  specialDiscountRate,
  voucherFor,
  type BillingQuote,
  type Order,
  type OrderEvent,
  type OrderLine,
  type OrderStatus,
  type PayMethod,
  type Receipt,
  type RefundPolicy,
  type VisitTimeSetKey,
} from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { describeCopies } from '../coupons';
import { getPointBalance } from '../points';
import { dateChangeRule, refundPoliciesOf } from '../refund-policies';
import { formatVisit } from '../schedule';
import { purchaseRewardOf } from './billing.plan';
import { quoteLine } from './billing.refunds';
import type { LineRow, OrderRow } from './billing.repository';
import { toOrderJob } from './partner-jobs.mapper';
import type { JobPhoto, JobRow } from './partner-jobs.repository';

export interface OrderExtras {
  /** 무통장입금 현금영수증 (billing.cash-receipt.ts). */
  cashReceipt?: Order['cashReceipt'];
  /** 반반 결제's balance (billing.balance.ts). */
  balance?: Order['balance'];
  events: Array<{
    eventIdx: number;
    lineIdx: number | null;
    kind: OrderEvent['kind'];
    toStatus: string | null;
    actor: OrderEvent['actor'];
    message: string;
    createdAt: Date;
  }>;
  couponNames: Map<number, { couponIdx: number; name: string }>;
  voucher: Order['voucher'];
  purchasePoints: number;
  policies: Map<string, RefundPolicy>;
  today: string;
  /** The company's job steps and photos per line (partner-jobs.repository listJobViews). */
  jobs: Map<number, { job: JobRow | null; photos: JobPhoto[] }>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The 평형 tier among the snapshot options (its range is not kept in the snapshot). */
function tierOf(line: LineRow): OrderLine['pyeongTier'] {
  const tier = line.options.find((o) => o.kind === 'pyeong');
  return tier ? { optionIdx: tier.optionIdx, name: tier.name, pyeongMin: null, pyeongMax: null } : null;
}

export function payMethodLabel(order: OrderRow): string {
  if (order.amount === 0 && order.paymentStatus !== 'ready') return FULLY_DISCOUNTED_LABEL;
  return PAY_METHOD_LABELS[order.payMethod as PayMethod];
}

function toLine(order: OrderRow, line: LineRow, lines: LineRow[], extras: OrderExtras): OrderLine {
  const status = line.status as OrderStatus;
  const policy = extras.policies.get(line.categoryCode)!;
  const quote = quoteLine(policy, line, lines, extras.today);
  const dateRule = dateChangeRule(policy, { status, visitDate: line.visitDate, dateUndecided: line.dateUndecided }, extras.today);
  const coupon = line.residentCouponIdx !== null ? extras.couponNames.get(line.residentCouponIdx) : undefined;
  const job = extras.jobs.get(line.lineIdx);
  return {
    lineIdx: line.lineIdx,
    job: toOrderJob(line, job?.job, job?.photos ?? []),
    visitTimes: [...VISIT_TIME_SETS[line.visitTimeSet as VisitTimeSetKey]],
    itemIdx: line.itemIdx,
    itemName: line.itemName,
    categoryCode: line.categoryCode,
    categoryName: line.categoryName,
    thumbnailUrl: line.thumbnailUrl,
    partner: { partnerIdx: line.partnerIdx, companyName: line.companyName },
    apartment: line.apartmentIdx !== null && line.apartmentName !== null ? { apartmentIdx: line.apartmentIdx, name: line.apartmentName } : null,
    pyeong: line.pyeong,
    pyeongTier: tierOf(line),
    options: line.options.map(({ optionIdx, groupName, kind, name, price }) => ({ optionIdx, groupName, kind, name, price })),
    quantity: line.quantity,
    ...formatVisit({ visitDate: line.visitDate, dateUndecided: line.dateUndecided, visitHour: line.visitHour }, line.visitTimeSet as VisitTimeSetKey),
    status,
    statusLabel: ORDER_STATUS_LABELS[status],
    regularPrice: line.regularPrice,
    specialDiscount: line.specialDiscount,
    specialLabel: line.specialLabel,
    price: line.price,
    couponIdx: coupon?.couponIdx ?? null,
    couponName: coupon?.name ?? null,
    couponDiscount: line.couponDiscount,
    pointsUsed: line.pointsUsed,
    payAmount: line.payAmount,
    // 반반 결제: the second half stays unpaid until the balance is paid (a cancelled service's is never asked for).
    paidAmount: order.paidAt ? line.payAmount - line.unpaidAmount : 0,
    unpaidAmount: line.unpaidAmount,
    voucherAmount: line.voucherAmount,
    refundedAmount: line.refundedAmount,
    refundedPoints: line.refundedPoints,
    cancelFee: line.cancelFee,
    cancelReason: line.cancelReason,
    refundPending: line.pendingRefundIdx !== null,
    cancelledAt: iso(line.cancelledAt),
    startedAt: iso(line.startedAt),
    completedAt: iso(line.completedAt),
    confirmedAt: iso(line.confirmedAt),
    canCancel: quote.cancellable && order.paymentStatus !== 'ready',
    canChangeDate: dateRule.allowed && (NOT_STARTED_STATUSES as readonly string[]).includes(status) && line.pendingRefundIdx === null,
    canConfirm: status === 'completed' && !line.confirmedAt,
    cancelQuote: quote,
    refundPolicy: policy,
  };
}

export function toOrder(order: OrderRow, lines: LineRow[], extras: OrderExtras): Omit<Order, 'visit'> {
  const itemName = new Map(lines.map((l) => [l.lineIdx, l.itemName]));
  const status = headlineStatus(lines.map((l) => l.status as OrderStatus));
  return {
    merchantUid: order.merchantUid,
    orderNo: order.orderNo,
    orderName: order.orderName,
    status,
    statusLabel: ORDER_STATUS_LABELS[status],
    paymentStatus: order.paymentStatus,
    payMethod: order.payMethod as PayMethod,
    payMethodLabel: payMethodLabel(order),
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    regularTotal: order.regularTotal,
    specialDiscount: order.specialDiscount,
    itemsTotal: order.itemsTotal,
    couponDiscount: order.couponDiscount,
    pointsUsed: order.pointsUsed,
    amount: order.amount,
    refundedAmount: order.refundedAmount,
    refundedPoints: order.refundedPoints,
    vbank:
      order.vbankNum && order.vbankDue
        ? { bankName: order.vbankName ?? '', accountNumber: order.vbankNum, holder: order.vbankHolder ?? '', dueAt: order.vbankDue.toISOString() }
        : null,
    receiptUrl: order.receiptUrl,
    cashReceipt: extras.cashReceipt ?? null,
    balance: extras.balance ?? null,
    failReason: order.paymentStatus === 'failed' ? order.failReason : null,
    lines: lines.map((l) => toLine(order, l, lines, extras)),
    voucher: extras.voucher,
    purchasePoints: extras.purchasePoints,
    history: extras.events.map((e) => ({
      eventIdx: e.eventIdx,
      lineIdx: e.lineIdx,
      itemName: e.lineIdx !== null ? (itemName.get(e.lineIdx) ?? null) : null,
      kind: e.kind,
      status: (e.toStatus as OrderStatus | null) ?? null,
      statusLabel: e.toStatus ? ORDER_STATUS_LABELS[e.toStatus as OrderStatus] : null,
      actor: e.actor,
      message: e.message,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

/** A receipt per paid service: the amounts with the VAT inside (1/11 of the total, rounded). */
export function toReceipt(
  order: OrderRow,
  line: LineRow,
  businessNumber: string,
  canChangeDate: boolean,
  /** Whether the order's voucher is still held (not withdrawn by a cancel, vouchers.service). */
  voucherHeld: boolean,
): Receipt {
  const status = line.status as OrderStatus;
  // The line's amount is what was charged for it (the stored split); points are the shop's own discount.
  const total = line.payAmount;
  const vat = Math.round(total / 11);
  return {
    receiptIdx: line.lineIdx,
    merchantUid: order.merchantUid,
    orderNo: order.orderNo,
    itemName: line.itemName,
    categoryName: line.categoryName,
    companyName: line.companyName,
    businessNumber,
    status,
    statusLabel: ORDER_STATUS_LABELS[status],
    paidAt: iso(order.paidAt),
    payMethod: order.payMethod as PayMethod,
    payMethodLabel: payMethodLabel(order),
    cardReceiptUrl: order.receiptUrl,
    quantity: line.quantity,
    regularPrice: line.regularPrice,
    specialDiscount: line.specialDiscount,
    couponDiscount: line.couponDiscount,
    pointsUsed: line.pointsUsed,
    payAmount: line.payAmount,
    // A cancelled service's share, or a share of a withdrawn voucher, is no longer the resident's.
    voucherAmount: voucherHeld && status !== 'cancelled' ? line.voucherAmount : 0,
    total,
    supplyAmount: total - vat,
    vat,
    refundedAmount: line.refundedAmount,
    refundedPoints: line.refundedPoints,
    ...formatVisit({ visitDate: line.visitDate, dateUndecided: line.dateUndecided, visitHour: line.visitHour }, line.visitTimeSet as VisitTimeSetKey),
    canChangeDate,
  };
}

/** The payment quote of an order already created (an Idempotency-Key replay answers with it). */
export async function quoteFromOrder(db: DbOrTx, order: OrderRow, lines: LineRow[]): Promise<BillingQuote> {
  const [coupons, pointBalance, policies] = await Promise.all([
    describeCopies(db, lines.flatMap((l) => (l.residentCouponIdx === null ? [] : [l.residentCouponIdx]))),
    getPointBalance(db, order.residentIdx),
    refundPoliciesOf(db, [...new Set(lines.map((l) => l.categoryCode))]),
  ]);
  const paidTotal = order.amount + order.pointsUsed;
  const categories = new Map(lines.map((l) => [l.categoryCode, l.categoryName]));
  return {
    lines: lines.map((l) => ({
      cartIdx: l.sourceCartIdx ?? 0,
      itemIdx: l.itemIdx,
      itemName: l.itemName,
      categoryCode: l.categoryCode,
      categoryName: l.categoryName,
      regularTotal: l.regularPrice,
      discountRate: specialDiscountRate(l.regularPrice, l.price),
      price: l.price,
      couponIdx: coupons.find((c) => c.residentCouponIdx === l.residentCouponIdx)?.couponIdx ?? null,
      couponDiscount: l.couponDiscount,
      pointsUsed: l.pointsUsed,
      payAmount: l.payAmount,
    })),
    regularTotal: order.regularTotal,
    specialDiscount: order.specialDiscount,
    itemsTotal: order.itemsTotal,
    couponDiscount: order.couponDiscount,
    pointsUsed: order.pointsUsed,
    amount: order.amount,
    pointBalance,
    maxUsablePoints: order.pointsUsed,
    coupons: coupons.map((c) => {
      const covered = lines.filter((l) => l.residentCouponIdx === c.residentCouponIdx);
      return {
        couponIdx: c.couponIdx,
        name: c.name,
        discount: covered.reduce((s, l) => s + l.couponDiscount, 0),
        cartIdxs: covered.map((l) => l.sourceCartIdx ?? 0),
      };
    }),
    voucher: voucherFor(paidTotal),
    purchasePoints: purchaseRewardOf(paidTotal),
    refundPolicies: [...categories].map(([categoryCode, categoryName]) => ({ categoryCode, categoryName, policy: policies.get(categoryCode)! })),
  };
}

/** A partner's view of an order line: the service, the visit and the customer's home. */
