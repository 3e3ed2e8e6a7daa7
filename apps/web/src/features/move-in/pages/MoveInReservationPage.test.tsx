import type { MoveInReservationState } from '@ipju/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';

const LAZY = { timeout: 5000 };

const SLOTS = [
  { code: '09-12', label: '오전 9시 ~ 오후 12시', startHour: 9, endHour: 12 },
  { code: '13-16', label: '오후 1시 ~ 오후 4시', startHour: 13, endHour: 16 },
];

function state(overrides: Partial<MoveInReservationState> = {}): MoveInReservationState {
  return {
    home: { homeIdx: 5, apartmentIdx: 1, complexName: '잠실래미안아이파크', dong: '101', ho: '1203' },
    unavailable: null,
    unavailableText: null,
    center: { startsOn: '2026-12-01', endsOn: '2026-12-31', phone: '024200100', capacity: 2, slots: SLOTS },
    reservation: null,
    days: [
      { date: '2026-12-05', slots: [{ code: '09-12', left: 0, mine: false }, { code: '13-16', left: 2, mine: false }] },
      { date: '2026-12-06', slots: [{ code: '09-12', left: 1, mine: false }, { code: '13-16', left: 1, mine: false }] },
    ],
    ...overrides,
  };
}

describe('/reservation', () => {
  it('shows what is left per slot, refuses a full one, and books the chosen slot', async () => {
    apiMock.listResidentHomes.mockResolvedValue(ok({ homes: [] }));
    apiMock.getMoveInReservation.mockResolvedValue(ok(state()));
    const booked = state({
      reservation: {
        reservationIdx: 1,
        homeIdx: 5,
        complexName: '잠실래미안아이파크',
        dong: '101',
        ho: '1203',
        moveInDate: '2026-12-05',
        slot: SLOTS[1]!,
        canChange: true,
        createdAt: '2026-11-26T10:00:00.000Z',
      },
      days: [
        { date: '2026-12-05', slots: [{ code: '09-12', left: 0, mine: false }, { code: '13-16', left: 1, mine: true }] },
        { date: '2026-12-06', slots: [{ code: '09-12', left: 1, mine: false }, { code: '13-16', left: 1, mine: false }] },
      ],
    });
    apiMock.bookMoveInReservation.mockResolvedValue(ok(booked));
    const user = userEvent.setup();
    renderInShell(routes, { path: '/reservation', auth: SIGNED_IN });

    expect(await screen.findByText('101동 1203호', undefined, LAZY)).toBeInTheDocument();
    const slots = screen.getByRole('radiogroup', { name: /엘리베이터 시간대/ });
    const morning = within(slots).getByRole('radio', { name: /오전 9시 ~ 오후 12시/ });
    expect(morning).toBeDisabled();
    expect(morning).toHaveTextContent('마감');
    const afternoon = within(slots).getByRole('radio', { name: /오후 1시 ~ 오후 4시/ });
    expect(afternoon).toHaveTextContent('2자리 남음');
    expect(screen.getByRole('button', { name: '예약하기' })).toBeDisabled();

    await user.click(afternoon);
    await user.click(screen.getByRole('button', { name: '예약하기' }));
    expect(apiMock.bookMoveInReservation).toHaveBeenCalledWith({ body: { homeIdx: 5, moveInDate: '2026-12-05', slotCode: '13-16' } });
    expect(await screen.findByText('입주 예약을 마쳤어요')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '내 입주 예약' })).toHaveTextContent('2026.12.05 (토) · 오후 1시 ~ 오후 4시');
    expect(within(slots).getByRole('radio', { name: /오후 1시 ~ 오후 4시/ })).toHaveTextContent('내 예약');
  });

  it('says when the slot filled up meanwhile', async () => {
    apiMock.listResidentHomes.mockResolvedValue(ok({ homes: [] }));
    apiMock.getMoveInReservation.mockResolvedValue(ok(state()));
    apiMock.bookMoveInReservation.mockRejectedValue(apiError(409, '고른 시간대의 엘리베이터 예약이 다 찼어요. 다른 날이나 시간대를 골라 주세요.'));
    const user = userEvent.setup();
    renderInShell(routes, { path: '/reservation', auth: SIGNED_IN });
    await user.click(await screen.findByRole('radio', { name: /오후 1시 ~ 오후 4시/ }, LAZY));
    await user.click(screen.getByRole('button', { name: '예약하기' }));
    expect(await screen.findByText(/엘리베이터 예약이 다 찼어요/)).toBeInTheDocument();
  });

  it('explains a complex without 입주지원센터 cooperation', async () => {
    apiMock.listResidentHomes.mockResolvedValue(ok({ homes: [] }));
    apiMock.getMoveInReservation.mockResolvedValue(
      ok(state({ unavailable: 'no_center', unavailableText: '이 단지는 아직 입주지원센터와 함께하지 않아 입주에서 엘리베이터를 예약할 수 없어요.', center: null, days: [] })),
    );
    renderInShell(routes, { path: '/reservation', auth: SIGNED_IN });
    expect(await screen.findByText('입주에서 예약할 수 없는 단지예요', undefined, LAZY)).toBeInTheDocument();
    expect(screen.getByText(/아직 입주지원센터와 함께하지 않아/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '예약하기' })).not.toBeInTheDocument();
  });
});
