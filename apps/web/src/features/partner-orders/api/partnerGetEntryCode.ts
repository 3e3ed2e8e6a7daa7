import { api } from '@ipju/api-client';
import { mutationOptions, useMutation } from '@tanstack/react-query';

/**
 * The door code, read on a tap (GET /partner/orders/{lineIdx}/entry-code): every read is logged and shown to
 * the resident, so it is never fetched ahead or cached.
 */
export const partnerEntryCodeMutation = () =>
  mutationOptions({
    mutationFn: async (lineIdx: number) => (await api.partnerGetEntryCode({ lineIdx })).data,
  });

export function usePartnerEntryCode() {
  return useMutation(partnerEntryCodeMutation());
}
