import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeThread } from '../../features/chat/test/fixtures';
import { NotFoundPage } from '../../features/not-found/NotFoundPage';
import { apiError, apiMock, mockApi, ok } from '../../test/api-mock';
import { SIGNED_IN } from '../../test/signed-in';
import { mockMedia, page, renderInShell } from '../../test/test-utils';
import { NARROW_QUERY, SIDE_PANEL_QUERY, WIDE_QUERY } from './AppShell';

const routes = [
  { index: true, element: page('홈 화면') },
  { path: '/my-page', element: page('내 정보 화면') },
  { path: '/ai-recommend/list', element: page('신청내역 화면') },
  { path: '/cart', element: page('장바구니') },
  { path: '/login', element: page('로그인') },
  { path: '*', Component: NotFoundPage },
];

const originalMatchMedia = window.matchMedia;

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  mockApi({ getMe: () => Promise.reject(apiError(401, '로그인이 필요해요.')) });
  window.dataLayer = [];
  setScrollY(0);
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  delete window.dataLayer;
});

describe('bottom navigation: unread chat messages on 내 정보 (my page holds 채팅)', () => {
  it('shows how many messages wait unread over all conversations, in the tab’s name too', async () => {
    apiMock.listChatThreads.mockResolvedValue(
      ok({ list: [makeThread({ threadIdx: 1, unreadCount: 2 }), makeThread({ threadIdx: 2 }), makeThread({ threadIdx: 3, unreadCount: 1 })] }),
    );
    renderInShell(routes, { path: '/', auth: SIGNED_IN });
    const nav = await screen.findByRole('navigation', { name: '주요 메뉴' });
    const tab = await within(nav).findByRole('link', { name: '내 정보, 읽지 않은 채팅 메시지 3개' });
    expect(tab).toHaveAttribute('href', '/my-page');
    expect(within(tab).getByTestId('chat-unread-badge')).toHaveTextContent('3');
    expect(within(tab).getByText('내 정보')).toBeInTheDocument();
    // Only that tab carries it.
    expect(within(nav).getAllByTestId('chat-unread-badge')).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: '홈' })).toBeInTheDocument();
  });

  it('caps the badge at 99+', async () => {
    apiMock.listChatThreads.mockResolvedValue(ok({ list: [makeThread({ unreadCount: 120 })] }));
    renderInShell(routes, { path: '/my-page', auth: SIGNED_IN });
    const tab = await screen.findByRole('link', { name: '내 정보, 읽지 않은 채팅 메시지 120개' });
    expect(within(tab).getByTestId('chat-unread-badge')).toHaveTextContent('99+');
  });

  it('shows the plain tab when everything is read', async () => {
    apiMock.listChatThreads.mockResolvedValue(ok({ list: [makeThread({ unreadCount: 0 })] }));
    renderInShell(routes, { path: '/', auth: SIGNED_IN });
    await waitFor(() => expect(apiMock.listChatThreads).toHaveBeenCalled());
    const nav = await screen.findByRole('navigation', { name: '주요 메뉴' });
    expect(within(nav).getByRole('link', { name: '내 정보' })).toBeInTheDocument();
    expect(screen.queryByTestId('chat-unread-badge')).not.toBeInTheDocument();
  });

  it('asks nothing for a signed-out visitor', async () => {
    renderInShell(routes, { path: '/' });
    const nav = await screen.findByRole('navigation', { name: '주요 메뉴' });
    expect(within(nav).getByRole('link', { name: '내 정보' })).toBeInTheDocument();
    expect(screen.queryByTestId('chat-unread-badge')).not.toBeInTheDocument();
    expect(apiMock.listChatThreads).not.toHaveBeenCalled();
  });
});

describe('bottom navigation', () => {
  it('shows three tabs with the current one marked', async () => {
    renderInShell(routes, { path: '/my-page' });
    const nav = await screen.findByRole('navigation', { name: '주요 메뉴' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['홈', 'AI 신청내역', '내 정보']);
    expect(within(nav).getByRole('link', { name: '내 정보' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '홈' })).not.toHaveAttribute('aria-current');
  });

  it('sends the analytics event and navigates on tap', async () => {
    const { router } = renderInShell(routes, { path: '/' });
    const nav = await screen.findByRole('navigation', { name: '주요 메뉴' });
    fireEvent.click(within(nav).getByRole('link', { name: 'AI 신청내역' }));
    expect(await screen.findByRole('heading', { name: '신청내역 화면' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ai-recommend/list');
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ category: 'bottom_navigation', action: 'button_click', label: '/ai-recommend/list' }),
    );
    expect(within(nav).getByRole('link', { name: 'AI 신청내역' })).toHaveAttribute('aria-current', 'page');
  });

  it('slides out on scroll down and back on scroll up on narrow screens, and resets on route change', async () => {
    mockMedia((q) => q === NARROW_QUERY);
    const { router } = renderInShell(routes, { path: '/' });
    const nav = await screen.findByTestId('bottom-nav');
    expect(nav).not.toHaveAttribute('data-hidden');

    act(() => setScrollY(300));
    await waitFor(() => expect(nav).toHaveAttribute('data-hidden'));
    // The toast moves down while the bar is out.
    expect(screen.getByTestId('toast-region')).toHaveAttribute('data-bottom-offset', '10');

    act(() => setScrollY(200));
    await waitFor(() => expect(nav).not.toHaveAttribute('data-hidden'));
    expect(screen.getByTestId('toast-region')).toHaveAttribute('data-bottom-offset', '72');

    act(() => setScrollY(600));
    await waitFor(() => expect(nav).toHaveAttribute('data-hidden'));
    await act(() => router.navigate('/my-page'));
    await waitFor(() => expect(screen.getByTestId('bottom-nav')).not.toHaveAttribute('data-hidden'));
  });

  it('stays in place when scrolling on wide screens', async () => {
    mockMedia((q) => q === WIDE_QUERY);
    renderInShell(routes, { path: '/' });
    const nav = await screen.findByTestId('bottom-nav');
    act(() => setScrollY(500));
    await act(() => new Promise<void>((resolve) => window.requestAnimationFrame(() => resolve())));
    expect(nav).not.toHaveAttribute('data-hidden');
  });

  it('is hidden on flows with their own bottom action, with the toast lower', async () => {
    renderInShell(routes, { path: '/cart' });
    expect(await screen.findByRole('heading', { name: '장바구니' })).toBeInTheDocument();
    expect(screen.queryByTestId('bottom-nav')).not.toBeInTheDocument();
    expect(screen.getByTestId('toast-region')).toHaveAttribute('data-bottom-offset', '10');
    expect(screen.getByTestId('app-column')).not.toHaveAttribute('data-nav-offset');
  });

  it('pads pages for the bar where it shows', async () => {
    renderInShell(routes, { path: '/' });
    await screen.findByRole('heading', { name: '홈 화면' });
    expect(screen.getByTestId('app-column')).toHaveAttribute('data-nav-offset');
  });
});

describe('wide screens', () => {
  it('shows the side panel with QR code and store buttons from 1200 px', async () => {
    mockMedia((q) => q === SIDE_PANEL_QUERY || q === WIDE_QUERY);
    renderInShell(routes, { path: '/my-page' });
    const panel = await screen.findByTestId('side-panel');
    expect(within(panel).getByTitle('입주 앱 설치 페이지 QR 코드')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /App Store/ })).toHaveAttribute('href', expect.stringContaining('apple.com'));
    expect(within(panel).getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', expect.stringContaining('play.google.com'));
    // Chat shows on wide screens on any page.
    expect(screen.getByRole('link', { name: '카카오톡으로 상담하기' })).toHaveAttribute('href', 'https://pf.kakao.com/_ipju/chat');
  });

  it('shows the chat button only on the home page on narrow screens, and scroll-to-top only when wide', async () => {
    mockMedia((q) => q === NARROW_QUERY);
    const { router } = renderInShell(routes, { path: '/' });
    expect(await screen.findByRole('link', { name: '카카오톡으로 상담하기' })).toBeInTheDocument();
    act(() => setScrollY(900));
    expect(screen.queryByRole('button', { name: '맨 위로' })).not.toBeInTheDocument();
    await act(() => router.navigate('/my-page'));
    expect(screen.queryByRole('link', { name: '카카오톡으로 상담하기' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('side-panel')).not.toBeInTheDocument();
  });

  it('offers scroll-to-top on wide screens after scrolling', async () => {
    mockMedia((q) => q === WIDE_QUERY);
    renderInShell(routes, { path: '/my-page' });
    await screen.findByRole('heading', { name: '내 정보 화면' });
    expect(screen.queryByRole('button', { name: '맨 위로' })).not.toBeInTheDocument();
    act(() => setScrollY(900));
    fireEvent.click(await screen.findByRole('button', { name: '맨 위로' }));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});

describe('404 page', () => {
  it('shows a Korean page with a way home for unknown and not-yet-built routes', async () => {
    const { router } = renderInShell(routes, { path: '/events/3' });
    expect(await screen.findByRole('heading', { name: '찾으시는 페이지가 없어요' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '홈으로 가기' }));
    expect(await screen.findByRole('heading', { name: '홈 화면' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
