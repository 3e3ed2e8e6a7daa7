import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';

beforeEach(() => {
  apiMock.getCouponSummary.mockResolvedValue(ok({ residentIdx: 11, availableCount: 2, expiringSoonCount: 1 }));
  apiMock.getPoints.mockResolvedValue(ok({ balance: 8500, earnedTotal: 12000, page: 1, limit: 1, total: 3, entries: [] }));
});

describe('my page: orders and rewards', () => {
  it('links to orders, coupons (with the usable count), points (balance), receipts and the referral', async () => {
    renderInShell(routes, { path: '/my-page', auth: SIGNED_IN });
    const menu = await screen.findByRole('navigation', { name: '주문·혜택' });
    expect(within(menu).getByRole('link', { name: '주문 내역' })).toHaveAttribute('href', '/my-page/orders');
    expect(await within(menu).findByRole('link', { name: '쿠폰 2장' })).toHaveAttribute('href', '/my-page/coupons');
    expect(await within(menu).findByRole('link', { name: '포인트 8,500P' })).toHaveAttribute('href', '/my-page/points');
    expect(within(menu).getByRole('link', { name: '영수증' })).toHaveAttribute('href', '/my-page/receipts');
    expect(within(menu).getByRole('link', { name: '이웃 초대하고 5,000P 받기' })).toHaveAttribute('href', '/referral');
    expect(apiMock.getPoints).toHaveBeenCalledWith({ page: 1, limit: 1 });
  });

  it('shows no orders menu when signed out', async () => {
    renderInShell(routes, { path: '/my-page' });
    expect(await screen.findByText('로그인하고 입주 준비를 이어 가세요')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '주문·혜택' })).not.toBeInTheDocument();
    expect(apiMock.getCouponSummary).not.toHaveBeenCalled();
  });
});
