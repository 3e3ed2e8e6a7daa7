import type { RouteObject } from 'react-router';

/** Console pages of the 방문 견적 feature, inside the guarded partner shell. */
export const partnerRoutes: RouteObject[] = [
  { path: '/partner/quotes', lazy: async () => ({ Component: (await import('./pages/PartnerQuotesPage')).PartnerQuotesPage }) },
];
