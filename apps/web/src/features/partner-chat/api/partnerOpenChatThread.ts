import { api } from '@ipju/api-client';
import type { ChatThread } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { partnerChatKeys } from './keys';

/** Opens (or finds) the chat with the customer of one order line (POST /partner/chat/threads). */
export const partnerOpenChatThreadMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (orderLineIdx: number): Promise<ChatThread> => (await api.partnerOpenChatThread({ body: { orderLineIdx } })).data.thread,
    onSuccess: (thread) => {
      queryClient.setQueryData(partnerChatKeys.thread(thread.threadIdx), thread);
      void queryClient.invalidateQueries({ queryKey: partnerChatKeys.threads() });
    },
  });

export function usePartnerOpenChatThread() {
  return useMutation(partnerOpenChatThreadMutation(useQueryClient()));
}
