import { createBrowserRouter } from 'react-router';
import { patchConsoles } from './console-entries';
import { appRoutes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { patchRoutesOnNavigation: patchConsoles });
}
