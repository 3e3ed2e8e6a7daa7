import type { RouteObject } from 'react-router';

/** /partner/login: outside the console's guard and tab bar (app/partner mounts it beside the shell). */
export const partnerSignInRoutes: RouteObject[] = [
  { path: '/partner/login', lazy: async () => ({ Component: (await import('./pages/PartnerLoginPage')).PartnerLoginPage }) },
];

/** Console pages of this feature, inside the guarded shell: 더보기 (logout, withdrawal, links). */
export const partnerRoutes: RouteObject[] = [
  { path: '/partner/more', lazy: async () => ({ Component: (await import('./pages/PartnerMorePage')).PartnerMorePage }) },
];
