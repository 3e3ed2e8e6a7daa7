import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  {
    path: '/business/:code',
    lazy: async () => ({ Component: (await import('./pages/BusinessPage')).default }),
  },
  {
    path: '/item-guide/:code',
    lazy: async () => ({ Component: (await import('./pages/ItemGuidePage')).default }),
  },
];
