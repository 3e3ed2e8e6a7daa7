import type { StaffProfile } from '@ipju/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { appRoutes } from '../app/routes';
import { patchStaffConsole } from '../app/staff-entry';
import { AuthProvider } from '../features/auth';
import { createTestQueryClient } from './test-utils';

// The staff console as the app mounts it (the real route tree, the console added by its lazy entry). Test only.

export const DEMO_STAFF: StaffProfile = { staffIdx: 1, email: 'staff@ipju.kr', name: '이운영', lastLoginAt: null };

/** A signed-in staff console: a stored staff token (GET /staff/me still answers through the api mock). */
export function storeStaffToken(token = 'staff-token'): void {
  window.localStorage.setItem('ipju:staff-credential', JSON.stringify({ accessToken: token, expiresAt: new Date(Date.now() + 86_400_000).toISOString() }));
}

/** Renders the app's router at `path` (a signed-out resident), staff console paths included. */
export function renderStaffConsole(path: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path], patchRoutesOnNavigation: patchStaffConsole });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider initialState={{ initialized: true, isLoggedIn: false, user: null }}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}
