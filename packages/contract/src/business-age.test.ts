import { describe, expect, it } from 'vitest';
import { yearsInBusiness } from './business-age';

describe('yearsInBusiness', () => {
  it('counts the founding year as the first, by the year in Seoul', () => {
    expect(yearsInBusiness(2014, new Date('2026-11-26T03:00:00Z'))).toBe(13);
    expect(yearsInBusiness(2026, new Date('2026-06-01T03:00:00Z'))).toBe(1);
    // 2026-12-31 15:30 UTC is already 2027 in Seoul.
    expect(yearsInBusiness(2014, new Date('2026-12-31T15:30:00Z'))).toBe(14);
  });
});
