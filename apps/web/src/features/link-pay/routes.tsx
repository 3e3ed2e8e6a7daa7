import type { RouteObject } from 'react-router';

/** /pay/:token: the resident's payment page of a company's payment link (public). */
export const routes: RouteObject[] = [{ path: '/pay/:token', lazy: async () => ({ Component: (await import('./pages/LinkPayPage')).default }) }];
