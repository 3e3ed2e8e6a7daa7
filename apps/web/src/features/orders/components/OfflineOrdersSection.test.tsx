import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { page, renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';

const appRoutes = [{ index: true, element: page('홈 화면') }, ...routes];

describe('업체에서 직접 받은 주문 on the order list', () => {
  it('shows the offline orders paid through a company’s link under my orders', async () => {
    apiMock.listBillings.mockResolvedValue(ok({ orders: [], page: 1, limit: 10, total: 0 }));
    apiMock.listMyOfflineOrders.mockResolvedValue(
      ok([
        {
          id: 9,
          status: 'paid' as const,
          statusLabel: '결제 완료',
          refunded: false,
          companyName: '반짝홈클린',
          itemName: '입주청소 스탠다드',
          amount: 250_000,
          visitDate: '2026-12-05',
          visitHour: 10,
          complexName: '잠실래미안아이파크',
          dong: '105',
          ho: '1502',
          paidAt: '2026-11-26T02:00:00.000Z',
        },
      ]),
    );
    renderInShell(appRoutes, { path: '/my-page/orders', auth: SIGNED_IN });
    const section = await screen.findByRole('region', { name: '업체에서 직접 받은 주문' });
    expect(section).toHaveTextContent('반짝홈클린');
    expect(section).toHaveTextContent('입주청소 스탠다드');
    expect(section).toHaveTextContent('결제 완료');
    expect(section).toHaveTextContent('250,000원');
    expect(section).toHaveTextContent('2026.12.05 (토) 오전 10시 · 잠실래미안아이파크 105동 1502호');
  });

  it('shows nothing when I have none', async () => {
    apiMock.listBillings.mockResolvedValue(ok({ orders: [], page: 1, limit: 10, total: 0 }));
    apiMock.listMyOfflineOrders.mockResolvedValue(ok([]));
    renderInShell(appRoutes, { path: '/my-page/orders', auth: SIGNED_IN });
    expect(await screen.findByText('아직 주문한 서비스가 없어요')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '업체에서 직접 받은 주문' })).toBeNull();
  });
});
