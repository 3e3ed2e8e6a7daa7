import { api } from '@ipju/api-client';
import type { ChatThread } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from './keys';

/** One conversation's header: who, about what, the company chat's warning, how far the other side read. */
export const chatThreadQuery = (threadIdx: number) =>
  queryOptions({
    queryKey: chatKeys.thread(threadIdx),
    queryFn: async (): Promise<ChatThread> => (await api.getChatThread({ threadIdx })).data.thread,
    staleTime: 0,
  });

export function useChatThread(threadIdx: number, enabled = true) {
  return useQuery({ ...chatThreadQuery(threadIdx), enabled });
}
