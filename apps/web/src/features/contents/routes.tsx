import type { RouteObject } from 'react-router';
import { SERVER_RENDERED } from '../../lib/server-rendered';

export const routes: RouteObject[] = [
  {
    path: '/contents/:slug',
    handle: SERVER_RENDERED,
    lazy: async () => ({ Component: (await import('./pages/ContentPage')).default }),
  },
];
