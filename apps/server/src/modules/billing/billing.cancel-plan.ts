import {
  FINAL_STATUSES,
  formatPoints,
  formatWon,
  PAY_METHOD_LABELS,
  voucherFor,
  type CancelPreview,
  type CancelQuote,
  type OrderStatus,
  type PayMethod,
  type RefundPolicy,
} from '@ipju/contract';
import { josa } from 'es-hangul';
import type { RefundLine } from '../../db/schema';
import { AppError, invalidField } from '../../lib/errors';
import type { LineRow, OrderRow } from './billing.repository';
import { quoteCancel } from '../refund-policies';

/**
 * What cancelling services of an order does, decided once: `planCancel` is what PUT /billings/{merchantUid}/cancel
 * executes, and `cancelConsequences` (coupon, points, voucher, payment reward) is what the cancel sheet
 * says before the resident confirms (GET /billings/{merchantUid}/cancel-preview), with the rules the
 * bookkeeping applies afterwards (applyCancellation in billing.refunds.ts).
 */

/** Whether cancelling `line` (with `alsoCancelling`) gives its coupon back: every line it covered is cancelled. */
export function couponComesBack(line: LineRow, lines: LineRow[], alsoCancelling: ReadonlySet<number>): boolean {
  if (line.residentCouponIdx === null) return false;
  return lines
    .filter((l) => l.residentCouponIdx === line.residentCouponIdx)
    .every((l) => l.lineIdx === line.lineIdx || l.status === 'cancelled' || alsoCancelling.has(l.lineIdx));
}

/** The refund quote of a line now (policy, date, what was paid), with whether its coupon would come back. */
export function quoteLine(policy: RefundPolicy, line: LineRow, lines: LineRow[], today: string, alsoCancelling = new Set<number>()): CancelQuote {
  const quote = quoteCancel(
    policy,
    {
      status: line.status as OrderStatus,
      visitDate: line.visitDate,
      dateUndecided: line.dateUndecided,
      pointsUsed: line.pointsUsed - line.refundedPoints,
      // 반반 결제: only what was paid so far can come back (the unpaid balance is simply not charged).
      payAmount: line.payAmount - line.unpaidAmount,
      refundedAmount: line.refundedAmount,
      refundPending: line.pendingRefundIdx !== null,
    },
    today,
  );
  return { ...quote, couponRestored: quote.cancellable && couponComesBack(line, lines, alsoCancelling) };
}

export interface CancelPlan {
  targets: LineRow[];
  shares: RefundLine[];
  amount: number;
  points: number;
  fee: number;
}

/** The lines to cancel: the named ones (every one must belong to the order), else every cancellable one. */
export function pickTargets(order: OrderRow, lines: LineRow[], lineIdxs: number[] | undefined): LineRow[] {
  const open = lines.filter((l) => !(FINAL_STATUSES as readonly string[]).includes(l.status));
  let targets: LineRow[];
  if (lineIdxs) {
    const missing = lineIdxs.filter((id) => !lines.some((l) => l.lineIdx === id));
    if (missing.length) throw new AppError('NOT_FOUND', `이 주문에 없는 서비스예요: ${missing.join(', ')}`, [{ field: 'lineIdxs', message: '주문에 없는 서비스예요.' }]);
    targets = lines.filter((l) => lineIdxs.includes(l.lineIdx));
  } else {
    targets = open.filter((l) => l.status === 'awaiting_deposit' || l.status === 'awaiting_work');
    if (!targets.length && open.length) {
      throw new AppError('CONFLICT', '시공이 시작된 뒤에는 온라인으로 취소할 수 없어요. 업체에 문의해 주세요.');
    }
  }
  if (!targets.length) throw new AppError('CONFLICT', '취소할 수 있는 서비스가 없어요.');
  // A virtual account is issued for the whole amount: before the deposit the order is cancelled whole.
  if (order.paymentStatus === 'vbank_issued' && targets.length !== open.length) {
    throw invalidField('lineIdxs', '입금 전에는 주문 전체만 취소할 수 있어요.');
  }
  return targets;
}

/** Each target's refund under its policy today (409 when one cannot be cancelled), and the totals. */
export function planCancel(
  order: OrderRow,
  lines: LineRow[],
  lineIdxs: number[] | undefined,
  policies: Map<string, RefundPolicy>,
  today: string,
): CancelPlan {
  const targets = pickTargets(order, lines, lineIdxs);
  const ids = new Set(targets.map((l) => l.lineIdx));
  const shares: RefundLine[] = targets.map((line) => {
    const quote = quoteLine(policies.get(line.categoryCode)!, line, lines, today, ids);
    if (!quote.cancellable) throw new AppError('CONFLICT', `${josa(line.itemName, '은/는')} 취소할 수 없어요. ${quote.reason ?? ''}`.trim());
    return { lineIdx: line.lineIdx, amount: quote.refundAmount, points: quote.refundPoints, fee: quote.fee };
  });
  const sum = (f: (s: RefundLine) => number) => shares.reduce((s, x) => s + f(x), 0);
  return { targets, shares, amount: sum((s) => s.amount), points: sum((s) => s.points), fee: sum((s) => s.fee) };
}

/** The payment reward taken back by a cancel: in proportion to what is cancelled, all that is left at the end. */
export function rewardToTakeBack(input: { granted: number; takenBack: number; paidTotal: number; cancelledTotal: number; allEnded: boolean }): number {
  const { granted, takenBack, paidTotal, cancelledTotal, allEnded } = input;
  if (granted <= 0) return 0;
  const share = allEnded ? granted - takenBack : Math.floor((granted * cancelledTotal) / paidTotal / 10) * 10;
  return Math.max(0, Math.min(share, granted - takenBack));
}

/** Whether a 반반 결제 balance is still owed on the lines that stay (the voucher and reward wait for it). */
export function owesBalance(lines: LineRow[], cancelling: ReadonlySet<number> = new Set()): boolean {
  return lines.some((l) => l.status !== 'cancelled' && !cancelling.has(l.lineIdx) && l.unpaidAmount > 0);
}

/** What a paid order's lines still count towards the voucher (card/account plus points) once `cancelling` is gone. */
export function remainingPaidTotal(lines: LineRow[], cancelling: ReadonlySet<number>): number {
  return lines.filter((l) => l.status !== 'cancelled' && !cancelling.has(l.lineIdx)).reduce((s, l) => s + l.payAmount + l.pointsUsed, 0);
}

export interface CancelState {
  /** The coupon behind each copy the targets used: its name. */
  couponNames: Map<number, string>;
  /** The order's issued voucher now (amount), if any. */
  voucherNow: number | null;
  reward: { granted: number; takenBack: number };
}

/** The preview of a cancel: the plan's refund and its consequences, with the one sentence the sheet shows. */
export function cancelConsequences(order: OrderRow, lines: LineRow[], plan: CancelPlan, state: CancelState): CancelPreview {
  const ids = new Set(plan.targets.map((l) => l.lineIdx));
  const copies = [...new Set(plan.targets.map((l) => l.residentCouponIdx).filter((c): c is number => c !== null))];
  const coupons = copies.map((copy) => {
    const line = plan.targets.find((l) => l.residentCouponIdx === copy)!;
    return { name: state.couponNames.get(copy) ?? '쿠폰', restored: couponComesBack(line, lines, ids) };
  });
  const wasPaid = order.paymentStatus === 'paid';
  const allEnded = lines.every((l) => ids.has(l.lineIdx) || (FINAL_STATUSES as readonly string[]).includes(l.status));
  // 반반 결제 before its balance: no voucher yet, and none is decided by this cancel (it comes with the balance).
  const after = wasPaid && !owesBalance(lines, ids) ? (voucherFor(remainingPaidTotal(lines, ids))?.amount ?? null) : state.voucherNow;
  const rewardTakenBack = wasPaid
    ? rewardToTakeBack({
        ...state.reward,
        paidTotal: order.amount + order.pointsUsed,
        cancelledTotal: plan.targets.reduce((s, l) => s + l.payAmount + l.pointsUsed, 0),
        allEnded,
      })
    : 0;
  const pointsUsed = plan.targets.reduce((s, l) => s + l.pointsUsed - l.refundedPoints, 0);
  const preview = {
    lineIdxs: plan.targets.map((l) => l.lineIdx),
    refundAmount: plan.amount,
    refundPoints: plan.points,
    fee: plan.fee,
    pointsUsed,
    coupons,
    voucher: { now: state.voucherNow, after },
    rewardTakenBack,
  };
  return { ...preview, sentence: cancelSentence(order, preview) };
}

/**
 * '취소하면 신용카드로 363,885원, 포인트 8,652P를 돌려받아요. 사용한 쿠폰(입주청소 10% 할인 쿠폰)도 돌아와요. 남은
 * 결제 금액이 상품권 기준에 못 미쳐 받은 상품권 30,000원은 회수돼요.'
 */
export function cancelSentence(order: OrderRow, p: Omit<CancelPreview, 'sentence'>): string {
  const back: string[] = [];
  if (p.refundAmount > 0) {
    const to = order.payMethod === 'vbank' ? '환불 계좌' : PAY_METHOD_LABELS[order.payMethod as PayMethod];
    back.push(`${josa(to, '으로/로')} ${formatWon(p.refundAmount)}`);
  }
  if (p.refundPoints > 0) back.push(`포인트 ${formatPoints(p.refundPoints)}`);
  const fee = p.fee > 0 ? `취소 수수료 ${formatWon(p.fee)}을 빼고 ` : '';
  const sentences = [
    back.length ? `취소하면 ${fee}${back.join(', ')}${p.refundPoints > 0 ? '를' : '을'} 돌려받아요.` : '취소해도 돌려받는 금액은 없어요.',
  ];
  if (p.pointsUsed > p.refundPoints) sentences.push(`사용한 포인트 중 ${formatPoints(p.pointsUsed - p.refundPoints)}는 수수료로 빠져요.`);
  for (const c of p.coupons) {
    sentences.push(c.restored ? `사용한 쿠폰(${c.name})도 돌아와요.` : `사용한 쿠폰(${c.name})은 함께 할인받은 다른 서비스에 남아 있어 돌아오지 않아요.`);
  }
  const { now, after } = p.voucher;
  if (now !== null && after === null) sentences.push(`남은 결제 금액이 상품권 기준에 못 미쳐 받은 상품권 ${formatWon(now)}은 회수돼요.`);
  else if (now !== null && after !== null && after < now) sentences.push(`받은 상품권은 ${formatWon(now)}에서 ${formatWon(after)}으로 바뀌어요.`);
  else if (now !== null && after !== null) sentences.push(`받은 상품권 ${formatWon(now)}은 그대로예요.`);
  if (p.rewardTakenBack > 0) sentences.push(`결제로 적립된 포인트 중 ${formatPoints(p.rewardTakenBack)}는 다시 빠져요.`);
  return sentences.join(' ');
}
