import type { RouteObject } from 'react-router';

/** The staff inbox (/staff/chat) and one conversation with the resident's details (/staff/chat/:threadIdx). */
export const staffRoutes: RouteObject[] = [
  { path: '/staff/chat', lazy: async () => ({ Component: (await import('./pages/StaffInboxPage')).StaffInboxPage }) },
  { path: '/staff/chat/:threadIdx', lazy: async () => ({ Component: (await import('./pages/StaffThreadPage')).StaffThreadPage }) },
];
