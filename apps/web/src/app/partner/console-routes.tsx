import type { RouteObject } from 'react-router';
import { installPartnerApi, partnerSignInRoutes } from '../../features/partner-auth';
import { RouteError } from '../shell/RouteError';
import { PartnerConsole } from './PartnerConsole';
import { PartnerNotFound } from './PartnerNotFound';
import { partnerConsoleRoutes } from './partner-routes';
import { PartnerShell } from './PartnerShell';

// The console sends the stored partner token with partner calls, and a refused token signs out.
installPartnerApi();

export const PARTNER_CONSOLE_ROUTE_ID = 'partner-console';

/**
 * The console's route tree, added to the router's root when a console path is first opened
 * (app/partner-entry.ts): the sign-in page, then the guarded shell with the registered pages and a
 * not-found page for the rest of /partner/....
 */
export const consoleRoutes: RouteObject[] = [
  {
    id: PARTNER_CONSOLE_ROUTE_ID,
    Component: PartnerConsole,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      ...partnerSignInRoutes,
      {
        id: 'partner-shell',
        Component: PartnerShell,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              ...partnerConsoleRoutes,
              // Unregistered console paths. Both outrank the resident's `*` and /business/:code (catalog).
              { path: '/partner/*', Component: PartnerNotFound },
              { path: '/business/items/*', Component: PartnerNotFound },
            ],
          },
        ],
      },
    ],
  },
];
