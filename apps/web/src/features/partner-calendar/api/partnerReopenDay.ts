import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterCalendarChange } from './invalidate';

/** DELETE /partner/calendar/closed-days/{date}: takes visits on a closed day again. */
export const reopenDayMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (date: string) => (await api.partnerReopenDay({ date })).data,
    onSuccess: () => afterCalendarChange(queryClient),
  });

export function useReopenDay() {
  return useMutation(reopenDayMutation(useQueryClient()));
}
