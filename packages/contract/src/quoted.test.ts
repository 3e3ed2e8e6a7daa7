import { describe, expect, it } from 'vitest';
import { quoted, withJosa } from './quoted';

describe('withJosa: the particle a Korean reader expects', () => {
  it('follows the last spoken syllable past brackets, spaces and punctuation', () => {
    expect(withJosa('2027.03.07 (일)', '은/는')).toBe('2027.03.07 (일)은');
    expect(withJosa('2026.12.05 (토)', '은/는')).toBe('2026.12.05 (토)는');
    expect(withJosa('시스템에어컨 맞춤 설계 (방문 견적)', '이/가')).toBe('시스템에어컨 맞춤 설계 (방문 견적)이');
  });

  it('reads digits as numbers', () => {
    expect(withJosa('오전 9시', '은/는')).toBe('오전 9시는');
    expect(withJosa('3', '이/가')).toBe('3이');
    expect(withJosa('2', '이/가')).toBe('2가');
    expect(withJosa('2026.12.07', '은/는')).toBe('2026.12.07은');
    expect(withJosa('2026.12.09', '으로/로')).toBe('2026.12.09로');
    expect(withJosa('2026.12.01', '으로/로')).toBe('2026.12.01로');
    expect(withJosa('2026.12.06', '으로/로')).toBe('2026.12.06으로');
  });

  it('keeps quoted() as it was', () => {
    expect(quoted('입금대기', '으로/로')).toBe("'입금대기'로");
  });
});
