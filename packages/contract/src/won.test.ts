import { describe, expect, it } from 'vitest';
import { formatNumber, formatPoints, formatWon } from './won';

describe('formatWon', () => {
  it('groups thousands with commas and adds 원', () => {
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(999)).toBe('999원');
    expect(formatWon(1_000)).toBe('1,000원');
    expect(formatWon(1_234_567)).toBe('1,234,567원');
  });

  it('keeps the sign of a negative amount (a discount or a refund shown as minus)', () => {
    expect(formatWon(-30_000)).toBe('-30,000원');
  });

  it('shows the largest amounts the database and JavaScript hold exactly', () => {
    expect(formatWon(2_147_483_647)).toBe('2,147,483,647원');
    expect(formatWon(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991원');
  });

  it('groups exactly as the ko-KR number format does, and never shows minus zero', () => {
    const korean = new Intl.NumberFormat('ko-KR');
    const samples = [1, 12, 123, 1_234, 12_345, 123_456, 1_234_567, 98_765_432_101, Number.MAX_SAFE_INTEGER];
    for (let n = 7; n < 1e15; n = n * 7 + 3) samples.push(n);
    for (const n of samples) {
      expect(formatNumber(n)).toBe(korean.format(n));
      expect(formatNumber(-n)).toBe(korean.format(-n));
    }
    expect(formatWon(-0.4)).toBe('0원');
  });

  it('rounds a fraction of a won instead of showing it', () => {
    expect(formatWon(1_234.5)).toBe('1,235원');
    expect(formatNumber(1_234.4)).toBe('1,234');
  });
});

describe('formatPoints and formatNumber', () => {
  it('group thousands the same way, with P for points and bare for counts', () => {
    expect(formatPoints(5_000)).toBe('5,000P');
    expect(formatPoints(0)).toBe('0P');
    expect(formatNumber(12_345)).toBe('12,345');
  });
});

describe('formatWonInUnits', () => {
  it('says large amounts in 억 and 만 as people say prices', async () => {
    const { formatWonInUnits } = await import('./won');
    expect(formatWonInUnits(750_000_000)).toBe('7억 5,000만원');
    expect(formatWonInUnits(600_000_000)).toBe('6억원');
    expect(formatWonInUnits(1_234_567_890)).toBe('12억 3,456만 7,890원');
    expect(formatWonInUnits(35_000)).toBe('3만 5,000원');
    expect(formatWonInUnits(0)).toBe('0원');
    expect(formatWonInUnits(-15_000)).toBe('-1만 5,000원');
  });
});
