import type { MoveInReport } from '@ipju/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { page, renderInShell } from '../../../test/test-utils';
import { setChosenApartment } from '../../apartment';
import MoveInReportPage from './MoveInReportPage';

const routes = [
  { path: '/report', element: <MoveInReportPage /> },
  { path: '/apartment-register', element: page('단지 등록') },
];

const complex = {
  apartmentIdx: 1,
  name: '잠실래미안아이파크',
  address: '서울특별시 송파구 신천동 20-4',
  households: 2678,
  builder: '삼성물산',
  moveInMonth: '2026-11',
  moveInStart: '2026-11-28',
  moveInEnd: '2027-01-31',
  slug: 'jamsil-raemian-ipark',
  pagePath: '/jamsil-raemian-ipark-intro',
};

function report(overrides: Partial<MoveInReport> = {}): MoveInReport {
  return {
    complex,
    minHouseholds: 5,
    paidHouseholds: 37,
    services: [
      {
        categoryCode: 'cleaning',
        categoryName: '입주청소',
        households: 33,
        timing: [
          { bucket: 'd60plus', percent: 20 },
          { bucket: 'd30to59', percent: 50 },
          { bucket: 'd14to29', percent: 30 },
          { bucket: 'd7to13', percent: 0 },
          { bucket: 'd0to6', percent: 0 },
          { bucket: 'after', percent: 0 },
        ],
        medianDaysBefore: 35,
        averagePaid: 452_600,
        averageRegular: 504_300,
      },
      { categoryCode: 'tljoint', categoryName: '줄눈 시공', households: null, timing: null, medianDaysBefore: null, averagePaid: null, averageRegular: null },
    ],
    groupBuys: [
      {
        itemIdx: 101,
        itemName: '입주청소 스탠다드',
        categoryCode: 'cleaning',
        categoryName: '입주청소',
        companyName: '깨끗한집',
        label: '입주민 공동구매 특가',
        baseRate: 14,
        currentRate: 14,
        households: null,
        steps: [{ minHouseholds: 10, discountRate: 17, reached: false }],
        next: { minHouseholds: 10, discountRate: 17, householdsToGo: null },
        endsAt: null,
      },
    ],
    reviews: [],
    inspections: null,
    generatedAt: '2026-11-26T00:00:00.000Z',
    ...overrides,
  };
}

afterEach(() => setChosenApartment(null));

describe('MoveInReportPage', () => {
  it("shows the chosen complex's figures and says '아직 집계 중이에요' where fewer than 5 households are behind one", async () => {
    setChosenApartment({ apartmentIdx: 1, name: complex.name, areaIdx: null, pyeong: null, exclusiveArea: null });
    apiMock.getComplexMoveInReport.mockResolvedValue(ok(report()));
    renderInShell(routes, { path: '/report' });

    expect(await screen.findByTestId('report-households')).toHaveTextContent('37세대');
    expect(apiMock.getComplexMoveInReport).toHaveBeenCalledWith({ complexIdx: 1 });
    const services = screen.getByRole('region', { name: '이웃들이 많이 예약한 서비스' });
    const cleaning = within(services).getByText('입주청소').closest('li')!;
    expect(within(cleaning).getByText('33세대')).toBeInTheDocument();
    expect(within(cleaning).getByText('보통 입주 35일 전에 예약해요')).toBeInTheDocument();
    expect(within(cleaning).getByText('452,600원')).toBeInTheDocument();
    expect(within(cleaning).getByText('정가보다 평균 10% 덜 냈어요')).toBeInTheDocument();
    const joint = within(services).getByText('줄눈 시공').closest('li')!;
    expect(within(joint).getByText('아직 집계 중이에요')).toBeInTheDocument();
    expect(screen.getByText('참여 아직 집계 중이에요')).toBeInTheDocument();
    expect(screen.getByText('10세대가 모이면 17% 할인돼요')).toBeInTheDocument();
    expect(screen.queryByText('사전점검에서 많이 나온 하자')).not.toBeInTheDocument();
  });

  it('asks for the complex first when none is chosen', async () => {
    renderInShell(routes, { path: '/report' });
    expect(await screen.findByText('우리 단지를 먼저 알려 주세요')).toBeInTheDocument();
    expect(apiMock.getComplexMoveInReport).not.toHaveBeenCalled();
  });
});
