import type { RouteObject } from 'react-router';

/** /policies/{slug}: terms, privacy policy and consents (not in SPEC: linked from /agree, checkout and my page). */
export const routes: RouteObject[] = [
  { path: '/policies/:slug', lazy: async () => ({ Component: (await import('./pages/LegalPage')).LegalPage }) },
];
