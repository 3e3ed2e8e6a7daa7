import type { RouteObject } from 'react-router';

/** 업체 정보 inside the partner console. */
export const partnerRoutes: RouteObject[] = [
  { path: '/partner/company', lazy: async () => ({ Component: (await import('./pages/PartnerCompanyPage')).PartnerCompanyPage }) },
];
