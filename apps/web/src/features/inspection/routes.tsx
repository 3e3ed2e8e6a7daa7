import type { RouteObject } from 'react-router';

/** The resident's 사전점검 pages (SPEC section 2): public, each its own lazy chunk. */
export const routes: RouteObject[] = [
  { path: '/pre-inspection-intro', lazy: async () => ({ Component: (await import('./pages/IntroPage')).default }) },
  { path: '/pre-inspection-sample-analyze', lazy: async () => ({ Component: (await import('./pages/SamplePage')).default }) },
  { path: '/pre-inspection-report', lazy: async () => ({ Component: (await import('./pages/ReportPage')).default }) },
];
