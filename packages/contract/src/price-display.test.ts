import { describe, expect, it } from 'vitest';
import { itemPriceDisplay, itemPriceText, tierRangeLabel } from './price-display';
import { formatWon } from './won';

const small = { name: '24평 이하', pyeongMin: null, pyeongMax: 24 };
const middle = { name: '25~34평', pyeongMin: 25, pyeongMax: 34 };

describe('itemPriceDisplay', () => {
  it("shows the lowest price with its tier and '부터' before a 평형 is chosen", () => {
    const d = itemPriceDisplay({ regularPrice: 288_000, price: 288_000, discountRate: 0, priceType: 'regular', basis: 'from', pyeongTier: small });
    expect(d).toMatchObject({ price: 288_000, regularPrice: null, badge: null, tierLabel: '~24평', suffix: '부터' });
    expect(itemPriceText({ regularPrice: 288_000, price: 288_000, discountRate: 0, priceType: 'regular', basis: 'from', pyeongTier: small }, formatWon)).toBe(
      '~24평 288,000원부터',
    );
  });

  it("compares a chosen tier's special price with that tier's regular price, without '부터'", () => {
    const input = { regularPrice: 408_000, price: 350_900, discountRate: 14, priceType: 'special' as const, basis: 'pyeong' as const, pyeongTier: middle };
    expect(itemPriceDisplay(input)).toMatchObject({ regularPrice: 408_000, discountRate: 14, badge: '14% 단지 특가', tierLabel: '25~34평', suffix: null });
    expect(itemPriceText(input, formatWon)).toBe('25~34평 14% 단지 특가 350,900원');
  });

  it('names no tier when one tier covers every home', () => {
    const all = { name: '전 평형', pyeongMin: 1, pyeongMax: 999 };
    expect(itemPriceDisplay({ regularPrice: 260_000, price: 195_000, discountRate: 25, priceType: 'special', basis: 'pyeong', pyeongTier: all }).tierLabel).toBeNull();
    expect(itemPriceText({ regularPrice: 260_000, price: 260_000, discountRate: 0, priceType: 'regular', basis: 'from', pyeongTier: all }, formatWon)).toBe('260,000원부터');
  });

  it('labels open and closed tiers', () => {
    expect(tierRangeLabel({ name: '35평 이상', pyeongMin: 35, pyeongMax: null })).toBe('35평~');
    expect(tierRangeLabel(middle)).toBe('25~34평');
    expect(tierRangeLabel({ name: '24평 이하', pyeongMin: 1, pyeongMax: 24 })).toBe('~24평');
    expect(tierRangeLabel({ name: '전 평형', pyeongMin: null, pyeongMax: null })).toBe('전 평형');
  });
});
