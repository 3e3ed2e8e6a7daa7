import type { PointEntry } from '@ipju/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';

const entry = (overrides: Partial<PointEntry>): PointEntry => ({
  pointIdx: 1,
  amount: 5000,
  balanceAfter: 5000,
  reason: 'referral',
  label: '이웃 추천 적립',
  memo: null,
  merchantUid: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  ...overrides,
});

describe('points page', () => {
  it('shows the balance, what was earned and every change with its sign, then loads more', async () => {
    apiMock.getPoints.mockImplementation(async ({ page } = {}) =>
      ok(
        page === 1
          ? {
              balance: 8500,
              earnedTotal: 12000,
              owed: 0,
              page: 1,
              limit: 20,
              total: 3,
              entries: [
                entry({ pointIdx: 3, amount: -3500, balanceAfter: 8500, reason: 'spend', label: '결제에 사용', memo: '입주청소 스탠다드', merchantUid: 'ipju_20261122_ABCDEFGHIJ', createdAt: '2026-11-22T03:00:00.000Z' }),
                entry({ pointIdx: 2, amount: 7000, balanceAfter: 12000, reason: 'event', label: '이벤트 적립', memo: '입주 준비 이벤트 적립', createdAt: '2026-11-21T03:00:00.000Z' }),
              ],
            }
          : { balance: 8500, earnedTotal: 12000, owed: 0, page: 2, limit: 20, total: 3, entries: [entry({ pointIdx: 1 })] },
      ),
    );
    const user = userEvent.setup();
    renderInShell(routes, { path: '/my-page/points', auth: SIGNED_IN });

    expect(await screen.findByTestId('points-balance')).toHaveTextContent('8,500P');
    expect(screen.getByText('지금까지 적립한 포인트').nextElementSibling).toHaveTextContent('12,000P');
    expect(apiMock.getPoints).toHaveBeenCalledWith({ page: 1, limit: 20 });

    const spent = screen.getByText('결제에 사용').closest('li')!;
    expect(within(spent).getByText('-3,500P')).toHaveAttribute('data-sign', 'minus');
    expect(within(spent).getByText('입주청소 스탠다드')).toBeInTheDocument();
    expect(within(spent).getByText('잔액 8,500P')).toBeInTheDocument();
    expect(within(spent).getByRole('link', { name: '주문 보기' })).toHaveAttribute('href', '/my-page/orders/ipju_20261122_ABCDEFGHIJ');
    const earned = screen.getByText('이벤트 적립').closest('li')!;
    expect(within(earned).getByText('+7,000P')).toHaveAttribute('data-sign', 'plus');
    expect(within(earned).getByText('2026.11.21 (토)', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '내역 더 보기' }));
    expect(await screen.findByText('이웃 추천 적립')).toBeInTheDocument();
    expect(apiMock.getPoints).toHaveBeenLastCalledWith({ page: 2, limit: 20 });
    expect(screen.queryByRole('button', { name: '내역 더 보기' })).not.toBeInTheDocument();
  });

  it('offers the referral when there is no history yet', async () => {
    apiMock.getPoints.mockResolvedValue(ok({ balance: 0, earnedTotal: 0, owed: 0, page: 1, limit: 20, total: 0, entries: [] }));
    renderInShell(routes, { path: '/my-page/points', auth: SIGNED_IN });
    expect(await screen.findByText('아직 포인트 내역이 없어요')).toBeInTheDocument();
    expect(screen.getByTestId('points-balance')).toHaveTextContent('0P');
    expect(screen.getByRole('button', { name: '이웃 초대하기' })).toBeInTheDocument();
    expect(screen.queryByText('미회수 포인트')).not.toBeInTheDocument();
  });

  it('says how many points are still owed after a reward was taken back from a short balance', async () => {
    apiMock.getPoints.mockResolvedValue(
      ok({
        balance: 0,
        earnedTotal: 550,
        owed: 2_950,
        page: 1,
        limit: 20,
        total: 1,
        entries: [entry({ amount: -550, balanceAfter: 0, reason: 'purchase_cancel', label: '결제 적립 취소' })],
      }),
    );
    renderInShell(routes, { path: '/my-page/points', auth: SIGNED_IN });
    expect(await screen.findByTestId('points-owed')).toHaveTextContent('2,950P');
    expect(screen.getByText(/앞으로 적립되거나 돌려받는 포인트에서 먼저 빠져요/)).toBeInTheDocument();
  });
});
