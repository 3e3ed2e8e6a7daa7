import type { RouteObject } from 'react-router';
import { routes as authRoutes } from '../features/auth/routes';
import { routes as cartRoutes } from '../features/cart/routes';
import { routes as catalogRoutes } from '../features/catalog/routes';
import { routes as complexesRoutes } from '../features/complexes/routes';
import { routes as contentsRoutes } from '../features/contents/routes';
import { routes as homeRoutes } from '../features/home/routes';
import { routes as moveInPlanRoutes } from '../features/move-in-plan/routes';
import { routes as notFoundRoutes } from '../features/not-found/routes';
import { routes as eventsRoutes } from '../features/events/routes';
import { AppShell } from './shell/AppShell';
import { RouteError } from './shell/RouteError';

/** The id of the route whose children are the pages: app/resident-entry.ts adds the resident pages under it. */
export const PAGES_ROUTE_ID = 'pages';

/**
 * The route registry: every feature exports `routes` (paths absolute, or `index: true` for home). The pages
 * a link opens (the server-rendered ones and their neighbours: home, catalogue, cart, contents, events, sign-in)
 * are listed here and go with the entry; the resident's own pages (my page, orders, checkout, questions, ...)
 * are listed in app/resident-routes.tsx, which the router adds when a path needs it (app/resident-entry.ts),
 * so home does not download their route table. Routes of SPEC section 2 that are not built yet fall through to
 * the 404 page. AI 신청내역 (/ai-recommend/list), a bottom tab, is here and server-rendered; the application and
 * a plan (/ai-recommend, /ai-recommend/:applicationIdx) are resident pages.
 *
 * The partner console (/partner/..., /business/items) is not listed here: the router adds it from its one
 * lazy chunk when a console path opens (app/partner-entry.ts, registry in app/partner/partner-routes.tsx),
 * so residents never download it. Its static /business/items outranks the catalog's /business/:code.
 *
 * The demo's /dev/ui-kit is in app/resident-routes.tsx.
 */

export const featureRoutes: RouteObject[] = [
  ...homeRoutes,
  ...catalogRoutes,
  ...cartRoutes,
  ...contentsRoutes,
  ...authRoutes,
  ...eventsRoutes,
  ...complexesRoutes,
  ...moveInPlanRoutes,
];

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      {
        id: PAGES_ROUTE_ID,
        errorElement: <RouteError />,
        children: [...featureRoutes, ...notFoundRoutes],
      },
    ],
  },
];
