import { formatDate } from '../../../lib/format';
import { UNDECIDED, isYmd } from '../../../lib/schedule';

/** '희망일 2026.12.05 (토) 오전 9시', '희망일 미정', or '희망일을 골라 주세요' (no date yet). */
export function visitLabel(tz: string | null, timeLabel: string | null): string {
  if (tz === UNDECIDED) return '희망일 미정';
  if (!tz || !isYmd(tz)) return '희망일을 골라 주세요';
  return timeLabel ? `희망일 ${formatDate(tz)} ${timeLabel}` : `희망일 ${formatDate(tz)}`;
}

/** A line still without any desired date (neither a day nor 미정) cannot be paid for yet. */
export const needsDate = (line: { tz: string | null }) => line.tz === null;
