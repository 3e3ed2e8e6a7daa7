// Kept free of zod: the web calendar and the server's date rules share these functions.
/**
 * Calendar-date helpers. Dates are plain 'YYYY-MM-DD' strings (no time zone); "today" is always
 * computed in Asia/Seoul (seoul-time.ts).
 */
import { seoulDateParts } from './seoul-time';

export const UNDECIDED = '미정';
export type Undecided = typeof UNDECIDED;

const DAY_MS = 24 * 60 * 60 * 1000;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DateParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export function isYmd(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const m = YMD.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function parseYmd(ymd: string): DateParts {
  const m = YMD.exec(ymd);
  if (!m) throw new RangeError(`Invalid date string: ${ymd}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

const pad = (n: number, len = 2) => String(n).padStart(len, '0');

export function toYmd({ year, month, day }: DateParts): string {
  // Normalise overflow (e.g. day 33) through Date.UTC.
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function addDays(ymd: string, days: number): string {
  const { year, month, day } = parseYmd(ymd);
  return toYmd({ year, month, day: day + days });
}

/** Adds months to a 'YYYY-MM' or 'YYYY-MM-DD' string and returns the first of that month. */
export function addMonths(ymd: string, months: number): string {
  const { year, month } = parseYmd(ymd.length === 7 ? `${ymd}-01` : ymd);
  return toYmd({ year, month: month + months, day: 1 });
}

export function startOfMonth(ymd: string): string {
  const { year, month } = parseYmd(ymd);
  return toYmd({ year, month, day: 1 });
}

/** 0 = Sunday ... 6 = Saturday */
export function weekdayOf(ymd: string): number {
  const { year, month, day } = parseYmd(ymd);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function compareYmd(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function diffDays(a: string, b: string): number {
  const pa = parseYmd(a);
  const pb = parseYmd(b);
  return Math.round((Date.UTC(pa.year, pa.month - 1, pa.day) - Date.UTC(pb.year, pb.month - 1, pb.day)) / DAY_MS);
}

/**
 * SPEC section 5: selectable dates start from the 1st of the current month plus
 * (day-of-month + 3) days, i.e. about three days after today, computed in Asia/Seoul.
 * 2026-11-22 (Seoul) -> 2026-11-26.
 */
export function earliestSelectableDate(now: Date = new Date()): string {
  const { year, month, day } = seoulDateParts(now);
  const firstOfMonth = toYmd({ year, month, day: 1 });
  return addDays(firstOfMonth, day + 3);
}

/**
 * The weeks (Sunday first) covering a month: each cell a 'YYYY-MM-DD' or null outside the month.
 */
export function monthMatrix(year: number, month: number): (string | null)[][] {
  const first = toYmd({ year, month, day: 1 });
  const lead = weekdayOf(first);
  const total = daysInMonth(year, month);
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= total; d += 1) cells.push(toYmd({ year, month, day: d }));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** SPEC section 3's weekday names, Sunday first. */
export const WEEKDAY_NAMES = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** '2026-12-05' -> '2026.12.05 (토)' (DESIGN.md's date format); without the weekday: '2026.12.05'. */
export function formatYmd(ymd: string, withWeekday = true): string {
  const { year, month, day } = parseYmd(ymd);
  const base = `${year}.${String(month).padStart(2, '0')}.${String(day).padStart(2, '0')}`;
  return withWeekday ? `${base} (${WEEKDAY_NAMES[weekdayOf(ymd)]})` : base;
}
