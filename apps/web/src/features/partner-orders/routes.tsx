import type { RouteObject } from 'react-router';

/** Console pages of the partner orders feature: 오늘 (the console's index), 주문, 주문 상세. */
export const partnerRoutes: RouteObject[] = [
  { path: '/partner', lazy: async () => ({ Component: (await import('./pages/PartnerTodayPage')).PartnerTodayPage }) },
  { path: '/partner/orders', lazy: async () => ({ Component: (await import('./pages/PartnerOrdersPage')).PartnerOrdersPage }) },
  { path: '/partner/orders/:lineIdx', lazy: async () => ({ Component: (await import('./pages/PartnerOrderDetailPage')).PartnerOrderDetailPage }) },
];
