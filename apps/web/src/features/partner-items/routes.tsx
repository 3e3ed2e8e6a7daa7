import type { RouteObject } from 'react-router';

/** 상품 관리 (SPEC's partner route /business/items) inside the partner console. */
export const partnerRoutes: RouteObject[] = [
  { path: '/business/items', lazy: async () => ({ Component: (await import('./pages/PartnerItemsPage')).PartnerItemsPage }) },
  {
    path: '/business/items/:itemIdx',
    lazy: async () => ({ Component: (await import('./pages/PartnerItemEditPage')).PartnerItemEditPage }),
  },
];
