import { createBrowserRouter, type HydrationState } from 'react-router';
import { patchLazyRoutes } from './route-patches';
import { appRoutes } from './routes';

/** The browser router; `hydrationData` is the server render's router state when the page was server-rendered. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(appRoutes, { patchRoutesOnNavigation: patchLazyRoutes, ...(hydrationData ? { hydrationData } : {}) });
}
