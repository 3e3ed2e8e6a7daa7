import type { RouteObject } from 'react-router';
import { SERVER_RENDERED } from '../../lib/server-rendered';

export const routes: RouteObject[] = [
  {
    index: true,
    handle: SERVER_RENDERED,
    lazy: async () => ({ Component: (await import('./pages/HomePage')).default }),
  },
];
