import { describe, expect, it } from 'vitest';
import { addDays, addMonths, earliestSelectableDate, isYmd, monthMatrix, seoulToday, weekdayOf } from './schedule';

/** An instant given as Seoul wall-clock time. */
const seoul = (isoLocal: string) => new Date(`${isoLocal}+09:00`);

describe('earliestSelectableDate', () => {
  it('is the 1st of the month plus (day + 3) days', () => {
    expect(earliestSelectableDate(seoul('2026-11-22T10:00:00'))).toBe('2026-11-26');
    expect(earliestSelectableDate(seoul('2026-11-01T00:00:00'))).toBe('2026-11-05');
  });

  it('rolls into the next month and year', () => {
    expect(earliestSelectableDate(seoul('2026-11-30T12:00:00'))).toBe('2026-12-04');
    expect(earliestSelectableDate(seoul('2026-12-30T12:00:00'))).toBe('2027-01-03');
  });

  it('uses the Seoul calendar day, not UTC', () => {
    // 2026-11-21T16:30Z is already 22 November 01:30 in Seoul.
    expect(earliestSelectableDate(new Date('2026-11-21T16:30:00Z'))).toBe('2026-11-26');
    expect(seoulToday(new Date('2026-11-21T14:59:59Z'))).toBe('2026-11-21');
    expect(seoulToday(new Date('2026-11-21T15:00:00Z'))).toBe('2026-11-22');
  });
});

describe('date helpers', () => {
  it('adds days and months across boundaries', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', -1)).toBe('2025-12-01');
  });

  it('validates YYYY-MM-DD strings', () => {
    expect(isYmd('2026-12-05')).toBe(true);
    expect(isYmd('2026-02-30')).toBe(false);
    expect(isYmd('미정')).toBe(false);
    expect(isYmd(null)).toBe(false);
  });

  it('builds Sunday-first month weeks', () => {
    // 1 December 2026 is a Tuesday.
    expect(weekdayOf('2026-12-01')).toBe(2);
    const weeks = monthMatrix(2026, 12);
    expect(weeks[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });
});
