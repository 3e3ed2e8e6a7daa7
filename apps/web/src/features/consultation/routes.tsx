import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  { path: '/consultation/homestyling', lazy: async () => ({ Component: (await import('./pages/HomestylingPage')).default }) },
  { path: '/consultation/request', lazy: async () => ({ Component: (await import('./pages/ConsultationRequestPage')).default }) },
  { path: '/my-page/consultations', lazy: async () => ({ Component: (await import('./pages/MyConsultationsPage')).default }) },
];
