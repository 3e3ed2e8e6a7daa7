import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  { path: '/payment', lazy: async () => ({ Component: (await import('./pages/PaymentPage')).default }) },
  { path: '/payment/balance/:merchantUid', lazy: async () => ({ Component: (await import('./pages/BalancePaymentPage')).default }) },
  { path: '/payment/result', lazy: async () => ({ Component: (await import('./pages/PaymentResultPage')).default }) },
];
