import type { ItemCard as ItemCardData } from '@ipju/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ItemCard } from '../../../components/entities/ItemCard/ItemCard';
import { renderWithProviders } from '../../../test/test-utils';
import { makeApplication, makeLine } from '../test/fixtures';
import { PlanLineCard } from './PlanLineCard';

// 476,000원 less 11% rounded down to 100원: the plan keeps only the two amounts, the card has the rate.
const card: ItemCardData = {
  itemIdx: 102,
  name: '입주청소 프리미엄',
  summary: '새집 먼지와 시공 분진까지 꼼꼼하게',
  categoryCode: 'cleaning',
  categoryName: '입주청소',
  thumbnailUrl: '/img/clean.jpg',
  partner: { partnerIdx: 4, companyName: '깨끗한집', ratingAvg: 4.8, reviewCount: 120 },
  ratingAvg: 4.8,
  reviewCount: 120,
  salesCount: 300,
  visitTimes: [],
  quoteOnVisit: false,
  price: { regularPrice: 476_000, price: 423_700, discountRate: 11, priceType: 'special', specialLabel: '단지 특가', basis: 'pyeong' },
};

describe('PlanLineCard price', () => {
  it('shows the same discount rate as the company card for the same price (11%, not 10%)', () => {
    const line = makeLine({ price: 423_700, regularPrice: 476_000 });
    const noop = vi.fn();
    renderWithProviders(
      <>
        <PlanLineCard line={line} home={makeApplication().home} onMove={noop} onDrop={noop} onRestore={noop} />
        <ItemCard item={card} />
      </>,
    );
    const plan = screen.getByTestId('plan-line');
    expect(within(plan).getByText('11%')).toBeInTheDocument();
    expect(within(plan).queryByText('10%')).toBeNull();
    expect(within(screen.getByRole('link', { name: /입주청소 프리미엄/ })).getByText('11% 단지 특가')).toBeInTheDocument();
  });
});
