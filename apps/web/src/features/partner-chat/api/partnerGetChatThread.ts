import { api } from '@ipju/api-client';
import type { ChatThread } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { partnerChatKeys } from './keys';

/** One customer chat's header (GET /partner/chat/threads/{threadIdx}); another company's is a 404. */
export const partnerChatThreadQuery = (threadIdx: number) =>
  queryOptions({
    queryKey: partnerChatKeys.thread(threadIdx),
    queryFn: async (): Promise<ChatThread> => (await api.partnerGetChatThread({ threadIdx })).data.thread,
    staleTime: 0,
  });

export function usePartnerChatThread(threadIdx: number, enabled = true) {
  return useQuery({ ...partnerChatThreadQuery(threadIdx), enabled });
}
