import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { isStaffPath } from '../lib/staff-paths';

/**
 * The staff console's one lazy entry, like the partner console's (app/partner-entry.ts): when a /staff path is
 * opened, this loads app/staff (the shell, the sign-in page and every page registered in app/staff/staff-routes.tsx)
 * as one chunk and adds its routes. A resident never downloads it.
 */
export const patchStaffConsole: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  if (!isStaffPath(path)) return;
  if (matches.some((match) => match.route.id === 'staff-console')) return;
  const { staffConsoleRoutes } = await import('./staff/console-routes');
  patch(null, staffConsoleRoutes);
};
