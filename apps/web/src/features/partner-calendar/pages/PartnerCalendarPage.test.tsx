import { addDays, parseYmd, seoulToday, type PartnerCalendar, type PartnerWeeklyCapacity } from '@ipju/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, apiMock, mockApi, ok } from '../../../test/api-mock';
import { DEMO_PARTNER, renderConsole, storePartnerToken } from '../../../test/partner-console';

/** The console's chunk loads lazily on the first render: allow it time on a busy machine. */
const SLOW = { timeout: 5000 };
const today = seoulToday();
const { year, month } = parseYmd(today);

function calendar(overrides: Partial<PartnerCalendar> = {}): PartnerCalendar {
  return {
    type: 'month',
    from: `${today.slice(0, 7)}-01`,
    to: addDays(`${today.slice(0, 7)}-01`, 27),
    offlineVisits: [],
    visits: [
      {
        lineIdx: 11,
        orderNo: '2611-20-0042',
        date: today,
        hour: 9,
        timeLabel: '오전 9시',
        itemName: '입주청소 프리미엄',
        categoryName: '입주청소',
        complexName: '헬리오시티',
        dong: '101',
        ho: '1203',
        status: 'awaiting_work',
        statusLabel: '시공대기',
      },
    ],
    closedDays: [],
    entries: [
      { entryIdx: 5, kind: 'offline', kindLabel: '오프라인 작업', title: '지인 소개 줄눈', date: today, startTime: '14:00', endTime: '16:00', memo: '' },
    ],
    slots: [],
    entry: null,
    ...overrides,
  };
}

function signedIn(data: PartnerCalendar = calendar()) {
  storePartnerToken();
  return mockApi({
    partnerGetProfile: async () => ok(DEMO_PARTNER),
    partnerGetCalendar: async () => ok(data),
  });
}

const dayButton = (day: number) => screen.findByRole('button', { name: new RegExp(`^${month}월 ${day}일`) }, SLOW);

describe('PartnerCalendarPage (캘린더)', () => {
  it("shows the month with each day's visits and entries, and the tapped day's list with the home", async () => {
    signedIn();
    renderConsole('/partner/calendar');
    expect(await screen.findByRole('table', { name: `${year}년 ${month}월` }, SLOW)).toBeInTheDocument();
    expect(apiMock.partnerGetCalendar).toHaveBeenCalledWith({ type: 'month', year, month });
    const cell = await dayButton(parseYmd(today).day);
    expect(cell).toHaveAccessibleName(`${month}월 ${parseYmd(today).day}일, 방문 1건, 일정 1건`);
    const panel = screen.getByRole('region', { name: /\d+월 \d+일/ });
    expect(within(panel).getByText('입주청소 프리미엄')).toBeInTheDocument();
    expect(within(panel).getByText('헬리오시티 101동 1203호')).toBeInTheDocument();
    expect(within(panel).getByText('시공대기 · 주문번호 2611-20-0042')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: '지인 소개 줄눈 일정 수정' })).toHaveTextContent('14:00~16:00');
    const tabs = screen.getByRole('navigation', { name: '파트너 메뉴' });
    expect(within(tabs).getByRole('link', { name: '캘린더' })).toHaveAttribute('aria-current', 'page');
  });

  it('counts an offline job on its day and links it to the offline order', async () => {
    signedIn(
      calendar({
        offlineVisits: [
          { id: 41, date: today, hour: 10, timeLabel: '오전 10시', itemName: '줄눈 시공', customerName: '김고객', complexName: '헬리오시티', dong: '102', ho: '301', status: 'paid', statusLabel: '결제 완료' },
        ],
      }),
    );
    renderConsole('/partner/calendar');
    const cell = await dayButton(parseYmd(today).day);
    expect(cell).toHaveAccessibleName(`${month}월 ${parseYmd(today).day}일, 방문 2건, 일정 1건`);
    const panel = screen.getByRole('region', { name: /\d+월 \d+일/ });
    expect(within(panel).getByText('오프라인 주문 1건')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /줄눈 시공/ })).toHaveAttribute('href', '/partner/offline/41');
    expect(within(panel).getByText('김고객 · 결제 완료')).toBeInTheDocument();
  });

  it('shows the orders when closing a sold day is refused, and closes a free day', async () => {
    const api = signedIn();
    api.partnerCloseDay.mockRejectedValueOnce(
      apiError(409, '예약된 방문이 1건 있어서 휴무로 바꿀 수 없어요. 주문의 방문일을 먼저 옮기거나 취소해 주세요.', {
        details: [{ field: '2611-20-0042', message: '2026.11.29 (일) 오전 9시 · 입주청소 프리미엄 (2611-20-0042)' }],
      }),
    );
    renderConsole('/partner/calendar');
    fireEvent.click(await screen.findByRole('button', { name: '휴무로 바꾸기' }, SLOW));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('휴무로 바꿀 수 없어요');
    expect(within(alert).getByRole('list', { name: '영향받는 주문' })).toHaveTextContent('오전 9시 · 입주청소 프리미엄 (2611-20-0042)');
    expect(api.partnerCloseDay).toHaveBeenCalledWith({ date: today, body: { reason: '' } });

    // Once the visit is gone the close goes through and the calendar is read again, showing 휴무.
    api.partnerCloseDay.mockResolvedValueOnce(ok({ date: today, closed: true, reason: '휴무' }));
    api.partnerGetCalendar.mockResolvedValue(ok(calendar({ visits: [], closedDays: [{ date: today, reason: '휴무' }] })));
    fireEvent.click(screen.getByRole('button', { name: '휴무로 바꾸기' }));
    expect(await screen.findByRole('button', { name: '휴무 해제' })).toBeInTheDocument();
    // Closed without a reason, the day reads "휴무" once, not "휴무 · 휴무".
    expect(screen.getAllByText('휴무', { selector: 'span' }).length).toBeGreaterThan(0);
    expect(screen.queryByText('휴무 · 휴무')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '영향받는 주문' })).not.toBeInTheDocument();
    expect(await dayButton(parseYmd(today).day)).toHaveAccessibleName(`${month}월 ${parseYmd(today).day}일, 휴무, 일정 1건`);
  });

  it('adds an entry, showing a refused field in Korean next to it', async () => {
    const api = signedIn();
    api.partnerCreateCalendarEntry.mockRejectedValueOnce(
      apiError(400, '일정 제목(title)은 50자까지 적어 주세요.', { details: [{ field: 'title', message: '일정 제목(title)은 50자까지 적어 주세요.' }] }),
    );
    renderConsole('/partner/calendar');
    fireEvent.click(await screen.findByRole('button', { name: '일정 추가' }, SLOW));
    const sheet = await screen.findByRole('dialog', { name: '일정 추가' });
    fireEvent.click(within(sheet).getByRole('button', { name: '오프라인 작업' }));
    fireEvent.change(within(sheet).getByLabelText(/제목/), { target: { value: '줄눈 시공' } });
    fireEvent.change(within(sheet).getByLabelText('시작 시간 (선택)'), { target: { value: '10:00' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '저장' }));
    expect(await within(sheet).findByText('일정 제목(title)은 50자까지 적어 주세요.')).toBeInTheDocument();

    api.partnerCreateCalendarEntry.mockResolvedValueOnce(
      ok({ entryIdx: 9, kind: 'offline', kindLabel: '오프라인 작업', title: '줄눈 시공', date: today, startTime: '10:00', endTime: null, memo: '' }),
    );
    fireEvent.click(within(sheet).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '일정 추가' })).not.toBeInTheDocument(), SLOW);
    expect(api.partnerCreateCalendarEntry).toHaveBeenLastCalledWith({
      body: { kind: 'offline', title: '줄눈 시공', date: today, startTime: '10:00', endTime: null, memo: '' },
    });
  });

  it('switches to the week, seven days from Sunday', async () => {
    const api = signedIn();
    renderConsole('/partner/calendar');
    fireEvent.click(await screen.findByRole('tab', { name: '주' }, SLOW));
    const week = await screen.findByRole('list', { name: '주간 일정' });
    expect(within(week).getAllByRole('button')).toHaveLength(7);
    expect(api.partnerGetCalendar).toHaveBeenLastCalledWith({ type: 'week', date: addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay()) });
  });

  it('changes the weekday visit counts of one visit time', async () => {
    const weekly: PartnerWeeklyCapacity = {
      defaultCapacity: 3,
      slots: [
        { hour: 9, label: '오전 9시' },
        { hour: 13, label: '오후 1시' },
      ],
      cells: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [9, 13].map((hour) => ({ weekday, hour, capacity: 3 }))),
    };
    const api = signedIn();
    mockApi({ partnerGetWeeklyCapacity: async () => ok(weekly), partnerSetWeeklyCapacity: async () => ok(weekly) });
    renderConsole('/partner/calendar');
    fireEvent.click(await screen.findByRole('button', { name: '요일별 방문 수' }, SLOW));
    const sheet = await screen.findByRole('dialog', { name: '요일별 방문 수' });
    fireEvent.click(await within(sheet).findByRole('button', { name: '오후 1시' }));
    fireEvent.change(within(sheet).getByLabelText('일요일 오후 1시 방문 수'), { target: { value: '0' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.partnerSetWeeklyCapacity).toHaveBeenCalledWith({ body: { cells: [{ weekday: 0, hour: 13, capacity: 0 }] } }));
  });

  it("sets the day's visit count of one time, showing the orders when it is below what is sold", async () => {
    const api = signedIn();
    api.partnerGetCalendar.mockImplementation(async (params) =>
      ok(
        params?.type === 'day'
          ? calendar({
              type: 'day',
              from: today,
              to: today,
              slots: [
                { hour: 9, label: '오전 9시', capacity: 3, held: 1, override: false },
                { hour: 13, label: '오후 1시', capacity: 3, held: 0, override: false },
              ],
            })
          : calendar(),
      ),
    );
    api.partnerSetDayCapacity.mockRejectedValueOnce(
      apiError(409, '이미 예약된 방문이 1건이라 0건으로 줄일 수 없어요. 1건 이상으로 정해 주세요.', {
        details: [{ field: '2611-20-0042', message: '오전 9시 · 입주청소 프리미엄 (2611-20-0042)' }],
      }),
    );
    renderConsole('/partner/calendar');
    fireEvent.click(await screen.findByRole('button', { name: '방문 수' }, SLOW));
    const sheet = await screen.findByRole('dialog', { name: /방문 수$/ });
    expect(await within(sheet).findByText('예약 1건')).toBeInTheDocument();
    fireEvent.change(within(sheet).getByLabelText('오전 9시 방문 수'), { target: { value: '0' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '저장' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('오전 9시 · 입주청소 프리미엄 (2611-20-0042)');
    expect(api.partnerSetDayCapacity).toHaveBeenCalledWith({ date: today, body: { slots: [{ hour: 9, capacity: 0 }] } });

    api.partnerSetDayCapacity.mockResolvedValueOnce(ok({ date: today, slots: [] }));
    fireEvent.change(within(sheet).getByLabelText('오전 9시 방문 수'), { target: { value: '' } });
    fireEvent.change(within(sheet).getByLabelText('오후 1시 방문 수'), { target: { value: '0' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(api.partnerSetDayCapacity).toHaveBeenLastCalledWith({
        date: today,
        body: { slots: [{ hour: 9, capacity: null }, { hour: 13, capacity: 0 }] },
      }),
    );
  });
});
