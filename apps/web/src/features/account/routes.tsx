import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  {
    path: '/change-member',
    lazy: async () => ({ Component: (await import('./pages/ChangeMemberPage')).ChangeMemberPage }),
  },
  { path: '/quit', lazy: async () => ({ Component: (await import('./pages/QuitPage')).QuitPage }) },
];
