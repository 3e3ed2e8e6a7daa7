import type { RouteObject } from 'react-router';

/** Console pages of the calendar feature, inside the guarded partner shell: 캘린더. */
export const partnerRoutes: RouteObject[] = [
  { path: '/partner/calendar', lazy: async () => ({ Component: (await import('./pages/PartnerCalendarPage')).PartnerCalendarPage }) },
];
