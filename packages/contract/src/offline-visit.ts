// Kept free of zod: the server checks an offline order's visit with it, and the console's date picker offers
// exactly what it allows (docs/PARTNER.md "Offline orders and payment links").
import { formatYmd, WEEKDAY_NAMES, weekdayOf } from './calendar';
import { seoulClock, seoulToday } from './seoul-time';
import { hourLabel } from './visit-times';

/** The hours an offline visit can start at, before the company's own opening hours narrow them (6시-21시). */
export const OFFLINE_VISIT_HOUR_MIN = 6;
export const OFFLINE_VISIT_HOUR_MAX = 21;

/** A company's weekly opening hours as stored (partners.hours): mon..sun, null (or missing) = 쉬는 요일. */
export type WeeklyOpeningHours = Partial<Record<string, { open: string; close: string } | null>>;

const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The opening hours of a date's weekday, or null on the company's day off. */
export function openingHoursOn(weekly: WeeklyOpeningHours, date: string): { open: string; close: string } | null {
  return weekly[DAY_KEYS[weekdayOf(date)]!] ?? null;
}

/**
 * The hours an offline visit may start at on a date: inside the weekday's opening hours (from the opening time,
 * and before the closing time), and on today (Asia/Seoul) only hours still ahead. Empty on a past day, on the
 * company's day off, or today after its last hour. The calendar's closed days (휴무) are the schedule's rule and
 * are not known here: the server checks them on the slot, the picker disables them from the calendar.
 */
export function offlineVisitHours(weekly: WeeklyOpeningHours, date: string, now: Date = new Date()): number[] {
  const today = seoulToday(now);
  if (date < today) return [];
  const day = openingHoursOn(weekly, date);
  if (!day) return [];
  const clock = seoulClock(now);
  const nowMinutes = date === today ? clock.hour * 60 + clock.minute : -1;
  const open = minutesOf(day.open);
  const close = minutesOf(day.close);
  const hours: number[] = [];
  for (let h = OFFLINE_VISIT_HOUR_MIN; h <= OFFLINE_VISIT_HOUR_MAX; h++) {
    const start = h * 60;
    if (start >= open && start < close && start > nowMinutes) hours.push(h);
  }
  return hours;
}

/** Why a visit cannot be booked for an offline order: the field to name and a Korean message, or null when it can. */
export function offlineVisitProblem(
  weekly: WeeklyOpeningHours,
  visit: { date: string; hour: number | null },
  now: Date = new Date(),
): { field: 'visitDate' | 'visitHour'; message: string } | null {
  const today = seoulToday(now);
  if (visit.date < today) return { field: 'visitDate', message: '방문일은 오늘이나 그 뒤로 골라 주세요.' };
  const day = openingHoursOn(weekly, visit.date);
  if (!day) {
    return {
      field: 'visitDate',
      message: `${formatYmd(visit.date)}에는 방문을 받을 수 없어요. ${WEEKDAY_NAMES[weekdayOf(visit.date)]}요일은 업체가 쉬는 요일이에요. 영업하는 날을 골라 주세요.`,
    };
  }
  const hours = offlineVisitHours(weekly, visit.date, now);
  if (!hours.length) {
    return { field: 'visitDate', message: '오늘은 영업시간이 끝났어요. 방문일을 내일 이후로 골라 주세요.' };
  }
  if (visit.hour === null || hours.includes(visit.hour)) return null;
  const range = `${hourLabel(hours[0]!)}부터 ${hourLabel(hours[hours.length - 1]!)}까지`;
  const past = visit.date === today && visit.hour < hours[0]! && visit.hour * 60 >= minutesOf(day.open);
  return {
    field: 'visitHour',
    message: past
      ? `방문 시간이 이미 지났어요. 오늘은 ${range} 중에서 골라 주세요.`
      : `방문 시간은 영업시간(${day.open}~${day.close}) 안에서 골라 주세요: ${range}.`,
  };
}
