import { z } from 'zod';

/**
 * 반반 결제 (docs/COMMERCE.md): half of each service's amount at booking, the rest (잔금) after the work is done,
 * requested by AlimTalk with a payment link and due within BALANCE_DUE_DAYS. Halves are exact per line: the
 * first half is rounded down, the remainder goes to the second.
 */

/** A line's two halves: first = floor(payAmount / 2), second = the rest. */
export function halvesOf(payAmount: number): { first: number; second: number } {
  const first = Math.floor(payAmount / 2);
  return { first, second: payAmount - first };
}

/** 반반 결제 needs at least 2원 to charge (1원 each half). */
export const MIN_HALF_PAYMENT_AMOUNT = 2;

export const halfPayment = z
  .object({
    first: z.number().int().describe('예약할 때 결제하는 금액 (서비스별 절반, 내림)'),
    second: z.number().int().describe('시공 완료 후 결제하는 잔금 (나머지)'),
    dueDays: z.number().int().describe('시공 완료 후 잔금 결제 기한 (일)'),
  })
  .describe('반반 결제를 고르면 나눠 낼 금액 (쓸 수 없으면 null)');
export type HalfPayment = z.infer<typeof halfPayment>;

export const BALANCE_STATUSES = ['waiting', 'requested', 'paid', 'overdue'] as const;
export type BalanceStatus = (typeof BALANCE_STATUSES)[number];

export const balanceView = z
  .object({
    firstAmount: z.number().int().describe('예약할 때 낸 금액'),
    amount: z.number().int().describe('잔금'),
    status: z.enum([...BALANCE_STATUSES, 'none']).describe('none: 서비스가 모두 취소되어 잔금이 없어요'),
    statusLabel: z.string().describe('잔금 결제 대기 · 12월 8일까지 / 잔금 결제 완료 / 잔금 기한 지남 / 시공 완료 후 잔금 요청'),
    dueAt: z.string().nullable(),
    paidAt: z.string().nullable(),
    payable: z.boolean().describe('지금 잔금을 결제할 수 있는지'),
  })
  .describe('반반 결제의 잔금');
export type BalanceView = z.infer<typeof balanceView>;
