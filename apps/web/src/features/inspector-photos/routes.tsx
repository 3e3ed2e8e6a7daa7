import type { RouteObject } from 'react-router';

/** The inspector console's photo gallery (registered in app/inspector/inspector-routes.tsx). */
export const inspectorRoutes: RouteObject[] = [
  {
    path: '/inspector/inspections/:inspectionId/photos',
    lazy: async () => ({ Component: (await import('./pages/InspectionPhotosPage')).InspectionPhotosPage }),
  },
];
