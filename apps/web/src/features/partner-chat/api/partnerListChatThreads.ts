import { api } from '@ipju/api-client';
import type { ChatThread } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePartner } from '../../partner-auth';
import { partnerChatKeys } from './keys';

/** The company's customer chats (GET /partner/chat/threads), latest first; refreshed every minute and by the stream. */
export const partnerChatThreadsQuery = () =>
  queryOptions({
    queryKey: partnerChatKeys.threads(),
    queryFn: async (): Promise<ChatThread[]> => (await api.partnerListChatThreads()).data.list,
    staleTime: 0,
    refetchInterval: 60_000,
  });

export function usePartnerChatThreads() {
  return useQuery(partnerChatThreadsQuery());
}

/** Unread customer messages over all chats (0 while signed out or loading): the 채팅 tab's badge. */
export function usePartnerChatUnreadCount(): number {
  const { isLoggedIn } = usePartner();
  const { data } = useQuery({ ...partnerChatThreadsQuery(), enabled: isLoggedIn });
  return isLoggedIn && data ? data.reduce((sum, thread) => sum + thread.unreadCount, 0) : 0;
}
