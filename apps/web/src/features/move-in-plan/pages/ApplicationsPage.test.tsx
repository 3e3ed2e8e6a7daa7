import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { makeApplication, makeSummary } from '../test/fixtures';

const LAZY = { timeout: 5000 };
const withChat = [...routes, { path: '/chat/:threadIdx', element: <h1>상담 채팅 화면</h1> }];

describe('/ai-recommend/list (AI 신청내역)', () => {
  it('explains the assistant to a visitor and asks to sign in, leading to the application', async () => {
    renderInShell(routes, { path: '/ai-recommend/list' });
    expect(await screen.findByRole('heading', { name: /AI가 짜 드려요/ }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '로그인하고 플랜 받기' })).toHaveAttribute('href', '/login?returnTo=%2Fai-recommend');
    // The tab keeps the bottom navigation, with itself active.
    expect(within(screen.getByTestId('bottom-nav')).getByRole('link', { name: 'AI 신청내역' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the plans with what of each is booked, and opens the 상담 chat of one', async () => {
    apiMock.listMoveInPlans.mockResolvedValue(
      ok({
        list: [
          makeSummary(),
          makeSummary({ applicationIdx: 30, homeLabel: '잠실르엘 202동 304호 25평', bookedCount: 0, lineCount: 4, consultThreadIdx: 88 }),
          makeSummary({ applicationIdx: 29, bookedCount: 0, inCartCount: 2, lineCount: 4 }),
        ],
      }),
    );
    apiMock.requestMoveInPlanConsult.mockResolvedValue(ok({ threadIdx: 88 }));
    const user = userEvent.setup();
    const { router } = renderInShell(withChat, { path: '/ai-recommend/list', auth: SIGNED_IN });
    const cards = await screen.findAllByTestId('plan-application', undefined, LAZY);
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('heading')).toHaveTextContent('잠실래미안아이파크 101동 1203호 34평');
    expect(cards[0]).toHaveTextContent('서비스 3개 중 1개 예약했어요');
    expect(cards[0]).toHaveTextContent('1,152,400원');
    expect(within(cards[0]!).getByRole('link', { name: /플랜 보기/ })).toHaveAttribute('href', '/ai-recommend/31');
    expect(cards[1]).toHaveTextContent('서비스 4개 · 아직 예약 전이에요');
    expect(cards[2]).toHaveTextContent('서비스 4개 중 2개 장바구니에 담았어요');
    expect(screen.getByRole('link', { name: /새 입주 플랜 받기/ })).toHaveAttribute('href', '/ai-recommend');

    await user.click(within(cards[1]!).getByRole('button', { name: '상담 이어가기' }));
    expect(apiMock.requestMoveInPlanConsult).toHaveBeenCalledWith({ applicationIdx: 30 });
    expect(await screen.findByRole('heading', { name: '상담 채팅 화면' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/chat/88');
  });

  it('opens what of a plan was booked, service by service', async () => {
    const application = makeApplication();
    application.lines = [
      { ...application.lines[0]!, status: 'booked' },
      { ...application.lines[1]!, status: 'in_cart' },
      { ...application.lines[2]!, status: 'dropped' },
    ];
    apiMock.listMoveInPlans.mockResolvedValue(ok({ list: [makeSummary()] }));
    apiMock.getMoveInPlan.mockResolvedValue(ok({ application }));
    const user = userEvent.setup();
    renderInShell(routes, { path: '/ai-recommend/list', auth: SIGNED_IN });
    const toggle = await screen.findByRole('button', { name: '서비스별 예약 보기' }, LAZY);
    expect(apiMock.getMoveInPlan).not.toHaveBeenCalled();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const lines = await screen.findByRole('list', { name: '서비스별 예약' }, LAZY);
    expect(apiMock.getMoveInPlan).toHaveBeenCalledWith({ applicationIdx: 31 });
    const rows = within(lines).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^1\. 줄눈 · .*예약했어요$/),
      expect.stringMatching(/^2\. 입주청소 · .*장바구니에 담았어요$/),
      expect.stringMatching(/^3\. 새집증후군 · .*뺐어요$/),
    ]);
  });

  it('offers the first plan when there is none yet', async () => {
    apiMock.listMoveInPlans.mockResolvedValue(ok({ list: [] }));
    renderInShell(routes, { path: '/ai-recommend/list', auth: SIGNED_IN });
    expect(await screen.findByText('아직 받은 입주 플랜이 없어요', undefined, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '입주 플랜 받기' })).toBeInTheDocument();
  });
});
