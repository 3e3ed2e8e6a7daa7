import { formatYmd, type OrderActor } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { partnerNotices, queuePartnerNotice } from '../../lib/notifications';
import type { PortOnePayment } from '../../lib/portone';
import { restoreCartLines } from '../cart';
import { markCouponsUsed, releaseCoupons } from '../coupons';
import { createInspectionsForPaidOrder } from '../inspections';
import { grantPoints, returnSpentPoints } from '../points';
import { holdSlots as holdAll, releaseSlot } from '../schedule';
import { syncOrderVoucher } from '../vouchers';
import { moveLines, notifyBuyer, recordEvent } from './billing.lifecycle';
import { notices } from './billing.notices';
import { purchaseRewardOf } from './billing.plan';
import * as repo from './billing.repository';
import type { LineRow, OrderRow } from './billing.repository';

/**
 * The state changes a payment result makes, each inside the caller's transaction with the order row
 * locked: paid, virtual account issued, failed. None of them calls PortOne.
 */

const seconds = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);

/**
 * Holds the partner slot of every dated line that does not hold one yet, all or none (the schedule
 * module takes them in a fixed order and gives back what it held when one is full or closed). Returns the
 * line whose slot was gone, or null when all are held.
 */
export async function holdSlots(tx: DbOrTx, lines: LineRow[]): Promise<LineRow | null> {
  const toHold = lines.filter((l) => l.visitDate && !l.slotHeld);
  if (!toHold.length) return null;
  const result = await holdAll(
    tx,
    toHold.map((l) => ({ partnerIdx: l.partnerIdx, visitDate: l.visitDate!, visitHour: l.visitHour })),
  );
  if (!result.ok) {
    const { slot } = result;
    return toHold.find((l) => l.partnerIdx === slot.partnerIdx && l.visitDate === slot.visitDate && l.visitHour === slot.visitHour)!;
  }
  for (const line of toHold) await repo.updateLine(tx, line.lineIdx, { slotHeld: true });
  return null;
}

/** Gives back the slots lines hold (cancelled, failed or moved). */
export async function releaseSlots(tx: DbOrTx, lines: LineRow[]): Promise<void> {
  for (const line of lines.filter((l) => l.slotHeld && l.visitDate)) {
    await releaseSlot(tx, { partnerIdx: line.partnerIdx, visitDate: line.visitDate!, visitHour: line.visitHour });
    await repo.updateLine(tx, line.lineIdx, { slotHeld: false });
  }
}

/** The words for a line whose slot filled up before the payment arrived. */
export function slotGoneReason(line: LineRow): string {
  const day = line.visitDate ? formatYmd(line.visitDate) : '선택한 날짜';
  return `${line.itemName}의 ${day} 일정이 그사이 마감되었어요`;
}

/** Paid (card, easy pay, deposit, or nothing to pay): lines wait for the work; rewards are granted. */
export async function markPaid(tx: DbOrTx, order: OrderRow, lines: LineRow[], payment: PortOnePayment | null): Promise<OrderRow> {
  const wasVbank = order.paymentStatus === 'vbank_issued';
  const paid = await repo.updateOrder(tx, order.orderIdx, {
    paymentStatus: 'paid',
    paidAt: seconds(payment?.paid_at) ?? new Date(),
    ...(payment
      ? {
          impUid: payment.imp_uid,
          pgProvider: payment.pg_provider,
          pgPayMethod: payment.pay_method,
          receiptUrl: payment.receipt_url,
        }
      : {}),
  });
  const active = lines.filter((l) => l.status === 'payment_pending' || l.status === 'awaiting_deposit');
  const booked = await moveLines(tx, paid, active, {
    to: 'awaiting_work',
    actor: 'system',
    message: wasVbank ? '입금이 확인되어 예약이 확정되었어요.' : payment ? '결제가 완료되었어요.' : '쿠폰·포인트로 결제가 완료되었어요.',
  });
  // Each company hears of its new work in this transaction (docs/PARTNER.md, notifications).
  for (const line of booked) await queuePartnerNotice(tx, partnerNotices.newOrder(line));
  // A paid 사전점검 line becomes its company's inspection now (docs/INSPECTION.md, "Inspections (server)").
  await createInspectionsForPaidOrder(tx, { residentIdx: paid.residentIdx, dong: paid.dong, ho: paid.ho, lines: booked });
  await markCouponsUsed(tx, order.orderIdx);
  const paidTotal = paid.amount + paid.pointsUsed;
  // 반반 결제: the reward and the voucher come with the balance, once the order is paid in full (billing.balance.ts).
  if (paid.deferredAmount > 0) {
    await notifyBuyer(tx, paid, notices.paid(paid, active));
    return paid;
  }
  const reward = purchaseRewardOf(paidTotal);
  if (reward > 0) {
    await grantPoints(tx, { residentIdx: paid.residentIdx, amount: reward, reason: 'purchase', orderIdx: paid.orderIdx, memo: paid.orderName });
  }
  await syncOrderVoucher(tx, { orderIdx: paid.orderIdx, residentIdx: paid.residentIdx, paidTotal });
  await notifyBuyer(tx, paid, wasVbank ? notices.deposited(paid) : notices.paid(paid, active));
  return paid;
}

/** A virtual account was issued: the order waits for the deposit (its slots are held until the deadline). */
export async function markVbankIssued(tx: DbOrTx, order: OrderRow, lines: LineRow[], payment: PortOnePayment): Promise<OrderRow> {
  const issued = await repo.updateOrder(tx, order.orderIdx, {
    paymentStatus: 'vbank_issued',
    impUid: payment.imp_uid,
    pgProvider: payment.pg_provider,
    pgPayMethod: payment.pay_method,
    vbankCode: payment.vbank_code,
    vbankName: payment.vbank_name,
    vbankNum: payment.vbank_num,
    vbankHolder: payment.vbank_holder,
    vbankDue: seconds(payment.vbank_date),
  });
  await moveLines(tx, issued, lines.filter((l) => l.status === 'payment_pending'), {
    to: 'awaiting_deposit',
    actor: 'system',
    message: `가상계좌가 발급되었어요: ${payment.vbank_name ?? ''} ${payment.vbank_num ?? ''}`.trim(),
  });
  await notifyBuyer(tx, issued, notices.vbankIssued(issued));
  return issued;
}

/**
 * The order ends unpaid (failed, abandoned, refused or expired): its lines become 결제실패, held slots,
 * coupons and points come back, and its services go back into the cart. `flag` marks it for staff.
 */
export async function failOrder(
  tx: DbOrTx,
  order: OrderRow,
  lines: LineRow[],
  input: { reason: string; actor: OrderActor; actorIdx?: number | null; flag?: boolean; expired?: boolean; impUid?: string | null },
): Promise<OrderRow> {
  const now = new Date();
  const failed = await repo.updateOrder(tx, order.orderIdx, {
    paymentStatus: 'failed',
    failedAt: now,
    failReason: input.reason,
    ...(input.impUid && !order.impUid ? { impUid: input.impUid } : {}),
    ...(input.flag ? { flaggedAt: now, flagReason: input.reason } : {}),
    cartRestoredAt: order.cartRestoredAt ?? now,
  });
  const open = lines.filter((l) => l.status === 'payment_pending' || l.status === 'awaiting_deposit');
  await releaseSlots(tx, open);
  await moveLines(tx, failed, open, { to: 'payment_failed', actor: input.actor, actorIdx: input.actorIdx, message: input.reason });
  await releaseCoupons(tx, order.orderIdx);
  await returnSpentPoints(tx, order.residentIdx, order.orderIdx, order.orderName);
  if (!order.cartRestoredAt) await restoreCartLines(tx, order.residentIdx, open.map(restorable));
  if (input.flag) await recordEvent(tx, failed, { kind: 'flag', actor: 'system', message: input.reason });
  await notifyBuyer(tx, failed, input.expired ? notices.expired(failed) : notices.failed(failed, input.reason));
  return failed;
}

const restorable = (l: LineRow) => ({
  lineIdx: l.lineIdx,
  itemIdx: l.itemIdx,
  apartmentIdx: l.apartmentIdx,
  pyeong: l.pyeong,
  options: l.options,
  quantity: l.quantity,
  visitDate: l.visitDate,
  dateUndecided: l.dateUndecided,
  visitHour: l.visitHour,
  price: l.price,
  regularPrice: l.regularPrice,
});
