import type { QuoteVisit } from '@ipju/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, apiMock, mockApi, ok } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/test-utils';
import { ReservationCard } from './ReservationCard';

const visit = (overrides: Partial<QuoteVisit> = {}): QuoteVisit => ({
  reservationUid: 'qv_0123456789abcdef',
  status: 'booked',
  statusLabel: '방문 예정',
  itemIdx: 254,
  itemName: '시스템에어컨 맞춤 설계 (방문 견적)',
  categoryName: '시스템에어컨',
  companyName: '에어플랜',
  complexName: '잠실래미안아이파크',
  dong: '101',
  ho: '1203',
  pyeong: 34,
  contactName: '김입주',
  contactPhone: '010-1234-5678',
  request: null,
  visitDate: '2027-02-05',
  visitHour: 9,
  visitLabel: '2027.02.05 (금) 오전 9시',
  visitTimes: [
    { hour: 9, label: '오전 9시' },
    { hour: 13, label: '오후 1시' },
  ],
  canCancel: true,
  canChangeDate: true,
  dateChangeRefusal: null,
  proposal: null,
  cartIdx: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

const proposed = visit({
  status: 'proposed',
  statusLabel: '견적 도착',
  canCancel: false,
  canChangeDate: false,
  dateChangeRefusal: '방문이 끝나 견적을 받은 예약은 날짜를 바꿀 수 없어요.',
  proposal: { amount: 2_350_000, covers: '천장형 2대, 배관 10m', validUntil: '2026-12-11', proposedAt: '2026-11-27T01:00:00.000Z', expired: false },
});

describe('ReservationCard', () => {
  it('shows a booked visit with its date, home and contact, and cancels it after asking', async () => {
    mockApi({ cancelReserve: async () => ok(visit({ status: 'cancelled', statusLabel: '예약 취소', canCancel: false, canChangeDate: false })) });
    renderWithProviders(<ReservationCard visit={visit()} />);
    expect(screen.getByText('방문 예정')).toBeInTheDocument();
    expect(screen.getByText(/2027\.02\.05 \(금\) 오전 9시/)).toBeInTheDocument();
    expect(screen.getByText(/잠실래미안아이파크 101동 1203호 · 34평/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '날짜 바꾸기' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '예약 취소' }));
    fireEvent.click(await screen.findByRole('button', { name: '예약 취소하기' }));
    await waitFor(() => expect(apiMock.cancelReserve).toHaveBeenCalledWith({ reservationUid: 'qv_0123456789abcdef' }));
    expect(await screen.findByText('방문 견적 예약을 취소했어요')).toBeInTheDocument();
  });

  it("shows the company's quote and puts it in the cart in one tap", async () => {
    mockApi({ addReserveQuoteToCart: async () => ok({ cartIdx: 7, count: 1 }) });
    renderWithProviders(<ReservationCard visit={proposed} />);
    expect(screen.getByText('2,350,000원')).toBeInTheDocument();
    expect(screen.getByText('천장형 2대, 배관 10m')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '예약 취소' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '2,350,000원 장바구니에 담기' }));
    await waitFor(() => expect(apiMock.addReserveQuoteToCart).toHaveBeenCalledWith({ reservationUid: 'qv_0123456789abcdef' }));
    expect(await screen.findByText('견적을 장바구니에 담았어요')).toBeInTheDocument();
  });

  it("says the server's reason when the quote cannot be put in the cart", async () => {
    apiMock.addReserveQuoteToCart.mockRejectedValue(apiError(409, '견적 유효기간(2026.12.11 (금))이 지났어요. 업체에 새 견적을 요청해 주세요.'));
    renderWithProviders(<ReservationCard visit={proposed} />);
    fireEvent.click(screen.getByRole('button', { name: '2,350,000원 장바구니에 담기' }));
    expect(await screen.findByText('견적 유효기간(2026.12.11 (금))이 지났어요. 업체에 새 견적을 요청해 주세요.')).toBeInTheDocument();
  });
});
