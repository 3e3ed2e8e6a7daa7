import { formatWon, halvesOf, MIN_HALF_PAYMENT_AMOUNT, seoulClock, type BalanceView, type BillingResult, type HalfPayment, type PaymentRequest } from '@ipju/contract';
import { and, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { balancePayments, orderLines, orders } from '../../db/schema';
import { asResident, authorize, residentOwned } from '../../lib/authorize';
import { AppError } from '../../lib/errors';
import { queueStaffNotice } from '../../lib/notifications';
import type { PortOnePayment } from '../../lib/portone';
import { grantPoints } from '../points';
import { syncOrderVoucher } from '../vouchers';
import { notifyBuyer, recordEvent } from './billing.lifecycle';
import { paymentRequestOf } from './billing.payment-request';
import { purchaseRewardOf } from './billing.plan';
import * as repo from './billing.repository';
import type { LineRow, OrderRow } from './billing.repository';

/**
 * 반반 결제 (docs/COMMERCE.md, "반반 결제"): half of each line's payAmount is charged at booking (the order's
 * PortOne payment: amount - deferredAmount), the rest (잔금) after the company marks the work done, as its own
 * PortOne payment with merchantUid `<order>_2` (balance_payments). Rewards (1% points) and the voucher come
 * when the order is paid in full. Cancelling before the visit refunds what was paid (the first half) under
 * the refund policy: quotes read payAmount - unpaidAmount.
 */

export type BalanceRow = typeof balancePayments.$inferSelect;

export const balanceUidOf = (merchantUid: string) => `${merchantUid}_2`;
/** Whether a merchant_uid can be a balance payment's (balanceUidOf): only those are looked up as one. */
export const mayBeBalanceUid = (merchantUid: string) => merchantUid.endsWith('_2');
/** Where the AlimTalk link and the payment window bring the resident back. */
export const balancePagePath = (merchantUid: string) => `/payment/balance/${merchantUid}`;

/** The halves a quote shows (null when there is too little to split). */
export function halfPaymentOf(payAmounts: number[], dueDays: number): HalfPayment | null {
  const total = payAmounts.reduce((a, b) => a + b, 0);
  if (total < MIN_HALF_PAYMENT_AMOUNT) return null;
  const second = payAmounts.reduce((s, a) => s + halvesOf(a).second, 0);
  return { first: total - second, second, dueDays };
}

/** Checkout: 반반 결제 is for card and easy pay, with something to split (400 on splitPayment otherwise). */
export function checkSplitRequest(payMethod: string, amount: number) {
  if (payMethod === 'vbank') {
    throw new AppError('VALIDATION', '반반 결제는 카드나 간편결제로만 할 수 있어요.', [{ field: 'splitPayment', message: '무통장입금은 반반 결제를 할 수 없어요.' }]);
  }
  if (amount < MIN_HALF_PAYMENT_AMOUNT) {
    throw new AppError('VALIDATION', '결제할 금액이 없어 반반 결제를 할 수 없어요.', [{ field: 'splitPayment', message: '나눠 낼 금액이 없어요.' }]);
  }
}

/** The balance row of a new split order (inside the order's transaction). */
export async function createBalance(tx: DbOrTx, order: OrderRow): Promise<void> {
  await tx.insert(balancePayments).values({ orderIdx: order.orderIdx, merchantUid: balanceUidOf(order.merchantUid), amount: order.deferredAmount });
}

export const findBalanceByUid = (db: DbOrTx, merchantUid: string) =>
  db.select().from(balancePayments).where(eq(balancePayments.merchantUid, merchantUid)).then((r) => r[0]);

const monthDay = (at: Date) => {
  const { month, day } = seoulClock(at);
  return `${month}월 ${day}일`;
};

/** What the order shows: 잔금 결제 대기 · 12월 8일까지 / 잔금 결제 완료 / 잔금 기한 지남 / 시공 완료 후 잔금 요청. */
export function toBalanceView(row: BalanceRow, order: OrderRow, lines: LineRow[]): BalanceView {
  const open = lines.filter((l) => l.status !== 'cancelled');
  const unpaid = open.reduce((s, l) => s + l.unpaidAmount, 0);
  const firstAmount = lines.reduce((s, l) => s + l.payAmount - l.secondHalf, 0);
  const base = { firstAmount, dueAt: row.dueAt?.toISOString() ?? null, paidAt: row.paidAt?.toISOString() ?? null };
  if (row.status === 'paid') return { ...base, amount: row.amount, status: 'paid', statusLabel: '잔금 결제 완료', payable: false };
  if (!open.length || order.paymentStatus === 'cancelled') {
    return { ...base, amount: 0, status: 'none', statusLabel: '주문이 취소되어 잔금이 없어요', payable: false };
  }
  if (row.status === 'requested') {
    return { ...base, amount: row.amount, status: 'requested', statusLabel: `잔금 결제 대기 · ${monthDay(row.dueAt!)}까지`, payable: true };
  }
  if (row.status === 'overdue') return { ...base, amount: row.amount, status: 'overdue', statusLabel: '잔금 기한 지남', payable: true };
  return { ...base, amount: unpaid, status: 'waiting', statusLabel: '시공 완료 후 잔금 요청', payable: false };
}

/**
 * The company marked a service done: when every service of a split order that is not cancelled is done,
 * the balance is requested once (conditional update), due in BALANCE_DUE_DAYS, and the resident gets an
 * AlimTalk with the payment link.
 */
export async function requestBalanceIfDone(db: Db, config: AppConfig, lineIdx: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [line] = await tx.select().from(orderLines).where(eq(orderLines.lineIdx, lineIdx));
    if (!line) return;
    const order = await repo.lockOrderByIdx(tx, line.orderIdx);
    if (!order || order.deferredAmount === 0) return;
    const lines = await repo.listLines(tx, order.orderIdx);
    const open = lines.filter((l) => l.status !== 'cancelled');
    if (!open.length || !open.every((l) => l.status === 'completed')) return;
    const amount = open.reduce((s, l) => s + l.unpaidAmount, 0);
    if (amount <= 0) return;
    const dueAt = new Date(now.getTime() + config.portone.balanceDueDays * 86_400_000);
    const [requested] = await tx
      .update(balancePayments)
      .set({ status: 'requested', amount, requestedAt: now, dueAt, updatedAt: now })
      .where(and(eq(balancePayments.orderIdx, order.orderIdx), eq(balancePayments.status, 'waiting')))
      .returning();
    if (!requested) return;
    await recordEvent(tx, order, { kind: 'flag', actor: 'system', message: `시공이 끝나 잔금 ${formatWon(amount)}을 요청했어요 (${monthDay(dueAt)}까지).` });
    await notifyBuyer(tx, order, {
      title: '잔금 결제를 요청드려요',
      body: `${order.orderName} 시공이 끝났어요. 반반 결제의 잔금 ${formatWon(amount)}을 ${monthDay(dueAt)}까지 결제해 주세요.\n잔금 결제하기: ${config.siteUrl}${balancePagePath(order.merchantUid)}`,
      link: balancePagePath(order.merchantUid),
    });
  });
}

/** POST /billings/balance/pay: the payment window for the balance (its own merchantUid and amount). */
export async function balancePaymentRequest(
  db: Db,
  config: AppConfig,
  residentIdx: number,
  merchantUid: string,
  payMethod: 'card' | 'kakaopay' | 'naverpay',
  origin: string,
): Promise<{ merchantUid: string; amount: number; paid: false; payment: PaymentRequest }> {
  const order = authorize(asResident(residentIdx), await repo.findOrder(db, merchantUid), residentOwned, '주문');
  const [balance] = await db.select().from(balancePayments).where(eq(balancePayments.orderIdx, order.orderIdx));
  if (!balance) throw new AppError('CONFLICT', '반반 결제로 주문한 서비스가 아니에요.');
  if (balance.status === 'paid') throw new AppError('CONFLICT', '잔금 결제가 이미 끝났어요.');
  if (balance.status === 'waiting') throw new AppError('CONFLICT', '시공이 끝나면 잔금을 결제할 수 있어요.');
  await db.update(balancePayments).set({ payMethod, updatedAt: new Date() }).where(eq(balancePayments.orderIdx, order.orderIdx));
  const payment = paymentRequestOf(
    config,
    { ...order, payMethod, merchantUid: balance.merchantUid, amount: balance.amount, deferredAmount: 0, orderName: `${order.orderName} 잔금` },
    origin,
    balancePagePath(order.merchantUid),
  );
  return { merchantUid: balance.merchantUid, amount: balance.amount, paid: false, payment };
}

/**
 * A report of a balance payment (browser, webhook, job), fetched from PortOne by the caller. The balance row
 * and the order are locked: a paid payment of the right amount for a requested (or overdue) balance marks it
 * paid once, clears the lines' unpaid amounts, and grants the reward and the voucher on the full order.
 * Anything else paid is refunded (a refund row the caller runs). Failed or cancelled windows change nothing.
 */
export async function applyBalancePayment(
  db: Db,
  payment: PortOnePayment,
  source: { residentIdx?: number } = {},
): Promise<{ order: OrderRow; outcome: BillingResult['outcome']; message: string; refundIdx: number | null }> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(balancePayments).where(eq(balancePayments.merchantUid, payment.merchant_uid)).for('update');
    if (!found) throw new AppError('NOT_FOUND', '주문을 찾을 수 없어요.');
    const order = (await repo.lockOrderByIdx(tx, found.orderIdx))!;
    if (source.residentIdx !== undefined) authorize(asResident(source.residentIdx), order, residentOwned, '주문');
    if (payment.status !== 'paid') {
      const message = found.status === 'paid' ? '잔금 결제가 완료되었어요.' : '잔금 결제가 완료되지 않았어요. 다시 시도해 주세요.';
      return { order, outcome: found.status === 'paid' ? 'paid' : 'failed', message, refundIdx: null };
    }
    if (found.status === 'paid' && found.impUid === payment.imp_uid) return { order, outcome: 'paid', message: '잔금 결제가 완료되었어요.', refundIdx: null };
    const payable = found.status === 'requested' || found.status === 'overdue';
    if (!payable || payment.amount !== found.amount) {
      const reason = !payable ? '결제할 잔금이 없는 결제라 환불했어요.' : '잔금과 결제 금액이 달라 결제를 취소했어요. 다시 결제해 주세요.';
      if (await repo.findRefusal(tx, payment.imp_uid)) return { order, outcome: 'failed', message: reason, refundIdx: null };
      const refund = await repo.insertRefund(tx, {
        orderIdx: order.orderIdx,
        kind: 'refuse',
        impUid: payment.imp_uid,
        lines: [],
        amount: payment.amount - payment.cancel_amount,
        checksum: payment.amount - payment.cancel_amount,
        reason,
        actor: 'system',
      });
      await recordEvent(tx, order, { kind: 'flag', actor: 'system', message: reason, data: { impUid: payment.imp_uid } });
      return { order, outcome: found.status === 'paid' ? 'paid' : 'failed', message: reason, refundIdx: refund?.refundIdx ?? null };
    }
    const now = payment.paid_at ? new Date(payment.paid_at * 1000) : new Date();
    await tx
      .update(balancePayments)
      .set({ status: 'paid', impUid: payment.imp_uid, pgProvider: payment.pg_provider, receiptUrl: payment.receipt_url, paidAt: now, updatedAt: new Date() })
      .where(eq(balancePayments.orderIdx, order.orderIdx));
    const lines = await repo.listLines(tx, order.orderIdx);
    for (const line of lines.filter((l) => l.unpaidAmount > 0 && l.status !== 'cancelled')) await repo.updateLine(tx, line.lineIdx, { unpaidAmount: 0 });
    const paidTotal = lines.filter((l) => l.status !== 'cancelled').reduce((s, l) => s + l.payAmount - l.refundedAmount + l.pointsUsed - l.refundedPoints, 0);
    const reward = purchaseRewardOf(paidTotal);
    if (reward > 0) await grantPoints(tx, { residentIdx: order.residentIdx, amount: reward, reason: 'purchase', orderIdx: order.orderIdx, memo: order.orderName });
    await syncOrderVoucher(tx, { orderIdx: order.orderIdx, residentIdx: order.residentIdx, paidTotal });
    await recordEvent(tx, order, { kind: 'flag', actor: 'system', message: `잔금 ${formatWon(found.amount)} 결제가 완료되었어요.` });
    await notifyBuyer(tx, order, { title: '잔금 결제가 완료되었어요', body: `${order.orderName} 잔금 ${formatWon(found.amount)} 결제가 완료되었어요. 이용해 주셔서 고마워요.` });
    return { order, outcome: 'paid', message: '잔금 결제가 완료되었어요.', refundIdx: null };
  });
}

/** Balances still requested or overdue (the job asks PortOne about their windows). */
export const listOpenBalanceUids = (db: DbOrTx) =>
  db
    .select({ merchantUid: balancePayments.merchantUid })
    .from(balancePayments)
    .where(inArray(balancePayments.status, ['requested', 'overdue']))
    .limit(200)
    .then((rows) => rows.map((r) => r.merchantUid));

/** How long before the due date the resident is reminded of an unpaid balance. */
export const BALANCE_REMINDER_MS = 24 * 60 * 60_000;

/**
 * Balances due within a day are reminded once (conditional update on reminded_at): an AlimTalk with the amount,
 * the due date and the link, so a resident who missed the first message is not surprised by 기한 지남.
 */
export async function remindDueBalances(db: Db, config: AppConfig, now = new Date()): Promise<number> {
  const due = await db
    .select({ orderIdx: balancePayments.orderIdx })
    .from(balancePayments)
    .where(
      and(
        eq(balancePayments.status, 'requested'),
        isNull(balancePayments.remindedAt),
        gte(balancePayments.dueAt, now),
        lt(balancePayments.dueAt, new Date(now.getTime() + BALANCE_REMINDER_MS)),
      ),
    );
  let reminded = 0;
  for (const { orderIdx } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(balancePayments)
        .set({ remindedAt: now, updatedAt: now })
        .where(and(eq(balancePayments.orderIdx, orderIdx), eq(balancePayments.status, 'requested'), isNull(balancePayments.remindedAt)))
        .returning();
      if (!row?.dueAt) return;
      reminded++;
      const [order] = await tx.select().from(orders).where(eq(orders.orderIdx, orderIdx));
      await notifyBuyer(tx, order!, {
        title: '잔금 결제 기한이 다가왔어요',
        body: `${order!.orderName} 반반 결제의 잔금 ${formatWon(row.amount)}을 ${monthDay(row.dueAt)}까지 결제해 주세요.\n잔금 결제하기: ${config.siteUrl}${balancePagePath(order!.merchantUid)}`,
        link: balancePagePath(order!.merchantUid),
      });
    });
  }
  return reminded;
}

/**
 * Balances past their due date become overdue once (conditional update): the resident gets a reminder with the
 * link, staff get an AlimTalk (queueStaffNotice), and the order is flagged (flaggedAt) with a history entry.
 */
export async function markOverdueBalances(db: Db, config: AppConfig, now = new Date()): Promise<number> {
  const due = await db
    .select({ orderIdx: balancePayments.orderIdx })
    .from(balancePayments)
    .where(and(eq(balancePayments.status, 'requested'), lt(balancePayments.dueAt, now)));
  let marked = 0;
  for (const { orderIdx } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(balancePayments)
        .set({ status: 'overdue', overdueAt: now, updatedAt: now })
        .where(and(eq(balancePayments.orderIdx, orderIdx), eq(balancePayments.status, 'requested')))
        .returning();
      if (!row) return;
      marked++;
      const reason = `반반 결제 잔금 ${formatWon(row.amount)}의 결제 기한이 지났어요.`;
      const [order] = await tx.update(orders).set({ flaggedAt: now, flagReason: reason, updatedAt: now }).where(eq(orders.orderIdx, orderIdx)).returning();
      await recordEvent(tx, order!, { kind: 'flag', actor: 'system', message: reason });
      await notifyBuyer(tx, order!, {
        title: '잔금 결제 기한이 지났어요',
        body: `${order!.orderName} 잔금 ${formatWon(row.amount)}의 결제 기한이 지났어요. 지금 결제해 주세요. 고객센터에서도 연락드릴게요.\n잔금 결제하기: ${config.siteUrl}${balancePagePath(order!.merchantUid)}`,
        link: balancePagePath(order!.merchantUid),
      });
      await queueStaffNotice(tx, {
        title: '반반 결제 잔금 기한 지남',
        body: `주문 ${order!.orderNo} (${order!.orderName}) 잔금 ${formatWon(row.amount)}이 기한까지 결제되지 않았어요. 고객에게 연락해 주세요.`,
      });
    });
  }
  return marked;
}
