import { z } from 'zod';

/**
 * Visit-time option lists (SPEC section 3): hour (24 h) to label; `hour: null` means no preferred time
 * (the time is agreed on the happy call). A category names its set in `categories.visit_time_set`; an
 * item may override it (`items.visit_time_set`: items 114 and 181 share one list, 527 and 528 another).
 */
export const VISIT_TIME_SET_KEYS = [
  'refrigerator',
  'inspection',
  'morningAfternoon',
  'morningAfternoon14',
  'happyCall',
] as const;
export type VisitTimeSetKey = (typeof VISIT_TIME_SET_KEYS)[number];
export const visitTimeSetKey = z.enum(VISIT_TIME_SET_KEYS);

export const visitTimeOption = z.object({
  hour: z.number().int().min(0).max(23).nullable().describe('방문 시각(시), null은 해피콜 때 협의'),
  label: z.string().describe('예: 오전 9시'),
});
export type VisitTimeOption = z.infer<typeof visitTimeOption>;

/** 9 -> '오전 9시', 13 -> '오후 1시', 12 -> '오후 12시'. */
export function hourLabel(hour: number): string {
  if (hour < 12) return `오전 ${hour === 0 ? 12 : hour}시`;
  return `오후 ${hour === 12 ? 12 : hour - 12}시`;
}

export const HAPPY_CALL_LABEL = '해피콜 시 시간 협의';

const hours = (...hs: number[]): VisitTimeOption[] => hs.map((hour) => ({ hour, label: hourLabel(hour) }));

export const VISIT_TIME_SETS: Record<VisitTimeSetKey, readonly VisitTimeOption[]> = {
  /** Refrigerator door refinishing (freezerref). */
  refrigerator: hours(9, 11, 13, 15),
  /** Pre-move-in inspection (homeinsp). */
  inspection: hours(10, 12, 14),
  /** Every other category. */
  morningAfternoon: hours(9, 13),
  morningAfternoon14: hours(9, 14),
  happyCall: [{ hour: null, label: HAPPY_CALL_LABEL }],
};

/** The set a category uses unless the seed says otherwise. */
export function defaultVisitTimeSet(categoryCode: string): VisitTimeSetKey {
  if (categoryCode === 'freezerref') return 'refrigerator';
  if (categoryCode === 'homeinsp') return 'inspection';
  return 'morningAfternoon';
}

const isKey = (v: string | null | undefined): v is VisitTimeSetKey =>
  !!v && (VISIT_TIME_SET_KEYS as readonly string[]).includes(v);

/** The item's own set when it has one, else its category's set, else the default for the category code. */
export function visitTimeSetFor(item: {
  visitTimeSet?: string | null;
  categoryCode: string;
  categoryVisitTimeSet?: string | null;
}): VisitTimeSetKey {
  if (isKey(item.visitTimeSet)) return item.visitTimeSet;
  if (isKey(item.categoryVisitTimeSet)) return item.categoryVisitTimeSet;
  return defaultVisitTimeSet(item.categoryCode);
}

/** The visit-time options offered for an item: item override ?? category set. */
export function visitTimeOptionsFor(item: {
  visitTimeSet?: string | null;
  categoryCode: string;
  categoryVisitTimeSet?: string | null;
}): readonly VisitTimeOption[] {
  return VISIT_TIME_SETS[visitTimeSetFor(item)];
}
