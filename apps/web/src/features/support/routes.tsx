import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  { path: '/faq', lazy: async () => ({ Component: (await import('./pages/FaqPage')).default }) },
  { path: '/notice', lazy: async () => ({ Component: (await import('./pages/NoticeListPage')).default }) },
  { path: '/notice/:noticeIdx', lazy: async () => ({ Component: (await import('./pages/NoticeDetailPage')).default }) },
];
