import type { RouteObject } from 'react-router';
import { SERVER_RENDERED } from '../../lib/server-rendered';

/**
 * AI 신청내역 (/ai-recommend/list), a bottom tab: in the entry's table and server-rendered, so that a visitor
 * without a session opening the tab gets the assistant's explanation as HTML at once (docs/RENDERING.md).
 * Nothing here imports a contract value (the entry's table must stay free of zod).
 */
export const routes: RouteObject[] = [
  { path: '/ai-recommend/list', handle: SERVER_RENDERED, lazy: async () => ({ Component: (await import('./pages/ApplicationsPage')).default }) },
];

/** The application and a plan: signed-in pages no outside link opens first (app/resident-routes.tsx). */
export const residentRoutes: RouteObject[] = [
  { path: '/ai-recommend', lazy: async () => ({ Component: (await import('./pages/ApplyPage')).default }) },
  { path: '/ai-recommend/:applicationIdx', lazy: async () => ({ Component: (await import('./pages/PlanPage')).default }) },
];
