import type { RouteObject } from 'react-router';
import { partnerRoutes as partnerAuthRoutes } from '../../features/partner-auth';
import { partnerRoutes as partnerOfflineRoutes } from '../../features/partner-offline/routes';
import { partnerRoutes as partnerCalendarRoutes } from '../../features/partner-calendar';
import { partnerRoutes as partnerItemsRoutes } from '../../features/partner-items/routes';
import { partnerRoutes as partnerProfileRoutes } from '../../features/partner-profile/routes';
import { partnerRoutes as partnerOrdersRoutes } from '../../features/partner-orders';
import { partnerRoutes as partnerNotificationsRoutes } from '../../features/partner-notifications';
import { partnerRoutes as partnerQuotesRoutes } from '../../features/partner-quotes';
import { partnerRoutes as partnerChatRoutes } from '../../features/partner-chat';
import { partnerRoutes as partnerQuestionsRoutes } from '../../features/partner-questions';

/**
 * The partner console's route registry: the pages shown inside the signed-in console shell (header with
 * the company name, bottom tabs 오늘 / 주문 / 채팅 / 캘린더 / 오프라인 / 더보기, the partner guard).
 *
 * To add console pages, a feature exports `partnerRoutes: RouteObject[]` from its `routes.tsx` (absolute
 * paths under /partner/..., or /business/items; pages loaded with `lazy`) and adds ONE line below:
 *
 *   import { partnerRoutes as partnerOrdersRoutes } from '../../features/partner-orders/routes';
 *   ...partnerOrdersRoutes,
 *
 * Everything listed here is only downloaded when a console path opens (app/partner-entry.ts loads this
 * folder as one lazy chunk), so residents never load it. Paths nobody registered yet show the console's
 * Korean not-found page. A page sets its header title with `usePartnerHeader` (features/partner-auth).
 */
export const partnerConsoleRoutes: RouteObject[] = [
  ...partnerAuthRoutes,
  ...partnerOfflineRoutes,
  ...partnerCalendarRoutes,
  ...partnerProfileRoutes,
  ...partnerItemsRoutes,
  ...partnerOrdersRoutes,
  ...partnerNotificationsRoutes,
  ...partnerQuotesRoutes,
  ...partnerChatRoutes,
  ...partnerQuestionsRoutes,
];
