import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiMock, mockApi, ok } from '../../../test/api-mock';
import { DEMO_PARTNER, renderConsole, storePartnerToken } from '../../../test/partner-console';
import { seoulToday } from '../../../lib/schedule';
import { makeDetail, makeListLine, makeSchedule } from '../test/fixtures';

/** The console's chunk loads lazily on the first render: allow it time on a busy machine. */
const SLOW = { timeout: 8000 };

function signedIn() {
  storePartnerToken();
  mockApi({ partnerGetProfile: async () => ok(DEMO_PARTNER) });
}

describe('오늘 (/partner)', () => {
  it("shows the next visit's address, entry details and 050 call link, and tells the resident it is on its way", async () => {
    signedIn();
    mockApi({
      partnerListSchedules: async () => ok([makeSchedule(), makeSchedule({ lineIdx: 42, isToday: false, date: '2026-11-28', itemName: '줄눈 시공', step: 'booked', stepLabel: '확정 전' })]),
      partnerGetOrder: async () => ok(makeDetail({ actions: { confirm: false, propose: true, depart: true, start: true, complete: false } })),
      partnerDepartOrder: async () => ok({ job: makeDetail().job, notified: true, message: '출발을 알렸어요. 입주민에게 도착 예정 시간을 보냈어요.' }),
    });
    renderConsole('/partner');
    const next = await screen.findByTestId('next-visit', undefined, SLOW);
    expect(within(next).getByText(/잠실래미안아이파크 101동 1203호/)).toBeInTheDocument();
    expect(within(next).getByText('공동현관 비밀번호 · 방문 차량 등록 필요')).toBeInTheDocument();
    expect(await within(next).findByRole('link', { name: /0507-1000-0001/ })).toHaveAttribute('href', 'tel:050710000001');
    expect(screen.getByRole('heading', { name: '다가오는 방문' })).toBeInTheDocument();
    fireEvent.click(within(next).getByRole('button', { name: '출발' }));
    await waitFor(() => expect(apiMock.partnerDepartOrder).toHaveBeenCalledWith({ lineIdx: 41 }));
    expect(await screen.findByText('출발을 알렸어요. 입주민에게 도착 예정 시간을 보냈어요.')).toBeInTheDocument();
  });

  it("lists today's offline jobs that are not cancelled, each opening its offline order", async () => {
    signedIn();
    const today = seoulToday();
    const job = (id: number, status: 'pending' | 'paid' | 'cancelled', statusLabel: string, visitHour: number | null) => ({
      id,
      status,
      statusLabel,
      refunded: false,
      name: '박오프',
      phone: '010-2222-3333',
      complexName: '헬리오시티',
      dong: '305',
      ho: '1101',
      pyeong: 34,
      itemName: '입주청소 스탠다드',
      price: 330_000,
      visitDate: today,
      visitHour,
      createdAt: new Date().toISOString(),
      paidAt: null,
    });
    mockApi({
      partnerListSchedules: async () => ok([]),
      partnerListOfflineOrders: async () => ok({ orders: [job(7, 'paid', '결제 완료', 14), job(8, 'cancelled', '취소', 9)], total: 2, page: 1 }),
    });
    renderConsole('/partner');
    const heading = await screen.findByRole('heading', { name: /오늘 오프라인 작업/ }, SLOW);
    expect(heading).toHaveTextContent('1건');
    const link = screen.getByRole('link', { name: /입주청소 스탠다드/ });
    expect(link).toHaveAttribute('href', '/partner/offline/7');
    expect(within(link).getByText('헬리오시티 305동 1101호 · 박오프 고객')).toBeInTheDocument();
    expect(within(link).getByText('결제 완료')).toBeInTheDocument();
    expect(apiMock.partnerListOfflineOrders).toHaveBeenCalledWith(expect.objectContaining({ dateType: 'visit', startDate: today, endDate: today }));
  });

  it('says when there is no visit to come', async () => {
    signedIn();
    mockApi({ partnerListSchedules: async () => ok([]) });
    renderConsole('/partner');
    expect(await screen.findByText('다가오는 방문이 없어요', undefined, SLOW)).toBeInTheDocument();
  });
});

describe('주문 (/partner/orders)', () => {
  it('lists the lines with home, visit, step and payment, and filters by status and category', async () => {
    signedIn();
    mockApi({
      partnerListOrders: async () => ok([makeListLine(), makeListLine({ lineIdx: 43, categoryCode: 'tljoint', categoryName: '줄눈', itemName: '케라폴리 줄눈' })]),
    });
    renderConsole('/partner/orders');
    const card = await screen.findByTestId('partner-order-41', undefined, SLOW);
    expect(card).toHaveAttribute('href', '/partner/orders/41');
    expect(within(card).getByText('잠실래미안아이파크 101동 1203호 · 34평')).toBeInTheDocument();
    expect(within(card).getByText('결제 완료 · 408,000원')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '시공중' }));
    await waitFor(() => expect(apiMock.partnerListOrders).toHaveBeenCalledWith({ status: 'in_progress' }));
    fireEvent.click(await screen.findByRole('button', { name: '줄눈' }));
    await waitFor(() => expect(apiMock.partnerListOrders).toHaveBeenCalledWith({ status: 'in_progress', category: 'tljoint' }));
  });
});

describe('주문 상세 (/partner/orders/:lineIdx)', () => {
  it('shows the visit, 050 number, payment and history; confirms the date', async () => {
    signedIn();
    mockApi({
      partnerGetOrder: async () => ok(makeDetail()),
      partnerConfirmOrder: async () => ok({ job: makeDetail().job, notified: true, message: '일정을 확정했어요. 입주민에게 알려 드렸어요.' }),
    });
    renderConsole('/partner/orders/41');
    expect(await screen.findByRole('heading', { name: '입주청소 스탠다드' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('잠실래미안아이파크 101동 1203호')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /0507-1000-0001/ })).toHaveAttribute('href', 'tel:050710000001');
    expect(screen.getByText(/2026.12.04 \(금\)부터 시공이 끝날 때까지 볼 수 있어요/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '공동현관 비밀번호 보기' })).not.toBeInTheDocument();
    expect(screen.getByText('결제가 완료되었어요.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '일정 확정' }));
    await waitFor(() => expect(apiMock.partnerConfirmOrder).toHaveBeenCalledWith({ lineIdx: 41 }));
  });

  it('shows the door code on a tap inside its window', async () => {
    signedIn();
    mockApi({
      partnerGetOrder: async () => ok(makeDetail({ entryCodeReadable: true })),
      partnerGetEntryCode: async () => ok({ lineIdx: 41, entryCode: '1203#', readAt: '2026-12-04T01:00:00.000Z', message: '확인한 기록이 입주민에게 보여요.' }),
    });
    renderConsole('/partner/orders/41');
    fireEvent.click(await screen.findByRole('button', { name: '공동현관 비밀번호 보기' }, SLOW));
    expect(await screen.findByTestId('entry-code')).toHaveTextContent('1203#');
  });

  it('needs an after-photo before 시공 완료', async () => {
    signedIn();
    mockApi({ partnerGetOrder: async () => ok(makeDetail({ status: 'in_progress', statusLabel: '시공중', actions: { confirm: false, propose: false, depart: false, start: false, complete: true } })) });
    renderConsole('/partner/orders/41');
    fireEvent.click(await screen.findByRole('button', { name: '시공 완료' }, SLOW));
    fireEvent.click(await screen.findByRole('button', { name: '시공 완료하기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('시공 후 사진을 한 장 이상 올려 주세요.');
    expect(apiMock.partnerUpdateOrderStatus).not.toHaveBeenCalled();
  });

  it('says a missing order is not found', async () => {
    signedIn();
    renderConsole('/partner/orders/abc');
    expect(await screen.findByText('주문을 찾을 수 없어요', undefined, SLOW)).toBeInTheDocument();
  });
});
