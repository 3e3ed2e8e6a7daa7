import { diffDays, seoulToday, toYmd } from './schedule';
import { formatDate, formatHour } from './format';

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Hour and minute of an instant in Asia/Seoul. */
function seoulClock(value: string | Date): { ymd: string; hour: number; minute: number } | null {
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(time)) return null;
  const shifted = new Date(time + SEOUL_OFFSET_MS);
  return {
    ymd: toYmd({ year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() }),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** '2026-11-22T04:48:00Z' -> { date: '2026.11.22 (일)', time: '오후 1시 48분' } (Asia/Seoul). */
export function dateTimeParts(value: string | Date): { date: string; time: string } | null {
  const clock = seoulClock(value);
  if (!clock) return null;
  return { date: formatDate(clock.ymd), time: formatHour(clock.hour, clock.minute) };
}

/** '2026-11-22T04:48:00Z' -> '2026.11.22 (일) 오후 1시 48분' (Asia/Seoul). */
export function formatDateTime(value: string | Date): string {
  const parts = dateTimeParts(value);
  return parts ? `${parts.date} ${parts.time}` : '';
}

/**
 * Days from today (Asia/Seoul) to the day of `value`: 0 today, 3 in three days, negative when past.
 */
export function daysUntil(value: string | Date, now: Date = new Date()): number | null {
  const clock = seoulClock(value);
  if (!clock) return null;
  return diffDays(clock.ymd, seoulToday(now));
}

/** 'D-3', 'D-DAY' for a deadline; null when it has passed. */
export function dDayLabel(value: string | Date, now: Date = new Date()): string | null {
  const days = daysUntil(value, now);
  if (days === null || days < 0) return null;
  return days === 0 ? 'D-DAY' : `D-${days}`;
}
