import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  { path: '/my-page', lazy: async () => ({ Component: (await import('./pages/MyPage')).default }) },
];
