import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterOrderChange } from './invalidate';

export interface ChangeDateInput {
  merchantUid: string;
  lineIdx: number;
  tz: string;
  time: number | null;
}

/** Moves a booked service's visit (PUT /billings/date); the server checks the policy and the partner's slots. */
export const changeBillingDateMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: ChangeDateInput) => (await api.changeBillingDate({ body })).data,
    onSuccess: (order) => afterOrderChange(queryClient, order),
  });

export function useChangeBillingDate() {
  return useMutation(changeBillingDateMutation(useQueryClient()));
}
