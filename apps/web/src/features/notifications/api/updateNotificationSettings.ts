import { api } from '@ipju/api-client';
import type { NotificationSettings, UpdateNotificationSettingsBody } from '@ipju/contract';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notificationKeys } from './keys';

/** Saves every switch (PUT /residents/notification-settings); the page shows the answer (dates included). */
export const updateNotificationSettingsMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (body: UpdateNotificationSettingsBody): Promise<NotificationSettings> =>
      (await api.updateNotificationSettings({ body })).data,
    onSuccess: (settings) => {
      queryClient.setQueryData(notificationKeys.settings(), settings);
      // The consent change is told in the 알림 inbox.
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });

export function useUpdateNotificationSettings() {
  return useMutation(updateNotificationSettingsMutation(useQueryClient()));
}
