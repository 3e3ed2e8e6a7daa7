import type { RouteObject } from 'react-router';
import { SERVER_RENDERED } from '../../lib/server-rendered';

export const routes: RouteObject[] = [
  {
    path: '/business/:code',
    handle: SERVER_RENDERED,
    lazy: async () => ({ Component: (await import('./pages/BusinessPage')).default }),
  },
  {
    path: '/item-guide/:code',
    handle: SERVER_RENDERED,
    lazy: async () => ({ Component: (await import('./pages/ItemGuidePage')).default }),
  },
];
