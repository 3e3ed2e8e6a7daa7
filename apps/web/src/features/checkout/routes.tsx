import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  { path: '/payment', lazy: async () => ({ Component: (await import('./pages/PaymentPage')).default }) },
  { path: '/payment/result', lazy: async () => ({ Component: (await import('./pages/PaymentResultPage')).default }) },
];
