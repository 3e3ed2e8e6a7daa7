import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  {
    path: '/apartment-register',
    lazy: async () => ({ Component: (await import('./pages/ApartmentRegisterPage')).default }),
  },
];
