import type { RouteObject } from 'react-router';

/** Console pages of 오프라인 주문 (inside the partner console shell). */
export const partnerRoutes: RouteObject[] = [
  { path: '/partner/offline', lazy: async () => ({ Component: (await import('./pages/OfflineListPage')).OfflineListPage }) },
  { path: '/partner/offline/new', lazy: async () => ({ Component: (await import('./pages/OfflineNewPage')).OfflineNewPage }) },
  { path: '/partner/offline/:id', lazy: async () => ({ Component: (await import('./pages/OfflineDetailPage')).OfflineDetailPage }) },
  { path: '/partner/offline/:id/edit', lazy: async () => ({ Component: (await import('./pages/OfflineEditPage')).OfflineEditPage }) },
];
