import { matchRoutes, type PatchRoutesOnNavigationFunction } from 'react-router';
import { isInspectorPath } from '../lib/inspector-paths';
import { isConsolePath } from '../lib/partner-paths';
import { isStaffPath } from '../lib/staff-paths';
import { appRoutes, PAGES_ROUTE_ID } from './routes';

/** Whether the router's own table (app/routes.tsx) answers `path` only with the not-found page. */
export function fallsToNotFound(path: string): boolean {
  const matches = matchRoutes(appRoutes, path);
  return !matches || matches[matches.length - 1]?.route.path === '*';
}

/**
 * Adds the resident pages (app/resident-routes.tsx, one small chunk of route definitions; each page stays its
 * own lazy chunk) under the pages route, the first time a path that the entry's table sends to the not-found
 * page is opened. React Router asks on every path it matches only by a pattern (`*`, /business/:code), so this
 * answers the server-rendered dynamic pages (and the consoles' paths) at once, without loading anything.
 * Patching again is harmless: React Router skips routes it already has.
 */
export const patchResidentPages: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (isConsolePath(path) || isInspectorPath(path) || isStaffPath(path) || !fallsToNotFound(path)) return;
  const { residentRoutes } = await import('./resident-routes');
  patch(PAGES_ROUTE_ID, residentRoutes);
};
