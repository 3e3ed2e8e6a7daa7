import type { ItemCard as ItemCardData } from '@ipju/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/test-utils';
import { ItemCard } from './ItemCard';

function makeItem(overrides: Partial<ItemCardData> = {}): ItemCardData {
  return {
    itemIdx: 101,
    name: '프리미엄 입주청소',
    summary: '새집 먼지와 시공 분진까지 꼼꼼하게',
    categoryCode: 'cleaning',
    categoryName: '입주청소',
    thumbnailUrl: '/files/seed/items/cleaning-1.jpg',
    partner: { partnerIdx: 7, companyName: '깨끗한집 클린', ratingAvg: 4.8, reviewCount: 120 },
    ratingAvg: 4.8,
    reviewCount: 120,
    salesCount: 300,
    visitTimes: [],
    quoteOnVisit: false,
    price: {
      regularPrice: 450000,
      price: 382500,
      discountRate: 15,
      priceType: 'special',
      specialLabel: '단지 특가',
      pyeongTier: { optionIdx: 12, name: '31~40평', pyeongMin: 31, pyeongMax: 40 },
      basis: 'pyeong',
    },
    ...overrides,
  };
}

describe('ItemCard', () => {
  it('shows a special price as red rate, bold price and struck regular price, with the badge', () => {
    renderWithProviders(<ItemCard item={makeItem()} showCategory />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/business/cleaning?item=101');
    expect(within(link).getByText('15% 단지 특가')).toBeInTheDocument();
    expect(within(link).getByText('입주청소')).toBeInTheDocument();
    expect(within(link).getByText('프리미엄 입주청소')).toBeInTheDocument();
    expect(within(link).getByText('깨끗한집 클린')).toBeInTheDocument();
    // PriceTag: the price in <strong>, the regular price in <del>.
    expect(within(link).getByText('382,500원').closest('strong')).not.toBeNull();
    expect(within(link).getByText('450,000원').closest('del')).not.toBeNull();
    expect(within(link).getByText('15%')).toBeInTheDocument();
    // Images go through the optimizer.
    expect(link.querySelector('img')?.getAttribute('src')).toContain('/_image?url=');
  });

  it('shows a regular price without badge or struck price, "부터" when no 평형 tier applies', () => {
    renderWithProviders(
      <ItemCard
        item={makeItem({
          price: { regularPrice: 350000, price: 350000, discountRate: 0, priceType: 'regular', basis: 'from' },
        })}
      />,
    );
    expect(screen.queryByText(/단지 특가/)).not.toBeInTheDocument();
    expect(screen.getByText('350,000원부터')).toBeInTheDocument();
    expect(document.querySelector('del')).toBeNull();
  });

  it('before a 평형 is chosen shows the lowest price with its tier and "부터"; after, the tier\'s special against its regular price', () => {
    const { unmount } = renderWithProviders(
      <ItemCard
        item={makeItem({
          price: {
            regularPrice: 288000,
            price: 288000,
            discountRate: 0,
            priceType: 'regular',
            basis: 'from',
            pyeongTier: { optionIdx: 11, name: '24평 이하', pyeongMin: null, pyeongMax: 24 },
          },
        })}
      />,
    );
    const link = screen.getByRole('link');
    expect(within(link).getByText('~24평')).toBeInTheDocument();
    expect(within(link).getByText('288,000원부터')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <ItemCard
        item={makeItem({
          price: {
            regularPrice: 408000,
            price: 350900,
            discountRate: 14,
            priceType: 'special',
            basis: 'pyeong',
            pyeongTier: { optionIdx: 12, name: '25~34평', pyeongMin: 25, pyeongMax: 34 },
          },
        })}
      />,
    );
    const chosen = screen.getByRole('link');
    expect(within(chosen).getByText('25~34평')).toBeInTheDocument();
    expect(within(chosen).getByText('14% 단지 특가')).toBeInTheDocument();
    expect(within(chosen).getByText('350,900원').closest('strong')).not.toBeNull();
    expect(within(chosen).getByText('408,000원').closest('del')).not.toBeNull();
    expect(within(chosen).queryByText(/부터/)).not.toBeInTheDocument();
  });

  it('shows the heart it is given beside the link, not inside it (a button in a link is invalid HTML)', () => {
    renderWithProviders(<ItemCard item={makeItem()} heart={<button type="button">프리미엄 입주청소 찜하기</button>} />);
    const heart = screen.getByRole('button', { name: '프리미엄 입주청소 찜하기' });
    expect(heart.closest('a')).toBeNull();
    expect(screen.getByRole('link').parentElement).toContainElement(heart);
  });
});
