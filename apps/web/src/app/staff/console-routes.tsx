import { Navigate, type RouteObject } from 'react-router';
import { installStaffApi, staffSignInRoutes } from '../../features/staff-auth';
import { STAFF_HOME } from '../../lib/staff-paths';
import { RouteError } from '../shell/RouteError';
import { StaffConsole } from './StaffConsole';
import { StaffNotFound } from './StaffNotFound';
import { staffPages } from './staff-routes';
import { StaffShell } from './StaffShell';

// A refused staff token (401 from any staff call) signs out.
installStaffApi();

export const STAFF_CONSOLE_ROUTE_ID = 'staff-console';

/**
 * The console's route tree, added to the router's root when a /staff path is first opened (app/staff-entry.ts):
 * the sign-in page, then the guarded shell with the registered pages and a not-found page for the rest of /staff/....
 */
export const staffConsoleRoutes: RouteObject[] = [
  {
    id: STAFF_CONSOLE_ROUTE_ID,
    Component: StaffConsole,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      ...staffSignInRoutes,
      { path: '/staff', element: <Navigate to={STAFF_HOME} replace /> },
      {
        id: 'staff-shell',
        Component: StaffShell,
        children: [
          {
            errorElement: <RouteError />,
            children: [...staffPages, { path: '/staff/*', Component: StaffNotFound }],
          },
        ],
      },
    ],
  },
];
