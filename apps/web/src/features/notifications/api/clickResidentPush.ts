import { api } from '@ipju/api-client';
import type { ResidentPush } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PushPages } from './listResidentPushes';
import { notificationKeys } from './keys';

/** Marks an entry read in the cached pages at once, and the unread count down when it was unread. */
function markInCache(queryClient: QueryClient, pushIdx: number) {
  queryClient.setQueryData<PushPages>(notificationKeys.list(), (data) => {
    if (!data) return data;
    const wasUnread = data.pages.some((p) => p.items.some((i) => i.pushIdx === pushIdx && !i.read));
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        unreadCount: Math.max(0, page.unreadCount - (wasUnread ? 1 : 0)),
        items: page.items.map((item) => (item.pushIdx === pushIdx ? { ...item, read: true, clicked: true } : item)),
      })),
    };
  });
}

/** Tapping an entry (PATCH /residents/pushs/{pushIdx}/click): read and clicked; the list and the bell follow at once. */
export const clickResidentPushMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (pushIdx: number): Promise<ResidentPush> => (await api.clickResidentPush({ pushIdx })).data,
    onMutate: (pushIdx) => markInCache(queryClient, pushIdx),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });

export function useClickResidentPush() {
  return useMutation(clickResidentPushMutation(useQueryClient()));
}
