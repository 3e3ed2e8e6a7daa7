import type { PartnerProfile } from '@ipju/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { patchPartnerConsole } from '../app/partner-entry';
import { appRoutes } from '../app/routes';
import { AuthProvider } from '../features/auth';
import { createTestQueryClient } from './test-utils';

// The partner console as the app mounts it (the real route tree, the console added by its lazy entry), for
// the console features' component tests. Test only.

export const DEMO_PARTNER: PartnerProfile = {
  partnerIdx: 7,
  companyName: '반짝홈클린',
  ceoName: '김대표',
  businessNumber: '123-45-67890',
  businessType: '청소',
  address: '서울 송파구 올림픽로 300',
  phone: '02-1234-5678',
  intro: '입주청소 전문',
  description: '',
  logoUrl: '',
  serviceAreas: ['서울 송파구'],
  hours: {},
  establishedYear: 2018,
  employees: 12,
  ratingAvg: 4.8,
  reviewCount: 120,
  completedCount: 900,
  isInspection: false,
  account: { accountIdx: 3, email: 'partner01@ipju.kr', name: '김대표', lastLoginAt: null },
};

/** A signed-in console: a stored partner token (GET /partner still answers through the api mock). */
export function storePartnerToken(token = 'partner-token'): void {
  window.localStorage.setItem(
    'ipju:partner-credential',
    JSON.stringify({ accessToken: token, expiresAt: new Date(Date.now() + 86_400_000).toISOString() }),
  );
}

/** Renders the app's router at `path` (a signed-out resident), console paths included. */
export function renderConsole(path: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path], patchRoutesOnNavigation: patchPartnerConsole });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider initialState={{ initialized: true, isLoggedIn: false, user: null }}>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}
