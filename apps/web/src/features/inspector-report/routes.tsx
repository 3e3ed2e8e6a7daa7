import type { RouteObject } from 'react-router';

/** The inspector console's report page (registered in app/inspector/inspector-routes.tsx). */
export const inspectorRoutes: RouteObject[] = [
  {
    path: '/inspector/inspections/:inspectionId/report',
    lazy: async () => ({ Component: (await import('./pages/InspectionReportPage')).InspectionReportPage }),
  },
];
