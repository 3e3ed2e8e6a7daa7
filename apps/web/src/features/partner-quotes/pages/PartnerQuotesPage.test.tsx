import type { PartnerQuoteVisit } from '@ipju/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, apiMock, mockApi, ok } from '../../../test/api-mock';
import { DEMO_PARTNER, renderConsole, storePartnerToken } from '../../../test/partner-console';

const SLOW = { timeout: 5000 };

const visit = (overrides: Partial<PartnerQuoteVisit> = {}): PartnerQuoteVisit => ({
  reservationUid: 'rsv-1',
  status: 'booked',
  statusLabel: '방문 예정',
  itemIdx: 5,
  itemName: '시스템에어컨 맞춤 설계 (방문 견적)',
  categoryName: '시스템에어컨',
  companyName: '시원공조',
  complexName: '잠실래미안아이파크',
  dong: '101',
  ho: '1203',
  pyeong: 34,
  contactName: '김입주',
  request: null,
  visitDate: '2026-12-05',
  visitHour: 9,
  visitLabel: '2026.12.05 (토) 오전 9시',
  proposal: null,
  createdAt: '2026-11-27T01:00:00.000Z',
  residentName: '김입주',
  canPropose: false,
  canCall: true,
  ...overrides,
});

function signedIn(visits: PartnerQuoteVisit[]) {
  storePartnerToken();
  mockApi({ partnerGetProfile: async () => ok(DEMO_PARTNER), partnerListQuoteVisits: async () => ok({ reservations: visits }) });
}


describe('PartnerQuotesPage (/partner/quotes)', () => {
  it("calls the contact through the visit's 050 number, never showing their phone", async () => {
    signedIn([visit()]);
    mockApi({
      partnerGetQuoteVisitVirtualNumber: async () =>
        ok({ virtualNumber: '0507-1000-0001', telUri: 'tel:050710000001', expiresAt: '2026-12-06T15:00:00.000Z' }),
    });
    renderConsole('/partner/quotes');
    const card = await screen.findByRole('article', { name: /김입주 시스템에어컨/ }, SLOW);
    expect(within(card).getByText('김입주 님')).toBeVisible();
    expect(within(card).queryByText(/010/)).not.toBeInTheDocument();

    // The number is opened only when asked for, then shown as a tap-to-call link.
    expect(apiMock.partnerGetQuoteVisitVirtualNumber).not.toHaveBeenCalled();
    fireEvent.click(within(card).getByRole('button', { name: '안심번호 보기' }));
    const link = await within(card).findByRole('link', { name: /0507-1000-0001/ });
    expect(link).toHaveAttribute('href', 'tel:050710000001');
    expect(apiMock.partnerGetQuoteVisitVirtualNumber).toHaveBeenCalledWith({ reservationUid: 'rsv-1' });
  });

  it("tells why a number cannot be opened, and offers no call on a cancelled visit", async () => {
    signedIn([visit(), visit({ reservationUid: 'rsv-2', residentName: '박이웃', contactName: '박이웃', status: 'cancelled', statusLabel: '취소', canCall: false })]);
    mockApi({ partnerGetQuoteVisitVirtualNumber: async () => Promise.reject(apiError(409, '방문 다음 날이 지나 안심번호 연결이 끝났어요.')) });
    renderConsole('/partner/quotes');
    const cancelled = await screen.findByRole('article', { name: /박이웃/ }, SLOW);
    expect(within(cancelled).queryByRole('button', { name: '안심번호 보기' })).not.toBeInTheDocument();

    const card = screen.getByRole('article', { name: /김입주/ });
    fireEvent.click(within(card).getByRole('button', { name: '안심번호 보기' }));
    expect(await screen.findByText('방문 다음 날이 지나 안심번호 연결이 끝났어요.')).toBeVisible();
  });
});
