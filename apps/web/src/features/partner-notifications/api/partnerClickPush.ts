import { api } from '@ipju/api-client';
import type { PartnerPush } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PushPages } from './partnerListPushes';
import { partnerPushKeys } from './keys';

/** Marks a notice read in the cached pages at once, and the unread count down when it was unread. */
function markInCache(queryClient: QueryClient, pushIdx: number) {
  queryClient.setQueryData<PushPages>(partnerPushKeys.list(), (data) => {
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

/** Tapping a notice (PATCH /partner/pushs/{pushIdx}/click): read and clicked; the list and badge follow at once. */
export const partnerClickPushMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (pushIdx: number): Promise<PartnerPush> => (await api.partnerClickPush({ pushIdx })).data,
    onMutate: (pushIdx) => markInCache(queryClient, pushIdx),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerPushKeys.list() }),
  });

export function usePartnerClickPush() {
  return useMutation(partnerClickPushMutation(useQueryClient()));
}
