// Kept free of zod: server messages, seed data and the web's dates all read instants on this clock.
/**
 * The Seoul wall clock. Asia/Seoul is UTC+9 all year (no daylight saving since 1988), so a fixed offset
 * is exact and needs no time-zone database; every "which day / what time in Korea" goes through here.
 */

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const SEOUL_UTC_OFFSET = '+09:00';

export interface SeoulClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0-23 */
  hour: number;
  minute: number;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
}

/** What a clock in Seoul shows at an instant: 2026-11-22T15:30Z -> 2026-11-23 00:30 (월). */
export function seoulClock(instant: Date): SeoulClock {
  const shifted = new Date(instant.getTime() + SEOUL_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
  };
}

/** The calendar date of an instant in Asia/Seoul. */
export function seoulDateParts(now: Date): { year: number; month: number; day: number } {
  const { year, month, day } = seoulClock(now);
  return { year, month, day };
}

const pad = (n: number, len = 2) => String(n).padStart(len, '0');

/** Today's date in Seoul as 'YYYY-MM-DD'. */
export function seoulToday(now: Date = new Date()): string {
  const { year, month, day } = seoulClock(now);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * The instant a Seoul wall clock shows `time` on `ymd`: ('2026-11-23', '18:00') -> 2026-11-23T09:00:00Z.
 * `time` is 'HH:mm' or 'HH:mm:ss' (default midnight, the start of that Seoul day).
 */
export function seoulInstant(ymd: string, time = '00:00'): Date {
  const seconds = time.length === 5 ? `${time}:00` : time;
  const instant = new Date(`${ymd}T${seconds}${SEOUL_UTC_OFFSET}`);
  // Date parses '2026-02-30' as 2 March: a day that does not come back out is refused too.
  if (Number.isNaN(instant.getTime()) || seoulToday(instant) !== ymd) throw new RangeError(`Invalid Seoul time: ${ymd} ${time}`);
  return instant;
}
