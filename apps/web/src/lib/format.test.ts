import { describe, expect, it } from 'vitest';
import { formatDate, formatHour, formatNumber, formatPhone, formatPyeong, formatWon, relativeTime } from './format';

describe('formatWon', () => {
  it('adds thousands separators and 원', () => {
    expect(formatWon(123000)).toBe('123,000원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(1234567)).toBe('1,234,567원');
    expect(formatNumber(5000)).toBe('5,000');
  });
});

describe('formatDate', () => {
  it('shows YYYY.MM.DD with the Korean weekday', () => {
    expect(formatDate('2026-12-05')).toBe('2026.12.05 (토)');
    expect(formatDate('2026-12-06')).toBe('2026.12.06 (일)');
    expect(formatDate('2026-12-05', { weekday: false })).toBe('2026.12.05');
  });

  it('shows instants in Asia/Seoul and keeps 미정', () => {
    expect(formatDate('2026-12-04T15:30:00Z')).toBe('2026.12.05 (토)');
    expect(formatDate(new Date('2026-12-04T15:30:00Z'))).toBe('2026.12.05 (토)');
    expect(formatDate('미정')).toBe('미정');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatHour', () => {
  it('uses 오전/오후 and 12-hour clock', () => {
    expect(formatHour(9)).toBe('오전 9시');
    expect(formatHour(13)).toBe('오후 1시');
    expect(formatHour(12)).toBe('오후 12시');
    expect(formatHour(0)).toBe('오전 12시');
    expect(formatHour(14, 30)).toBe('오후 2시 30분');
  });
});

describe('formatPhone', () => {
  it('formats complete mobile numbers', () => {
    expect(formatPhone('01012345678')).toBe('010-1234-5678');
    expect(formatPhone('010-1234-5678')).toBe('010-1234-5678');
  });

  it('formats partial input while typing', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('010')).toBe('010');
    expect(formatPhone('0101')).toBe('010-1');
    expect(formatPhone('0101234')).toBe('010-1234');
    expect(formatPhone('01012345')).toBe('010-1234-5');
    expect(formatPhone('010123456789')).toBe('010-1234-5678');
  });

  it('handles landlines and nationwide numbers', () => {
    expect(formatPhone('0212345678')).toBe('02-1234-5678');
    expect(formatPhone('021234567')).toBe('02-123-4567');
    expect(formatPhone('0311234567')).toBe('031-123-4567');
    expect(formatPhone('15881234')).toBe('1588-1234');
  });
});

describe('formatPyeong', () => {
  it('shows pyeong and exclusive area without trailing zeros', () => {
    expect(formatPyeong(34, 84.97)).toBe('34평 (전용 84.97㎡)');
    expect(formatPyeong(34, 84.9)).toBe('34평 (전용 84.9㎡)');
    expect(formatPyeong(34, 84.0)).toBe('34평 (전용 84㎡)');
    expect(formatPyeong(25)).toBe('25평');
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('describes elapsed time in Korean', () => {
    expect(relativeTime('2026-11-22T11:59:30Z', now)).toBe('방금 전');
    expect(relativeTime('2026-11-22T11:55:00Z', now)).toBe('5분 전');
    expect(relativeTime('2026-11-22T09:00:00Z', now)).toBe('3시간 전');
    expect(relativeTime('2026-11-19T12:00:00Z', now)).toBe('3일 전');
    expect(relativeTime('2026-09-22T12:00:00Z', now)).toBe('2개월 전');
    expect(relativeTime('2025-10-01T12:00:00Z', now)).toBe('1년 전');
    expect(relativeTime('2026-11-23T12:00:00Z', now)).toBe('방금 전');
  });
});
