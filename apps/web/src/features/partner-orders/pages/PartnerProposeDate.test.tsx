import { addDays, addMonths, parseYmd, seoulToday } from '@ipju/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiMock, mockApi, ok } from '../../../test/api-mock';
import { DEMO_PARTNER, renderConsole, storePartnerToken } from '../../../test/partner-console';
import { makeDetail } from '../test/fixtures';

/** The console's chunk loads lazily on the first render: allow it time on a busy machine. */
const SLOW = { timeout: 8000 };

// A visit in the month after next, so every day used here is past the earliest selectable day.
const booked = addMonths(`${seoulToday().slice(0, 7)}-01`, 2);
const closed = addDays(booked, 2);
const open = addDays(booked, 3);
const dayName = (ymd: string) => new RegExp(`^${parseYmd(ymd).month}월 ${parseYmd(ymd).day}일`);

/**
 * The booked order's detail in the console, its calendar closing `closedDays`, with 다른 일정 제안 opened; the
 * proposal it sends waits until the test answers it.
 */
async function openProposal(closedDays: string[]) {
  storePartnerToken();
  let resolve: (value: unknown) => void = () => {};
  mockApi({
    partnerGetProfile: async () => ok(DEMO_PARTNER),
    partnerGetOrder: async () => ok(makeDetail({ tz: booked, time: 9 })),
    partnerGetCalendar: async () =>
      ok({
        type: 'month',
        from: booked,
        to: booked,
        visits: [],
        offlineVisits: [],
        closedDays: closedDays.map((date) => ({ date, reason: '휴무' })),
        entries: [],
        slots: [],
        entry: null,
      }),
    partnerProposeDate: () => new Promise((r) => (resolve = r)) as never,
  });
  renderConsole('/partner/orders/41');
  fireEvent.click(await screen.findByRole('button', { name: '다른 일정 제안' }, SLOW));
  return { answer: (value: unknown) => resolve(value) };
}

describe('다른 일정 제안 (주문 상세)', () => {
  it("disables the company's closed days: only an open day can be proposed", async () => {
    const { answer } = await openProposal([closed]);
    const { year, month } = parseYmd(booked);
    await waitFor(() => expect(apiMock.partnerGetCalendar).toHaveBeenCalledWith({ type: 'month', year, month }));
    await waitFor(() => expect(screen.getByRole('button', { name: dayName(closed) })).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByRole('button', { name: dayName(closed) })).toHaveAccessibleName(/예약할 수 없는 날$/);

    fireEvent.click(screen.getByRole('button', { name: dayName(closed) }));
    expect(screen.getByRole('button', { name: dayName(closed) })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(screen.getByRole('button', { name: dayName(open) }));
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    fireEvent.click(await screen.findByRole('radio', { name: '오후 1시' }));
    fireEvent.click(screen.getByRole('button', { name: /이 일정으로 제안하기/ }));
    await waitFor(() => expect(apiMock.partnerProposeDate).toHaveBeenCalledWith({ lineIdx: 41, body: { tz: open, time: 13 } }));
    answer(ok({ job: makeDetail().job, notified: true, message: '일정을 제안했어요.' }));
    expect(await screen.findByText('일정을 제안했어요.')).toBeInTheDocument();
  });
});

describe('이 일정으로 제안하기 tapped twice', () => {
  it('sends one proposal: while it is on its way the button says so and takes no second tap', async () => {
    const { answer } = await openProposal([]);
    fireEvent.click(await screen.findByRole('button', { name: dayName(open) }));
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    fireEvent.click(await screen.findByRole('radio', { name: '오후 1시' }));
    const send = screen.getByRole('button', { name: /이 일정으로 제안하기/ });
    fireEvent.click(send);
    await waitFor(() => expect(send).toHaveAttribute('aria-busy', 'true'));
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(apiMock.partnerProposeDate).toHaveBeenCalled());
    expect(apiMock.partnerProposeDate).toHaveBeenCalledTimes(1);
    answer(ok({ job: makeDetail().job, notified: true, message: '다른 일정을 제안했어요. 입주민이 답하면 알려 드려요.' }));
    expect(await screen.findByText('다른 일정을 제안했어요. 입주민이 답하면 알려 드려요.')).toBeInTheDocument();
  });
});
