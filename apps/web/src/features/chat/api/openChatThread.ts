import { api } from '@ipju/api-client';
import type { ChatOpenThreadBody, ChatThread } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { chatKeys } from './keys';

/** Opens (or finds) a conversation: ipju 상담, or the company of one order line (POST /chat/threads). */
export const openChatThreadMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: ChatOpenThreadBody): Promise<ChatThread> => (await api.openChatThread({ body })).data.thread,
    onSuccess: (thread) => {
      queryClient.setQueryData(chatKeys.thread(thread.threadIdx), thread);
      void queryClient.invalidateQueries({ queryKey: chatKeys.threads() });
    },
  });

export function useOpenChatThread() {
  return useMutation(openChatThreadMutation(useQueryClient()));
}
