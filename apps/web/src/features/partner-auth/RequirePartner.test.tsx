import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, apiMock, mockApi, networkError, ok } from '../../test/api-mock';
import { DEMO_PARTNER, renderConsole, storePartnerToken } from '../../test/partner-console';

/** The console's chunk loads lazily on the first render: allow it time on a busy machine. */
const SLOW = { timeout: 5000 };

describe('the partner guard', () => {
  it('sends a signed-out partner to sign in, and back to the page after', async () => {
    const { router } = renderConsole('/partner/more?tab=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/login'), SLOW);
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/partner/more?tab=1')}`);
    expect(await screen.findByRole('heading', { name: '파트너 로그인' }, SLOW)).toBeInTheDocument();
    expect(apiMock.partnerGetProfile).not.toHaveBeenCalled();
  });

  it('guards /business/items, which the catalog does not take for a category', async () => {
    const { router } = renderConsole('/business/items');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/login'), SLOW);
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/business/items')}`);
  });

  it('asks GET /partner first and shows the console with the company name', async () => {
    storePartnerToken();
    mockApi({ partnerGetProfile: async () => ok(DEMO_PARTNER) });
    renderConsole('/partner/more');
    expect(await screen.findByTestId('partner-company-name', {}, SLOW)).toHaveTextContent('반짝홈클린');
    expect(screen.getByRole('navigation', { name: '파트너 메뉴' })).toBeInTheDocument();
    expect(screen.queryByTestId('bottom-nav')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).not.toBeInTheDocument();
  });

  it('signs out on a refused token and says the sign-in expired', async () => {
    storePartnerToken();
    mockApi({ partnerGetProfile: async () => Promise.reject(apiError(401, '파트너 로그인이 필요해요. 파트너 계정으로 로그인해 주세요.')) });
    const { router } = renderConsole('/partner/calendar');
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/login'), SLOW);
    expect(await screen.findByText('로그인이 만료되었어요. 다시 로그인해 주세요.')).toBeInTheDocument();
    expect(window.localStorage.getItem('ipju:partner-credential')).toBeNull();
  });

  it('keeps the partner signed in when only the connection failed, with a retry', async () => {
    storePartnerToken();
    mockApi({ partnerGetProfile: async () => Promise.reject(networkError()) });
    renderConsole('/partner/more');
    expect(await screen.findByText('업체 정보를 불러오지 못했어요', {}, SLOW)).toBeInTheDocument();
    apiMock.partnerGetProfile.mockResolvedValue(ok(DEMO_PARTNER));
    screen.getByRole('button', { name: /다시/ }).click();
    expect(await screen.findByTestId('partner-company-name', {}, SLOW)).toHaveTextContent('반짝홈클린');
    expect(window.localStorage.getItem('ipju:partner-credential')).not.toBeNull();
  });

  it('shows unregistered console paths as a Korean not-found page inside the console', async () => {
    storePartnerToken();
    mockApi({ partnerGetProfile: async () => ok(DEMO_PARTNER) });
    renderConsole('/partner/no-such-page');
    expect(await screen.findByText('찾으시는 화면이 없어요', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '파트너 메뉴' })).toBeInTheDocument();
    expect(screen.getByTestId('partner-company-name')).toHaveTextContent('반짝홈클린');
  });
});
