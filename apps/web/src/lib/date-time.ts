import { diffDays, seoulClock, seoulToday } from './schedule';
import { formatDate, formatHour } from './format';

/** The Seoul day and time of an instant or ISO timestamp; null when it does not parse. */
function seoulDayAndTime(value: string | Date): { ymd: string; hour: number; minute: number } | null {
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(time)) return null;
  const instant = new Date(time);
  const { hour, minute } = seoulClock(instant);
  return { ymd: seoulToday(instant), hour, minute };
}

/** '2026-11-22T04:48:00Z' -> { date: '2026.11.22 (일)', time: '오후 1시 48분' } (Asia/Seoul). */
export function dateTimeParts(value: string | Date): { date: string; time: string } | null {
  const clock = seoulDayAndTime(value);
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
  const clock = seoulDayAndTime(value);
  if (!clock) return null;
  return diffDays(clock.ymd, seoulToday(now));
}

/** 'D-3', 'D-DAY' for a deadline; null when it has passed. */
export function dDayLabel(value: string | Date, now: Date = new Date()): string | null {
  const days = daysUntil(value, now);
  if (days === null || days < 0) return null;
  return days === 0 ? 'D-DAY' : `D-${days}`;
}
