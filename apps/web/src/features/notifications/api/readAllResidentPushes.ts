import { api } from '@ipju/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PushPages } from './listResidentPushes';
import { notificationKeys } from './keys';

/** 모두 읽음 (PATCH /residents/pushs/read): every entry read, the badge gone. */
export const readAllResidentPushesMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async () => (await api.readAllResidentPushes()).data,
    onSuccess: () => {
      queryClient.setQueryData<PushPages>(notificationKeys.list(), (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => ({ ...page, unreadCount: 0, items: page.items.map((item) => ({ ...item, read: true })) })) }
          : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });

export function useReadAllResidentPushes() {
  return useMutation(readAllResidentPushesMutation(useQueryClient()));
}
