import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  {
    path: '/contents/:slug',
    lazy: async () => ({ Component: (await import('./pages/ContentPage')).default }),
  },
];
