import { and, asc, between, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, items, partnerClosedDates, partners, slotUsage } from '../../db/schema';

/** An item on sale (active, partner not withdrawn) with what its availability needs. */
export async function findSellableItem(db: DbOrTx, itemIdx: number) {
  const [row] = await db
    .select({
      itemIdx: items.itemIdx,
      partnerIdx: items.partnerIdx,
      categoryCode: items.categoryCode,
      visitTimeSet: items.visitTimeSet,
      categoryVisitTimeSet: categories.visitTimeSet,
      slotCapacity: partners.slotCapacity,
    })
    .from(items)
    .innerJoin(categories, eq(categories.code, items.categoryCode))
    .innerJoin(partners, eq(partners.partnerIdx, items.partnerIdx))
    .where(and(eq(items.itemIdx, itemIdx), eq(items.isActive, true), isNull(partners.withdrawnAt)));
  return row;
}

/** The partner's closed days from `first` to `last` (inclusive), in date order. */
export async function listClosedDates(db: DbOrTx, partnerIdx: number, first: string, last: string): Promise<string[]> {
  const rows = await db
    .select({ date: partnerClosedDates.closedDate })
    .from(partnerClosedDates)
    .where(and(eq(partnerClosedDates.partnerIdx, partnerIdx), between(partnerClosedDates.closedDate, first, last)))
    .orderBy(asc(partnerClosedDates.closedDate));
  return rows.map((r) => r.date);
}

/** The partner's slot rows (capacity and held) from `first` to `last` (inclusive). */
export function listSlotRows(db: DbOrTx, partnerIdx: number, first: string, last: string) {
  return db
    .select({ date: slotUsage.visitDate, slotHour: slotUsage.slotHour, capacity: slotUsage.capacity, held: slotUsage.held })
    .from(slotUsage)
    .where(and(eq(slotUsage.partnerIdx, partnerIdx), between(slotUsage.visitDate, first, last)));
}
