import type { ItemCard } from '@ipju/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCategory } from '../../../test/category-fixtures';
import { renderWithProviders } from '../../../test/test-utils';
import { ServiceSearch } from './ServiceSearch';

const card = (itemIdx: number, name: string, categoryCode: string, categoryName: string): ItemCard => ({
  itemIdx,
  name,
  summary: '',
  categoryCode,
  categoryName,
  thumbnailUrl: '/files/seed/cat-cleaning-thumb.webp',
  partner: { partnerIdx: itemIdx, companyName: `업체${itemIdx}`, ratingAvg: 4.5, reviewCount: 3 },
  ratingAvg: 4.5,
  reviewCount: 3,
  salesCount: 10,
  visitTimes: [],
  quoteOnVisit: false,
  price: { regularPrice: 300000, price: 300000, discountRate: 0, priceType: 'regular', basis: 'from' },
});

const categories = [
  makeCategory('cleaning', '입주청소', { name: '입주청소', companyCount: 3 }),
  makeCategory('tljoint', '줄눈', { name: '줄눈 시공', companyCount: 2 }),
];
const items = [card(101, '입주청소 스탠다드', 'cleaning', '입주청소'), card(131, '케라폴리 줄눈', 'tljoint', '줄눈 시공')];

describe('ServiceSearch', () => {
  it('finds services by 초성 and links each to its page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ServiceSearch categories={categories} items={items} />);
    await user.type(screen.getByRole('searchbox', { name: '서비스 찾기' }), 'ㅇㅈㅊㅅ');
    const results = await screen.findByRole('list', { name: '검색 결과' });
    expect(within(results).getByRole('link', { name: /^입주청소\s*업체 3곳 비교/ })).toHaveAttribute('href', '/business/cleaning');
    expect(within(results).getByRole('link', { name: /입주청소 스탠다드/ })).toHaveAttribute('href', '/business/cleaning?item=101');
    expect(within(results).queryByText('케라폴리 줄눈')).not.toBeInTheDocument();
  });

  it('finds by name and says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ServiceSearch categories={categories} items={items} />);
    const field = screen.getByRole('searchbox', { name: '서비스 찾기' });
    await user.type(field, '줄눈');
    expect(within(screen.getByRole('list', { name: '검색 결과' })).getAllByRole('link')).toHaveLength(2);
    await user.clear(field);
    await user.type(field, '도배');
    expect(screen.getByText(/‘도배’에 맞는 서비스가 없어요/)).toBeInTheDocument();
    await user.clear(field);
    expect(screen.queryByRole('list', { name: '검색 결과' })).not.toBeInTheDocument();
  });
});
