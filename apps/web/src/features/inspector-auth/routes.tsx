import type { RouteObject } from 'react-router';

/** /inspector/login: outside the console's guard (app/inspector mounts it beside the shell). */
export const inspectorSignInRoutes: RouteObject[] = [
  { path: '/inspector/login', lazy: async () => ({ Component: (await import('./pages/InspectorLoginPage')).InspectorLoginPage }) },
];
