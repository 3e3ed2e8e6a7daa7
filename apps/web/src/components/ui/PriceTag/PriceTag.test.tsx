import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTag } from './PriceTag';

describe('PriceTag', () => {
  it('shows discount rate, bold price and struck regular price', () => {
    const { container } = render(<PriceTag price={123000} regularPrice={150000} />);
    expect(screen.getByText('123,000원').closest('strong')).toBeInTheDocument();
    expect(screen.getByText('150,000원').closest('del')).toBeInTheDocument();
    expect(screen.getByText('18%')).toBeInTheDocument();
    expect(container).toHaveTextContent('정가 150,000원');
    expect(container).toHaveTextContent('할인율 18%');
  });

  it('shows only the price without a discount', () => {
    const { container } = render(<PriceTag price={50000} />);
    expect(screen.getByText('50,000원')).toBeInTheDocument();
    expect(container.querySelector('del')).toBeNull();
    expect(container).not.toHaveTextContent('%');
  });

  it('accepts an explicit rate and a suffix', () => {
    render(<PriceTag price={90000} regularPrice={100000} discountRate={12} suffix="~" />);
    expect(screen.getByText('12%')).toBeInTheDocument();
    expect(screen.getByText('90,000원~')).toBeInTheDocument();
  });

  it('computes the rate the card shows when none is given (423,700원 of 476,000원 is 11%)', () => {
    render(<PriceTag price={423_700} regularPrice={476_000} />);
    expect(screen.getByText('11%')).toBeInTheDocument();
  });
});
