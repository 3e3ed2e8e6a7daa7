import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  { path: '/review/write', lazy: async () => ({ Component: (await import('./pages/ReviewWritePage')).default }) },
  { path: '/review/modify', lazy: async () => ({ Component: (await import('./pages/ReviewModifyPage')).default }) },
  { path: '/my-page/reviews', lazy: async () => ({ Component: (await import('./pages/MyReviewsPage')).default }) },
];
