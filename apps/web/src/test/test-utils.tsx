import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppShell } from '../app/shell/AppShell';
import { UIProvider } from '../components/ui/UIProvider';
import { AuthProvider } from '../features/auth';
import type { AuthState } from '../features/auth';

// Render helpers of the component tests. Tests may import src/test/ (and this file may import app/, to render
// the real shell); the application's own code never does (eslint/web-boundaries.js).

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

const SIGNED_OUT: AuthState = { initialized: true, isLoggedIn: false, user: null };

/**
 * Renders `children` routes inside the real AppShell with a memory router (test only).
 * Pass `auth` to skip the start-up profile fetch, `strict` to render under StrictMode (effects run twice).
 */
export function renderInShell(
  children: RouteObject[],
  {
    path = '/',
    auth = SIGNED_OUT,
    queryClient = createTestQueryClient(),
    strict = false,
  }: { path?: string; auth?: AuthState | null; queryClient?: QueryClient; strict?: boolean } = {},
) {
  const router = createMemoryRouter([{ path: '/', Component: AppShell, HydrateFallback: () => null, children }], { initialEntries: [path] });
  const tree = (
    <QueryClientProvider client={queryClient}>
      <AuthProvider initialState={auth ?? undefined}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>
  );
  const utils = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...utils, router, queryClient };
}

/** Renders with a fresh query client (no retries), a signed-out visitor (cards show hearts) and a memory router. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <AuthProvider initialState={SIGNED_OUT}>
        <MemoryRouter initialEntries={[route]}>
          <UIProvider>{ui}</UIProvider>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
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
