import type { RouteObject } from 'react-router';
import { inspectorSignInRoutes } from '../../features/inspector-auth';
import { registerInspectorPhotoSenders } from '../../features/inspector-photos';
import { registerInspectionSenders } from '../../features/inspector-tasks';
import { installPartnerApi } from '../../features/partner-auth';
import { RouteError } from '../shell/RouteError';
import { InspectorConsole } from './InspectorConsole';
import { inspectorPages } from './inspector-routes';
import { InspectorNotFound } from './InspectorNotFound';
import { InspectorShell } from './InspectorShell';
import { registerInspectorServiceWorker } from './register-service-worker';

// The console sends the stored partner token with inspector calls, and a refused token signs out.
installPartnerApi();
// The offline outbox learns how to send what the inspector records (kept on the phone until sent).
registerInspectionSenders();
registerInspectorPhotoSenders();
// The console opens with no connection: its worker keeps the app shell (never a resident's pages).
registerInspectorServiceWorker();

export const INSPECTOR_CONSOLE_ROUTE_ID = 'inspector-console';

/**
 * The console's route tree, added to the router's root when an /inspector path is first opened
 * (app/inspector-entry.ts): the sign-in page, then the guarded shell with the registered pages and a
 * not-found page for the rest of /inspector/....
 */
export const inspectorConsoleRoutes: RouteObject[] = [
  {
    id: INSPECTOR_CONSOLE_ROUTE_ID,
    Component: InspectorConsole,
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      ...inspectorSignInRoutes,
      {
        id: 'inspector-shell',
        Component: InspectorShell,
        children: [
          {
            errorElement: <RouteError />,
            children: [...inspectorPages, { path: '/inspector/*', Component: InspectorNotFound }],
          },
        ],
      },
    ],
  },
];
