import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { partnerClosedDates, partners, slotUsage } from '../../db/schema';

/** One slot as stored: the hour is 0-23 or SLOT_WHOLE_DAY. */
export interface SlotKey {
  partnerIdx: number;
  visitDate: string;
  slotHour: number;
}

const slotIs = (k: SlotKey) =>
  and(eq(slotUsage.partnerIdx, k.partnerIdx), eq(slotUsage.visitDate, k.visitDate), eq(slotUsage.slotHour, k.slotHour));

/**
 * What decides a slot's state, in one round trip: whether the partner exists, whether the day is closed,
 * the partner's default capacity and the slot's row if it has one.
 */
export async function readSlot(db: DbOrTx, k: SlotKey) {
  const [row] = await db
    .select({
      defaultCapacity: partners.slotCapacity,
      closed: sql<boolean>`exists (select 1 from ${partnerClosedDates} where ${partnerClosedDates.partnerIdx} = ${partners.partnerIdx} and ${partnerClosedDates.closedDate} = ${k.visitDate})`,
      capacity: slotUsage.capacity,
      held: slotUsage.held,
    })
    .from(partners)
    .leftJoin(slotUsage, and(eq(slotUsage.partnerIdx, partners.partnerIdx), eq(slotUsage.visitDate, k.visitDate), eq(slotUsage.slotHour, k.slotHour)))
    .where(eq(partners.partnerIdx, k.partnerIdx));
  return row;
}

/** Creates the slot's row with the partner's default capacity unless it exists (no row for an unknown partner). */
export async function ensureSlotRow(db: DbOrTx, k: SlotKey): Promise<void> {
  await db.execute(sql`
    insert into ${slotUsage} (partner_idx, visit_date, slot_hour, capacity, held)
    select ${partners.partnerIdx}, ${k.visitDate}::date, ${k.slotHour}, ${partners.slotCapacity}, 0
    from ${partners} where ${partners.partnerIdx} = ${k.partnerIdx}
    on conflict do nothing`);
}

/** Takes one visit of the slot if one is left; the new held count, or undefined when the slot is full. */
export async function incrementHeld(db: DbOrTx, k: SlotKey): Promise<number | undefined> {
  const [row] = await db
    .update(slotUsage)
    .set({ held: sql`${slotUsage.held} + 1`, updatedAt: sql`now()` })
    .where(and(slotIs(k), lt(slotUsage.held, slotUsage.capacity)))
    .returning({ held: slotUsage.held });
  return row?.held;
}

/** Gives one visit back; never below zero. */
export async function decrementHeld(db: DbOrTx, k: SlotKey): Promise<void> {
  await db
    .update(slotUsage)
    .set({ held: sql`${slotUsage.held} - 1`, updatedAt: sql`now()` })
    .where(and(slotIs(k), gt(slotUsage.held, 0)));
}

/**
 * Sets the slot's capacity (creating its row for a known partner) unless more visits are held than the
 * new capacity. Returns the row when it changed, undefined otherwise.
 */
export async function upsertCapacity(db: DbOrTx, k: SlotKey, capacity: number) {
  const [row] = await db
    .insert(slotUsage)
    .values({ partnerIdx: k.partnerIdx, visitDate: k.visitDate, slotHour: k.slotHour, capacity, held: 0 })
    .onConflictDoUpdate({
      target: [slotUsage.partnerIdx, slotUsage.visitDate, slotUsage.slotHour],
      set: { capacity, updatedAt: sql`now()` },
      setWhere: sql`${slotUsage.held} <= ${capacity}`,
    })
    .returning({ capacity: slotUsage.capacity, held: slotUsage.held });
  return row;
}

export async function findSlotRow(db: DbOrTx, k: SlotKey) {
  const [row] = await db.select({ capacity: slotUsage.capacity, held: slotUsage.held }).from(slotUsage).where(slotIs(k));
  return row;
}

export async function partnerExists(db: DbOrTx, partnerIdx: number): Promise<boolean> {
  const [row] = await db.select({ idx: partners.partnerIdx }).from(partners).where(eq(partners.partnerIdx, partnerIdx));
  return row !== undefined;
}

/** Closes a day (or updates the reason of a closed one). */
export async function upsertClosedDate(db: DbOrTx, partnerIdx: number, closedDate: string, reason: string): Promise<void> {
  await db
    .insert(partnerClosedDates)
    .values({ partnerIdx, closedDate, reason })
    .onConflictDoUpdate({ target: [partnerClosedDates.partnerIdx, partnerClosedDates.closedDate], set: { reason } });
}

/** Opens a closed day again; whether it was closed. */
export async function deleteClosedDate(db: DbOrTx, partnerIdx: number, closedDate: string): Promise<boolean> {
  const rows = await db
    .delete(partnerClosedDates)
    .where(and(eq(partnerClosedDates.partnerIdx, partnerIdx), eq(partnerClosedDates.closedDate, closedDate)))
    .returning({ partnerIdx: partnerClosedDates.partnerIdx });
  return rows.length > 0;
}
