import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  { path: '/my-page/orders', lazy: async () => ({ Component: (await import('./pages/OrderListPage')).default }) },
  { path: '/my-page/orders/:merchantUid', lazy: async () => ({ Component: (await import('./pages/OrderDetailPage')).default }) },
  { path: '/my-page/receipts', lazy: async () => ({ Component: (await import('./pages/ReceiptListPage')).default }) },
  { path: '/my-page/receipts/:id', lazy: async () => ({ Component: (await import('./pages/ReceiptPage')).default }) },
];
