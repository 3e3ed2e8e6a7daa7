import type { Caution, CautionsPayload, VisitCautions as Visit } from '@ipju/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { GUEST_KEY_STORAGE } from '../guest-key';
import { GuestCautions } from './GuestCautions';
import { VisitCautions } from './VisitCautions';

const caution = (cautionIdx: number, timing: Caution['timing'], title: string): Caution => ({
  cautionIdx,
  title,
  body: `${title}에 대한 안내예요.`,
  timing,
  timingLabel: { before: '방문 전', on_day: '방문 당일', after: '작업 후' }[timing],
});

const visit = (overrides: Partial<Visit>): Visit => ({
  lineIdx: 1,
  merchantUid: 'ipju_A',
  itemIdx: 101,
  itemName: '입주청소 스탠다드',
  categoryCode: 'cleaning',
  categoryName: '입주청소',
  companyName: '깨끗한집',
  status: 'awaiting_work',
  statusLabel: '시공대기',
  visitDate: '2026-12-05',
  dateUndecided: false,
  visitHour: 9,
  cautions: [],
  ...overrides,
});

const payload = (visits: Visit[], general: Caution[]): CautionsPayload => ({ audience: 'resident', visits, general });

beforeEach(() => {
  window.localStorage.clear();
});

describe('VisitCautions', () => {
  it("shows this order's booked visits with their service's precautions by timing, and the shared ones folded", async () => {
    apiMock.getCautions.mockResolvedValue(
      ok(
        payload(
          [
            visit({ cautions: [caution(1, 'before', '공용 엘리베이터 예약'), caution(2, 'after', '입주 후 3일 안에 확인')] }),
            visit({ lineIdx: 2, itemName: '욕실 줄눈', categoryName: '줄눈 시공', visitDate: null, dateUndecided: true, visitHour: null }),
            visit({ lineIdx: 3, merchantUid: 'ipju_OTHER', itemName: '다른 주문의 서비스' }),
          ],
          [caution(9, 'before', '관리사무소에 작업 신고')],
        ),
      ),
    );
    const user = userEvent.setup();
    renderInShell([{ path: '/my-page/orders/:uid', element: <VisitCautions merchantUid="ipju_A" /> }], {
      path: '/my-page/orders/ipju_A',
      auth: SIGNED_IN,
    });

    const block = await screen.findByRole('region', { name: '방문 전에 확인해 주세요' });
    expect(apiMock.getCautions).toHaveBeenCalledWith({ residentIdx: SIGNED_IN.user!.residentIdx });
    expect(within(block).getByText('2026.12.05 (토) 오전 9시')).toBeInTheDocument();
    expect(within(block).getByText('공용 엘리베이터 예약')).toBeInTheDocument();
    expect(within(block).getAllByText('방문 전')[0]).toBeVisible();
    expect(within(block).getByText('작업 후')).toBeInTheDocument();
    expect(within(block).getByText('방문일 미정 · 정해지면 알려 드려요')).toBeInTheDocument();
    expect(within(block).getByText(/이 서비스만의 주의사항은 없어요/)).toBeInTheDocument();
    expect(within(block).queryByText('다른 주문의 서비스')).not.toBeInTheDocument();

    const shared = within(block).getByText('모든 방문 공통 안내 1개');
    expect(within(block).getByText('관리사무소에 작업 신고')).not.toBeVisible();
    await user.click(shared);
    expect(within(block).getByText('관리사무소에 작업 신고')).toBeVisible();
  });

  it('renders nothing for an order without a booked visit', async () => {
    apiMock.getCautions.mockResolvedValue(ok(payload([visit({ merchantUid: 'ipju_OTHER' })], [caution(9, 'before', '관리사무소에 작업 신고')])));
    renderInShell([{ path: '/o', element: <VisitCautions merchantUid="ipju_A" /> }], { path: '/o', auth: SIGNED_IN });
    await waitFor(() => expect(apiMock.getCautions).toHaveBeenCalled());
    expect(screen.queryByText('방문 전에 확인해 주세요')).not.toBeInTheDocument();
  });
});

describe('GuestCautions', () => {
  it("asks with this device's stable guest key and shows the general precautions", async () => {
    apiMock.getCautions.mockResolvedValue(
      ok({
        audience: 'guest',
        visits: [],
        general: [
          caution(5, 'after', '1년 무상 A/S'),
          caution(9, 'on_day', '주차 공간 확인'),
          caution(1, 'before', '관리사무소에 작업 신고'),
          caution(2, 'before', '일정 변경은 3일 전까지'),
        ],
      }),
    );
    const user = userEvent.setup();
    const first = renderInShell([{ path: '/my-page', element: <GuestCautions /> }], { path: '/my-page' });
    // The first three by timing; the rest behind 더 보기.
    expect(await screen.findByText('관리사무소에 작업 신고')).toBeInTheDocument();
    expect(screen.getByText('주차 공간 확인')).toBeInTheDocument();
    expect(screen.queryByText('1년 무상 A/S')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '1개 더 보기' }));
    expect(screen.getByText('1년 무상 A/S')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '접기' })).toHaveAttribute('aria-expanded', 'true');
    const key = window.localStorage.getItem(GUEST_KEY_STORAGE);
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(apiMock.getCautions).toHaveBeenCalledWith({ guestKey: key });
    first.unmount();

    renderInShell([{ path: '/my-page', element: <GuestCautions /> }], { path: '/my-page' });
    await waitFor(() => expect(apiMock.getCautions).toHaveBeenCalledTimes(2));
    expect(apiMock.getCautions).toHaveBeenLastCalledWith({ guestKey: key });
  });
});
