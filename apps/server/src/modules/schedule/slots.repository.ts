import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { items, offlineOrders, orderLines, orders, partnerClosedDates, partners, partnerWeeklyCapacity, quoteVisits, slotUsage } from '../../db/schema';

/** One slot as stored: the hour is 0-23 or SLOT_WHOLE_DAY. */
export interface SlotKey {
  partnerIdx: number;
  visitDate: string;
  slotHour: number;
}

const slotIs = (k: SlotKey) =>
  and(eq(slotUsage.partnerIdx, k.partnerIdx), eq(slotUsage.visitDate, k.visitDate), eq(slotUsage.slotHour, k.slotHour));

/** The weekly template's capacity of the slot's weekday and hour (null without one), as an SQL expression. */
const templateCapacity = (k: SlotKey) =>
  sql<number | null>`(select ${partnerWeeklyCapacity.capacity} from ${partnerWeeklyCapacity} where ${partnerWeeklyCapacity.partnerIdx} = ${k.partnerIdx} and ${partnerWeeklyCapacity.weekday} = extract(dow from ${k.visitDate}::date)::int and ${partnerWeeklyCapacity.slotHour} = ${k.slotHour})`;

/** Advisory lock spaces (two-int form; the zzims module uses 4_120_771). */
const PARTNER_LOCK_SPACE = 4_120_801;

/**
 * Serializes what changes a partner's capacity with holding its slots, for this transaction: holds take the
 * partner shared (holds never wait on each other) and the day shared; closing a day takes the day exclusive;
 * a weekly template change takes the partner exclusive. The day key packs the partner and the day number
 * into one bigint (its own lock space: the one-bigint form never meets the two-int form).
 */
export async function lockPartnerDay(db: DbOrTx, partnerIdx: number, visitDate: string, mode: 'shared' | 'exclusive'): Promise<void> {
  const days = Math.round(Date.parse(`${visitDate}T00:00:00Z`) / 86_400_000);
  const key = (BigInt(partnerIdx) << 20n) | BigInt(days & 0xfffff);
  await db.execute(sql`select pg_advisory_xact_lock_shared(${PARTNER_LOCK_SPACE}::int, ${partnerIdx}::int)`);
  await db.execute(
    mode === 'shared' ? sql`select pg_advisory_xact_lock_shared(${key.toString()}::bigint)` : sql`select pg_advisory_xact_lock(${key.toString()}::bigint)`,
  );
}

/** The partner's exclusive lock: no hold or closing of its days runs until this transaction ends. */
export async function lockPartner(db: DbOrTx, partnerIdx: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${PARTNER_LOCK_SPACE}::int, ${partnerIdx}::int)`);
}

/**
 * What decides a slot's state, in one round trip: whether the partner exists, whether the day is closed,
 * the partner's default capacity, the weekly template's capacity and the slot's row if it has one.
 */
export async function readSlot(db: DbOrTx, k: SlotKey) {
  const [row] = await db
    .select({
      defaultCapacity: partners.slotCapacity,
      templateCapacity: templateCapacity(k),
      closed: sql<boolean>`exists (select 1 from ${partnerClosedDates} where ${partnerClosedDates.partnerIdx} = ${partners.partnerIdx} and ${partnerClosedDates.closedDate} = ${k.visitDate})`,
      capacity: slotUsage.capacity,
      held: slotUsage.held,
    })
    .from(partners)
    .leftJoin(slotUsage, and(eq(slotUsage.partnerIdx, partners.partnerIdx), eq(slotUsage.visitDate, k.visitDate), eq(slotUsage.slotHour, k.slotHour)))
    .where(eq(partners.partnerIdx, k.partnerIdx));
  return row;
}

/**
 * Creates the slot's row unless it exists (no row for an unknown partner), with the weekly template's
 * capacity of its weekday and hour, else the partner's default capacity.
 */
export async function ensureSlotRow(db: DbOrTx, k: SlotKey): Promise<void> {
  await db.execute(sql`
    insert into ${slotUsage} (partner_idx, visit_date, slot_hour, capacity, held)
    select ${partners.partnerIdx}, ${k.visitDate}::date, ${k.slotHour}, coalesce(${templateCapacity(k)}, ${partners.slotCapacity}), 0
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
    .values({ partnerIdx: k.partnerIdx, visitDate: k.visitDate, slotHour: k.slotHour, capacity, held: 0, capacityOverride: true })
    .onConflictDoUpdate({
      target: [slotUsage.partnerIdx, slotUsage.visitDate, slotUsage.slotHour],
      set: { capacity, capacityOverride: true, updatedAt: sql`now()` },
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

/**
 * Gives a date's slot back to the weekly template (template value, else the default) unless more visits are
 * held than that; the row when it changed, undefined when refused, null when there is no row to change.
 */
export async function resetCapacity(db: DbOrTx, k: SlotKey) {
  const rows = await db.execute<{ capacity: number; held: number }>(sql`
    update ${slotUsage} set capacity = v.capacity, capacity_override = false, updated_at = now()
    from (select coalesce(${templateCapacity(k)}, (select ${partners.slotCapacity} from ${partners} where ${partners.partnerIdx} = ${k.partnerIdx})) as capacity) v
    where ${slotUsage.partnerIdx} = ${k.partnerIdx} and ${slotUsage.visitDate} = ${k.visitDate} and ${slotUsage.slotHour} = ${k.slotHour}
      and ${slotUsage.held} <= v.capacity
    returning ${slotUsage.capacity} as capacity, ${slotUsage.held} as held`);
  return rows.rows[0];
}

/** The total of visits held on the partner's day (every slot). */
export async function heldOnDay(db: DbOrTx, partnerIdx: number, visitDate: string): Promise<number> {
  const [row] = await db
    .select({ held: sql<number>`coalesce(sum(${slotUsage.held}), 0)::int` })
    .from(slotUsage)
    .where(and(eq(slotUsage.partnerIdx, partnerIdx), eq(slotUsage.visitDate, visitDate)));
  return row?.held ?? 0;
}

/** The order lines holding a slot of the partner on these (date, hour) pairs, with their short order numbers. */
export async function linesHolding(db: DbOrTx, partnerIdx: number, dates: readonly string[]) {
  if (!dates.length) return [];
  return db
    .select({
      orderNo: orders.orderNo,
      itemName: orderLines.itemName,
      visitDate: orderLines.visitDate,
      visitHour: orderLines.visitHour,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .where(and(eq(orderLines.partnerIdx, partnerIdx), inArray(orderLines.visitDate, [...dates]), eq(orderLines.slotHeld, true)))
    .orderBy(asc(orderLines.visitDate), asc(orderLines.visitHour), asc(orderLines.lineIdx));
}

/**
 * The company's offline jobs (modules/offline-orders) holding a slot on these dates: every one with a date
 * that is not cancelled holds its visit's slot, like a sold online line.
 */
export async function offlineJobsHolding(db: DbOrTx, partnerIdx: number, dates: readonly string[]) {
  if (!dates.length) return [];
  return db
    .select({
      offlineIdx: offlineOrders.offlineIdx,
      customerName: offlineOrders.customerName,
      itemName: items.name,
      visitDate: offlineOrders.visitDate,
      visitHour: offlineOrders.visitHour,
    })
    .from(offlineOrders)
    .innerJoin(items, eq(items.itemIdx, offlineOrders.itemIdx))
    .where(and(eq(offlineOrders.partnerIdx, partnerIdx), inArray(offlineOrders.visitDate, [...dates]), sql`${offlineOrders.status} <> 'cancelled'`))
    .orderBy(asc(offlineOrders.visitDate), asc(offlineOrders.visitHour), asc(offlineOrders.offlineIdx));
}

/** The 방문 견적 visits (modules/reserve) holding a slot on these dates: every booked one holds its visit's slot. */
export async function quoteVisitsHolding(db: DbOrTx, partnerIdx: number, dates: readonly string[]) {
  if (!dates.length) return [];
  return db
    .select({ itemName: items.name, contactName: quoteVisits.contactName, visitDate: quoteVisits.visitDate, visitHour: quoteVisits.visitHour })
    .from(quoteVisits)
    .innerJoin(items, eq(items.itemIdx, quoteVisits.itemIdx))
    .where(and(eq(quoteVisits.partnerIdx, partnerIdx), inArray(quoteVisits.visitDate, [...dates]), eq(quoteVisits.status, 'booked'), eq(quoteVisits.slotHeld, true)))
    .orderBy(asc(quoteVisits.visitDate), asc(quoteVisits.visitHour), asc(quoteVisits.quoteVisitIdx));
}

/** The partner's weekly template rows. */
export function listWeekly(db: DbOrTx, partnerIdx: number) {
  return db
    .select({ weekday: partnerWeeklyCapacity.weekday, slotHour: partnerWeeklyCapacity.slotHour, capacity: partnerWeeklyCapacity.capacity })
    .from(partnerWeeklyCapacity)
    .where(eq(partnerWeeklyCapacity.partnerIdx, partnerIdx));
}

/** Sets one cell of the weekly template. */
export async function upsertWeekly(db: DbOrTx, partnerIdx: number, weekday: number, slotHour: number, capacity: number): Promise<void> {
  await db
    .insert(partnerWeeklyCapacity)
    .values({ partnerIdx, weekday, slotHour, capacity })
    .onConflictDoUpdate({
      target: [partnerWeeklyCapacity.partnerIdx, partnerWeeklyCapacity.weekday, partnerWeeklyCapacity.slotHour],
      set: { capacity, updatedAt: sql`now()` },
    });
}

/**
 * Moves the template's future slot rows (from `from`, not a date's own override) of one weekday and hour to
 * the new capacity where no more are held; returns the dates refused (more held than the capacity).
 */
export async function applyWeekly(
  db: DbOrTx,
  partnerIdx: number,
  weekday: number,
  slotHour: number,
  capacity: number,
  from: string,
): Promise<string[]> {
  const same = and(
    eq(slotUsage.partnerIdx, partnerIdx),
    eq(slotUsage.slotHour, slotHour),
    gte(slotUsage.visitDate, from),
    eq(slotUsage.capacityOverride, false),
    sql`extract(dow from ${slotUsage.visitDate})::int = ${weekday}`,
  );
  const refused = await db
    .select({ date: slotUsage.visitDate })
    .from(slotUsage)
    .where(and(same, gt(slotUsage.held, capacity)))
    .orderBy(asc(slotUsage.visitDate));
  if (refused.length) return refused.map((r) => r.date);
  await db.update(slotUsage).set({ capacity, updatedAt: sql`now()` }).where(same);
  return [];
}

/** The partner's slot rows of one day. */
export function daySlotRows(db: DbOrTx, partnerIdx: number, visitDate: string) {
  return db
    .select({ slotHour: slotUsage.slotHour, capacity: slotUsage.capacity, held: slotUsage.held, override: slotUsage.capacityOverride })
    .from(slotUsage)
    .where(and(eq(slotUsage.partnerIdx, partnerIdx), eq(slotUsage.visitDate, visitDate)));
}

/** partners.slot_capacity (0 for an unknown partner). */
export async function defaultCapacity(db: DbOrTx, partnerIdx: number): Promise<number> {
  const [row] = await db.select({ capacity: partners.slotCapacity }).from(partners).where(eq(partners.partnerIdx, partnerIdx));
  return row?.capacity ?? 0;
}
