import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, apiMock, mockApi, networkError, ok } from '../../../test/api-mock';
import { DEMO_PARTNER, renderConsole, storePartnerToken } from '../../../test/partner-console';

/** The console's chunk loads lazily on the first render: allow it time on a busy machine. */
const SLOW = { timeout: 5000 };

function signedIn() {
  storePartnerToken();
  const calls: string[] = [];
  mockApi({
    partnerGetProfile: async () => {
      calls.push('GET /partner');
      return ok(DEMO_PARTNER);
    },
    partnerLogout: async () => {
      calls.push('POST /auths/partner/logout');
      return ok({ ok: true as const });
    },
    partnerWithdraw: async () => {
      calls.push('POST /auths/partner/withdrawal');
      return ok({ ok: true as const });
    },
  });
  return calls;
}

describe('PartnerMorePage (더보기)', () => {
  it('links to the company, items, residents\' questions and notification pages', async () => {
    signedIn();
    renderConsole('/partner/more');
    expect(await screen.findByRole('link', { name: /업체 정보/ }, SLOW)).toHaveAttribute('href', '/partner/company');
    expect(screen.getByRole('link', { name: /상품 관리/ })).toHaveAttribute('href', '/business/items');
    expect(screen.getByRole('link', { name: /입주민 문의/ })).toHaveAttribute('href', '/partner/questions');
    expect(screen.getAllByRole('link', { name: /알림/ }).map((a) => a.getAttribute('href'))).toContain('/partner/notifications');
    const tabs = screen.getByRole('navigation', { name: '파트너 메뉴' });
    expect(within(tabs).getAllByRole('link').map((a) => a.textContent)).toEqual(['오늘', '주문', '채팅', '캘린더', '오프라인', '더보기']);
    expect(within(tabs).getByRole('link', { name: '더보기' })).toHaveAttribute('aria-current', 'page');
  });

  it('logs out after fetching the partner first (SPEC section 5) and forgets the token', async () => {
    const calls = signedIn();
    const { router } = renderConsole('/partner/more');
    fireEvent.click(await screen.findByRole('button', { name: '로그아웃' }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/login'), SLOW);
    expect(router.state.location.search).toBe('');
    expect(calls.slice(-2)).toEqual(['GET /partner', 'POST /auths/partner/logout']);
    expect(window.localStorage.getItem('ipju:partner-credential')).toBeNull();
    expect(await screen.findByText('로그아웃했어요.')).toBeInTheDocument();
  });

  it('stays signed in when logging out failed for the connection', async () => {
    signedIn();
    apiMock.partnerLogout.mockRejectedValue(networkError());
    const { router } = renderConsole('/partner/more');
    fireEvent.click(await screen.findByRole('button', { name: '로그아웃' }, SLOW));
    expect(await screen.findByText('인터넷 연결을 확인하고 다시 시도해 주세요.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/partner/more');
    expect(window.localStorage.getItem('ipju:partner-credential')).not.toBeNull();
  });

  it('withdraws only after the confirm modal says what happens', async () => {
    const calls = signedIn();
    const { router } = renderConsole('/partner/more');
    fireEvent.click(await screen.findByRole('button', { name: '탈퇴' }, SLOW));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('반짝홈클린의 모든 계정으로 더 이상 로그인할 수 없어요.');
    expect(dialog).toHaveTextContent('되돌릴 수 없어요');
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(apiMock.partnerWithdraw).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '탈퇴' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '탈퇴하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/login'), SLOW);
    expect(calls.slice(-2)).toEqual(['GET /partner', 'POST /auths/partner/withdrawal']);
    expect(await screen.findByText(/탈퇴가 끝났어요/)).toBeInTheDocument();
    expect(window.localStorage.getItem('ipju:partner-credential')).toBeNull();
  });

  it('does not withdraw when the partner fetch is refused, and says why', async () => {
    signedIn();
    const { router } = renderConsole('/partner/more');
    await screen.findByRole('button', { name: '탈퇴' }, SLOW);
    apiMock.partnerGetProfile.mockRejectedValue(apiError(500, '일시적인 문제로 처리하지 못했어요. 잠시 후 다시 시도해 주세요.'));
    fireEvent.click(screen.getByRole('button', { name: '탈퇴' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '탈퇴하기' }));
    expect(await screen.findByText('일시적인 문제로 처리하지 못했어요. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    expect(apiMock.partnerWithdraw).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/partner/more');
  });
});
