import { api } from '@ipju/api-client';
import type { BillingInitResult, PayMethod, VisitDetailsBody } from '@ipju/contract';
import { mutationOptions, useMutation } from '@tanstack/react-query';

export interface InitBillingInput {
  cartIdxs: number[];
  couponIdxs: number[];
  point: number;
  payMethod: PayMethod;
  /** 무통장입금's 현금영수증 (null or absent: not asked). */
  cashReceipt?: { type: 'deduction' | 'proof'; identifier: string } | null;
  /** 방문 정보 (동·호, contact, entry, parking, request) and the 개인정보 제3자 제공 consent. */
  visit: VisitDetailsBody;
  agreeThirdParty: true;
  /** Idempotency-Key: the same for retries of one attempt, so a retry never makes a second order. */
  idempotencyKey: string;
}

/** POST /billings/init: makes the order (the server prices it) and answers what the payment window needs. */
export const initBillingMutation = () =>
  mutationOptions({
    mutationFn: async ({ idempotencyKey, ...body }: InitBillingInput): Promise<BillingInitResult> =>
      (await api.initBilling({ 'idempotency-key': idempotencyKey, body: { ...body, agreeTerms: true } })).data,
  });

export function useInitBilling() {
  return useMutation(initBillingMutation());
}
