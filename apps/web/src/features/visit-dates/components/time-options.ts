import type { VisitTimeOption } from '@ipju/contract';

/** The modal's time options (key -> label) from an item's visit times; 'null' is the happy-call option. */
export function timeOptionsOf(visitTimes: readonly VisitTimeOption[]): Record<string, string> {
  return Object.fromEntries(visitTimes.map((t) => [t.hour === null ? 'null' : String(t.hour), t.label]));
}

/** Whether the item's time is agreed at the happy call (no hour to pick). */
export const isHappyCall = (visitTimes: readonly VisitTimeOption[]) => visitTimes.every((t) => t.hour === null);
