import type { RouteObject } from 'react-router';

/** The recording screen of each type and the unsent list (inside the inspector shell). */
export const inspectorRoutes: RouteObject[] = [
  {
    path: '/inspector/inspections/:inspectionId/types/:type',
    lazy: async () => ({ Component: (await import('./pages/TypeTaskPage')).TypeTaskPage }),
  },
  { path: '/inspector/unsent', lazy: async () => ({ Component: (await import('./pages/UnsentPage')).UnsentPage }) },
];
