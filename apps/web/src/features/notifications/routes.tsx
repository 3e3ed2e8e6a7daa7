import type { RouteObject } from 'react-router';

/** 알림: the inbox, 알림 설정, and the 수신거부 link's page (no sign-in). */
export const routes: RouteObject[] = [
  { path: '/notification', lazy: async () => ({ Component: (await import('./pages/NotificationsPage')).default }) },
  { path: '/notification/setting', lazy: async () => ({ Component: (await import('./pages/NotificationSettingsPage')).default }) },
  { path: '/unsubscribe/:token', lazy: async () => ({ Component: (await import('./pages/UnsubscribePage')).default }) },
];
