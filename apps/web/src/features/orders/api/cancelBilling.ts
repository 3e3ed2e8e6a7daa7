import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterOrderChange } from './invalidate';

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
export const cancelBillingMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ merchantUid, ...body }: CancelInput) => (await api.cancelBilling({ merchantUid, body })).data,
    onSuccess: (result) => afterOrderChange(queryClient, result.order, { rewards: true }),
  });

export function useCancelBilling() {
  return useMutation(cancelBillingMutation(useQueryClient()));
}

/** What the cancel gave back. */
export interface CancelOutcome {
  lineIdxs: number[];
  amount: number;
  points: number;
  fee: number;
  couponsRestored: number;
}
