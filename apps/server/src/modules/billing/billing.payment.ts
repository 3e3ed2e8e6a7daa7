import type { Db, DbOrTx } from '../../db/client';
import { asResident, authorize, residentOwned } from '../../lib/authorize';
import { AppError, notFound } from '../../lib/errors';
import { PortOneError, type PortOneClient, type PortOnePayment } from '../../lib/portone';
import { recordEvent } from './billing.lifecycle';
import * as repo from './billing.repository';
import type { LineRow, OrderRow } from './billing.repository';
import { failOrder, holdSlots, markPaid, markVbankIssued, slotGoneReason } from './billing.settle';

export type PaymentOutcome = 'paid' | 'vbank_issued' | 'failed' | 'pending';

export interface ProcessResult {
  order: OrderRow;
  outcome: PaymentOutcome;
  message: string;
  /** A refund to run now that the transaction committed (a refused payment). */
  refundIdx: number | null;
}

/** Where a payment report came from; the resident's own reports must be about their own order. */
export interface ReportSource {
  residentIdx?: number;
}

const MESSAGES: Record<PaymentOutcome, string> = {
  paid: '결제가 완료되었어요.',
  vbank_issued: '가상계좌가 발급되었어요. 기한 안에 입금해 주세요.',
  failed: '결제가 완료되지 않았어요. 담았던 서비스는 장바구니에 다시 넣어 두었어요.',
  pending: '결제를 확인하고 있어요. 잠시 후 다시 확인해 주세요.',
};

function outcomeOf(order: OrderRow): PaymentOutcome {
  switch (order.paymentStatus) {
    case 'paid':
    case 'cancelled':
      return 'paid';
    case 'vbank_issued':
      return 'vbank_issued';
    case 'failed':
      return 'failed';
    default:
      return 'pending';
  }
}

const unchanged = (order: OrderRow, message?: string): ProcessResult => ({
  order,
  outcome: outcomeOf(order),
  message: message ?? (order.paymentStatus === 'failed' && order.failReason ? order.failReason : MESSAGES[outcomeOf(order)]),
  refundIdx: null,
});

/**
 * Applies what PortOne says about a payment to its order. Every report (the browser's success call, the
 * webhook, the mobile redirect, the reconciliation job) comes here, with the payment fetched from
 * PortOne by the caller: nothing the client sends is trusted. The order row is locked while deciding,
 * so concurrent reports of one payment change the order once; a repeated report changes nothing.
 *
 * A payment is accepted only when its merchant_uid, amount and status match the order. A paid amount
 * that differs, a second payment of a paid order, a payment for an order that already ended, or a slot
 * that filled up meanwhile is refused: the order is flagged (or failed) and a refund is written, which
 * the caller runs after the commit.
 */
export async function applyPayment(db: Db, merchantUid: string, payment: PortOnePayment, source: ReportSource = {}): Promise<ProcessResult> {
  if (payment.merchant_uid !== merchantUid) {
    throw new AppError('VALIDATION', '결제 정보가 주문과 맞지 않아요. 주문번호와 결제번호를 확인해 주세요.', [
      { field: 'impUid', message: '다른 주문의 결제예요.' },
    ]);
  }
  return db.transaction(async (tx) => {
    const found = await repo.lockOrder(tx, merchantUid);
    // A resident reports only their own order's payment; PortOne's webhook and the jobs report any.
    const order = source.residentIdx === undefined ? found : authorize(asResident(source.residentIdx), found, residentOwned, '주문');
    if (!order) throw notFound('주문');
    const lines = await repo.listLines(tx, order.orderIdx);
    switch (payment.status) {
      case 'paid':
        return onPaid(tx, order, lines, payment);
      case 'ready':
        return onReady(tx, order, lines, payment);
      case 'failed':
      case 'cancelled':
        return onEnded(tx, order, lines, payment);
    }
  });
}

async function onPaid(tx: DbOrTx, order: OrderRow, lines: LineRow[], payment: PortOnePayment): Promise<ProcessResult> {
  if (order.impUid === payment.imp_uid && (order.paymentStatus === 'paid' || order.paymentStatus === 'cancelled')) {
    return unchanged(order);
  }
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'cancelled') {
    return refuse(tx, order, lines, payment, '이미 결제된 주문에 한 번 더 결제되어 두 번째 결제를 환불했어요.', { keepOrder: true });
  }
  if (order.paymentStatus === 'failed') {
    return refuse(tx, order, lines, payment, '주문이 끝난 뒤에 결제되어 결제를 환불했어요.', { keepOrder: true });
  }
  // 반반 결제 charges the first half now (amount - deferredAmount); billing.balance.ts takes the rest.
  if (payment.amount !== order.amount - order.deferredAmount) {
    return refuse(tx, order, lines, payment, '결제 금액이 주문 금액과 달라 결제를 취소했어요. 다시 결제해 주세요.', { flag: true });
  }
  let current = lines;
  if (order.paymentStatus === 'ready') {
    const gone = await holdSlots(tx, lines);
    if (gone) return refuse(tx, order, lines, payment, `${slotGoneReason(gone)}. 결제를 취소했어요.`);
    // Lines read again only when holding their slots changed them ('미정' dates hold nothing).
    if (lines.some((l) => l.visitDate && !l.slotHeld)) current = await repo.listLines(tx, order.orderIdx);
  }
  const paid = await markPaid(tx, order, current, payment);
  return { order: paid, outcome: 'paid', message: MESSAGES.paid, refundIdx: null };
}

async function onReady(tx: DbOrTx, order: OrderRow, lines: LineRow[], payment: PortOnePayment): Promise<ProcessResult> {
  // 'ready' without a virtual account: the payment window is open, nothing to do yet.
  if (payment.pay_method !== 'vbank' || order.paymentStatus !== 'ready') return unchanged(order);
  if (payment.amount !== order.amount) {
    return refuse(tx, order, lines, payment, '입금할 금액이 주문 금액과 달라 가상계좌를 취소했어요. 다시 결제해 주세요.', { flag: true });
  }
  const gone = await holdSlots(tx, lines);
  if (gone) return refuse(tx, order, lines, payment, `${slotGoneReason(gone)}. 가상계좌를 취소했어요.`);
  const issued = await markVbankIssued(tx, order, await repo.listLines(tx, order.orderIdx), payment);
  return { order: issued, outcome: 'vbank_issued', message: MESSAGES.vbank_issued, refundIdx: null };
}

async function onEnded(tx: DbOrTx, order: OrderRow, lines: LineRow[], payment: PortOnePayment): Promise<ProcessResult> {
  const open = order.paymentStatus === 'ready' || (order.paymentStatus === 'vbank_issued' && payment.imp_uid === order.impUid);
  if (!open) return unchanged(order);
  const reason =
    payment.status === 'cancelled'
      ? order.paymentStatus === 'vbank_issued'
        ? '가상계좌가 취소되었어요.'
        : '결제를 취소했어요.'
      : `결제에 실패했어요${payment.fail_reason ? `: ${payment.fail_reason}` : '.'}`;
  const failed = await failOrder(tx, order, lines, { reason, actor: 'system', impUid: payment.imp_uid });
  return { order: failed, outcome: 'failed', message: `${reason} 담았던 서비스는 장바구니에 다시 넣어 두었어요.`, refundIdx: null };
}

/**
 * Refuses a payment: unless `keepOrder`, the order fails (and goes back to the cart); either way a refund
 * of the whole payment (or the void of an issued virtual account) is written once per payment.
 */
async function refuse(
  tx: DbOrTx,
  order: OrderRow,
  lines: LineRow[],
  payment: PortOnePayment,
  reason: string,
  options: { keepOrder?: boolean; flag?: boolean } = {},
): Promise<ProcessResult> {
  if (await repo.findRefusal(tx, payment.imp_uid)) return unchanged(order, reason);
  let current = order;
  if (options.keepOrder) {
    current = await repo.updateOrder(tx, order.orderIdx, { flaggedAt: new Date(), flagReason: reason });
    await recordEvent(tx, current, { kind: 'flag', actor: 'system', message: reason, data: { impUid: payment.imp_uid } });
  } else {
    current = await failOrder(tx, order, lines, { reason, actor: 'system', flag: options.flag ?? false, impUid: payment.imp_uid });
  }
  const left = payment.amount - payment.cancel_amount;
  const refund = await repo.insertRefund(tx, {
    orderIdx: order.orderIdx,
    kind: 'refuse',
    impUid: payment.imp_uid,
    lines: [],
    voidOnly: payment.status === 'ready',
    amount: payment.status === 'paid' ? left : 0,
    checksum: payment.status === 'paid' ? left : 0,
    reason,
    actor: 'system',
  });
  return { order: current, outcome: 'failed', message: reason, refundIdx: refund?.refundIdx ?? null };
}

/** Fetches a payment from PortOne for a report; 404 in Korean when PortOne has none. */
export async function fetchPayment(portone: PortOneClient, impUid: string): Promise<PortOnePayment> {
  const payment = await portone.getPayment(impUid).catch((error: unknown) => {
    throw portoneUnavailable(error);
  });
  if (!payment) throw new AppError('NOT_FOUND', '결제 정보를 찾을 수 없어요. 잠시 후 다시 확인해 주세요.', [{ field: 'impUid', message: '없는 결제번호예요.' }]);
  return payment;
}

export { MESSAGES as PAYMENT_MESSAGES };

/** PortOne could not be reached or refused a read: a 503 the client may retry. */
export function portoneUnavailable(error: unknown): unknown {
  if (!(error instanceof PortOneError)) return error;
  return new AppError('UNAVAILABLE', '결제사와 연결하지 못했어요. 잠시 후 다시 확인해 주세요.');
}
