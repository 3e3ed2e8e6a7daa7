import { parseYmd, weekdayOf } from '@ipju/contract';

/** SPEC section 3's weekday names, Sunday first (as weekdayOf counts). */
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** '2026-12-05' -> '2026.12.05 (토)': how messages name a calendar date (the web shows the same form). */
export function formatKoreanDate(ymd: string): string {
  const { year, month, day } = parseYmd(ymd);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}.${pad(month)}.${pad(day)} (${WEEKDAYS[weekdayOf(ymd)]})`;
}

/** 12000 -> '12,000원'. */
export const formatWon = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;
