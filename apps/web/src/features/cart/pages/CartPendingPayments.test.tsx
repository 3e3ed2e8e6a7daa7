import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { makeOrder } from '../../../test/commerce-fixtures';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';

configure({ asyncUtilTimeout: 5000 });

describe('the cart after an interrupted payment', () => {
  it('the empty cart lists the order left in 결제대기 with 결제 이어하기 and 장바구니로 돌리기', async () => {
    const pending = makeOrder({ merchantUid: 'ipju_20261122_PENDINGAAA', status: 'payment_pending', statusLabel: '결제대기', paymentStatus: 'ready', amount: 383_000 });
    apiMock.getCart.mockResolvedValue(ok({ lines: [], count: 0, totals: { regularTotal: 0, discountAmount: 0, total: 0 } }));
    apiMock.listBillings.mockResolvedValue(ok({ orders: [pending], page: 1, limit: 5, total: 1 }));
    renderInShell(routes, { path: '/cart', auth: SIGNED_IN });
    const box = await screen.findByRole('region', { name: '결제를 마치지 않은 주문' });
    expect(within(box).getByRole('link', { name: pending.orderName })).toHaveAttribute('href', '/my-page/orders/ipju_20261122_PENDINGAAA');
    expect(within(box).getByText(/383,000원 결제가 중간에 멈췄어요/)).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: '결제 이어하기' })).toBeEnabled();
    expect(within(box).getByRole('button', { name: '장바구니로 돌리기' })).toBeEnabled();
    expect(apiMock.listBillings).toHaveBeenCalledWith({ status: 'payment_pending', page: 1, limit: 5 });
    expect(screen.getByText('장바구니가 비어 있어요')).toBeInTheDocument();
  });

  it('shows nothing extra when no payment was interrupted', async () => {
    apiMock.getCart.mockResolvedValue(ok({ lines: [], count: 0, totals: { regularTotal: 0, discountAmount: 0, total: 0 } }));
    apiMock.listBillings.mockResolvedValue(ok({ orders: [], page: 1, limit: 5, total: 0 }));
    renderInShell(routes, { path: '/cart', auth: SIGNED_IN });
    expect(await screen.findByText('장바구니가 비어 있어요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '결제 이어하기' })).not.toBeInTheDocument();
  });
});
