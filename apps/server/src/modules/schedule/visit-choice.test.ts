import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { formatVisit, parseVisitChoice } from './visit-choice';

/** 2026-11-22 12:00 in Seoul: the earliest selectable date is 2026-11-26 (목). */
const NOV_22 = new Date('2026-11-22T12:00:00+09:00');

/** The AppError a call throws (fails the test when it does not throw one). */
function refusal(fn: () => unknown): { status: number; field: string | undefined; message: string } {
  try {
    fn();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.statusCode, field: error.details?.[0]?.field, message: error.message };
  }
  throw new Error('expected a refusal');
}

describe('parseVisitChoice: no date and undecided', () => {
  it('takes a missing date as "not chosen yet", with no time', () => {
    const none = { visitDate: null, dateUndecided: false, visitHour: null };
    expect(parseVisitChoice({}, 'morningAfternoon', NOV_22)).toEqual(none);
    expect(parseVisitChoice({ tz: null, time: null }, 'morningAfternoon', NOV_22)).toEqual(none);
    expect(parseVisitChoice({ tz: '  ' }, 'happyCall', NOV_22)).toEqual(none);
  });

  it('refuses a time without a date', () => {
    expect(refusal(() => parseVisitChoice({ tz: null, time: 9 }, 'morningAfternoon', NOV_22))).toEqual({
      status: 400,
      field: 'time',
      message: '날짜를 먼저 골라 주세요.',
    });
  });

  it("takes '미정' as undecided and refuses a time with it", () => {
    expect(parseVisitChoice({ tz: '미정' }, 'morningAfternoon', NOV_22)).toEqual({
      visitDate: null,
      dateUndecided: true,
      visitHour: null,
    });
    const r = refusal(() => parseVisitChoice({ tz: '미정', time: 13 }, 'morningAfternoon', NOV_22));
    expect(r).toMatchObject({ status: 400, field: 'time' });
    expect(r.message).toContain('미정');
  });

  it('refuses something that is neither a date nor 미정', () => {
    for (const tz of ['2026-02-30', '12/05', 'tomorrow']) {
      expect(refusal(() => parseVisitChoice({ tz }, 'morningAfternoon', NOV_22))).toMatchObject({ status: 400, field: 'tz' });
    }
  });
});

describe('parseVisitChoice: the earliest date (SPEC section 5, Asia/Seoul)', () => {
  it('accepts the earliest date and refuses the day before, naming the date with its weekday', () => {
    expect(parseVisitChoice({ tz: '2026-11-26', time: 9 }, 'morningAfternoon', NOV_22)).toEqual({
      visitDate: '2026-11-26',
      dateUndecided: false,
      visitHour: 9,
    });
    expect(refusal(() => parseVisitChoice({ tz: '2026-11-25', time: 9 }, 'morningAfternoon', NOV_22))).toEqual({
      status: 400,
      field: 'tz',
      message: '희망일은 2026.11.26 (목)부터 고를 수 있어요.',
    });
    expect(refusal(() => parseVisitChoice({ tz: '2026-11-22', time: 9 }, 'morningAfternoon', NOV_22)).field).toBe('tz');
  });

  it('runs over the end of the month', () => {
    const nov30 = new Date('2026-11-30T10:00:00+09:00');
    expect(refusal(() => parseVisitChoice({ tz: '2026-12-03', time: 9 }, 'morningAfternoon', nov30)).message).toBe(
      '희망일은 2026.12.04 (금)부터 고를 수 있어요.',
    );
    expect(parseVisitChoice({ tz: '2026-12-04', time: 9 }, 'morningAfternoon', nov30).visitDate).toBe('2026-12-04');
  });

  it('runs over the end of the year', () => {
    const dec30 = new Date('2026-12-30T18:00:00+09:00');
    expect(refusal(() => parseVisitChoice({ tz: '2027-01-02', time: 9 }, 'morningAfternoon', dec30)).message).toBe(
      '희망일은 2027.01.03 (일)부터 고를 수 있어요.',
    );
    expect(parseVisitChoice({ tz: '2027-01-03', time: 13 }, 'morningAfternoon', dec30).visitDate).toBe('2027-01-03');
  });

  it('counts days in Seoul, not UTC: after Seoul midnight the earliest date moves on', () => {
    // 23:59:59 on 2026-11-30 in Seoul (14:59:59 UTC): earliest 2026-12-04.
    const beforeMidnight = new Date('2026-11-30T14:59:59Z');
    expect(parseVisitChoice({ tz: '2026-12-04', time: 9 }, 'morningAfternoon', beforeMidnight).visitDate).toBe('2026-12-04');
    // 00:30 on 2026-12-01 in Seoul, still 2026-11-30 in UTC: earliest 2026-12-05.
    const afterMidnight = new Date('2026-11-30T15:30:00Z');
    expect(refusal(() => parseVisitChoice({ tz: '2026-12-04', time: 9 }, 'morningAfternoon', afterMidnight)).message).toBe(
      '희망일은 2026.12.05 (토)부터 고를 수 있어요.',
    );
  });

  it('refuses a date beyond the booking window (12 months ahead, to the end of that month)', () => {
    expect(parseVisitChoice({ tz: '2027-11-30', time: 9 }, 'morningAfternoon', NOV_22).visitDate).toBe('2027-11-30');
    expect(refusal(() => parseVisitChoice({ tz: '2027-12-01', time: 9 }, 'morningAfternoon', NOV_22))).toEqual({
      status: 400,
      field: 'tz',
      message: '희망일은 2027.11.30 (화)까지 고를 수 있어요.',
    });
  });
});

describe("parseVisitChoice: the item's visit times", () => {
  it('asks for a time from the list when the set has hours', () => {
    expect(refusal(() => parseVisitChoice({ tz: '2026-12-05' }, 'morningAfternoon', NOV_22))).toEqual({
      status: 400,
      field: 'time',
      message: '방문 시간을 골라 주세요: 오전 9시, 오후 1시',
    });
    expect(refusal(() => parseVisitChoice({ tz: '2026-12-05', time: null }, 'inspection', NOV_22)).message).toBe(
      '방문 시간을 골라 주세요: 오전 10시, 오후 12시, 오후 2시',
    );
  });

  it('refuses an hour that is not in the list, listing the allowed ones', () => {
    expect(refusal(() => parseVisitChoice({ tz: '2026-12-05', time: 13 }, 'morningAfternoon14', NOV_22))).toEqual({
      status: 400,
      field: 'time',
      message: '방문 시간은 오전 9시, 오후 2시 중에서 골라 주세요.',
    });
    expect(parseVisitChoice({ tz: '2026-12-05', time: 14 }, 'morningAfternoon14', NOV_22).visitHour).toBe(14);
    expect(parseVisitChoice({ tz: '2026-12-05', time: 15 }, 'refrigerator', NOV_22).visitHour).toBe(15);
  });

  it('takes no time for happy-call items', () => {
    expect(parseVisitChoice({ tz: '2026-12-05' }, 'happyCall', NOV_22)).toEqual({
      visitDate: '2026-12-05',
      dateUndecided: false,
      visitHour: null,
    });
    const r = refusal(() => parseVisitChoice({ tz: '2026-12-05', time: 9 }, 'happyCall', NOV_22));
    expect(r).toMatchObject({ status: 400, field: 'time' });
    expect(r.message).toContain('해피콜');
  });
});

describe('formatVisit', () => {
  it('shows a dated line with its hour label', () => {
    expect(formatVisit({ visitDate: '2026-12-05', dateUndecided: false, visitHour: 13 }, 'morningAfternoon')).toEqual({
      tz: '2026-12-05',
      time: 13,
      timeLabel: '오후 1시',
    });
  });

  it('shows the happy-call label only once a happy-call line has a date', () => {
    expect(formatVisit({ visitDate: '2026-12-05', dateUndecided: false, visitHour: null }, 'happyCall')).toEqual({
      tz: '2026-12-05',
      time: null,
      timeLabel: '해피콜 시 시간 협의',
    });
    expect(formatVisit({ visitDate: null, dateUndecided: true, visitHour: null }, 'happyCall')).toEqual({
      tz: '미정',
      time: null,
      timeLabel: null,
    });
  });

  it('shows undecided and not-yet-chosen lines without a time', () => {
    expect(formatVisit({ visitDate: null, dateUndecided: true, visitHour: null }, 'morningAfternoon')).toEqual({
      tz: '미정',
      time: null,
      timeLabel: null,
    });
    expect(formatVisit({ visitDate: null, dateUndecided: false, visitHour: null }, 'morningAfternoon')).toEqual({
      tz: null,
      time: null,
      timeLabel: null,
    });
  });
});
