import type { RouteObject } from 'react-router';

/** /reserve: the resident's 방문 견적 (booking form with ?type=&item=, and the list with proposals). */
export const routes: RouteObject[] = [{ path: '/reserve', lazy: async () => ({ Component: (await import('./pages/ReservePage')).default }) }];
