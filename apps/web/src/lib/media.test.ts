import { describe, expect, it } from 'vitest';
import { matchesOnServer } from './media';

describe('the server render layout', () => {
  it('is a 360 px phone: narrow, not wide, no side panel, no other media feature', () => {
    expect(matchesOnServer('(max-width: 579.98px)')).toBe(true);
    expect(matchesOnServer('(min-width: 800px)')).toBe(false);
    expect(matchesOnServer('(min-width: 1200px)')).toBe(false);
    expect(matchesOnServer('(min-width: 320px) and (max-width: 400px)')).toBe(true);
    expect(matchesOnServer('(prefers-reduced-motion: reduce)')).toBe(false);
  });
});
