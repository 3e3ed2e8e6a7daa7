import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { AuthProvider } from '../features/auth';
import type { AuthState } from '../features/auth';
import { AppShell } from './shell/AppShell';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

const SIGNED_OUT: AuthState = { initialized: true, isLoggedIn: false, user: null };

/**
 * Renders `children` routes inside the real AppShell with a memory router (test only).
 * Pass `auth` to skip the start-up profile fetch.
 */
export function renderInShell(
  children: RouteObject[],
  { path = '/', auth = SIGNED_OUT, queryClient = createTestQueryClient() }: { path?: string; auth?: AuthState | null; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter([{ path: '/', Component: AppShell, HydrateFallback: () => null, children }], { initialEntries: [path] });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider initialState={auth ?? undefined}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

export function page(text: string): ReactNode {
  return <h1>{text}</h1>;
}

/** Makes window.matchMedia answer `matches` for the given queries (jsdom has no layout). */
export function mockMedia(matching: (query: string) => boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: matching(query),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}
