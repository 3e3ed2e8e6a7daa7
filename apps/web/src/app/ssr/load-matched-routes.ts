import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules a server-rendered page matched, and puts what they export on their routes,
 * before the router is created. React Router renders HydrateFallback (nothing) while an initial match is
 * still lazy, which would not match the server's HTML; with the modules in place it renders the page at once.
 * The server preloads these modules' scripts (modulepreload), so this waits on the cache, not the network.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
