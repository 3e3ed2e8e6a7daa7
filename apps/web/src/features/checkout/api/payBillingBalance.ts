import { api } from '@ipju/api-client';
import type { BalancePayResult } from '@ipju/contract';

/** POST /billings/balance/pay: the payment window's values for 반반 결제's balance (its own merchantUid `<order>_2`). */
export async function payBillingBalance(input: { merchantUid: string; payMethod: 'card' | 'kakaopay' | 'naverpay' }): Promise<BalancePayResult> {
  return (await api.payBillingBalance({ body: input })).data;
}
