import type { ItemCard, ItemPartnerProfile } from '@ipju/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { makeCategory } from '../../../test/category-fixtures';
import { renderWithProviders } from '../../../test/test-utils';
import { ItemGroups } from './ItemGroups';
import { PartnerInfo } from './PartnerInfo';
import { Portfolio } from './Portfolio';

const profile: ItemPartnerProfile = {
  partnerIdx: 7,
  companyName: '깨끗한집 입주청소',
  intro: '신축 아파트 입주청소만 해 온 팀이에요.',
  description: '2014년부터 송파구 등에서 6,210세대를 시공했어요.',
  logoUrl: '/files/seed/partner-7.webp',
  businessNumber: '215-81-03423',
  ceoName: '김도윤',
  address: '서울특별시 송파구 송파대로 201, 3층',
  establishedYear: 2014,
  yearsInBusiness: 13,
  employees: 38,
  serviceAreas: ['송파구'],
  hours: { mon: { open: '08:00', close: '19:00' } },
  ratingAvg: 4.8,
  reviewCount: 1842,
  completedCount: 6210,
  badges: [],
  categories: [],
  mainItems: [],
  lunchBreak: null,
  closedOnHolidays: false,
};

describe('counts and ages say one thing', () => {
  it("shows the company's age as the server's one number, with its founding year", async () => {
    apiMock.getItemPartner.mockResolvedValue(ok(profile));
    renderWithProviders(<PartnerInfo itemIdx={101} />);
    const age = (await screen.findByText('업력')).nextElementSibling;
    expect(age).toHaveTextContent('13년째 (2014년 설립)');
    expect(document.body.textContent?.match(/\d+년째/g)).toEqual(['13년째']);
  });

  it('counts companies, not services: two services of one company are one 곳', () => {
    const category = makeCategory('cleaning', '입주청소', { itemCount: 4, companyCount: 3 });
    const card = (itemIdx: number, partnerIdx: number): ItemCard => ({
      itemIdx,
      name: `청소 ${itemIdx}`,
      summary: '새집 먼지까지',
      categoryCode: 'cleaning',
      categoryName: '입주청소',
      thumbnailUrl: '/files/seed/cat-cleaning-1.webp',
      partner: { partnerIdx, companyName: `업체 ${partnerIdx}`, ratingAvg: 4.5, reviewCount: 3 },
      ratingAvg: 4.5,
      reviewCount: 3,
      salesCount: 10,
      visitTimes: [],
      quoteOnVisit: false,
      price: { regularPrice: 300000, price: 300000, discountRate: 0, priceType: 'regular', basis: 'from' },
    });
    renderWithProviders(<ItemGroups categories={[category]} items={[card(1, 7), card(2, 7), card(3, 8), card(4, 9)]} perCategory={2} />);
    expect(screen.getByRole('link', { name: /3곳 모두 보기/ })).toBeInTheDocument();
    expect(screen.queryByText(/4곳/)).not.toBeInTheDocument();
  });

  it('a category with nothing in the list yet names its number of companies', () => {
    const category = makeCategory('cleaning', '입주청소', { itemCount: 5, companyCount: 2, headline: '새집 먼지까지' });
    renderWithProviders(<ItemGroups categories={[category]} items={[]} />);
    expect(screen.getByRole('link', { name: '새집 먼지까지 · 업체 2곳의 가격을 비교해 보세요' })).toBeInTheDocument();
  });
});

describe('verified badges and 시공 사례', () => {
  it('shows the badges staff approved, the offered services and the lunch break', async () => {
    apiMock.getItemPartner.mockResolvedValue(
      ok({
        ...profile,
        badges: [{ kind: 'business', label: '사업자 인증', detail: '사업자등록증' }],
        categories: [{ code: 'cleaning', name: '입주청소' }],
        lunchBreak: { start: '12:00', end: '13:00' },
        closedOnHolidays: true,
      }),
    );
    renderWithProviders(<PartnerInfo itemIdx={101} />);
    expect(await screen.findByRole('list', { name: '운영팀이 확인한 인증' })).toHaveTextContent('사업자 인증');
    expect(screen.getByText('제공 서비스').nextElementSibling).toHaveTextContent('입주청소');
    expect(screen.getByText('영업시간').nextElementSibling).toHaveTextContent('점심시간 12:00~13:00 · 공휴일 휴무');
  });

  it('shows no badge list without approved documents', async () => {
    apiMock.getItemPartner.mockResolvedValue(ok(profile));
    renderWithProviders(<PartnerInfo itemIdx={101} />);
    await screen.findByText('업력');
    expect(screen.queryByRole('list', { name: '운영팀이 확인한 인증' })).not.toBeInTheDocument();
  });

  it('lists the company’s job photos with their captions, and nothing when there are none', async () => {
    apiMock.getItemPortfolio.mockResolvedValue(
      ok({ photos: [{ photoIdx: 1, url: '/files/portfolio/a.jpg', width: 40, height: 30, caption: '34평 입주청소', workedOn: '2026-10-01', createdAt: '2026-10-02T00:00:00Z' }] }),
    );
    const { unmount } = renderWithProviders(<Portfolio itemIdx={101} />);
    expect(await screen.findByRole('heading', { name: /시공 사례/ })).toHaveTextContent('시공 사례 1');
    expect(screen.getByRole('button', { name: '34평 입주청소 크게 보기' })).toBeInTheDocument();
    unmount();
    apiMock.getItemPortfolio.mockResolvedValue(ok({ photos: [] }));
    const { container } = renderWithProviders(<Portfolio itemIdx={102} />);
    // Loading shows a skeleton; once the empty answer is in, nothing is left (waited for, not timed: a busy machine is slow).
    expect(container).not.toBeEmptyDOMElement();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
