import { formatWon } from '@ipju/contract';
import type { SandboxPaymentRow } from './payment-object';

export interface CancelRequest {
  /** Undefined: everything that is left (PortOne's rule for a missing amount). */
  amount?: number;
  /** What the caller believes is cancellable before this cancel; PortOne refuses a mismatch. */
  checksum?: number;
  reason?: string;
  refundHolder?: string;
  refundBank?: string;
  refundAccount?: string;
}

/** The columns a successful cancel changes. */
export type CancelUpdate = Pick<SandboxPaymentRow, 'cancelAmount' | 'status' | 'cancelledAt' | 'cancelHistory'>;

/** PortOne refuses a cancel with HTTP 200 and code 1; the message says why. */
export type CancelDecision = { ok: true; update: CancelUpdate } | { ok: false; message: string };

export const ALREADY_CANCELLED = '이미 전액취소된 주문입니다.';

const refuse = (message: string): CancelDecision => ({ ok: false, message });

/** Keeps the last four digits: the history shows where the refund went without the whole number. */
const maskAccount = (account: string) => `${'*'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}`;

/**
 * PortOne v1's cancel rules, decided on the locked row: an issued but unpaid virtual account is simply
 * withdrawn; a paid payment is cancelled in full or in part, never beyond what is left.
 */
export function decideCancel(row: SandboxPaymentRow, request: CancelRequest, nowS: number): CancelDecision {
  if (row.status === 'failed') return refuse('결제에 실패한 건이라 취소할 수 없어요.');
  if (row.status === 'cancelled') return refuse(ALREADY_CANCELLED);
  if (row.status === 'ready') {
    // No money moved: the account is withdrawn, amount and checksum do not apply.
    return {
      ok: true,
      update: { cancelAmount: row.cancelAmount, status: 'cancelled', cancelledAt: nowS, cancelHistory: row.cancelHistory },
    };
  }

  const left = row.amount - row.cancelAmount;
  if (left <= 0) return refuse(ALREADY_CANCELLED);
  if (request.checksum !== undefined && request.checksum !== left) {
    return refuse(`환불 가능 금액(checksum)이 맞지 않아요. 지금 환불할 수 있는 금액은 ${formatWon(left)}이에요.`);
  }
  const amount = request.amount ?? left;
  if (amount > left) return refuse(`취소 요청 금액(${formatWon(amount)})이 취소 가능 금액(${formatWon(left)})보다 커요.`);

  let refundAccount: string | undefined;
  if (row.payMethod === 'vbank') {
    const { refundHolder, refundBank } = request;
    // Account numbers are often typed with hyphens; the bank needs the digits.
    const account = request.refundAccount?.replace(/-/g, '');
    if (!refundHolder || !refundBank || !account) {
      return refuse('가상계좌 환불에는 환불받을 계좌(refund_holder, refund_bank, refund_account)가 필요해요.');
    }
    if (!/^\d{3}$/.test(refundBank)) return refuse('환불받을 은행 코드(refund_bank)가 올바르지 않아요.');
    if (!/^\d{6,20}$/.test(account)) return refuse('환불받을 계좌번호(refund_account)는 숫자 6~20자리여야 해요.');
    refundAccount = `${refundBank} ${maskAccount(account)} ${refundHolder}`;
  }

  const cancelAmount = row.cancelAmount + amount;
  const everything = cancelAmount === row.amount;
  return {
    ok: true,
    update: {
      cancelAmount,
      // PortOne keeps a partly cancelled payment 'paid'; the history says what went back.
      status: everything ? 'cancelled' : 'paid',
      cancelledAt: everything ? nowS : row.cancelledAt,
      cancelHistory: [
        ...row.cancelHistory,
        { amount, reason: request.reason ?? '', cancelledAt: nowS, ...(refundAccount ? { refundAccount } : {}) },
      ],
    },
  };
}
