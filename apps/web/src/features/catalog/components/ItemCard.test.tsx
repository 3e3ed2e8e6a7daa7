import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/test-utils';
import { makeItem } from '../test/fixtures';
import { ItemCard } from './ItemCard';

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

  it('shows a regular price without badge or struck price, "~" when no 평형 tier applies', () => {
    renderWithProviders(
      <ItemCard
        item={makeItem({
          price: { regularPrice: 350000, price: 350000, discountRate: 0, priceType: 'regular' },
        })}
      />,
    );
    expect(screen.queryByText(/단지 특가/)).not.toBeInTheDocument();
    expect(screen.getByText('350,000원~')).toBeInTheDocument();
    expect(document.querySelector('del')).toBeNull();
  });
});
