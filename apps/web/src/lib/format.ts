import { isYmd, parseYmd, seoulDateParts, toYmd, weekdayOf, UNDECIDED } from './schedule';

export const WEEKDAYS_SHORT = ['일', '월', '화', '수', '목', '금', '토'] as const;
export const WEEKDAYS_LONG = ['일요일', '월요일', '화요일', '수요일', '목요일', '금요일', '토요일'] as const;

/** 123000 -> '123,000', '123,000원' and 1000 -> '1,000P': the contract's, so the server's notices and the screens agree. */
export { formatNumber, formatPoints, formatWon } from '@ipju/contract';

function toSeoulYmd(value: string | Date): string | null {
  if (typeof value === 'string') {
    if (isYmd(value)) return value;
    const time = Date.parse(value);
    if (Number.isNaN(time)) return null;
    return toYmd(seoulDateParts(new Date(time)));
  }
  if (Number.isNaN(value.getTime())) return null;
  return toYmd(seoulDateParts(value));
}

/**
 * '2026-12-05' -> '2026.12.05 (토)'. Instants (Date or ISO timestamps) are shown in Asia/Seoul.
 * '미정' stays '미정'. Pass { weekday: false } for '2026.12.05'.
 */
export function formatDate(value: string | Date, options: { weekday?: boolean } = {}): string {
  if (value === UNDECIDED) return UNDECIDED;
  const ymd = toSeoulYmd(value);
  if (!ymd) return '';
  const { year, month, day } = parseYmd(ymd);
  const base = `${year}.${String(month).padStart(2, '0')}.${String(day).padStart(2, '0')}`;
  if (options.weekday === false) return base;
  return `${base} (${WEEKDAYS_SHORT[weekdayOf(ymd)] ?? ''})`;
}

/** 9 -> '오전 9시', 13 -> '오후 1시', 12 -> '오후 12시', 0 -> '오전 12시'; minutes optional. */
export function formatHour(hour: number, minute = 0): string {
  const h = ((Math.trunc(hour) % 24) + 24) % 24;
  const period = h < 12 ? '오전' : '오후';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return minute > 0 ? `${period} ${h12}시 ${minute}분` : `${period} ${h12}시`;
}

/**
 * Hyphenates Korean phone numbers, also while typing:
 * '01012345678' -> '010-1234-5678', '0101234' -> '010-1234', '0212345678' -> '02-1234-5678',
 * '0311234567' -> '031-123-4567', '15881234' -> '1588-1234'.
 */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 11);
  const n = digits.length;
  if (n === 0) return '';

  // Nationwide numbers such as 1588-1234.
  if (/^1[5-9]/.test(digits) && n <= 8) {
    return n <= 4 ? digits : `${digits.slice(0, 4)}-${digits.slice(4)}`;
  }

  // Seoul area code 02.
  if (digits.startsWith('02')) {
    const d = digits.slice(0, 10);
    const len = d.length;
    if (len <= 2) return d;
    if (len <= 5) return `${d.slice(0, 2)}-${d.slice(2)}`;
    if (len <= 9) return `${d.slice(0, 2)}-${d.slice(2, 5)}-${d.slice(5)}`;
    return `${d.slice(0, 2)}-${d.slice(2, 6)}-${d.slice(6)}`;
  }

  if (n <= 3) return digits;
  if (n <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  // Complete 10-digit numbers (011-123-4567, 031-123-4567) use a 3-digit middle part.
  if (n === 10 && !digits.startsWith('010')) {
    return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

/** Digits only, at most 11: what forms send to the server. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, 11);
}

export { formatBuilders, formatPyeong } from '@ipju/contract';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Relative time for posts and reviews: '방금 전', '5분 전', '3시간 전', '3일 전', '2개월 전', '1년 전'. */
export function relativeTime(value: string | number | Date, now: Date | number = Date.now()): string {
  const time = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  const nowMs = now instanceof Date ? now.getTime() : now;
  if (Number.isNaN(time)) return '';
  const diff = nowMs - time;
  if (diff < MINUTE) return '방금 전';
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}분 전`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)}시간 전`;
  const days = Math.floor(diff / DAY);
  if (days < 30) return `${days}일 전`;
  if (days < 365) return `${Math.floor(days / 30)}개월 전`;
  return `${Math.floor(days / 365)}년 전`;
}

