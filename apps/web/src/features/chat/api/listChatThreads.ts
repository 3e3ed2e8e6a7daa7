import { api } from '@ipju/api-client';
import type { ChatThread } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatKeys } from './keys';

/** The resident's conversations (GET /chat/threads): ipju 상담 and each company; the stream refreshes it. */
export const chatThreadsQuery = () =>
  queryOptions({
    queryKey: chatKeys.threads(),
    queryFn: async (): Promise<ChatThread[]> => (await api.listChatThreads()).data.list,
    staleTime: 0,
  });

export function useChatThreads(enabled = true) {
  return useQuery({ ...chatThreadsQuery(), enabled });
}

/**
 * Messages the resident has not read, over all their conversations (0 while loading or signed out): my page's
 * 채팅 row and the 내 정보 tab's badge show it, so an answer that came while the resident was away is seen without
 * opening every chat. Read again every minute while shown (as the 알림 bell's count), and whenever a screen with
 * it opens.
 */
export function useUnreadChatCount(enabled: boolean): number {
  const threads = useQuery({ ...chatThreadsQuery(), enabled, refetchInterval: 60_000 });
  return enabled ? (threads.data ?? []).reduce((sum, thread) => sum + thread.unreadCount, 0) : 0;
}
