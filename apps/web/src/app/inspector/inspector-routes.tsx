import type { RouteObject } from 'react-router';
import { inspectorRoutes as inspectionsRoutes } from '../../features/inspector-inspections/routes';
import { inspectorRoutes as tasksRoutes } from '../../features/inspector-tasks/routes';

/**
 * The inspector console's route registry: the pages inside the signed-in console shell (header, outbox bar,
 * the inspector guard). A feature exports `inspectorRoutes: RouteObject[]` from its `routes.tsx` (absolute
 * paths under /inspector/..., pages loaded with `lazy`; paths from lib/inspector-paths.ts) and adds ONE line:
 *
 *   import { inspectorRoutes as photosRoutes } from '../../features/inspector-photos/routes';
 *   ...photosRoutes,
 *
 * Reserved for the photo and report features: /inspector/inspections/:inspectionId/photos (inspector-photos)
 * and /inspector/inspections/:inspectionId/report (inspector-report); until they register them those paths
 * show the console's not-found page. Everything here is one lazy chunk (app/inspector-entry.ts).
 */
export const inspectorPages: RouteObject[] = [
  ...inspectionsRoutes,
  ...tasksRoutes,
  // inspector-photos: ...photosRoutes,
  // inspector-report: ...reportRoutes,
];
