import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, apiMock, ok } from '../../../test/api-mock';
import { page, renderInShell } from '../../../test/test-utils';
import { makeEvent } from '../test/fixtures';
import EventDetailPage from './EventDetailPage';
import EventsPage from './EventsPage';

const routes = [
  { path: '/events', element: <EventsPage /> },
  { path: '/events/:id', element: <EventDetailPage /> },
  { path: '/referral', element: page('이웃 초대') },
  { path: '/my-page/points', element: page('포인트') },
];

const summary = ({ sections: _s, notes: _n, cta: _c, ...rest }: ReturnType<typeof makeEvent>) => rest;

describe('EventsPage', () => {
  it('shows running events first and ended ones apart, marked, each linking to its page', async () => {
    const referral = makeEvent();
    const voucher = makeEvent({ eventIdx: 2, title: '결제 금액별 최대 100,000원 상품권', badge: '최대 100,000원', endsAt: null });
    const autumn = makeEvent({
      eventIdx: 7,
      title: '가을 입주 준비 이벤트',
      status: 'ended',
      statusLabel: '종료',
      startsAt: '2026-08-31T15:00:00.000Z',
      endsAt: '2026-10-31T15:00:00.000Z',
    });
    apiMock.listEvents.mockResolvedValue(ok({ events: [referral, voucher, autumn].map(summary) }));
    renderInShell(routes, { path: '/events' });

    const running = await screen.findByRole('region', { name: /진행 중인 이벤트/ });
    const runningLinks = within(running).getAllByRole('link');
    expect(runningLinks.map((a) => a.getAttribute('href'))).toEqual(['/events/1', '/events/2']);
    expect(within(running).getByText('2026.11.01 (일) ~ 2026.12.31 (목)')).toBeInTheDocument();
    expect(within(running).getByText('2026.11.01 (일)부터 상시 진행')).toBeInTheDocument();
    expect(within(running).getByText('최대 100,000원')).toBeInTheDocument();

    const ended = screen.getByRole('region', { name: '종료된 이벤트' });
    const endedCard = within(ended).getByRole('link', { name: /가을 입주 준비 이벤트/ });
    expect(endedCard).toHaveAttribute('href', '/events/7');
    expect(within(endedCard).getByText('종료된 이벤트')).toBeInTheDocument();
    expect(within(endedCard).getByText('종료')).toBeInTheDocument();
    expect(within(ended).getByText('2026.09.01 (화) ~ 2026.10.31 (토)')).toBeInTheDocument();
  });

  it('says so when there is no event', async () => {
    apiMock.listEvents.mockResolvedValue(ok({ events: [] }));
    renderInShell(routes, { path: '/events' });
    expect(await screen.findByText('지금 진행 중인 이벤트가 없어요')).toBeInTheDocument();
  });
});

describe('EventDetailPage', () => {
  it('shows the banner, title, period, sections and fine print, and the button opens the event path', async () => {
    apiMock.getEvent.mockResolvedValue(ok(makeEvent()));
    const user = userEvent.setup();
    renderInShell(routes, { path: '/events/1' });
    expect(await screen.findByRole('heading', { name: '이웃 초대하고 5,000P 받기' })).toBeInTheDocument();
    expect(apiMock.getEvent).toHaveBeenCalledWith({ id: 1 });
    expect(screen.getByRole('img', { name: '이웃 초대하고 5,000P 받기' }).getAttribute('src')).toContain(encodeURIComponent('/files/seed/event-1.jpg'));
    expect(screen.getByText('2026.11.01 (일) ~ 2026.12.31 (목)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '이렇게 참여해요' })).toBeInTheDocument();
    expect(screen.getByText('가입하면 바로 적립돼요')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '유의사항' })).toHaveTextContent('추천 적립은 새로 가입한 계정 하나당 한 번만 드려요.');
    await user.click(screen.getByRole('button', { name: '이웃 초대하기' }));
    expect(await screen.findByRole('heading', { name: '이웃 초대' })).toBeInTheDocument();
  });

  it('tells that an event has ended and still leads to its page', async () => {
    apiMock.getEvent.mockResolvedValue(
      ok(makeEvent({ eventIdx: 7, status: 'ended', statusLabel: '종료', cta: { label: '포인트 내역 보기', path: '/my-page/points' } })),
    );
    const user = userEvent.setup();
    renderInShell(routes, { path: '/events/7' });
    expect(await screen.findByText(/종료된 이벤트예요/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '포인트 내역 보기' }));
    expect(await screen.findByRole('heading', { name: '포인트' })).toBeInTheDocument();
  });

  it('says an unknown event is not there and leads to the list', async () => {
    apiMock.getEvent.mockRejectedValue(apiError(404, '이벤트를 찾을 수 없어요. 끝났거나 없는 이벤트예요.'));
    apiMock.listEvents.mockResolvedValue(ok({ events: [] }));
    const user = userEvent.setup();
    renderInShell(routes, { path: '/events/99' });
    expect(await screen.findByText('이벤트를 찾을 수 없어요')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '이벤트 목록 보기' }));
    expect(await screen.findByText('지금 진행 중인 이벤트가 없어요')).toBeInTheDocument();
  });

  it('does not ask the server for an id that is not a number', async () => {
    renderInShell(routes, { path: '/events/first' });
    expect(await screen.findByText('이벤트를 찾을 수 없어요')).toBeInTheDocument();
    expect(apiMock.getEvent).not.toHaveBeenCalled();
  });
});
