/**
 * Schedule factories: slot rows, closed days and refund policies, plus month/date helpers relative to the
 * real today (Asia/Seoul), so tests keep passing next month and next year.
 *
 *   bookableMonth(offset = 1)           -> 'YYYY-MM', `offset` months after the current Seoul month (0-12 are bookable).
 *   dayIn(month, day)                   -> 'YYYY-MM-DD' of that month.
 *   createSlotUsage(db, { partnerIdx, visitDate, slotHour?, capacity?, held? })
 *                                       -> a slot_usage row (hour null/omitted = the whole-day slot; default 3 of 3 held).
 *   fillSlot(db, partnerIdx, visitDate, hour) -> the slot at capacity (3 of 3).
 *   createClosedDate(db, { partnerIdx, closedDate, reason? }) -> a partner_closed_dates row.
 *   createRefundPolicy(db, { policyKey, ... }) -> a refund_policies row (defaults: 3 days, 10%, 30%, change 2 days).
 */
import { addMonths, seoulToday } from '@ipju/contract';
import type { Db } from '../../src/db/client';
import { partnerClosedDates, refundPolicies, SLOT_WHOLE_DAY, slotUsage } from '../../src/db/schema';
import { forgetRefundPolicies } from '../../src/modules/refund-policies';

export const bookableMonth = (offset = 1) => addMonths(seoulToday(), offset).slice(0, 7);

export const dayIn = (month: string, day: number) => `${month}-${String(day).padStart(2, '0')}`;

export async function createSlotUsage(
  db: Db,
  values: { partnerIdx: number; visitDate: string; slotHour?: number | null; capacity?: number; held?: number },
) {
  const capacity = values.capacity ?? 3;
  const [row] = await db
    .insert(slotUsage)
    .values({
      partnerIdx: values.partnerIdx,
      visitDate: values.visitDate,
      slotHour: values.slotHour ?? SLOT_WHOLE_DAY,
      capacity,
      held: values.held ?? capacity,
    })
    .returning();
  // The app keeps policies per process (policy-cache.ts); a row written behind its back is read again.
  forgetRefundPolicies(db);
  return row!;
}

export const fillSlot = (db: Db, partnerIdx: number, visitDate: string, hour: number | null) =>
  createSlotUsage(db, { partnerIdx, visitDate, slotHour: hour, capacity: 3, held: 3 });

export async function createClosedDate(db: Db, values: { partnerIdx: number; closedDate: string; reason?: string }) {
  const [row] = await db.insert(partnerClosedDates).values(values).returning();
  return row!;
}

export async function createRefundPolicy(
  db: Db,
  values: { policyKey: string } & Partial<typeof refundPolicies.$inferInsert>,
) {
  const [row] = await db
    .insert(refundPolicies)
    .values({ freeCancelDays: 3, lateFeePercent: 10, sameDayFeePercent: 30, dateChangeDays: 2, note: null, ...values })
    .returning();
  // The app keeps policies per process (policy-cache.ts); a row written behind its back is read again.
  forgetRefundPolicies(db);
  return row!;
}
