import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PushPages } from './partnerListPushes';
import { partnerPushKeys } from './keys';

/** 모두 읽음 (PATCH /partner/pushs/read): every notice read, the badge gone. */
export const partnerReadAllPushesMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async () => (await api.partnerReadAllPushes()).data,
    onSuccess: () => {
      queryClient.setQueryData<PushPages>(partnerPushKeys.list(), (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => ({ ...page, unreadCount: 0, items: page.items.map((item) => ({ ...item, read: true })) })) }
          : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerPushKeys.list() }),
  });

export function usePartnerReadAllPushes() {
  return useMutation(partnerReadAllPushesMutation(useQueryClient()));
}
