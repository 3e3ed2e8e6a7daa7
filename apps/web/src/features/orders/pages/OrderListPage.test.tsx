import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { page, renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';
import { makeLine, makeOrder } from '../test/fixtures';

const appRoutes = [{ index: true, element: page('홈 화면') }, { path: '/login', element: page('로그인') }, ...routes];

describe('order list', () => {
  it('lists orders with their status, services and amount, and loads more', async () => {
    const first = makeOrder({
      merchantUid: 'ipju_20261122_AAAAAAAAAA',
      lines: [makeLine({ lineIdx: 1 }), makeLine({ lineIdx: 2, itemName: '줄눈 시공', tz: '미정', time: null, timeLabel: null })],
    });
    const second = makeOrder({ merchantUid: 'ipju_20261121_BBBBBBBBBB' });
    apiMock.listBillings.mockImplementation(async ({ page: p } = {}) =>
      ok(p === 1 ? { orders: [first], page: 1, limit: 10, total: 2 } : { orders: [second], page: 2, limit: 10, total: 2 }),
    );
    const user = userEvent.setup();
    renderInShell(appRoutes, { path: '/my-page/orders', auth: SIGNED_IN });

    const card = await screen.findByRole('article', { name: /입주청소 스탠다드 외 1건/ });
    expect(apiMock.listBillings).toHaveBeenCalledWith({ page: 1, limit: 10, status: undefined });
    expect(within(card).getByText('시공대기')).toBeInTheDocument();
    expect(within(card).getByText(/2026\.11\.22 \(일\) 주문/)).toHaveTextContent('2026.11.22 (일) 주문 · 2611-22-0042');
    expect(card).not.toHaveTextContent('ipju_');
    expect(within(card).getByText('2026.12.10 (목) 오전 9시')).toBeInTheDocument();
    expect(within(card).getByText('방문일 미정')).toBeInTheDocument();
    expect(within(card).getByText('792,000원')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/my-page/orders/ipju_20261122_AAAAAAAAAA');
    expect(screen.getByText(/전체/, { selector: 'p' })).toHaveTextContent('전체 2건');

    await user.click(screen.getByRole('button', { name: '주문 더 보기' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(apiMock.listBillings).toHaveBeenLastCalledWith({ page: 2, limit: 10, status: undefined });
    expect(screen.queryByRole('button', { name: '주문 더 보기' })).not.toBeInTheDocument();
  });

  it('filters by status and keeps the filter in the address', async () => {
    apiMock.listBillings.mockResolvedValue(ok({ orders: [], page: 1, limit: 10, total: 0 }));
    const user = userEvent.setup();
    const { router } = renderInShell(appRoutes, { path: '/my-page/orders', auth: SIGNED_IN });
    expect(await screen.findByText('아직 주문한 서비스가 없어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '서비스 둘러보기' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['전체', '입금대기', '시공대기', '시공중', '시공완료', '주문취소', '결제실패']);

    await user.click(screen.getByRole('tab', { name: '시공대기' }));
    await waitFor(() => expect(apiMock.listBillings).toHaveBeenLastCalledWith({ page: 1, limit: 10, status: 'awaiting_work' }));
    expect(router.state.location.search).toBe('?status=awaiting_work');
    expect(await screen.findByText('시공대기 주문이 없어요')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '전체 주문 보기' }));
    expect(await screen.findByText('아직 주문한 서비스가 없어요')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '서비스 둘러보기' }));
    expect(await screen.findByRole('heading', { name: '홈 화면' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in first', async () => {
    const { router } = renderInShell(appRoutes, { path: '/my-page/orders' });
    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(router.state.location.search).toContain(encodeURIComponent('/my-page/orders'));
    expect(apiMock.listBillings).not.toHaveBeenCalled();
  });
});
