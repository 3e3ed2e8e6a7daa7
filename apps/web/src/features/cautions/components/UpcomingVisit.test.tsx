import type { Caution, CautionsPayload, VisitCautions as Visit } from '@ipju/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { page, renderInShell } from '../../../test/test-utils';
import { nextVisit, UpcomingVisit } from './UpcomingVisit';

/** 2026-12-01 10:00 in Seoul. */
const NOW = new Date('2026-12-01T01:00:00Z');

const caution = (cautionIdx: number, timing: Caution['timing'], title: string): Caution => ({
  cautionIdx,
  title,
  body: `${title}에 대한 안내예요.`,
  timing,
  timingLabel: { before: '방문 전', on_day: '방문 당일', after: '작업 후' }[timing],
});

const visit = (overrides: Partial<Visit>): Visit => ({
  lineIdx: 1,
  merchantUid: 'ipju_20261120_AAAA',
  itemIdx: 101,
  itemName: '입주청소 스탠다드',
  categoryCode: 'cleaning',
  categoryName: '입주청소',
  companyName: '깨끗한집 입주청소',
  status: 'awaiting_work',
  statusLabel: '시공대기',
  visitDate: '2026-12-04',
  dateUndecided: false,
  visitHour: 9,
  cautions: [],
  ...overrides,
});

const payload = (visits: Visit[]): CautionsPayload => ({ audience: 'resident', visits, general: [caution(9, 'before', '관리사무소에 작업 신고')] });

function show(visits: Visit[], auth = SIGNED_IN) {
  apiMock.getCautions.mockResolvedValue(ok(payload(visits)));
  return renderInShell(
    [
      { index: true, element: <UpcomingVisit now={NOW} /> },
      { path: 'my-page/orders/:uid', element: page('주문 상세') },
    ],
    { auth },
  );
}

describe('다가오는 방문 on home', () => {
  it('shows the next visit: service, company, date and time, and what to prepare, linking to the order', async () => {
    const user = userEvent.setup();
    show([
      visit({ lineIdx: 3, itemName: '욕실 줄눈', categoryName: '줄눈 시공', visitDate: null, dateUndecided: true, visitHour: null }),
      visit({ lineIdx: 2, itemName: '지난 방문', visitDate: '2026-11-28' }),
      visit({
        cautions: [caution(1, 'before', '공용 엘리베이터 예약'), caution(2, 'on_day', '현관 비밀번호 알려 주기'), caution(3, 'after', '환기 3일')],
      }),
      visit({ lineIdx: 4, itemName: '탄성코트', visitDate: '2026-12-10' }),
    ]);
    const card = await screen.findByRole('region', { name: '다가오는 방문' });
    expect(apiMock.getCautions).toHaveBeenCalledWith({ residentIdx: SIGNED_IN.user!.residentIdx });
    expect(within(card).getByText('입주청소 스탠다드')).toBeInTheDocument();
    expect(within(card).getByText('깨끗한집 입주청소')).toBeInTheDocument();
    expect(within(card).getByText('2026.12.04 (금) 오전 9시')).toBeInTheDocument();
    expect(within(card).getByText('D-3')).toBeInTheDocument();
    expect(within(card).getByText('공용 엘리베이터 예약')).toBeInTheDocument();
    expect(within(card).getByText('현관 비밀번호 알려 주기')).toBeInTheDocument();
    expect(within(card).queryByText('환기 3일')).not.toBeInTheDocument();
    expect(within(card).queryByText('지난 방문')).not.toBeInTheDocument();
    expect(within(card).queryByText('탄성코트')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: /예약 내용 보기/ }));
    expect(await screen.findByRole('heading', { name: '주문 상세' })).toBeInTheDocument();
  });

  it('shows nothing when no dated visit is coming', async () => {
    show([visit({ visitDate: null, dateUndecided: true, visitHour: null }), visit({ lineIdx: 2, visitDate: '2026-11-30' })]);
    await waitFor(() => expect(apiMock.getCautions).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: '다가오는 방문' })).not.toBeInTheDocument();
  });

  it('asks nothing and shows nothing when signed out', () => {
    show([visit({})], { ...SIGNED_IN, isLoggedIn: false, user: null });
    expect(apiMock.getCautions).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: '다가오는 방문' })).not.toBeInTheDocument();
  });

  it('picks the earliest visit from today on, today counts', () => {
    const today = visit({ lineIdx: 5, visitDate: '2026-12-01', visitHour: 13 });
    expect(nextVisit(payload([visit({}), today]), NOW)).toBe(today);
    expect(nextVisit(payload([]), NOW)).toBeNull();
  });
});
