import { userKeys } from '../../../lib/query-client';

/** Query keys of the resident's 알림 and 알림 설정, under the signed-in user's root (another sign-in drops them). */
export const notificationKeys = {
  all: [...userKeys.all, 'notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};
