import type { PartnerPush, PartnerPushList } from '@ipju/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, apiMock, mockApi, ok } from '../../../test/api-mock';
import { DEMO_PARTNER, renderConsole, storePartnerToken } from '../../../test/partner-console';

const SLOW = { timeout: 5000 };

const push = (over: Partial<PartnerPush> & { pushIdx: number }): PartnerPush => ({
  kind: 'new_order',
  title: '새 주문이 들어왔어요',
  body: '래미안 퍼스티지 입주청소 주문이 결제되었어요. 방문일: 2026.12.05 (토) 오전 9시',
  link: `/partner/orders/${over.pushIdx}`,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  read: false,
  clicked: false,
  ...over,
});

function signedIn(pages: PartnerPushList[]) {
  storePartnerToken();
  mockApi({
    partnerGetProfile: async () => ok(DEMO_PARTNER),
    partnerListPushes: async (params) => ok(params?.before ? pages[1]! : pages[0]!),
    partnerClickPush: async ({ pushIdx }) => ok({ ...push({ pushIdx }), read: true, clicked: true }),
    partnerReadAllPushes: async () => ok({ marked: 2, unreadCount: 0 }),
  });
}

afterEach(() => {
  window.sessionStorage.clear();
  delete window.ReactNativeWebView;
});

describe('PartnerNotificationsPage (알림)', () => {
  it('lists the notices with unread dots and the count on the header bell', async () => {
    signedIn([
      {
        items: [push({ pushIdx: 3 }), push({ pushIdx: 2, kind: 'date_change', title: '입주민이 방문 일정을 바꿨어요' }), push({ pushIdx: 1, read: true, clicked: true, kind: 'review', title: '새 리뷰가 올라왔어요 (별점 5점)' })],
        unreadCount: 2,
        nextCursor: null,
      },
    ]);
    renderConsole('/partner/notifications');
    const rows = await screen.findAllByTestId('partner-push', {}, SLOW);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('새 주문')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('5분 전')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('일정 변경')).toBeInTheDocument();
    expect(within(rows[0]!).getByLabelText('읽지 않음')).toBeInTheDocument();
    expect(within(rows[2]!).queryByLabelText('읽지 않음')).toBeNull();
    expect(screen.getByText('읽지 않은 알림 2개')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '알림, 읽지 않은 알림 2개' })).toBeInTheDocument();
    expect(screen.getByTestId('partner-unread-badge')).toHaveTextContent('2');
  });

  it('tapping a notice marks it read and opens what it is about', async () => {
    signedIn([{ items: [push({ pushIdx: 42 })], unreadCount: 1, nextCursor: null }]);
    const { router } = renderConsole('/partner/notifications');
    fireEvent.click(await screen.findByTestId('partner-push', {}, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/orders/42'));
    expect(apiMock.partnerClickPush).toHaveBeenCalledWith({ pushIdx: 42 });
  });

  it('모두 읽음 clears every dot and the badge', async () => {
    signedIn([{ items: [push({ pushIdx: 5 }), push({ pushIdx: 4 })], unreadCount: 2, nextCursor: null }]);
    renderConsole('/partner/notifications');
    fireEvent.click(await screen.findByRole('button', { name: '모두 읽음' }, SLOW));
    apiMock.partnerListPushes.mockImplementation(async () => ok({ items: [push({ pushIdx: 5, read: true }), push({ pushIdx: 4, read: true })], unreadCount: 0, nextCursor: null }));
    expect(await screen.findByText('모든 알림을 읽었어요')).toBeInTheDocument();
    expect(screen.queryAllByLabelText('읽지 않음')).toHaveLength(0);
    expect(screen.queryByTestId('partner-unread-badge')).toBeNull();
    expect(screen.getByRole('button', { name: '모두 읽음' })).toBeDisabled();
  });

  it('loads older notices with the cursor', async () => {
    signedIn([
      { items: [push({ pushIdx: 30 })], unreadCount: 1, nextCursor: 30 },
      { items: [push({ pushIdx: 12, title: '주문이 취소되었어요', kind: 'cancelled' })], unreadCount: 1, nextCursor: null },
    ]);
    renderConsole('/partner/notifications');
    fireEvent.click(await screen.findByRole('button', { name: '이전 알림 더 보기' }, SLOW));
    expect(await screen.findByText('주문이 취소되었어요')).toBeInTheDocument();
    expect(apiMock.partnerListPushes).toHaveBeenCalledWith({ limit: 20, before: 30 });
    expect(screen.queryByRole('button', { name: '이전 알림 더 보기' })).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    signedIn([{ items: [], unreadCount: 0, nextCursor: null }]);
    renderConsole('/partner/notifications');
    expect(await screen.findByText('아직 받은 알림이 없어요', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('partner-unread-badge')).toBeNull();
  });

  it('offers a retry when the list could not load', async () => {
    signedIn([]);
    apiMock.partnerListPushes.mockRejectedValue(apiError(500, '잠시 후 다시 시도해 주세요.'));
    renderConsole('/partner/notifications');
    expect(await screen.findByText('알림을 불러오지 못했어요', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도하기' })).toBeInTheDocument();
  });
});

describe('push-token registration in the partner app', () => {
  it('registers the stored token for the company, clears it and posts FCM_TOKEN back to the app', async () => {
    signedIn([{ items: [], unreadCount: 0, nextCursor: null }]);
    const record = { fcmToken: 'fcm-1', deviceType: 'android' as const, deviceKey: 'dev-1', updatedAt: new Date().toISOString() };
    mockApi({ partnerRegisterFcmToken: async () => ok(record) });
    const postMessage = vi.fn();
    window.ReactNativeWebView = { postMessage };
    window.sessionStorage.setItem('fcmToken', 'fcm-1');
    window.sessionStorage.setItem('deviceType', 'Android');
    window.sessionStorage.setItem('deviceKey', 'dev-1');
    renderConsole('/partner/notifications');
    await waitFor(() => expect(apiMock.partnerRegisterFcmToken).toHaveBeenCalledWith({ body: { fcmToken: 'fcm-1', deviceType: 'android', deviceKey: 'dev-1' } }), SLOW);
    await waitFor(() => expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'FCM_TOKEN', data: record })));
    expect(window.sessionStorage.getItem('fcmToken')).toBeNull();
    expect(window.sessionStorage.getItem('deviceKey')).toBeNull();
    expect(apiMock.registerFcmToken).not.toHaveBeenCalled();
  });

  it('registers a token the app sends later through the bridge', async () => {
    signedIn([{ items: [], unreadCount: 0, nextCursor: null }]);
    mockApi({ partnerRegisterFcmToken: async ({ body }) => ok({ ...body, updatedAt: new Date().toISOString() }) });
    renderConsole('/partner/notifications');
    await screen.findByText('아직 받은 알림이 없어요', {}, SLOW);
    expect(apiMock.partnerRegisterFcmToken).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type: 'FCM_TOKEN', data: { fcmToken: 'late', deviceType: 'ios', deviceKey: 'k2' } }) }));
    await waitFor(() => expect(apiMock.partnerRegisterFcmToken).toHaveBeenCalledWith({ body: { fcmToken: 'late', deviceType: 'ios', deviceKey: 'k2' } }));
  });
});
