import type { ComplexSummary } from '@ipju/contract';
import { formatDate } from '../../../lib/format';

/** '2026.11.28 (토) ~ 2027.01.31 (일)', else the month ('2026년 11월'), else '미정'. */
export function moveInPeriodText(c: Pick<ComplexSummary, 'moveInStart' | 'moveInEnd' | 'moveInMonth'>): string {
  if (c.moveInStart) return `${formatDate(c.moveInStart, { weekday: false })}${c.moveInEnd ? ` ~ ${formatDate(c.moveInEnd, { weekday: false })}` : ''}`;
  if (c.moveInMonth) {
    const [year, month] = c.moveInMonth.split('-');
    return `${year}년 ${Number(month)}월`;
  }
  return '미정';
}
