import type { NotificationSettings, ResidentPush } from '@ipju/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, apiMock, mockApi, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { page, renderInShell } from '../../../test/test-utils';
import { SIGNED_OUT } from '../../auth';
import { NotificationBell } from '../components/NotificationBell';
import NotificationSettingsPage from './NotificationSettingsPage';
import NotificationsPage from './NotificationsPage';
import UnsubscribePage from './UnsubscribePage';

const SLOW = { timeout: 5000 };

const push = (over: Partial<ResidentPush> & { pushIdx: number }): ResidentPush => ({
  kind: 'service',
  title: '결제가 완료되었어요',
  body: '입주청소 스탠다드 350,900원 결제가 완료되었어요.',
  link: '/my-page/orders/ipju_1',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  read: false,
  clicked: false,
  ...over,
});

const settings = (marketing: Partial<NotificationSettings['marketing']> = {}): NotificationSettings => ({
  service: { push: true, message: true },
  answer: { push: true, message: true },
  marketing: {
    push: false,
    message: false,
    active: false,
    agreedAt: null,
    reconfirmDueAt: null,
    reconfirmOverdue: false,
    withdrawnAt: null,
    night: false,
    nightAgreedAt: null,
    ...marketing,
  },
});

const routes = [
  { path: '/', element: <NotificationBell /> },
  { path: '/notification', element: <NotificationsPage /> },
  { path: '/notification/setting', element: <NotificationSettingsPage /> },
  { path: '/unsubscribe/:token', element: <UnsubscribePage /> },
  { path: '/my-page/orders/:uid', element: page('주문 상세') },
  { path: '/login', element: page('로그인') },
];

describe('the header bell', () => {
  it('shows the unread count when signed in, and asks nothing signed out', async () => {
    mockApi({ listResidentPushes: async () => ok({ items: [push({ pushIdx: 1 })], unreadCount: 3, nextCursor: null }) });
    renderInShell(routes, { path: '/', auth: SIGNED_IN });
    expect(await screen.findByRole('link', { name: '알림, 읽지 않은 알림 3개' }, SLOW)).toHaveAttribute('href', '/notification');
    expect(screen.getByTestId('notification-count')).toHaveTextContent('3');
  });

  it('is a plain bell signed out', async () => {
    renderInShell(routes, { path: '/', auth: SIGNED_OUT });
    expect(await screen.findByRole('link', { name: '알림' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).toBeNull();
    expect(apiMock.listResidentPushes).not.toHaveBeenCalled();
  });
});

describe('NotificationsPage (알림함)', () => {
  it('lists entries with the kind, marks a tapped one read and opens its page', async () => {
    mockApi({
      listResidentPushes: async () =>
        ok({
          items: [push({ pushIdx: 2 }), push({ pushIdx: 1, kind: 'marketing', title: '12월 이벤트', link: '/events/2', read: true })],
          unreadCount: 1,
          nextCursor: null,
        }),
      clickResidentPush: async ({ pushIdx }) => ok({ ...push({ pushIdx }), read: true, clicked: true }),
    });
    const { router } = renderInShell(routes, { path: '/notification', auth: SIGNED_IN });
    const rows = await screen.findAllByTestId('resident-push', {}, SLOW);
    expect(within(rows[0]!).getByText('주문·방문 안내')).toBeInTheDocument();
    expect(within(rows[0]!).getByLabelText('읽지 않음')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('(광고) 12월 이벤트')).toBeInTheDocument();
    expect(screen.getByText('읽지 않은 알림 1개')).toBeInTheDocument();
    fireEvent.click(rows[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-page/orders/ipju_1'));
    expect(apiMock.clickResidentPush).toHaveBeenCalledWith({ pushIdx: 2 });
  });

  it('says what will arrive when there is nothing yet', async () => {
    mockApi({ listResidentPushes: async () => ok({ items: [], unreadCount: 0, nextCursor: null }) });
    renderInShell(routes, { path: '/notification', auth: SIGNED_IN });
    expect(await screen.findByText('아직 받은 알림이 없어요', {}, SLOW)).toBeInTheDocument();
  });
});

describe('NotificationSettingsPage (알림 설정)', () => {
  it('turns 혜택·이벤트 on: the consent date and the two-year date appear; 주문·방문 안내 cannot be turned off', async () => {
    mockApi({
      getNotificationSettings: async () => ok(settings()),
      updateNotificationSettings: async () =>
        ok(settings({ push: true, active: true, agreedAt: '2026-11-26T03:00:00.000Z', reconfirmDueAt: '2028-11-26T03:00:00.000Z' })),
    });
    renderInShell(routes, { path: '/notification/setting', auth: SIGNED_IN });
    const marketing = await screen.findByRole('region', { name: /혜택·이벤트/ }, SLOW);
    expect(within(marketing).getByText('수신에 동의하지 않았어요. 광고 메시지를 보내지 않아요.')).toBeInTheDocument();
    expect(within(marketing).getByRole('switch', { name: /밤 9시~아침 8시에도 받기/ })).toBeDisabled();
    const service = screen.getByRole('region', { name: '주문·방문 안내' });
    for (const s of within(service).getAllByRole('switch')) expect(s).toBeDisabled();

    fireEvent.click(within(marketing).getByRole('switch', { name: '앱 푸시' }));
    await waitFor(() =>
      expect(apiMock.updateNotificationSettings).toHaveBeenCalledWith({
        body: { answer: { push: true, message: true }, marketing: { push: true, message: false, night: false } },
      }),
    );
    expect(await screen.findByText('2026.11.26 (목)에 혜택·이벤트 수신에 동의했어요')).toBeInTheDocument();
    expect(within(marketing).getByText('2028.11.26 (일)')).toBeInTheDocument();
  });

  it('shows a consent past two years as due and confirms it again', async () => {
    const due = settings({ push: true, message: true, agreedAt: '2024-01-05T00:00:00.000Z', reconfirmDueAt: '2026-01-05T00:00:00.000Z', reconfirmOverdue: true });
    mockApi({
      getNotificationSettings: async () => ok(due),
      updateNotificationSettings: async () => ok({ ...due, marketing: { ...due.marketing, active: true, reconfirmOverdue: false, agreedAt: '2026-11-26T03:00:00.000Z' } }),
    });
    renderInShell(routes, { path: '/notification/setting', auth: SIGNED_IN });
    expect(await screen.findByText(/2년이 지나 혜택·이벤트를 보내지 않고 있어요/, {}, SLOW)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '계속 받을게요' }));
    await waitFor(() =>
      expect(apiMock.updateNotificationSettings).toHaveBeenCalledWith({
        body: { answer: { push: true, message: true }, marketing: { push: true, message: true, night: false, reconfirm: true } },
      }),
    );
  });
});

describe('UnsubscribePage (수신거부 link)', () => {
  it('refuses at once without signing in and says since when', async () => {
    mockApi({ unsubscribeMarketing: async () => ok({ unsubscribedAt: '2026-11-26T03:00:00.000Z' }) });
    renderInShell(routes, { path: '/unsubscribe/12.abcdefghijklmnopqrstuvwxyz012345', auth: SIGNED_OUT });
    expect(await screen.findByText('혜택·이벤트 수신을 거부했어요', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/2026\.11\.26 \(목\)부터 광고 메시지를 보내지 않아요/)).toBeInTheDocument();
    expect(apiMock.unsubscribeMarketing).toHaveBeenCalledTimes(1);
    expect(apiMock.unsubscribeMarketing).toHaveBeenCalledWith({ body: { token: '12.abcdefghijklmnopqrstuvwxyz012345' } });
  });

  it('says what to do when the link is not valid', async () => {
    apiMock.unsubscribeMarketing.mockRejectedValue(apiError(400, '수신거부 링크가 올바르지 않아요. 받은 메시지의 링크를 다시 눌러 주세요.'));
    renderInShell(routes, { path: '/unsubscribe/broken', auth: SIGNED_OUT });
    expect(await screen.findByText('수신거부를 처리하지 못했어요', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('수신거부 링크가 올바르지 않아요. 받은 메시지의 링크를 다시 눌러 주세요.')).toBeInTheDocument();
  });
});
