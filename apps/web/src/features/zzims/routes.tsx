import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  { path: '/my-page/zzims', lazy: async () => ({ Component: (await import('./pages/ZzimsPage')).default }) },
];
