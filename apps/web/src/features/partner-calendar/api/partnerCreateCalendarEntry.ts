import { api } from '@ipju/api-client';
import type { PartnerCalendarEntryInput } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterCalendarChange } from './invalidate';

/** POST /partner/calendar/create: the company's own entry (개인 일정, 오프라인 작업). */
export const createEntryMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: PartnerCalendarEntryInput) => (await api.partnerCreateCalendarEntry({ body })).data,
    onSuccess: () => afterCalendarChange(queryClient),
  });

export function useCreateEntry() {
  return useMutation(createEntryMutation(useQueryClient()));
}
