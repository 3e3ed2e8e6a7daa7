import type { RouteObject } from 'react-router';
import { SERVER_RENDERED } from '../../lib/server-rendered';

/**
 * Sign-in routes. SPEC names no path for the sign-in page; it is /login (?returnTo=<path>).
 * /agree (terms) and /auth/apple/callback (Apple's web flow lands here) are from SPEC section 2.
 */
export const routes: RouteObject[] = [
  // Server-rendered: a signed-in page opened without a session is redirected here by the server.
  { path: '/login', handle: SERVER_RENDERED, lazy: async () => ({ Component: (await import('./pages/SignInPage')).SignInPage }) },
  { path: '/agree', lazy: async () => ({ Component: (await import('./pages/AgreePage')).AgreePage }) },
  {
    path: '/auth/apple/callback',
    lazy: async () => ({ Component: (await import('./pages/AppleCallbackPage')).AppleCallbackPage }),
  },
];
