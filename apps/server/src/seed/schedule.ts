import type { Tx } from '../db/client';
import { partnerClosedDates, refundPolicies, slotUsage } from '../db/schema';
import { PARTNERS } from './data/partners';
import { FULL_SLOTS, HOLIDAYS, REFUND_POLICIES, SEED_SLOT_CAPACITY } from './data/schedule';

/**
 * Refund policies, holiday closures of every demo partner and a few booked-out slots. Rows that exist are
 * left alone, like the rest of the seed.
 */
export async function insertScheduleDefaults(tx: Tx): Promise<void> {
  await tx.insert(refundPolicies).values(REFUND_POLICIES).onConflictDoNothing();
  await tx
    .insert(partnerClosedDates)
    .values(PARTNERS.flatMap((p) => HOLIDAYS.map(([closedDate, reason]) => ({ partnerIdx: p.partnerIdx, closedDate, reason }))))
    .onConflictDoNothing();
  await tx
    .insert(slotUsage)
    .values(
      FULL_SLOTS.map((s) => ({
        partnerIdx: s.partnerIdx,
        visitDate: s.visitDate,
        slotHour: s.hour,
        capacity: SEED_SLOT_CAPACITY,
        held: SEED_SLOT_CAPACITY,
      })),
    )
    .onConflictDoNothing();
}
