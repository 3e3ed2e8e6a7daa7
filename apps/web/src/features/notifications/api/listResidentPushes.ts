import { api } from '@ipju/api-client';
import type { ResidentPushList } from '@ipju/contract';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { useAuth } from '../../auth';
import { notificationKeys } from './keys';

export const PUSHES_PAGE_SIZE = 20;

/**
 * The resident's 알림, newest first, page by page (GET /residents/pushs with the previous page's cursor). The
 * first page also carries the unread count the header's bell shows; it refreshes every minute while shown.
 */
export const listResidentPushesQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: async ({ pageParam }): Promise<ResidentPushList> =>
      (await api.listResidentPushes({ limit: PUSHES_PAGE_SIZE, before: pageParam ?? undefined })).data,
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    refetchInterval: 60_000,
  });

export type PushPages = InfiniteData<ResidentPushList, number | null>;

export function useResidentPushes() {
  return useInfiniteQuery(listResidentPushesQuery());
}

/** How many of the resident's notices are unread (0 signed out or while loading): the header bell's badge. */
export function useUnreadNotificationCount(): number {
  const { isLoggedIn } = useAuth();
  const { data } = useInfiniteQuery({ ...listResidentPushesQuery(), enabled: isLoggedIn });
  return isLoggedIn ? (data?.pages[0]?.unreadCount ?? 0) : 0;
}
