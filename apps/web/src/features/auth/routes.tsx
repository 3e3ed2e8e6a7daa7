import type { RouteObject } from 'react-router';

/**
 * Sign-in routes. SPEC names no path for the sign-in page; it is /login (?returnTo=<path>).
 * /agree (terms) and /auth/apple/callback (Apple's web flow lands here) are from SPEC section 2.
 */
export const routes: RouteObject[] = [
  { path: '/login', lazy: async () => ({ Component: (await import('./pages/SignInPage')).SignInPage }) },
  { path: '/agree', lazy: async () => ({ Component: (await import('./pages/AgreePage')).AgreePage }) },
  {
    path: '/auth/apple/callback',
    lazy: async () => ({ Component: (await import('./pages/AppleCallbackPage')).AppleCallbackPage }),
  },
];
