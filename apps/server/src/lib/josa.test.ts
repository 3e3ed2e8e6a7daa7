import { describe, expect, it } from 'vitest';
import { withJosa } from './josa';

describe('withJosa', () => {
  it('follows the last Hangul syllable', () => {
    expect(withJosa('입주청소 쿠폰', '은/는')).toBe('입주청소 쿠폰은');
    expect(withJosa('앱 전용 할인', '와/과')).toBe('앱 전용 할인과');
    expect(withJosa('줄눈 특가', '은/는')).toBe('줄눈 특가는');
  });

  it('reads trailing digits and % aloud', () => {
    expect(withJosa('WELCOME2026', '은/는')).toBe('WELCOME2026은');
    expect(withJosa('IPJU5000', '은/는')).toBe('IPJU5000은');
    expect(withJosa('신규 가입 2', '와/과')).toBe('신규 가입 2와');
    expect(withJosa('탄성코트 5%', '은/는')).toBe('탄성코트 5%는');
  });
});
