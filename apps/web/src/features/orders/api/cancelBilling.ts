import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterOrderChange } from './invalidate';
import { ordersApi } from './operations';

export interface CancelInput {
  merchantUid: string;
  /** Omit to cancel every service that can be cancelled. */
  lineIdxs?: number[];
  reason: string;
  refundBank?: string;
  refundAccount?: string;
  refundHolder?: string;
}

/**
 * Cancels services and refunds under the policy (PUT /billings/{merchantUid}/cancel). Coupons and points
 * may come back, so those are refetched too.
 */
export function useCancelBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ merchantUid, ...body }: CancelInput) => (await ordersApi.cancelBilling({ merchantUid, body })).data,
    onSuccess: (result) => afterOrderChange(queryClient, result.order, { rewards: true }),
  });
}

/** What the cancel gave back. */
export interface CancelOutcome {
  lineIdxs: number[];
  amount: number;
  points: number;
  fee: number;
  couponsRestored: number;
}
