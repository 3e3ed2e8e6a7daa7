import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { isInspectorPath } from '../lib/inspector-paths';

/**
 * The inspector console's one lazy entry, like the partner console's (app/partner-entry.ts): when an
 * /inspector path is opened, this loads app/inspector (the shell, the sign-in page and every page registered
 * in app/inspector/inspector-routes.tsx) as one chunk and adds its routes. A resident never downloads it.
 */
export const patchInspectorConsole: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  if (!isInspectorPath(path)) return;
  if (matches.some((match) => match.route.id === 'inspector-console')) return;
  const { inspectorConsoleRoutes } = await import('./inspector/console-routes');
  patch(null, inspectorConsoleRoutes);
};
