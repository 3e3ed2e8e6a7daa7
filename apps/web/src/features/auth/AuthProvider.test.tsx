import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userKeys } from '../../lib/query-client';
import { apiError, apiMock } from '../../test/api-mock';
import { createTestQueryClient } from '../../test/test-utils';
import { AuthProvider, useAuth } from './AuthProvider';
import type { AuthContextValue } from './AuthProvider';
import type { UserProfile } from '@ipju/contract';
import { notifySessionExpired } from './session-events';

function user(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    residentIdx: 7,
    name: '김입주',
    phone: '010-1234-5678',
    email: null,
    complexName: null,
    apartmentIdx: null,
    areaIdx: null,
    pyeong: null,
    dong: null,
    ho: null,
    agreements: { terms: true, privacy: true, ageOver14: true, marketing: false, agreedAt: null, marketingAgreedAt: null },
    referralCode: 'ABCD1234',
    signInMethods: ['phone'],
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

const apartment = {
  apartmentIdx: 3,
  name: '잠실래미안아이파크',
  district1: '서울특별시',
  district2: '송파구',
  address: '서울특별시 송파구 신천동 20-4',
  households: 2678,
  moveInMonth: '2027-03',
  area: null,
  dong: '101',
  ho: '1203',
  moveInDate: null,
  joinedAt: null,
};

let auth: AuthContextValue;
function Probe() {
  auth = useAuth();
  return (
    <p data-testid="state">
      {auth.initialized ? 'init' : 'loading'}/{auth.isLoggedIn ? 'in' : 'out'}/{auth.user?.name ?? '-'}/
      {auth.apartment?.name ?? '-'}
    </p>
  );
}

function renderAuth(queryClient = createTestQueryClient()) {
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const state = () => screen.getByTestId('state').textContent;
const unauthorized = apiError(401, 'Unauthorized', { code: 'UNAUTHORIZED' });

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('AuthProvider', () => {
  it('signs in from the profile on start', async () => {
    apiMock.getMe.mockResolvedValue({ status: 'success', data: user() });
    renderAuth();
    expect(state()).toContain('loading/out');
    await waitFor(() => expect(state()).toBe('init/in/김입주/-'));
    expect(apiMock.getResidentApartment).not.toHaveBeenCalled();
  });

  it('is initialized and signed out when the profile fetch fails', async () => {
    apiMock.getMe.mockRejectedValue(unauthorized);
    renderAuth();
    await waitFor(() => expect(state()).toBe('init/out/-/-'));
  });

  it('fetches the apartment only when the user has a complex name, and clears it on logout', async () => {
    apiMock.getMe.mockResolvedValue({ status: 'success', data: user({ complexName: '잠실래미안아이파크', apartmentIdx: 3 }) });
    apiMock.getResidentApartment.mockResolvedValue({ status: 'success', data: { apart: apartment } });
    apiMock.logout.mockResolvedValue({ status: 'success', data: { ok: true } });
    renderAuth();
    await waitFor(() => expect(state()).toBe('init/in/김입주/잠실래미안아이파크'));
    await act(() => auth.logout());
    expect(state()).toBe('init/out/-/-');
  });

  it('clears the user when logout answers Unauthorized, and keeps it on other errors', async () => {
    apiMock.getMe.mockResolvedValue({ status: 'success', data: user() });
    renderAuth();
    await waitFor(() => expect(state()).toBe('init/in/김입주/-'));

    apiMock.logout.mockRejectedValueOnce(apiError(500, '서버에 문제가 생겼어요.'));
    await act(async () => {
      await expect(auth.logout()).rejects.toMatchObject({ status: 500 });
    });
    expect(state()).toBe('init/in/김입주/-');

    apiMock.logout.mockRejectedValueOnce(unauthorized);
    await act(() => auth.logout());
    expect(state()).toBe('init/out/-/-');
  });

  it('clears the user when the session expires', async () => {
    apiMock.getMe.mockResolvedValue({ status: 'success', data: user() });
    renderAuth();
    await waitFor(() => expect(state()).toBe('init/in/김입주/-'));
    act(() => notifySessionExpired());
    expect(state()).toBe('init/out/-/-');
  });

  it('signing out removes what the resident typed and had not sent in this tab; an expired session keeps it for signing in again', async () => {
    const draft = 'ipju.draft.checkout.visit';
    window.sessionStorage.setItem(draft, JSON.stringify({ values: { entryCode: '1203#' } }));
    window.sessionStorage.setItem('ipju.pendingPayment', 'ipju_20261122_abcdefghij');
    apiMock.getMe.mockResolvedValue({ status: 'success', data: user() });
    apiMock.logout.mockResolvedValue({ status: 'success', data: { ok: true } });
    renderAuth();
    await waitFor(() => expect(state()).toBe('init/in/김입주/-'));
    act(() => notifySessionExpired());
    expect(window.sessionStorage.getItem(draft)).not.toBeNull();

    await act(() => auth.refresh());
    await act(() => auth.logout());
    expect(window.sessionStorage.getItem(draft)).toBeNull();
    expect(window.sessionStorage.getItem('ipju.pendingPayment')).not.toBeNull();
    window.sessionStorage.clear();
  });

  it('invalidates user-scoped queries when the user changes and drops them on sign-out', async () => {
    apiMock.getMe.mockResolvedValue({ status: 'success', data: user() });
    const client = renderAuth();
    await waitFor(() => expect(state()).toBe('init/in/김입주/-'));
    client.setQueryData([...userKeys.all, 'coupons'], ['쿠폰']);
    client.setQueryData(['items'], ['청소']);

    act(() => auth.signIn(user({ residentIdx: 8, name: '박이사' })));
    await waitFor(() => expect(client.getQueryState([...userKeys.all, 'coupons'])?.isInvalidated).toBe(true));
    expect(client.getQueryState(['items'])?.isInvalidated).toBe(false);

    act(() => auth.clear());
    await waitFor(() => expect(client.getQueryData([...userKeys.all, 'coupons'])).toBeUndefined());
    expect(client.getQueryData(['items'])).toEqual(['청소']);
  });
});
