import { randomInt } from 'node:crypto';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import type { PaymentFields, SandboxOutcome, SandboxPayMethod } from './schemas';
import { insertPayment, type NewSandboxPayment } from './store';
import type { SandboxPaymentRow } from './payment-object';

/** The bank every sandbox virtual account is issued at, and the holder buyers see. */
export const SANDBOX_VBANK = { code: '004', name: 'KB국민은행', holder: '(주)입주' } as const;

/** Why a payment failed, as a PG would say it (PortOne passes the PG's words through). */
export const FAIL_REASONS: Record<SandboxPayMethod, string> = {
  card: '[결제실패] 카드 한도가 부족해요.',
  vbank: '[발급실패] 가상계좌를 발급하지 못했어요.',
  kakaopay: '[결제실패] 카카오페이 인증에 실패했어요.',
  naverpay: '[결제실패] 네이버페이 인증에 실패했어요.',
};
export const USER_CANCELLED_REASON = '[결제포기] 사용자가 결제를 취소했어요.';

export type CreatePaymentInput = PaymentFields & { outcome: SandboxOutcome };

/** pg is `provider` or `provider.channel` (PortOne's MID suffix); the provider is what PortOne reports. */
function pgProvider(config: AppConfig, input: CreatePaymentInput): string {
  if (input.pg) return input.pg.split('.')[0]!;
  return config.portone.pg[input.pay_method];
}

const accountNumber = () => Array.from({ length: 14 }, (_, i) => (i === 0 ? randomInt(1, 10) : randomInt(0, 10))).join('');

/**
 * The payment PortOne would hold once the buyer leaves the payment window: paid (card and easy pay),
 * a virtual account issued and waiting for the deposit (vbank "paid" in the window), failed, or
 * abandoned by the buyer (cancelled).
 */
export function newPaymentValues(config: AppConfig, input: CreatePaymentInput, nowS: number): NewSandboxPayment {
  const vbank = input.pay_method === 'vbank';
  const base: NewSandboxPayment = {
    merchantUid: input.merchant_uid,
    amount: input.amount,
    status: 'ready',
    // PortOne reports easy-pay card payments as 'card'; the provider says which easy pay it was.
    payMethod: vbank ? 'vbank' : 'card',
    pgProvider: pgProvider(config, input),
    name: input.name ?? null,
    buyerName: input.buyer_name ?? null,
    buyerTel: input.buyer_tel ?? null,
    buyerEmail: input.buyer_email ?? null,
    noticeUrl: input.notice_url ?? null,
    startedAt: nowS,
  };
  switch (input.outcome) {
    case 'paid':
      if (!vbank) return { ...base, status: 'paid', paidAt: nowS };
      return {
        ...base,
        status: 'ready',
        vbankCode: SANDBOX_VBANK.code,
        vbankName: SANDBOX_VBANK.name,
        vbankNum: accountNumber(),
        vbankHolder: SANDBOX_VBANK.holder,
        // A past vbank_due is kept as given: an account that is already overdue (reconciliation tests).
        vbankDate: input.vbank_due ?? nowS + config.portone.vbankDueHours * 3600,
      };
    case 'failed':
      return { ...base, status: 'failed', failedAt: nowS, failReason: FAIL_REASONS[input.pay_method] };
    case 'cancelled':
      return { ...base, status: 'cancelled', cancelledAt: nowS, failReason: USER_CANCELLED_REASON };
  }
}

export function createSandboxPayment(db: Db, config: AppConfig, input: CreatePaymentInput, nowS: number): Promise<SandboxPaymentRow> {
  return insertPayment(db, newPaymentValues(config, input, nowS));
}

/** PortOne posts its webhook when a payment is paid and when a virtual account is issued. */
export const notifiesOnCreate = (row: SandboxPaymentRow) => row.status === 'paid' || (row.status === 'ready' && row.payMethod === 'vbank');
