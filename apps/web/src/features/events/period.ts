import type { EventSummary } from '@ipju/contract';
import { formatDate } from '../../lib/format';

/**
 * '2026.11.01 (일) ~ 2026.12.31 (목)'. An event ends at midnight after its last day, so the last day shown
 * is the day before `endsAt`; without an end it runs until further notice ('부터 상시 진행').
 */
export function eventPeriodText(event: Pick<EventSummary, 'startsAt' | 'endsAt'>): string {
  const start = formatDate(event.startsAt);
  if (!event.endsAt) return `${start}부터 상시 진행`;
  return `${start} ~ ${formatDate(new Date(Date.parse(event.endsAt) - 1))}`;
}
