import type { RouteObject } from 'react-router';

/** The console's home and an inspection's screen (inside the inspector shell). */
export const inspectorRoutes: RouteObject[] = [
  { path: '/inspector', lazy: async () => ({ Component: (await import('./pages/InspectorHomePage')).InspectorHomePage }) },
  {
    path: '/inspector/inspections/:inspectionId',
    lazy: async () => ({ Component: (await import('./pages/InspectionPage')).InspectionPage }),
  },
];
