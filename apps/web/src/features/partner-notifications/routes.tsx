import type { RouteObject } from 'react-router';

/** Console pages of this feature, inside the guarded shell: 알림. */
export const partnerRoutes: RouteObject[] = [
  {
    path: '/partner/notifications',
    lazy: async () => ({ Component: (await import('./pages/PartnerNotificationsPage')).PartnerNotificationsPage }),
  },
];
