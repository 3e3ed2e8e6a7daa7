import { describe, expect, it } from 'vitest';
import { formatBuilders } from './builders-label';

describe('formatBuilders', () => {
  it("spaces the dot between a joint venture's builders and leaves one builder alone", () => {
    expect(formatBuilders('삼성물산·HDC현대산업개발')).toBe('삼성물산 · HDC현대산업개발');
    expect(formatBuilders('현대건설, GS건설')).toBe('현대건설 · GS건설');
    expect(formatBuilders('삼성물산')).toBe('삼성물산');
  });
});
