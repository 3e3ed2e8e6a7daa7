import { formatYmd } from './calendar';
import { hourLabel } from './visit-times';

/** What a visit without a date reads as in notices, histories and the console. */
export const NO_VISIT_DATE_WORDS = '방문일 미정';

/**
 * How a booked visit reads wherever the server writes it (notices, order history, the partner console):
 * '2026.12.05 (토) 오전 9시', '2026.12.05 (토)' for a time agreed at the happy call, or '방문일 미정'.
 * One implementation, so a resident's notice, the company's notice and the history say the same words.
 */
export function visitWords(visit: { visitDate: string | null; visitHour: number | null; dateUndecided?: boolean }): string {
  if (visit.dateUndecided || !visit.visitDate) return NO_VISIT_DATE_WORDS;
  return `${formatYmd(visit.visitDate)}${visit.visitHour === null ? '' : ` ${hourLabel(visit.visitHour)}`}`;
}
