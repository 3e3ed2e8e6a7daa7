import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterCalendarChange } from './invalidate';

export interface DaySlotInput {
  hour: number | null;
  /** null: back to the weekday's value. */
  capacity: number | null;
}

/** PUT /partner/calendar/capacity/{date}: one date's visits per time (409 with the orders below what is sold). */
export const setDayCapacityMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ date, slots }: { date: string; slots: DaySlotInput[] }) => (await api.partnerSetDayCapacity({ date, body: { slots } })).data,
    onSuccess: () => afterCalendarChange(queryClient),
  });

export function useSetDayCapacity() {
  return useMutation(setDayCapacityMutation(useQueryClient()));
}
