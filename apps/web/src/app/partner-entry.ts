import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { isConsolePath } from '../lib/partner-paths';

/**
 * The partner console's one lazy entry. The router starts without the console's routes; when a console
 * path (/partner/..., /business/items) is opened, this loads app/partner (the shell, the partner-auth
 * feature and every page registered in app/partner/partner-routes.tsx) as one chunk and adds its routes.
 * A resident never downloads any of it. (React Router asks for paths it matches only by a pattern, such as
 * the not-found `*` or /business/:code, so this answers every other path at once.)
 */
export const patchPartnerConsole: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  if (!isConsolePath(path)) return;
  if (matches.some((match) => match.route.id === 'partner-console')) return;
  const { consoleRoutes } = await import('./partner/console-routes');
  patch(null, consoleRoutes);
};
