import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterCalendarChange } from './invalidate';

/** PUT /partner/calendar/closed-days/{date}: closes a day (409 with the orders while visits are sold on it). */
export const closeDayMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ date, reason }: { date: string; reason: string }) => (await api.partnerCloseDay({ date, body: { reason } })).data,
    onSuccess: () => afterCalendarChange(queryClient),
  });

export function useCloseDay() {
  return useMutation(closeDayMutation(useQueryClient()));
}
