import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  { path: '/cart', lazy: async () => ({ Component: (await import('./pages/CartPage')).default }) },
];
