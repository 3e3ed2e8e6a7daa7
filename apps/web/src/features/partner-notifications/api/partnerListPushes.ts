import { api } from '@ipju/api-client';
import type { PartnerPushList } from '@ipju/contract';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { usePartner } from '../../partner-auth';
import { partnerPushKeys } from './keys';

export const PUSHES_PAGE_SIZE = 20;

/**
 * The company's 알림, newest first, page by page (GET /partner/pushs with the previous page's cursor). The
 * first page also carries the unread count the header's badge shows; both refresh every minute while open.
 */
export const partnerListPushesQuery = () =>
  infiniteQueryOptions({
    queryKey: partnerPushKeys.list(),
    queryFn: async ({ pageParam }): Promise<PartnerPushList> =>
      (await api.partnerListPushes({ limit: PUSHES_PAGE_SIZE, before: pageParam ?? undefined })).data,
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    refetchInterval: 60_000,
  });

export type PushPages = InfiniteData<PartnerPushList, number | null>;

export function usePartnerPushes() {
  return useInfiniteQuery(partnerListPushesQuery());
}

/** How many of the company's notices are unread (0 while signed out or loading): the console header's badge. */
export function usePartnerUnreadCount(): number {
  const { isLoggedIn } = usePartner();
  const { data } = useInfiniteQuery({ ...partnerListPushesQuery(), enabled: isLoggedIn });
  return data?.pages[0]?.unreadCount ?? 0;
}
