import { api } from '@ipju/api-client';
import type { BillingResult } from '@ipju/contract';

/**
 * POST /billings/success { impUid, merchantUid }: the server fetches the payment from PortOne and settles the
 * order (paid, virtual account issued, failed). Safe to repeat: it is applied once. The result page calls it
 * once per visit and then refreshes every user-scoped query (orders included).
 */
export async function reportBillingSuccess(input: { impUid: string; merchantUid: string }): Promise<BillingResult> {
  return (await api.reportBillingSuccess({ body: input })).data;
}
