import { COMPLEX_PAGE_PATHS } from '@ipju/contract';
import type { RouteObject } from 'react-router';
import { SERVER_RENDERED } from '../../lib/server-rendered';
import { REPORT_PATH } from './paths';

const complexPage = async () => ({ Component: (await import('./pages/ComplexIntroPage')).default });

/**
 * /report (the chosen complex's report, rendered in the browser: the complex is the visitor's own choice) and
 * the complex pages (server-rendered, shared as links): SPEC's three fixed paths and /complexes/{slug}.
 */
export const routes: RouteObject[] = [
  { path: REPORT_PATH, lazy: async () => ({ Component: (await import('./pages/MoveInReportPage')).default }) },
  ...Object.values(COMPLEX_PAGE_PATHS).map((path): RouteObject => ({ path, handle: SERVER_RENDERED, lazy: complexPage })),
  { path: '/complexes/:slug', handle: SERVER_RENDERED, lazy: complexPage },
];
