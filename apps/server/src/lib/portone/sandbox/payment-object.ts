import type { sandboxPayments } from '../../../db/schema';
import { SANDBOX_PATH } from '../sandbox-path';
import type { PortOnePayment } from '../types';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

/** Where the sandbox shows a payment's receipt (PortOne links the PG's receipt the same way). */
export const receiptPath = (impUid: string) => `${SANDBOX_PATH}/receipts/${encodeURIComponent(impUid)}`;

/** A stored sandbox payment as PortOne v1 reports it (GET /payments/{imp_uid}). */
export function toPortOnePayment(row: SandboxPaymentRow): PortOnePayment {
  // PortOne has a receipt once money moved: a paid card payment, or a deposited virtual account.
  const receiptUrl = row.paidAt > 0 ? receiptPath(row.impUid) : null;
  return {
    imp_uid: row.impUid,
    merchant_uid: row.merchantUid,
    amount: row.amount,
    cancel_amount: row.cancelAmount,
    status: row.status,
    pay_method: row.payMethod,
    pg_provider: row.pgProvider,
    name: row.name,
    buyer_name: row.buyerName,
    buyer_tel: row.buyerTel,
    buyer_email: row.buyerEmail,
    vbank_code: row.vbankCode,
    vbank_name: row.vbankName,
    vbank_num: row.vbankNum,
    vbank_holder: row.vbankHolder,
    vbank_date: row.vbankDate ?? 0,
    paid_at: row.paidAt,
    failed_at: row.failedAt,
    cancelled_at: row.cancelledAt,
    fail_reason: row.failReason,
    receipt_url: receiptUrl,
    cancel_history: row.cancelHistory.map((entry) => ({
      pg_tid: null,
      amount: entry.amount,
      cancelled_at: entry.cancelledAt,
      reason: entry.reason,
      receipt_url: receiptUrl,
    })),
    currency: 'KRW',
  };
}
