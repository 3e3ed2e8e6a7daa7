import {
  bankName,
  FINAL_STATUSES,
  formatPoints,
  formatWon,
  seoulToday,
  type OrderActor,
} from '@ipju/contract';
import type { Db, DbOrTx } from '../../db/client';
import { asResident, authorize, residentOwned } from '../../lib/authorize';
import { AppError, invalidField, notFound } from '../../lib/errors';
import { partnerNotices, queuePartnerNotice } from '../../lib/notifications';
import { PortOneError, type PortOneClient } from '../../lib/portone';
import { releaseCoupons } from '../coupons';
import { refundPoints, takeBackPoints } from '../points';
import { loadRefundPolicies } from '../refund-policies';
import { syncOrderVoucher } from '../vouchers';
import { moveLines, notifyBuyer, recordEvent } from './billing.lifecycle';
import { notices } from './billing.notices';
import * as repo from './billing.repository';
import type { LineRow, OrderRow, RefundRow } from './billing.repository';
import { releaseSlots } from './billing.settle';
import { owesBalance, planCancel, remainingPaidTotal, rewardToTakeBack } from './billing.cancel-plan';


export { couponComesBack, quoteLine } from './billing.cancel-plan';

export interface CancelRequest {
  lineIdxs?: number[];
  reason: string;
  refundBank?: string;
  refundAccount?: string;
  refundHolder?: string;
}

export interface RefundContext {
  db: Db;
  portone: PortOneClient;
}

/**
 * Cancels services of an order under the refund policy: decides what each line gets back and writes the
 * refund 'pending' with the lines marked (one transaction, order locked), then refunds through PortOne
 * (partial cancel with the checksum) and only then marks the lines cancelled. A second cancel of the
 * same order waits until the first is finished.
 */
export async function requestCancel(
  ctx: RefundContext,
  actor: { kind: OrderActor; idx: number | null; residentIdx?: number },
  merchantUid: string,
  request: CancelRequest,
): Promise<RefundRow> {
  const refund = await ctx.db.transaction(async (tx) => {
    const found = await repo.lockOrder(tx, merchantUid);
    // A resident cancels their own order only; the system (jobs) acts on any.
    const order = actor.residentIdx === undefined ? found : authorize(asResident(actor.residentIdx), found, residentOwned, '주문');
    if (!order) throw notFound('주문');
    if (order.paymentStatus === 'ready') {
      throw new AppError('CONFLICT', '아직 결제가 끝나지 않은 주문이에요. 결제를 그만두려면 결제창을 닫아 주세요.');
    }
    if (await repo.hasPendingRefund(tx, order.orderIdx)) {
      throw new AppError('CONFLICT', '이전 취소를 처리하고 있어요. 잠시 후 다시 시도해 주세요.');
    }
    const lines = await repo.listLines(tx, order.orderIdx);
    const policies = await loadRefundPolicies(tx, [...new Set(lines.map((l) => l.categoryCode))]);
    // The same plan the cancel sheet's preview shows (billing.cancel-plan.ts).
    const { targets, shares, amount } = planCancel(order, lines, request.lineIdxs, policies, seoulToday());
    const ids = new Set(targets.map((l) => l.lineIdx));
    const account = order.payMethod === 'vbank' && order.paymentStatus === 'paid' && amount > 0 ? refundAccountOf(request) : {};
    const row = await repo.insertRefund(tx, {
      orderIdx: order.orderIdx,
      kind: 'cancel',
      impUid: order.impUid,
      lines: shares,
      voidOnly: order.paymentStatus === 'vbank_issued',
      amount,
      points: shares.reduce((s, x) => s + x.points, 0),
      fee: shares.reduce((s, x) => s + x.fee, 0),
      reason: request.reason,
      actor: actor.kind,
      checksum: order.amount - order.deferredAmount - order.refundedAmount,
      ...account,
    });
    const marked = await repo.markLinesRefundPending(tx, [...ids], row!.refundIdx);
    if (marked.length !== ids.size) throw new AppError('CONFLICT', '이미 취소를 처리하고 있는 서비스예요.');
    return row!;
  });
  const result = await executeRefund(ctx, refund.refundIdx);
  if (result.status === 'failed') {
    throw new AppError('UNAVAILABLE', `환불 요청이 처리되지 않았어요. 잠시 후 다시 시도해 주세요. (${result.error ?? '결제사 오류'})`);
  }
  return (await repo.findRefund(ctx.db, refund.refundIdx))!;
}

/** A virtual-account refund needs the account the money goes back to. */
function refundAccountOf(request: CancelRequest) {
  if (!request.refundBank || !bankName(request.refundBank)) throw invalidField('refundBank', '환불 받을 은행을 골라 주세요.');
  if (!request.refundAccount) throw invalidField('refundAccount', '환불 받을 계좌번호를 입력해 주세요.');
  if (!request.refundHolder) throw invalidField('refundHolder', '예금주를 입력해 주세요.');
  return { refundBank: request.refundBank, refundAccount: request.refundAccount, refundHolder: request.refundHolder };
}

export interface RefundRun {
  status: 'done' | 'failed' | 'pending';
  error?: string;
}

/**
 * Runs a pending refund: PortOne's cancel (unless nothing goes back through PortOne), then the
 * bookkeeping. When PortOne refuses, the payment is read back: if the money was already returned (an
 * earlier run died before recording it) the refund is finished, otherwise it fails and the lines can be
 * cancelled again. When PortOne cannot be reached the refund stays pending for the reconciliation job.
 */
export async function executeRefund(ctx: RefundContext, refundIdx: number): Promise<RefundRun> {
  const refund = await repo.findRefund(ctx.db, refundIdx);
  if (!refund || refund.status !== 'pending') return { status: refund?.status === 'done' ? 'done' : 'failed' };
  const order = (await repo.findOrderByIdx(ctx.db, refund.orderIdx))!;
  await repo.updateRefund(ctx.db, refundIdx, { attempts: refund.attempts + 1 });
  const callsPortOne = refund.impUid !== null && (refund.voidOnly || refund.amount > 0);
  if (callsPortOne) {
    try {
      await ctx.portone.cancelPayment({
        impUid: refund.impUid!,
        merchantUid: refund.impUid === order.impUid ? order.merchantUid : undefined,
        amount: refund.voidOnly ? 0 : refund.amount,
        checksum: refund.checksum,
        reason: refund.reason,
        refundBank: refund.refundBank ?? undefined,
        refundAccount: refund.refundAccount ?? undefined,
        refundHolder: refund.refundHolder ?? undefined,
      });
    } catch (error) {
      if (!(error instanceof PortOneError)) throw error;
      if (error.httpStatus === 0 || error.httpStatus >= 500) return { status: 'pending', error: error.message };
      if (!(await alreadyReturned(ctx.portone, refund))) {
        await failRefund(ctx.db, refund, error.message);
        return { status: 'failed', error: error.message };
      }
    }
  }
  await finishRefund(ctx.db, refundIdx);
  return { status: 'done' };
}

async function alreadyReturned(portone: PortOneClient, refund: RefundRow): Promise<boolean> {
  const payment = await portone.getPayment(refund.impUid!).catch(() => null);
  if (!payment) return false;
  if (refund.voidOnly || refund.kind === 'refuse') return payment.status === 'cancelled';
  return payment.amount - payment.cancel_amount === refund.checksum - refund.amount;
}

async function failRefund(db: Db, refund: RefundRow, error: string) {
  await db.transaction(async (tx) => {
    await repo.updateRefund(tx, refund.refundIdx, { status: 'failed', error: error.slice(0, 500) });
    const order = (await repo.lockOrderByIdx(tx, refund.orderIdx))!;
    if (refund.kind === 'cancel') {
      await repo.clearLinesRefundPending(tx, refund.refundIdx);
      await recordEvent(tx, order, { kind: 'refund', actor: 'system', message: `환불 요청이 결제사에서 처리되지 않았어요: ${error}` });
    } else {
      await repo.updateOrder(tx, order.orderIdx, { flaggedAt: new Date(), flagReason: `환불 실패: ${error}` });
      await recordEvent(tx, order, { kind: 'flag', actor: 'system', message: `결제 환불이 실패해 확인이 필요해요: ${error}` });
    }
  });
}

/** Records a refund PortOne has made (once: the refund row is locked and must still be pending). */
async function finishRefund(db: Db, refundIdx: number) {
  await db.transaction(async (tx) => {
    const refund = await repo.lockRefund(tx, refundIdx);
    if (!refund || refund.status !== 'pending') return;
    await repo.updateRefund(tx, refundIdx, { status: 'done', completedAt: new Date() });
    if (refund.kind === 'cancel') await applyCancellation(tx, refund);
  });
}

/** The cancelled lines' bookkeeping: amounts, points, coupons, payment reward, voucher, slots, history. */
async function applyCancellation(tx: DbOrTx, refund: RefundRow) {
  const order = (await repo.lockOrderByIdx(tx, refund.orderIdx))!;
  const lines = await repo.listLines(tx, order.orderIdx);
  const shares = new Map(refund.lines.map((s) => [s.lineIdx, s]));
  const targets = lines.filter((l) => shares.has(l.lineIdx) && l.pendingRefundIdx === refund.refundIdx);
  for (const line of targets) {
    const share = shares.get(line.lineIdx)!;
    await repo.updateLine(tx, line.lineIdx, {
      refundedAmount: line.refundedAmount + share.amount,
      refundedPoints: line.refundedPoints + share.points,
      cancelFee: line.cancelFee + share.fee,
      cancelReason: refund.reason,
      pendingRefundIdx: null,
    });
  }
  await releaseSlots(tx, targets);
  const wasPaid = order.paymentStatus === 'paid';
  // The companies that were waiting to do the work hear of it; one that cancelled itself does not.
  const booked = refund.actor === 'partner' ? [] : targets.filter((l) => l.status === 'awaiting_work' || l.status === 'in_progress');
  await moveLines(tx, order, targets, {
    to: 'cancelled',
    actor: refund.actor,
    message: refund.fee > 0 ? `취소했어요 (수수료 ${formatWon(refund.fee)}): ${refund.reason}` : `취소했어요: ${refund.reason}`,
  });
  if (refund.points > 0) await refundPoints(tx, order.residentIdx, refund.points, order.orderIdx, `${order.orderName} 취소`);

  const after = await repo.listLines(tx, order.orderIdx);
  const couponIdxs = [...new Set(targets.map((l) => l.residentCouponIdx).filter((c): c is number => c !== null))];
  const comeBack = couponIdxs.filter((c) => after.filter((l) => l.residentCouponIdx === c).every((l) => l.status === 'cancelled'));
  if (comeBack.length) await releaseCoupons(tx, order.orderIdx, comeBack);

  const allEnded = after.every((l) => (FINAL_STATUSES as readonly string[]).includes(l.status));
  if (wasPaid) await takeBackReward(tx, order, targets, allEnded);
  const updated = await repo.updateOrder(tx, order.orderIdx, {
    refundedAmount: order.refundedAmount + refund.amount,
    refundedPoints: order.refundedPoints + refund.points,
    ...(allEnded ? { paymentStatus: 'cancelled' as const } : {}),
  });
  // 반반 결제 before its balance: no voucher was given yet (it comes with the balance).
  if (wasPaid && !owesBalance(after)) {
    await syncOrderVoucher(tx, { orderIdx: order.orderIdx, residentIdx: order.residentIdx, paidTotal: remainingPaidTotal(after, new Set()) });
  }
  await recordEvent(tx, updated, {
    kind: 'refund',
    actor: refund.actor,
    message: `환불 ${formatWon(refund.amount)}${refund.points ? `, 포인트 ${formatPoints(refund.points)}` : ''}${
      comeBack.length ? ', 쿠폰 돌려받음' : ''
    }`,
    data: { refundIdx: refund.refundIdx, lines: refund.lines },
  });
  await notifyBuyer(tx, updated, notices.cancelled(updated, targets, refund));
  for (const line of booked) await queuePartnerNotice(tx, partnerNotices.cancelled(line, refund.actor));
}

/** The payment reward goes back in proportion to what was cancelled (all of what is left at the end). */
async function takeBackReward(tx: DbOrTx, order: OrderRow, cancelled: LineRow[], allEnded: boolean) {
  const amount = rewardToTakeBack({
    ...(await repo.purchasePointsOf(tx, order.orderIdx)),
    paidTotal: order.amount + order.pointsUsed,
    cancelledTotal: cancelled.reduce((s, l) => s + l.payAmount + l.pointsUsed, 0),
    allEnded,
  });
  if (amount > 0) await takeBackPoints(tx, order.residentIdx, amount, order.orderIdx, `${order.orderName} 취소`);
}
