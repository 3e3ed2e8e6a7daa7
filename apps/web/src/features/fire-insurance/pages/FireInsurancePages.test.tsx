import type { FireInsuranceRequest, ResidentHome } from '@ipju/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { SIGNED_IN } from '../../../test/signed-in';
import { renderInShell } from '../../../test/test-utils';
import { routes } from '../routes';

const LAZY = { timeout: 5000 };

const HOME: ResidentHome = {
  homeIdx: 5,
  apartmentIdx: 1,
  complexName: '잠실래미안아이파크',
  address: '서울특별시 송파구 신천동 20-4',
  areaIdx: 3,
  pyeong: 34,
  typeName: '84A',
  dong: '101',
  ho: '1203',
  moveInDate: null,
  isCurrent: true,
};

function request(overrides: Partial<FireInsuranceRequest> = {}): FireInsuranceRequest {
  return {
    requestIdx: 9,
    homeIdx: 5,
    complexName: '잠실래미안아이파크',
    dong: '101',
    ho: '1203',
    pyeong: 34,
    exclusiveArea: 84.97,
    completionYear: 2025,
    buildingAge: 1,
    coverages: ['building', 'contents'],
    contactName: '김입주',
    contactPhone: '01012345678',
    consentedAt: '2026-11-26T10:00:00.000Z',
    status: 'received',
    statusLabel: '접수',
    quotes: [],
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

describe('/my-page/fire-insurance/request', () => {
  it('asks for consent, then sends one request with the home, coverages and a request key', async () => {
    apiMock.listResidentHomes.mockResolvedValue(ok({ homes: [HOME] }));
    apiMock.requestFireInsurance.mockResolvedValue(ok(request()));
    apiMock.listFireInsuranceRequests.mockResolvedValue(ok([request()]));
    const user = userEvent.setup();
    renderInShell(routes, { path: '/my-page/fire-insurance/request', auth: SIGNED_IN });

    expect(await screen.findByText('101동 1203호 · 34평', undefined, LAZY)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '견적 요청하기' }));
    expect(screen.getByText('견적 연락을 위한 개인정보 제공에 동의해 주세요.')).toBeInTheDocument();
    expect(apiMock.requestFireInsurance).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: /가재도구/ }));
    await user.click(screen.getByRole('checkbox', { name: /개인정보 제공에 동의해요/ }));
    await user.click(screen.getByRole('button', { name: '견적 요청하기' }));
    expect(apiMock.requestFireInsurance).toHaveBeenCalledTimes(1);
    const body = apiMock.requestFireInsurance.mock.calls[0]![0].body;
    expect(body).toMatchObject({ homeIdx: 5, coverages: ['building'], consent: true });
    expect(body.requestKey).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText('화재보험 견적을 요청했어요')).toBeInTheDocument();
  });
});

describe('/my-page/fire-insurance', () => {
  it('shows each request with its status and quotes, cheapest first', async () => {
    apiMock.listFireInsuranceRequests.mockResolvedValue(
      ok([
        request({
          status: 'quoted',
          statusLabel: '견적 도착',
          quotes: [
            { quoteIdx: 2, insurer: '바른손해보험', yearlyPremium: 39_000, coverageSummary: '건물 2억 원', createdAt: '2026-11-27T10:00:00.000Z' },
            { quoteIdx: 1, insurer: '한빛화재', yearlyPremium: 48_000, coverageSummary: '건물 2억 원 · 가재도구 3천만 원', createdAt: '2026-11-27T09:00:00.000Z' },
          ],
        }),
      ]),
    );
    renderInShell(routes, { path: '/my-page/fire-insurance', auth: SIGNED_IN });
    const card = await screen.findByRole('article', { name: '잠실래미안아이파크 101동 1203호 화재보험 견적 요청' }, LAZY);
    expect(within(card).getByText('견적 도착')).toBeInTheDocument();
    expect(within(card).getByText('34평 (전용 84.97㎡) · 건물 1년 차')).toBeInTheDocument();
    const quotes = within(card).getAllByRole('listitem');
    expect(quotes[0]).toHaveTextContent('바른손해보험가장 저렴해요연 39,000원');
    expect(quotes[1]).toHaveTextContent('한빛화재연 48,000원');
  });

  it('offers a request when there is none', async () => {
    apiMock.listFireInsuranceRequests.mockResolvedValue(ok([]));
    renderInShell(routes, { path: '/my-page/fire-insurance', auth: SIGNED_IN });
    expect(await screen.findByText('아직 요청한 화재보험 견적이 없어요', undefined, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '화재보험 견적 받기' })).toBeInTheDocument();
  });
});
