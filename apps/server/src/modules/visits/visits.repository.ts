import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared';
import { apartments, cartLines, entryCodeReads, items, orderLines, orders, orderVisits, partners } from '../../db/schema';

/** Line statuses of an order that is still going on; once none is left the order has ended. */
export const LIVE_LINE_STATUSES = ['payment_pending', 'awaiting_deposit', 'awaiting_work', 'in_progress'] as const;

export type OrderVisitRow = typeof orderVisits.$inferSelect;

export async function insertVisit(tx: DbOrTx, values: typeof orderVisits.$inferInsert) {
  await tx.insert(orderVisits).values(values);
}

const noLiveLine = sql`not exists (select 1 from ${orderLines} where ${orderLines.orderIdx} = ${orderVisits.orderIdx} and ${orderLines.status} in (${sql.join(
  LIVE_LINE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}))`;

/**
 * Erases the 공동현관 비밀번호 of ended orders (every line done, cancelled or failed): of one order when
 * `orderIdx` is given (in the transaction that moved its last line), else of all left over (the nightly job).
 */
export async function eraseEndedCodes(tx: DbOrTx, orderIdx?: number): Promise<number> {
  const rows = await tx
    .update(orderVisits)
    .set({ entryCodeCipher: null, entryCodeErasedAt: new Date() })
    .where(and(isNotNull(orderVisits.entryCodeCipher), orderIdx === undefined ? undefined : eq(orderVisits.orderIdx, orderIdx), noLiveLine))
    .returning({ orderIdx: orderVisits.orderIdx });
  return rows.length;
}

/** The visit details of orders with the company reads of their code, in one query (one row per read). */
export async function listVisitsWithReads(db: DbOrTx, orderIdxs: number[]) {
  if (!orderIdxs.length) return [];
  return visitsWithReads(db).execute({ orderIdxs });
}
const visitsWithReads = preparedQuery(
  (db, name) =>
    db
      .select({ visit: orderVisits, readAt: entryCodeReads.readAt, companyName: orderLines.companyName })
      .from(orderVisits)
      .leftJoin(entryCodeReads, eq(entryCodeReads.orderIdx, orderVisits.orderIdx))
      .leftJoin(orderLines, eq(orderLines.lineIdx, entryCodeReads.lineIdx))
      .where(anyOf(orderVisits.orderIdx, 'orderIdxs'))
      .orderBy(asc(orderVisits.orderIdx), asc(entryCodeReads.readIdx))
      .prepare(name),
  'visits_with_reads_of_orders',
);

/** The resident's cart lines with what the visit check needs (their company, date, complex). */
export async function findCartLines(db: DbOrTx, residentIdx: number, cartIdxs: number[]) {
  if (!cartIdxs.length) return [];
  return db
    .select({
      cartIdx: cartLines.cartIdx,
      itemIdx: cartLines.itemIdx,
      itemName: items.name,
      apartmentIdx: cartLines.apartmentIdx,
      visitDate: cartLines.visitDate,
      companyName: partners.companyName,
    })
    .from(cartLines)
    .innerJoin(items, eq(items.itemIdx, cartLines.itemIdx))
    .innerJoin(partners, eq(partners.partnerIdx, items.partnerIdx))
    .where(and(eq(cartLines.residentIdx, residentIdx), inArray(cartLines.cartIdx, cartIdxs)))
    .orderBy(asc(cartLines.cartIdx));
}

/** The resident's live bookings of these services (any date; callers match date and home). */
export async function findLiveBookings(db: DbOrTx, residentIdx: number, itemIdxs: number[]) {
  if (!itemIdxs.length) return [];
  return db
    .select({
      itemIdx: orderLines.itemIdx,
      visitDate: orderLines.visitDate,
      apartmentIdx: orderLines.apartmentIdx,
      dong: orders.dong,
      ho: orders.ho,
      merchantUid: orders.merchantUid,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .where(
      and(
        eq(orders.residentIdx, residentIdx),
        inArray(orderLines.itemIdx, itemIdxs),
        isNotNull(orderLines.visitDate),
        inArray(orderLines.status, [...LIVE_LINE_STATUSES]),
      ),
    );
}

/** An order line with its order, its visit details and its complex (for the company's reads). */
export async function findLineVisit(db: DbOrTx, lineIdx: number) {
  const [row] = await db
    .select({ line: orderLines, order: orders, visit: orderVisits, address: apartments.address })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .innerJoin(orderVisits, eq(orderVisits.orderIdx, orderLines.orderIdx))
    .leftJoin(apartments, eq(apartments.apartmentIdx, orderLines.apartmentIdx))
    .where(eq(orderLines.lineIdx, lineIdx))
    .limit(1);
  return row;
}

/** The sealed code of an order, locked against erasure while it is read and logged. */
export async function lockSealedCode(tx: DbOrTx, orderIdx: number) {
  const [row] = await tx
    .select({ cipher: orderVisits.entryCodeCipher })
    .from(orderVisits)
    .where(and(eq(orderVisits.orderIdx, orderIdx), isNotNull(orderVisits.entryCodeCipher)))
    .for('update');
  return row?.cipher ?? null;
}

export async function insertRead(tx: DbOrTx, values: typeof entryCodeReads.$inferInsert) {
  const [row] = await tx.insert(entryCodeReads).values(values).returning();
  return row!;
}

