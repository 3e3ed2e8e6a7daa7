/**
 * The cautions' words and rules that the web shows or checks (timings, their labels, the guest key's shape),
 * without zod: a page that imports them does not load the schema library (cautions.ts holds the schemas).
 */
export const CAUTION_TIMINGS = ['before', 'on_day', 'after'] as const;
export type CautionTiming = (typeof CAUTION_TIMINGS)[number];

export const CAUTION_TIMING_LABELS: Record<CautionTiming, string> = {
  before: '방문 전',
  on_day: '방문 당일',
  after: '작업 후',
};

/** The statuses of a booked visit (paid or awaiting the deposit, not finished). */
export const BOOKED_VISIT_STATUSES = ['awaiting_deposit', 'awaiting_work', 'in_progress'] as const;

export const GUEST_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
