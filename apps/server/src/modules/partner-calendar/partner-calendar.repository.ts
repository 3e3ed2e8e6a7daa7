import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, items, orderLines, orders, partnerCalendarEntries, partnerClosedDates } from '../../db/schema';

/** Line statuses the calendar shows: sold visits (not waiting for a payment, failed or cancelled). */
export const SOLD_STATUSES = ['awaiting_deposit', 'awaiting_work', 'in_progress', 'completed'];

/** The partner's sold visits from `from` to `to` (inclusive), by date, time and line. */
export function listVisits(db: DbOrTx, partnerIdx: number, from: string, to: string) {
  return db
    .select({
      lineIdx: orderLines.lineIdx,
      orderNo: orders.orderNo,
      date: orderLines.visitDate,
      hour: orderLines.visitHour,
      itemName: orderLines.itemName,
      categoryName: orderLines.categoryName,
      complexName: orderLines.apartmentName,
      dong: orders.dong,
      ho: orders.ho,
      status: orderLines.status,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .where(and(eq(orderLines.partnerIdx, partnerIdx), between(orderLines.visitDate, from, to), inArray(orderLines.status, SOLD_STATUSES)))
    .orderBy(asc(orderLines.visitDate), sql`${orderLines.visitHour} asc nulls first`, asc(orderLines.lineIdx));
}

export function listClosedDays(db: DbOrTx, partnerIdx: number, from: string, to: string) {
  return db
    .select({ date: partnerClosedDates.closedDate, reason: partnerClosedDates.reason })
    .from(partnerClosedDates)
    .where(and(eq(partnerClosedDates.partnerIdx, partnerIdx), between(partnerClosedDates.closedDate, from, to)))
    .orderBy(asc(partnerClosedDates.closedDate));
}

export async function findClosedDay(db: DbOrTx, partnerIdx: number, date: string) {
  const [row] = await db
    .select({ reason: partnerClosedDates.reason })
    .from(partnerClosedDates)
    .where(and(eq(partnerClosedDates.partnerIdx, partnerIdx), eq(partnerClosedDates.closedDate, date)));
  return row;
}

export type EntryRow = typeof partnerCalendarEntries.$inferSelect;

export function listEntries(db: DbOrTx, partnerIdx: number, from: string, to: string): Promise<EntryRow[]> {
  return db
    .select()
    .from(partnerCalendarEntries)
    .where(and(eq(partnerCalendarEntries.partnerIdx, partnerIdx), between(partnerCalendarEntries.entryDate, from, to)))
    .orderBy(asc(partnerCalendarEntries.entryDate), sql`${partnerCalendarEntries.startTime} asc nulls first`, asc(partnerCalendarEntries.entryIdx));
}

export async function findEntry(db: DbOrTx, entryIdx: number): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(partnerCalendarEntries).where(eq(partnerCalendarEntries.entryIdx, entryIdx));
  return row;
}

type EntryValues = Pick<typeof partnerCalendarEntries.$inferInsert, 'kind' | 'title' | 'entryDate' | 'startTime' | 'endTime' | 'memo'>;

export async function insertEntry(db: DbOrTx, partnerIdx: number, values: EntryValues): Promise<EntryRow> {
  const [row] = await db.insert(partnerCalendarEntries).values({ partnerIdx, ...values }).returning();
  return row!;
}

export async function updateEntry(db: DbOrTx, entryIdx: number, values: EntryValues): Promise<EntryRow> {
  const [row] = await db
    .update(partnerCalendarEntries)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(partnerCalendarEntries.entryIdx, entryIdx))
    .returning();
  return row!;
}

export async function deleteEntry(db: DbOrTx, entryIdx: number): Promise<void> {
  await db.delete(partnerCalendarEntries).where(eq(partnerCalendarEntries.entryIdx, entryIdx));
}

/** The visit-time sets of the partner's items on sale (item override, else the category's). */
export function listItemTimeSets(db: DbOrTx, partnerIdx: number) {
  return db
    .selectDistinct({ visitTimeSet: items.visitTimeSet, categoryCode: items.categoryCode, categoryVisitTimeSet: categories.visitTimeSet })
    .from(items)
    .innerJoin(categories, eq(categories.code, items.categoryCode))
    .where(and(eq(items.partnerIdx, partnerIdx), eq(items.isActive, true)));
}
