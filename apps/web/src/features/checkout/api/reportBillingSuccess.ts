import { api } from '@ipju/api-client';
import type { BillingResult } from '@ipju/contract';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /billings/success { impUid, merchantUid }: the server fetches the payment from PortOne and
 * settles the order (paid, virtual account issued, failed). Safe to repeat: it is applied once.
 */
export function useReportBillingSuccess() {
  return useMutation({
    mutationFn: (input: { impUid: string; merchantUid: string }) => reportBillingSuccess(input),
  });
}

export const reportBillingSuccess = async (input: { impUid: string; merchantUid: string }): Promise<BillingResult> =>
  (await api.reportBillingSuccess({ body: input })).data;
