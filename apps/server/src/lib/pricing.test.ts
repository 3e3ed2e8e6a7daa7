import { specialDiscountRate } from '@ipju/contract';
import { describe, expect, it } from 'vitest';
import { applySpecialPrice, discountFor, estimateTotal, pickPyeongTier, tierCovers } from './pricing';

const tiers = [
  { name: '35평 이상', pyeongMin: 35, pyeongMax: null, sortOrder: 2 },
  { name: '24평 이하', pyeongMin: null, pyeongMax: 24, sortOrder: 0 },
  { name: '25~34평', pyeongMin: 25, pyeongMax: 34, sortOrder: 1 },
];

describe('discountFor', () => {
  it('rounds the discount down to 100원', () => {
    expect(discountFor(333_333, 15)).toBe(49_900); // 49,999.95
    expect(discountFor(400_000, 10)).toBe(40_000);
    expect(discountFor(999, 10)).toBe(0);
    expect(discountFor(1_000, 10)).toBe(100);
  });
  it('gives nothing without a rate or an amount', () => {
    expect(discountFor(400_000, 0)).toBe(0);
    expect(discountFor(0, 30)).toBe(0);
  });
});

describe('applySpecialPrice', () => {
  it('says which price applies', () => {
    expect(applySpecialPrice(400_000, 12)).toEqual({
      regularPrice: 400_000,
      price: 352_000,
      discountAmount: 48_000,
      discountRate: 12,
      priceType: 'special',
    });
    expect(applySpecialPrice(400_000, null)).toMatchObject({ price: 400_000, discountRate: 0, priceType: 'regular' });
  });
});

describe('pickPyeongTier', () => {
  it('picks the tier covering the 평형, bounds inclusive', () => {
    expect(pickPyeongTier(tiers, 24)?.name).toBe('24평 이하');
    expect(pickPyeongTier(tiers, 25)?.name).toBe('25~34평');
    expect(pickPyeongTier(tiers, 34)?.name).toBe('25~34평');
    expect(pickPyeongTier(tiers, 60)?.name).toBe('35평 이상');
    expect(pickPyeongTier(tiers, 1)?.name).toBe('24평 이하');
  });
  it('picks the smallest tier without a 평형 and nothing without tiers', () => {
    expect(pickPyeongTier(tiers)?.name).toBe('24평 이하');
    expect(pickPyeongTier([], 30)).toBeUndefined();
  });
  it('falls back to the nearest tier when none covers the 평형', () => {
    const gappy = [
      { name: 'small', pyeongMin: 20, pyeongMax: 29 },
      { name: 'large', pyeongMin: 40, pyeongMax: 49 },
    ];
    expect(pickPyeongTier(gappy, 10)?.name).toBe('small');
    expect(pickPyeongTier(gappy, 31)?.name).toBe('small');
    expect(pickPyeongTier(gappy, 38)?.name).toBe('large');
    expect(pickPyeongTier(gappy, 80)?.name).toBe('large');
    expect(tierCovers(gappy[0]!, 29)).toBe(true);
  });
});

describe('estimateTotal', () => {
  it('sums the lines times quantity and discounts the whole once', () => {
    const lines = [{ price: 400_000 }, { price: 50_000 }, { price: 25_000 }];
    expect(estimateTotal(lines, 1, 7)).toEqual({
      regularTotal: 475_000,
      discountAmount: 33_200, // 33,250 rounded down
      discountRate: 7,
      total: 441_800,
      priceType: 'special',
    });
    expect(estimateTotal(lines, 2)).toMatchObject({ regularTotal: 950_000, total: 950_000, priceType: 'regular' });
  });
});

describe("the contract's specialDiscountRate", () => {
  it('gives back the rate applySpecialPrice took off, so a screen with only the two amounts shows the card\'s rate', () => {
    expect(specialDiscountRate(476_000, applySpecialPrice(476_000, 11).price)).toBe(11); // 423,700원, not 10%
    for (let regular = 50_000; regular <= 3_000_000; regular += 12_300) {
      for (let rate = 1; rate <= 90; rate++) {
        expect(specialDiscountRate(regular, applySpecialPrice(regular, rate).price)).toBe(rate);
      }
    }
    expect(specialDiscountRate(400_000, 400_000)).toBe(0);
  });
});
