import { api } from '@ipju/api-client';
import type { LinkType } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { offlineKeys } from './keys';

/** Sends the payment link again by SMS or AlimTalk (POST /partner/offlines/order/{id}/linkpay_send). */
export const sendOfflinePayLinkMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ id, linkType }: { id: number; linkType: LinkType }) => (await api.partnerSendOfflinePayLink({ id, body: { linkType } })).data,
    onSuccess: (_sent, { id }) => queryClient.invalidateQueries({ queryKey: offlineKeys.detail(id) }),
  });

export function useSendOfflinePayLink() {
  return useMutation(sendOfflinePayLinkMutation(useQueryClient()));
}
