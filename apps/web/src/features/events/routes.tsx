import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  { path: '/events', lazy: async () => ({ Component: (await import('./pages/EventsPage')).default }) },
  { path: '/events/:id', lazy: async () => ({ Component: (await import('./pages/EventDetailPage')).default }) },
];
