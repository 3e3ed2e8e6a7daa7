import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, apiMock, mockApi, ok } from '../../../test/api-mock';
import { DEMO_PARTNER, renderConsole, storePartnerToken } from '../../../test/partner-console';
import { ITEM_TYPES, offlineOrder } from '../test/fixtures';

const SLOW = { timeout: 5000 };

function signedIn(stubs: Parameters<typeof mockApi>[0] = {}) {
  storePartnerToken();
  mockApi({ partnerGetProfile: async () => ok(DEMO_PARTNER), ...stubs });
}

describe('OfflineListPage (/partner/offline)', () => {
  it('lists the orders with their payment state and filters by status', async () => {
    signedIn({
      partnerListOfflineOrders: async () =>
        ok({ orders: [offlineOrder(), offlineOrder({ id: 42, name: '박고객', status: 'paid', statusLabel: '결제 완료', price: 250_000 })], total: 2, page: 1 }),
    });
    renderConsole('/partner/offline');
    const list = await screen.findByRole('list', { name: '오프라인 주문 목록' }, SLOW);
    const rows = within(list).getAllByRole('link');
    expect(rows[0]).toHaveTextContent('김고객 · 입주청소 스탠다드');
    expect(rows[0]).toHaveTextContent('결제 대기');
    expect(rows[0]).toHaveAttribute('href', '/partner/offline/41');
    expect(rows[1]).toHaveTextContent('결제 완료');
    expect(rows[1]).toHaveTextContent('250,000원');
    fireEvent.click(within(screen.getByRole('group', { name: '결제 상태' })).getByRole('button', { name: '결제 완료' }));
    await waitFor(() => expect(apiMock.partnerListOfflineOrders).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'paid' })));
  });

  it('says so when there are no orders yet', async () => {
    signedIn({ partnerListOfflineOrders: async () => ok({ orders: [], total: 0, page: 1 }) });
    renderConsole('/partner/offline');
    expect(await screen.findByText('오프라인 주문이 없어요', undefined, SLOW)).toBeInTheDocument();
  });
});

describe('OfflineNewPage (/partner/offline/new)', () => {
  it('fills the price from the chosen service and 평형, and sends the order with the link type', async () => {
    signedIn({
      partnerListOfflineItemTypes: async () => ok(ITEM_TYPES),
      partnerSearchOfflineApartments: async () =>
        ok([{ apartmentIdx: 3, name: '잠실래미안아이파크', district1: '서울특별시', district2: '송파구', address: '서울 송파구 잠실동', households: 2678, moveInMonth: '2026-11' }]),
      partnerListOfflineAreas: async () => ok([{ areaIdx: 12, pyeong: 34, typeName: '84A', exclusiveArea: 84.9 }]),
      partnerCreateOfflineOrder: async () => ok(offlineOrder()),
      partnerGetOfflineOrder: async () => ok(offlineOrder()),
      partnerGetOfflineResidentInfo: async () => ok({ name: '김고객', phone: '010-1234-5678', complexName: '잠실래미안아이파크', address: '', dong: '101', ho: '1203', pyeong: 34, isMember: false }),
    });
    const { router } = renderConsole('/partner/offline/new');
    fireEvent.change(await screen.findByLabelText('고객 이름', undefined, SLOW), { target: { value: '김고객' } });
    fireEvent.change(screen.getByLabelText('휴대폰 번호'), { target: { value: '01012345678' } });
    fireEvent.change(screen.getByLabelText('단지 검색'), { target: { value: '잠실' } });
    fireEvent.click(await screen.findByRole('button', { name: /잠실래미안아이파크/ }, SLOW));
    fireEvent.click(await screen.findByRole('button', { name: /34평/ }));
    fireEvent.change(screen.getByLabelText('동'), { target: { value: '101' } });
    fireEvent.change(screen.getByLabelText('호'), { target: { value: '1203' } });
    fireEvent.click(await screen.findByRole('button', { name: '입주청소 스탠다드' }));
    await waitFor(() => expect(screen.getByLabelText('결제 금액 (원)')).toHaveValue('330,000'));
    fireEvent.click(screen.getByRole('button', { name: /베란다/ }));
    expect(screen.getByLabelText('결제 금액 (원)')).toHaveValue('360,000');
    fireEvent.click(within(screen.getByRole('group', { name: '보내는 방법' })).getByRole('button', { name: '문자' }));
    fireEvent.click(screen.getByRole('button', { name: '주문 만들고 결제 링크 보내기' }));
    await waitFor(() => expect(apiMock.partnerCreateOfflineOrder).toHaveBeenCalled());
    expect(apiMock.partnerCreateOfflineOrder.mock.calls[0]![0]).toEqual({
      body: expect.objectContaining({ name: '김고객', phone: '01012345678', apartmentIdx: 3, areaIdx: 12, dong: '101', ho: '1203', itemIdx: 114, optionIdxs: [600], price: 360_000, visitDate: null, visitHour: null, linkType: 'SMS' }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/offline/41'));
  });

  it('shows the server’s Korean message under the field it names', async () => {
    signedIn({
      partnerListOfflineItemTypes: async () => ok(ITEM_TYPES),
      partnerSearchOfflineApartments: async () =>
        ok([{ apartmentIdx: 3, name: '잠실래미안아이파크', district1: '서울특별시', district2: '송파구', address: '서울 송파구 잠실동', households: 2678, moveInMonth: null }]),
      partnerListOfflineAreas: async () => ok([]),
    });
    apiMock.partnerCreateOfflineOrder.mockRejectedValue(apiError(400, '금액은 1,000원 이상이어야 해요.', { details: [{ field: 'price', message: '금액은 1,000원 이상이어야 해요.' }] }));
    renderConsole('/partner/offline/new');
    fireEvent.change(await screen.findByLabelText('단지 검색', undefined, SLOW), { target: { value: '잠실' } });
    fireEvent.click(await screen.findByRole('button', { name: /잠실래미안아이파크/ }, SLOW));
    fireEvent.click(await screen.findByRole('button', { name: '입주청소 스탠다드' }));
    fireEvent.change(screen.getByLabelText('결제 금액 (원)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: '주문 만들고 결제 링크 보내기' }));
    expect(await screen.findByText('금액은 1,000원 이상이어야 해요.')).toBeInTheDocument();
  });
});

describe('the visit picker of the offline order form', () => {
  afterEach(() => vi.useRealTimers());
  const WORKDAY = { open: '09:00', close: '18:00' };
  const calendar = { month: '2026-12', hours: { mon: WORKDAY, tue: WORKDAY, wed: WORKDAY, thu: WORKDAY, fri: WORKDAY, sat: WORKDAY, sun: null }, closedDates: ['2026-12-04'] };
  const day = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });

  it('offers only days the company works and, today, only its hours still ahead (Korea time)', async () => {
    // Wednesday 2 December 2026, 14:30 in Seoul.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T05:30:00Z') });
    signedIn({ partnerListOfflineItemTypes: async () => ok(ITEM_TYPES), partnerGetOfflineVisitCalendar: async () => ok(calendar) });
    renderConsole('/partner/offline/new');
    fireEvent.click(await screen.findByRole('button', { name: '방문일 협의' }, SLOW));
    await waitFor(() => expect(day('12월 3일')).not.toHaveAttribute('aria-disabled'));
    expect(apiMock.partnerGetOfflineVisitCalendar).toHaveBeenCalledWith({ month: '2026-12' });
    expect(day('12월 4일')).toHaveAttribute('aria-disabled', 'true');
    expect(day('12월 6일')).toHaveAttribute('aria-disabled', 'true');
    expect(day('12월 1일')).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(day('12월 2일'));
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    const hours = screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent);
    expect(hours).toEqual(['오후 3시', '오후 4시', '오후 5시', '시간 협의']);

    fireEvent.click(screen.getByRole('button', { name: '날짜 다시 고르기' }));
    fireEvent.click(day('12월 3일'));
    fireEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual([
      '오전 9시', '오전 10시', '오전 11시', '오후 12시', '오후 1시', '오후 2시', '오후 3시', '오후 4시', '오후 5시', '시간 협의',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: '오전 9시' }));
    fireEvent.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(screen.getByRole('button', { name: '2026.12.03 (목) 오전 9시' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a visit under the form, in Korean', async () => {
    signedIn({
      partnerListOfflineItemTypes: async () => ok(ITEM_TYPES),
      partnerSearchOfflineApartments: async () =>
        ok([{ apartmentIdx: 3, name: '잠실래미안아이파크', district1: '서울특별시', district2: '송파구', address: '서울 송파구 잠실동', households: 2678, moveInMonth: null }]),
      partnerListOfflineAreas: async () => ok([]),
    });
    const message = '방문 시간이 이미 지났어요. 오늘은 오후 3시부터 오후 5시까지 중에서 골라 주세요.';
    apiMock.partnerCreateOfflineOrder.mockRejectedValue(apiError(400, message, { details: [{ field: 'visitHour', message }] }));
    renderConsole('/partner/offline/new');
    fireEvent.change(await screen.findByLabelText('단지 검색', undefined, SLOW), { target: { value: '잠실' } });
    fireEvent.click(await screen.findByRole('button', { name: /잠실래미안아이파크/ }, SLOW));
    fireEvent.click(await screen.findByRole('button', { name: '입주청소 스탠다드' }));
    fireEvent.click(screen.getByRole('button', { name: '주문 만들고 결제 링크 보내기' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('OfflineEditPage (/partner/offline/:id/edit)', () => {
  const paid = offlineOrder({ status: 'paid', statusLabel: '결제 완료', paidAt: '2026-11-26T02:00:00.000Z', payMethod: 'card' });
  const calendar = async () => ok({ month: '2026-12', hours: {}, closedDates: [] });

  it('shows a paid order’s service, options, price and phone as facts, says why, and saves only what may change', async () => {
    signedIn({
      partnerGetOfflineOrder: async () => ok(paid),
      partnerListOfflineItemTypes: async () => ok(ITEM_TYPES),
      partnerListOfflineAreas: async () => ok([{ areaIdx: 12, pyeong: 34, typeName: '84A', exclusiveArea: 84.9 }]),
      partnerGetOfflineVisitCalendar: calendar,
      partnerUpdateOfflineOrder: async () => ok({ ...paid, memo: '비밀번호 1234' }),
      partnerGetOfflineResidentInfo: async () => ok({ name: '김고객', phone: '010-1234-5678', complexName: '잠실래미안아이파크', address: '', dong: '101', ho: '1203', pyeong: 34, isMember: false }),
    });
    renderConsole('/partner/offline/41/edit');
    const facts = await screen.findByLabelText('결제한 내용', undefined, SLOW);
    expect(facts).toHaveTextContent('입주청소 스탠다드');
    expect(facts).toHaveTextContent('30평대');
    expect(facts).toHaveTextContent('330,000원');
    expect(screen.getByLabelText('결제한 연락처')).toHaveTextContent('010-1234-5678');
    expect(screen.getByText('결제가 끝난 주문은 금액, 서비스, 옵션, 연락처를 바꿀 수 없어요. 바꾸려면 주문을 취소(환불)한 뒤 새로 만들어 주세요.')).toBeInTheDocument();
    expect(screen.queryByLabelText('결제 금액 (원)')).toBeNull();
    expect(screen.queryByLabelText('휴대폰 번호')).toBeNull();
    expect(screen.queryByRole('group', { name: '서비스' })).toBeNull();
    expect(screen.queryByRole('group', { name: '보내는 방법' })).toBeNull();

    fireEvent.change(screen.getByLabelText('메모 (업체만 봐요)'), { target: { value: '비밀번호 1234' } });
    fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(apiMock.partnerUpdateOfflineOrder).toHaveBeenCalled());
    expect(apiMock.partnerUpdateOfflineOrder.mock.calls[0]![0]).toEqual({
      id: 41,
      body: expect.objectContaining({ phone: '01012345678', itemIdx: 114, optionIdxs: [501], price: 330_000, memo: '비밀번호 1234' }),
    });
  });

  it('keeps every field of a pending order editable', async () => {
    signedIn({ partnerGetOfflineOrder: async () => ok(offlineOrder()), partnerListOfflineItemTypes: async () => ok(ITEM_TYPES), partnerGetOfflineVisitCalendar: calendar });
    renderConsole('/partner/offline/41/edit');
    expect(await screen.findByLabelText('결제 금액 (원)', undefined, SLOW)).toHaveValue('330,000');
    expect(screen.getByLabelText('휴대폰 번호')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '보내는 방법' })).toBeInTheDocument();
  });

  it('says a cancelled order cannot change, with no form', async () => {
    signedIn({ partnerGetOfflineOrder: async () => ok(offlineOrder({ status: 'cancelled', statusLabel: '취소', cancelledAt: '2026-11-26T03:00:00.000Z' })) });
    renderConsole('/partner/offline/41/edit');
    expect(await screen.findByText('취소된 주문은 고칠 수 없어요', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '저장하기' })).toBeNull();
  });
});

describe('OfflineDetailPage (/partner/offline/:id)', () => {
  const info = async () => ok({ name: '김고객', phone: '010-1234-5678', complexName: '잠실래미안아이파크', address: '서울 송파구', dong: '101', ho: '1203', pyeong: 34, isMember: true });

  it('resends the link by SMS and tells the company', async () => {
    signedIn({
      partnerGetOfflineOrder: async () => ok(offlineOrder()),
      partnerGetOfflineResidentInfo: info,
      partnerSendOfflinePayLink: async () => ok({ linkType: 'SMS' as const, sentAt: '2026-11-26T02:00:00.000Z', current: true }),
    });
    renderConsole('/partner/offline/41');
    expect(await screen.findByText('결제 대기', undefined, SLOW)).toBeInTheDocument();
    expect(await screen.findByText(/입주 회원/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '문자 다시 보내기' }));
    expect(await screen.findByText('문자로 결제 링크를 다시 보냈어요.')).toBeInTheDocument();
    expect(apiMock.partnerSendOfflinePayLink).toHaveBeenCalledWith({ id: 41, body: { linkType: 'SMS' } });
  });

  it('asks before refunding a paid order, then shows it cancelled and refunded', async () => {
    const paid = offlineOrder({ status: 'paid', statusLabel: '결제 완료', paidAt: '2026-11-26T02:00:00.000Z', payMethod: 'card' });
    signedIn({
      partnerGetOfflineOrder: async () => ok(paid),
      partnerGetOfflineResidentInfo: info,
      partnerCancelOfflineOrder: async () => ok({ ...paid, status: 'cancelled' as const, statusLabel: '취소', refunded: true, cancelledAt: '2026-11-26T03:00:00.000Z' }),
    });
    renderConsole('/partner/offline/41');
    expect(screen.queryByRole('button', { name: '문자 다시 보내기' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: '환불하고 취소' }, SLOW));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('고객이 결제한 330,000원을 전액 환불해요.');
    fireEvent.click(within(dialog).getByRole('button', { name: '환불하고 취소하기' }));
    expect(await screen.findByText('주문을 취소하고 환불했어요.')).toBeInTheDocument();
    expect(await screen.findByText('취소 · 환불')).toBeInTheDocument();
  });
});
