import type { ChatThread } from '@ipju/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';

beforeEach(() => {
  apiMock.getCouponSummary.mockResolvedValue(ok({ residentIdx: 11, availableCount: 2, expiringSoonCount: 1 }));
  apiMock.getPoints.mockResolvedValue(ok({ balance: 8500, earnedTotal: 12000, owed: 0, page: 1, limit: 1, total: 3, entries: [] }));
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

describe('my page: 채팅', () => {
  const thread = (threadIdx: number, unreadCount: number): ChatThread => ({
    threadIdx,
    kind: 'order',
    title: '깨끗한청소',
    subtitle: '입주청소 스탠다드 · 2026.12.05 (토)',
    status: 'open',
    lastMessage: { text: '내일 뵐게요', createdAt: '2026-11-26T03:00:00.000Z', mine: false },
    lastMessageIdx: 10,
    unreadCount,
    myLastReadIdx: 10 - unreadCount,
    otherLastReadIdx: 0,
    order: null,
    planApplicationIdx: null,
    warning: null,
    updatedAt: '2026-11-26T03:00:00.000Z',
  });

  it('says how many messages wait unread over all conversations', async () => {
    apiMock.listChatThreads.mockResolvedValue(ok({ list: [thread(1, 2), thread(2, 0), thread(3, 1)] }));
    renderInShell(routes, { path: '/my-page', auth: SIGNED_IN });
    expect(await screen.findByRole('link', { name: '채팅 새 메시지 3개' })).toHaveAttribute('href', '/chat');
  });

  it('shows the plain row when everything is read', async () => {
    apiMock.listChatThreads.mockResolvedValue(ok({ list: [thread(1, 0)] }));
    renderInShell(routes, { path: '/my-page', auth: SIGNED_IN });
    expect(await screen.findByRole('link', { name: '채팅' })).toHaveAttribute('href', '/chat');
    expect(apiMock.listChatThreads).toHaveBeenCalled();
  });
});
