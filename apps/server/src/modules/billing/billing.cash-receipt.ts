import {
  CASH_RECEIPT_STATUS_LABELS,
  CASH_RECEIPT_TYPE_LABELS,
  isSelfIssued,
  maskCashReceiptIdentifier,
  SELF_ISSUE_IDENTIFIER,
  SELF_ISSUE_MIN_AMOUNT,
  type CashReceiptView,
} from '@ipju/contract';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { cashReceipts, orders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { PortOneClient } from '../../lib/portone';

/**
 * 무통장입금 현금영수증 (docs/COMMERCE.md, "Cash receipts"): stored with the order at checkout, issued through
 * PortOne's POST /receipts/{imp_uid} once the deposit is in (after the payment's transaction commits), and
 * retried by the payments.cash_receipts job while it failed. A run claims the row first (a lease), so two
 * runs never issue one receipt twice; before issuing it asks PortOne whether a receipt already exists (a run
 * that stopped after PortOne issued it).
 */

export const CASH_RECEIPT_MAX_ATTEMPTS = 5;
/** A run that claimed a receipt and did not finish is presumed stopped after this long. */
const LEASE_MS = 2 * 60_000;

export type CashReceiptRow = typeof cashReceipts.$inferSelect;

/** Checkout: the request is for a virtual-account payment only (400 naming the field otherwise). */
export function checkCashReceiptRequest(payMethod: string, request: { type: 'deduction' | 'proof'; identifier: string } | null | undefined) {
  if (request && payMethod !== 'vbank') {
    throw new AppError('VALIDATION', '현금영수증은 무통장입금으로 결제할 때만 신청할 수 있어요.', [
      { field: 'cashReceipt', message: '무통장입금일 때만 신청할 수 있어요.' },
    ]);
  }
}

export async function saveCashReceiptRequest(tx: DbOrTx, orderIdx: number, request: { type: 'deduction' | 'proof'; identifier: string }) {
  await tx.insert(cashReceipts).values({ orderIdx, type: request.type, identifier: request.identifier });
}

/**
 * The receipt an order's cash payment gets: the one asked for, else (자진발급) the 국세청's designated number when
 * a virtual-account payment reaches SELF_ISSUE_MIN_AMOUNT, as 현금영수증 의무발행업종 must.
 */
export function cashReceiptToIssue(
  payMethod: string,
  amount: number,
  request: { type: 'deduction' | 'proof'; identifier: string } | null | undefined,
): { type: 'deduction' | 'proof'; identifier: string } | null {
  if (request) return request;
  if (payMethod === 'vbank' && amount >= SELF_ISSUE_MIN_AMOUNT) return { type: 'deduction', identifier: SELF_ISSUE_IDENTIFIER };
  return null;
}

/** What the order detail shows. */
export function toCashReceiptView(row: CashReceiptRow): CashReceiptView {
  const retrying = row.attempts < CASH_RECEIPT_MAX_ATTEMPTS;
  const selfIssued = isSelfIssued(row.identifier);
  const message =
    row.status === 'issued'
      ? selfIssued
        ? '신청하지 않으셔서 국세청 지정 번호로 발급했어요. 홈택스에서 내 현금영수증으로 등록할 수 있어요.'
        : '국세청에 신고되었어요.'
      : row.status === 'failed'
        ? retrying
          ? '발급하지 못해 자동으로 다시 시도하고 있어요.'
          : '발급하지 못했어요. 고객센터로 문의해 주시면 바로 발급해 드릴게요.'
        : '입금이 확인되면 바로 발급해 드려요.';
  return {
    type: row.type,
    typeLabel: selfIssued ? '자진발급' : CASH_RECEIPT_TYPE_LABELS[row.type],
    identifier: maskCashReceiptIdentifier(row.type, row.identifier),
    status: row.status,
    statusLabel: CASH_RECEIPT_STATUS_LABELS[row.status],
    message,
    receiptUrl: row.receiptUrl,
    issuedAt: row.issuedAt?.toISOString() ?? null,
  };
}

/** Claims a receipt of a paid order for one run (conditional update); null when nothing is to be done. */
async function claim(db: Db, orderIdx: number, now: Date): Promise<CashReceiptRow | null> {
  const [row] = await db
    .update(cashReceipts)
    .set({ claimedAt: now, attempts: sql`${cashReceipts.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(cashReceipts.orderIdx, orderIdx),
        inArray(cashReceipts.status, ['requested', 'failed']),
        lt(cashReceipts.attempts, CASH_RECEIPT_MAX_ATTEMPTS),
        or(isNull(cashReceipts.claimedAt), lt(cashReceipts.claimedAt, new Date(now.getTime() - LEASE_MS))),
        sql`exists (select 1 from ${orders} where ${orders.orderIdx} = ${cashReceipts.orderIdx} and ${orders.paymentStatus} in ('paid', 'cancelled') and ${orders.payMethod} = 'vbank' and ${orders.impUid} is not null)`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Issues an order's cash receipt now if it is due (paid, requested or failed, not claimed by another run). */
export async function issueCashReceipt(ctx: { db: Db; portone: PortOneClient }, orderIdx: number, now = new Date()): Promise<void> {
  const claimed = await claim(ctx.db, orderIdx, now);
  if (!claimed) return;
  const [order] = await ctx.db.select().from(orders).where(eq(orders.orderIdx, orderIdx));
  const impUid = order!.impUid!;
  try {
    const receipt =
      (await ctx.portone.getReceipt(impUid)) ??
      (await ctx.portone.issueReceipt({
        impUid,
        identifier: claimed.identifier,
        identifierType: claimed.type === 'deduction' ? 'phone' : 'business',
        type: claimed.type === 'deduction' ? 'person' : 'company',
        buyerName: order!.buyerName,
        buyerEmail: order!.buyerEmail,
        buyerTel: order!.buyerPhone,
      }));
    await ctx.db
      .update(cashReceipts)
      .set({
        status: 'issued',
        receiptUrl: receipt.receipt_url,
        applyNum: receipt.apply_num,
        issuedAt: receipt.applied_at ? new Date(receipt.applied_at * 1000) : now,
        lastError: null,
        claimedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(cashReceipts.orderIdx, orderIdx));
  } catch (error) {
    await ctx.db
      .update(cashReceipts)
      .set({ status: 'failed', lastError: error instanceof Error ? error.message.slice(0, 500) : String(error), claimedAt: null, updatedAt: new Date() })
      .where(eq(cashReceipts.orderIdx, orderIdx));
  }
}

/** The payments.cash_receipts job: every receipt of a paid order still to issue (requested, or failed with attempts left). */
export async function issueDueCashReceipts(ctx: { db: Db; portone: PortOneClient }, now = new Date()): Promise<void> {
  const due = await ctx.db
    .select({ orderIdx: cashReceipts.orderIdx })
    .from(cashReceipts)
    .innerJoin(orders, eq(orders.orderIdx, cashReceipts.orderIdx))
    .where(
      and(
        inArray(cashReceipts.status, ['requested', 'failed']),
        lt(cashReceipts.attempts, CASH_RECEIPT_MAX_ATTEMPTS),
        inArray(orders.paymentStatus, ['paid', 'cancelled']),
      ),
    )
    .limit(100);
  for (const { orderIdx } of due) await issueCashReceipt(ctx, orderIdx, now);
}
