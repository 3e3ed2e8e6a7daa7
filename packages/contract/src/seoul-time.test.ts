import { describe, expect, it } from 'vitest';
import { earliestSelectableDate } from './calendar';
import { seoulClock, seoulDateParts, seoulInstant, seoulToday } from './seoul-time';

describe('seoulClock', () => {
  it('is nine hours ahead of UTC: a UTC afternoon is already the next Seoul day', () => {
    expect(seoulClock(new Date('2026-11-22T15:30:00Z'))).toEqual({ year: 2026, month: 11, day: 23, hour: 0, minute: 30, weekday: 1 });
    expect(seoulClock(new Date('2026-11-22T14:59:59Z'))).toEqual({ year: 2026, month: 11, day: 22, hour: 23, minute: 59, weekday: 0 });
  });

  it('turns the month and the year at Seoul midnight, leap days included', () => {
    expect(seoulClock(new Date('2026-12-31T15:00:00Z'))).toMatchObject({ year: 2027, month: 1, day: 1, hour: 0, weekday: 5 });
    expect(seoulClock(new Date('2028-02-28T15:00:00Z'))).toMatchObject({ year: 2028, month: 2, day: 29, weekday: 2 });
    expect(seoulClock(new Date('2026-02-28T15:00:00Z'))).toMatchObject({ year: 2026, month: 3, day: 1, weekday: 0 });
  });
});

describe('seoulToday and seoulDateParts', () => {
  it('give the Seoul calendar day of an instant, whatever the UTC day', () => {
    expect(seoulToday(new Date('2026-11-30T14:59:59.999Z'))).toBe('2026-11-30');
    expect(seoulToday(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12-01');
    expect(seoulDateParts(new Date('2026-11-30T15:00:00Z'))).toEqual({ year: 2026, month: 12, day: 1 });
  });

  it('move the earliest selectable visit date when Seoul passes midnight', () => {
    // 23:59 on 30 November in Seoul, then 00:00 on 1 December (SPEC section 5: 1st of the month + day + 3).
    expect(earliestSelectableDate(new Date('2026-11-30T14:59:00Z'))).toBe('2026-12-04');
    expect(earliestSelectableDate(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12-05');
  });
});

describe('seoulInstant', () => {
  it('is the instant a Seoul clock shows that day and time', () => {
    expect(seoulInstant('2026-11-23', '18:00').toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(seoulInstant('2026-11-23', '23:59:59').toISOString()).toBe('2026-11-23T14:59:59.000Z');
    expect(seoulInstant('2027-01-01').toISOString()).toBe('2026-12-31T15:00:00.000Z');
  });

  it('comes back to the same Seoul day and time', () => {
    for (const ymd of ['2026-01-31', '2026-02-28', '2028-02-29', '2026-12-31']) {
      expect(seoulToday(seoulInstant(ymd))).toBe(ymd);
      expect(seoulClock(seoulInstant(ymd, '09:05'))).toMatchObject({ hour: 9, minute: 5 });
    }
  });

  it('refuses a day or a time that does not exist', () => {
    expect(() => seoulInstant('2026-02-29')).toThrow(RangeError);
    expect(() => seoulInstant('2026-02-30')).toThrow(RangeError);
    expect(() => seoulInstant('2026-11-23', '25:00')).toThrow(RangeError);
    expect(() => seoulInstant('23-11-2026')).toThrow(RangeError);
  });
});
