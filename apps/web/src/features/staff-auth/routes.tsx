import type { RouteObject } from 'react-router';

/** /staff/login: outside the console's guard (app/staff mounts it beside the shell). */
export const staffSignInRoutes: RouteObject[] = [
  { path: '/staff/login', lazy: async () => ({ Component: (await import('./pages/StaffLoginPage')).StaffLoginPage }) },
];
