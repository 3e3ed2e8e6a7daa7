import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterCalendarChange } from './invalidate';

export interface WeeklyCellInput {
  weekday: number;
  hour: number | null;
  capacity: number;
}

/** PUT /partner/calendar/capacity: changes the weekly template (409 with the orders when a coming date holds more). */
export const setWeeklyCapacityMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (cells: WeeklyCellInput[]) => (await api.partnerSetWeeklyCapacity({ body: { cells } })).data,
    onSuccess: () => afterCalendarChange(queryClient),
  });

export function useSetWeeklyCapacity() {
  return useMutation(setWeeklyCapacityMutation(useQueryClient()));
}
