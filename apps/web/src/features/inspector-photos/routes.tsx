import type { RouteObject } from 'react-router';

/** The inspector console's photo pages (mounted inside the console shell). */
export const inspectorPhotoRoutes: RouteObject[] = [
  {
    path: '/inspector/inspections/:inspectionId/photos',
    lazy: async () => ({ Component: (await import('./pages/InspectionPhotosPage')).InspectionPhotosPage }),
  },
];
