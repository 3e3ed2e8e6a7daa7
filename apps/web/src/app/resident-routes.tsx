import type { RouteObject } from 'react-router';
import { routes as accountRoutes } from '../features/account/routes';
import { routes as apartmentRoutes } from '../features/apartment/routes';
import { routes as chatRoutes } from '../features/chat/routes';
import { routes as checkoutRoutes } from '../features/checkout/routes';
import { routes as consultationRoutes } from '../features/consultation/routes';
import { routes as fireInsuranceRoutes } from '../features/fire-insurance/routes';
import { routes as inspectionRoutes } from '../features/inspection/routes';
import { routes as legalRoutes } from '../features/legal/routes';
import { routes as linkPayRoutes } from '../features/link-pay/routes';
import { routes as moveInRoutes } from '../features/move-in/routes';
import { routes as moveInCalculatorRoutes } from '../features/move-in-calculator/routes';
import { residentRoutes as moveInPlanRoutes } from '../features/move-in-plan/routes';
import { routes as myPageRoutes } from '../features/my-page/routes';
import { routes as notificationsRoutes } from '../features/notifications/routes';
import { routes as ordersRoutes } from '../features/orders/routes';
import { routes as questionsRoutes } from '../features/questions/routes';
import { routes as reserveRoutes } from '../features/reserve/routes';
import { routes as reviewsRoutes } from '../features/reviews/routes';
import { routes as rewardsRoutes } from '../features/rewards/routes';
import { routes as supportRoutes } from '../features/support/routes';
import { routes as surveysRoutes } from '../features/surveys/routes';
import { routes as zzimsRoutes } from '../features/zzims/routes';
import { DEMO_ENABLED } from '../lib/config';

/** Demo only (VITE_DEMO !== 'false'): /dev/ui-kit mounts UI-kit pieces for the browser tests. */
const devRoutes: RouteObject[] = DEMO_ENABLED
  ? [{ path: '/dev/ui-kit', lazy: async () => ({ Component: (await import('./dev/UiKitPage')).UiKitPage }) }]
  : [];

/**
 * The resident's own pages and the other pages no link from outside lands on first (my page, orders, checkout,
 * questions, support, policies, ..., and the demo's UI kit): added to the router by app/resident-entry.ts when a path needs them.
 * None of them is server-rendered; none may be a path that app/routes.tsx matches other than by its `*`
 * (app/resident-entry.test.ts checks both).
 */
export const residentRoutes: RouteObject[] = [
  ...apartmentRoutes,
  ...checkoutRoutes,
  ...supportRoutes,
  ...legalRoutes,
  ...myPageRoutes,
  ...ordersRoutes,
  ...rewardsRoutes,
  ...accountRoutes,
  ...reviewsRoutes,
  ...questionsRoutes,
  ...zzimsRoutes,
  ...surveysRoutes,
  ...consultationRoutes,
  ...moveInRoutes,
  ...fireInsuranceRoutes,
  ...linkPayRoutes,
  ...inspectionRoutes,
  ...moveInCalculatorRoutes,
  ...notificationsRoutes,
  ...reserveRoutes,
  ...chatRoutes,
  ...moveInPlanRoutes,
  ...devRoutes,
];
