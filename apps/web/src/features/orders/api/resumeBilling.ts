import { api } from '@ipju/api-client';
import type { BillingInitResult } from '@ipju/contract';

/** POST /billings/resume (결제 이어하기): the payment window's values again for an order left in 결제대기. */
export async function resumeBilling(merchantUid: string): Promise<BillingInitResult> {
  return (await api.resumeBilling({ body: { merchantUid } })).data;
}
