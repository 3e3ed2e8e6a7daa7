import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  { path: '/my-page/coupons', lazy: async () => ({ Component: (await import('./pages/CouponsPage')).default }) },
  { path: '/my-page/points', lazy: async () => ({ Component: (await import('./pages/PointsPage')).default }) },
  { path: '/referral', lazy: async () => ({ Component: (await import('./pages/ReferralPage')).default }) },
];
