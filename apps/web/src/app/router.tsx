import { createBrowserRouter } from 'react-router';
import { patchPartnerConsole } from './partner-entry';
import { appRoutes } from './routes';

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { patchRoutesOnNavigation: patchPartnerConsole });
}
