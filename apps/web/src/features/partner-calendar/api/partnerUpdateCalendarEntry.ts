import { api } from '@ipju/api-client';
import type { PartnerCalendarEntryInput } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterCalendarChange } from './invalidate';

/** PUT /partner/calendar?id=: edits one of the company's entries. */
export const updateEntryMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ id, body }: { id: number; body: PartnerCalendarEntryInput }) => (await api.partnerUpdateCalendarEntry({ id, body })).data,
    onSuccess: () => afterCalendarChange(queryClient),
  });

export function useUpdateEntry() {
  return useMutation(updateEntryMutation(useQueryClient()));
}
