import { describe, expect, it } from 'vitest';
import { matchesHangul } from './hangul-search';

describe('matchesHangul', () => {
  it('finds a name by a part of it, spaces ignored', () => {
    expect(matchesHangul('입주청소 스탠다드', '청소')).toBe(true);
    expect(matchesHangul('입주청소 스탠다드', '입주 청소')).toBe(true);
    expect(matchesHangul('TV 벽걸이 설치', 'tv')).toBe(true);
    expect(matchesHangul('입주청소', '줄눈')).toBe(false);
    expect(matchesHangul('입주청소', '   ')).toBe(false);
  });

  it('finds a name by its 초성', () => {
    expect(matchesHangul('입주청소', 'ㅇㅈㅊㅅ')).toBe(true);
    expect(matchesHangul('입주청소 스탠다드', 'ㅊㅅ')).toBe(true);
    expect(matchesHangul('줄눈 시공', 'ㅈㄴ')).toBe(true);
    expect(matchesHangul('입주청소', 'ㅈㄴ')).toBe(false);
  });

  it('finds a name while its last syllable is still being typed', () => {
    expect(matchesHangul('입주청소', '입주ㅊ')).toBe(true);
    expect(matchesHangul('입주청소', '입줓')).toBe(true);
    expect(matchesHangul('탄성코트', '입줓')).toBe(false);
  });
});
