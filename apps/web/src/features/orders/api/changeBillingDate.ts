import { useMutation, useQueryClient } from '@tanstack/react-query';
import { afterOrderChange } from './invalidate';
import { ordersApi } from './operations';

export interface ChangeDateInput {
  merchantUid: string;
  lineIdx: number;
  tz: string;
  time: number | null;
}

/** Moves a booked service's visit (PUT /billings/date); the server checks the policy and the partner's slots. */
export function useChangeBillingDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangeDateInput) => (await ordersApi.changeBillingDate({ body })).data,
    onSuccess: (order) => afterOrderChange(queryClient, order),
  });
}
