import type { RouteObject } from 'react-router';

/** The inspector console's report page (mounted inside the console shell). */
export const inspectorReportRoutes: RouteObject[] = [
  {
    path: '/inspector/inspections/:inspectionId/report',
    lazy: async () => ({ Component: (await import('./pages/InspectionReportPage')).InspectionReportPage }),
  },
];
