import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isServerRendered } from '../lib/server-rendered';
import { fallsToNotFound } from './resident-entry';
import { residentRoutes } from './resident-routes';
import { patchLazyRoutes } from './route-patches';
import { appRoutes } from './routes';

/** Each resident route's path with its parameters filled in (`/question/:questionIdx` -> `/question/1`). */
const samplePaths = (routes: RouteObject[]) => routes.map((route) => route.path!.replace(/:[^/]+/g, '1'));

async function openedRoutePath(path: string): Promise<string | undefined> {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path], patchRoutesOnNavigation: patchLazyRoutes });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  const matches = router.state.matches;
  router.dispose();
  return matches[matches.length - 1]?.route.path;
}

describe('resident pages added on navigation', () => {
  it('are each reached only through the entry table’s not-found route, and none is server-rendered', () => {
    for (const path of samplePaths(residentRoutes)) expect(fallsToNotFound(path), path).toBe(true);
    for (const route of residentRoutes) expect(isServerRendered(route.handle), route.path).toBe(false);
  });

  it('opens a resident page directly, and an unknown path still shows the not-found page', async () => {
    expect(await openedRoutePath('/my-page/orders/ORD-1')).toBe('/my-page/orders/:merchantUid');
    expect(await openedRoutePath('/faq')).toBe('/faq');
    expect(await openedRoutePath('/no-such-page')).toBe('*');
  });

  it('leaves the pages of the entry table as they are', async () => {
    expect(fallsToNotFound('/business/cleaning')).toBe(false);
    expect(await openedRoutePath('/business/cleaning')).toBe('/business/:code');
    expect(await openedRoutePath('/')).toBe(undefined);
  });
});
