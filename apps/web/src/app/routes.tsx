import type { RouteObject } from 'react-router';
import { routes as accountRoutes } from '../features/account/routes';
import { routes as apartmentRoutes } from '../features/apartment/routes';
import { routes as authRoutes } from '../features/auth/routes';
import { routes as cartRoutes } from '../features/cart/routes';
import { routes as catalogRoutes } from '../features/catalog/routes';
import { routes as checkoutRoutes } from '../features/checkout/routes';
import { routes as contentsRoutes } from '../features/contents/routes';
import { routes as homeRoutes } from '../features/home/routes';
import { routes as inspectionRoutes } from '../features/inspection/routes';
import { routes as legalRoutes } from '../features/legal/routes';
import { routes as linkPayRoutes } from '../features/link-pay/routes';
import { routes as myPageRoutes } from '../features/my-page/routes';
import { routes as notFoundRoutes } from '../features/not-found/routes';
import { routes as ordersRoutes } from '../features/orders/routes';
import { routes as rewardsRoutes } from '../features/rewards/routes';
import { routes as supportRoutes } from '../features/support/routes';
import { routes as reviewsRoutes } from '../features/reviews/routes';
import { routes as questionsRoutes } from '../features/questions/routes';
import { routes as zzimsRoutes } from '../features/zzims/routes';
import { routes as eventsRoutes } from '../features/events/routes';
import { routes as surveysRoutes } from '../features/surveys/routes';
import { routes as consultationRoutes } from '../features/consultation/routes';
import { DEMO_ENABLED } from '../lib/config';
import { AppShell } from './shell/AppShell';
import { RouteError } from './shell/RouteError';

/**
 * The route registry: every feature exports `routes` (paths absolute, or `index: true` for home)
 * and is listed here. Routes of SPEC section 2 that are not built yet (/report, /chat, ...) fall
 * through to the 404 page, which is last.
 *
 * The partner console (/partner/..., /business/items) is not listed here: the router adds it from its one
 * lazy chunk when a console path opens (app/partner-entry.ts, registry in app/partner/partner-routes.tsx),
 * so residents never download it. Its static /business/items outranks the catalog's /business/:code.
 *
 * Demo only (VITE_DEMO !== 'false'): /dev/ui-kit mounts UI-kit pieces for the browser tests.
 */
const devRoutes: RouteObject[] = DEMO_ENABLED
  ? [{ path: '/dev/ui-kit', lazy: async () => ({ Component: (await import('./dev/UiKitPage')).UiKitPage }) }]
  : [];

export const featureRoutes: RouteObject[] = [
  ...homeRoutes,
  ...apartmentRoutes,
  ...catalogRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  ...contentsRoutes,
  ...supportRoutes,
  ...legalRoutes,
  ...myPageRoutes,
  ...ordersRoutes,
  ...rewardsRoutes,
  ...authRoutes,
  ...accountRoutes,
  ...reviewsRoutes,
  ...questionsRoutes,
  ...zzimsRoutes,
  ...eventsRoutes,
  ...surveysRoutes,
  ...consultationRoutes,
  ...linkPayRoutes,
  ...inspectionRoutes,
  ...devRoutes,
];

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: AppShell,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteError />,
        children: [...featureRoutes, ...notFoundRoutes],
      },
    ],
  },
];
