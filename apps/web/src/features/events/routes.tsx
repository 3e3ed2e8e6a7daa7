import type { RouteObject } from 'react-router';
import { SERVER_RENDERED } from '../../lib/server-rendered';

export const routes: RouteObject[] = [
  { path: '/events', lazy: async () => ({ Component: (await import('./pages/EventsPage')).default }) },
  { path: '/events/:id', handle: SERVER_RENDERED, lazy: async () => ({ Component: (await import('./pages/EventDetailPage')).default }) },
];
