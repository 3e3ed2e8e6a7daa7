import { describe, expect, it } from 'vitest';
import { splitProportionally } from './money';

describe('splitProportionally', () => {
  it('adds up exactly and gives the remainder to the largest part', () => {
    expect(splitProportionally(10_000, [300_000, 100_000])).toEqual([7_500, 2_500]);
    expect(splitProportionally(1_000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(splitProportionally(999, [200, 500, 300])).toEqual([199, 501, 299]);
  });

  it('respects caps', () => {
    expect(splitProportionally(4_000, [1_000, 9_000], [1_000, 3_000])).toEqual([1_000, 3_000]);
    const parts = splitProportionally(4_000, [100, 10_000], [100, 10_000]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(4_000);
    expect(parts[0]).toBeLessThanOrEqual(100);
  });

  it('is zero for nothing to split', () => {
    expect(splitProportionally(0, [1, 2])).toEqual([0, 0]);
    expect(splitProportionally(100, [0, 0])).toEqual([0, 0]);
  });
});
