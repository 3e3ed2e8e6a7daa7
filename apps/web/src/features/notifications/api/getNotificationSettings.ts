import { api } from '@ipju/api-client';
import type { NotificationSettings } from '@ipju/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationKeys } from './keys';

/** GET /residents/notification-settings: the channels per kind and the 혜택·이벤트 consent with its dates. */
export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: async (): Promise<NotificationSettings> => (await api.getNotificationSettings()).data,
    staleTime: 0,
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery());
}
