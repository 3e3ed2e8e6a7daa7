import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { afterCalendarChange } from './invalidate';

/** DELETE /partner/calendar?id=: removes one of the company's entries. */
export const deleteEntryMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (id: number) => (await api.partnerDeleteCalendarEntry({ id })).data,
    onSuccess: () => afterCalendarChange(queryClient),
  });

export function useDeleteEntry() {
  return useMutation(deleteEntryMutation(useQueryClient()));
}
