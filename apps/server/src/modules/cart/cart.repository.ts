import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared';
import { apartments, cartLines, quoteVisits } from '../../db/schema';

export type CartRow = Awaited<ReturnType<typeof listCartRows>>[number];
export type NewCartLine = typeof cartLines.$inferInsert;

const cartRow = {
  cartIdx: cartLines.cartIdx,
  residentIdx: cartLines.residentIdx,
  itemIdx: cartLines.itemIdx,
  apartmentIdx: cartLines.apartmentIdx,
  apartmentName: apartments.name,
  pyeong: cartLines.pyeong,
  optionIdxs: cartLines.optionIdxs,
  quantity: cartLines.quantity,
  visitDate: cartLines.visitDate,
  dateUndecided: cartLines.dateUndecided,
  visitHour: cartLines.visitHour,
  addedPrice: cartLines.addedPrice,
  priceSnapshot: cartLines.priceSnapshot,
  /** The 방문 견적 the line was made from (its proposal is the line's price), else nulls. */
  quoteVisitIdx: cartLines.quoteVisitIdx,
  quoteUid: quoteVisits.reservationUid,
  quoteAmount: quoteVisits.quoteAmount,
  quoteCovers: quoteVisits.quoteCovers,
  quoteValidUntil: quoteVisits.quoteValidUntil,
  createdAt: cartLines.createdAt,
};

/** A resident's whole cart, oldest first, with the complex name. */
export function listCartRows(db: DbOrTx, residentIdx: number) {
  return db
    .select(cartRow)
    .from(cartLines)
    .leftJoin(apartments, eq(apartments.apartmentIdx, cartLines.apartmentIdx))
    .leftJoin(quoteVisits, eq(quoteVisits.quoteVisitIdx, cartLines.quoteVisitIdx))
    .where(eq(cartLines.residentIdx, residentIdx))
    .orderBy(asc(cartLines.cartIdx));
}

/** The cart lines of these ids, whoever holds them (services keep the caller's own), oldest first. */
export function findCartRows(db: DbOrTx, cartIdxs: number[]): Promise<CartRow[]> {
  if (!cartIdxs.length) return Promise.resolve([]);
  return cartRowsQuery(db).execute({ cartIdxs });
}
// Prepared statements (db/prepared.ts): every cart add and every payment runs these.
const cartRowsQuery = preparedQuery(
  (db, name) =>
    db
      .select(cartRow)
      .from(cartLines)
      .leftJoin(apartments, eq(apartments.apartmentIdx, cartLines.apartmentIdx))
      .leftJoin(quoteVisits, eq(quoteVisits.quoteVisitIdx, cartLines.quoteVisitIdx))
      .where(anyOf(cartLines.cartIdx, 'cartIdxs'))
      .orderBy(asc(cartLines.cartIdx))
      .prepare(name),
  'cart_rows_by_idx',
);

export async function countCartLines(db: DbOrTx, residentIdx: number): Promise<number> {
  const [row] = await cartCountQuery(db).execute({ residentIdx });
  return row?.n ?? 0;
}
const cartCountQuery = preparedQuery(
  (db, name) =>
    db
      .select({ n: count() })
      .from(cartLines)
      .where(eq(cartLines.residentIdx, sql.placeholder('residentIdx')))
      .prepare(name),
  'cart_line_count',
);

/** Inserts a line unless the same service for the same home is already there (unique index). */
export async function insertCartLine(db: DbOrTx, values: NewCartLine): Promise<number | null> {
  const rows = await db.insert(cartLines).values(values).onConflictDoNothing().returning({ cartIdx: cartLines.cartIdx });
  return rows[0]?.cartIdx ?? null;
}

/** The line holding this service for this home (the same key as cart_lines_same_service_uq). */
export async function findSameService(
  db: DbOrTx,
  key: { residentIdx: number; itemIdx: number; optionIdxs: number[]; apartmentIdx: number | null; pyeong: number | null },
): Promise<number | null> {
  const [row] = await sameServiceQuery(db).execute({
    residentIdx: key.residentIdx,
    itemIdx: key.itemIdx,
    optionIdxs: JSON.stringify(key.optionIdxs),
    apartmentIdx: key.apartmentIdx ?? 0,
    pyeong: key.pyeong ?? 0,
  });
  return row?.cartIdx ?? null;
}
const sameServiceQuery = preparedQuery(
  (db, name) =>
    db
      .select({ cartIdx: cartLines.cartIdx })
      .from(cartLines)
      .where(
        and(
          eq(cartLines.residentIdx, sql.placeholder('residentIdx')),
          eq(cartLines.itemIdx, sql.placeholder('itemIdx')),
          sql`${cartLines.optionIdxs} = ${sql.placeholder('optionIdxs')}::jsonb`,
          sql`coalesce(${cartLines.apartmentIdx}, 0) = ${sql.placeholder('apartmentIdx')}`,
          sql`coalesce(${cartLines.pyeong}, 0) = ${sql.placeholder('pyeong')}`,
        ),
      )
      .prepare(name),
  'cart_same_service',
);

export async function updateCartVisit(
  db: DbOrTx,
  residentIdx: number,
  cartIdx: number,
  visit: { visitDate: string | null; dateUndecided: boolean; visitHour: number | null },
): Promise<boolean> {
  const rows = await db
    .update(cartLines)
    .set({ ...visit, updatedAt: new Date() })
    .where(and(eq(cartLines.residentIdx, residentIdx), eq(cartLines.cartIdx, cartIdx)))
    .returning({ cartIdx: cartLines.cartIdx });
  return rows.length > 0;
}

/** Deletes the resident's lines among cartIdxs; returns the ids actually deleted and the quotes they named. */
export async function deleteCartLines(db: DbOrTx, residentIdx: number, cartIdxs: number[]): Promise<{ cartIdxs: number[]; quoteVisitIdxs: number[] }> {
  if (!cartIdxs.length) return { cartIdxs: [], quoteVisitIdxs: [] };
  const rows = await db
    .delete(cartLines)
    .where(and(eq(cartLines.residentIdx, residentIdx), inArray(cartLines.cartIdx, cartIdxs)))
    .returning({ cartIdx: cartLines.cartIdx, quoteVisitIdx: cartLines.quoteVisitIdx });
  return { cartIdxs: rows.map((r) => r.cartIdx), quoteVisitIdxs: rows.flatMap((r) => (r.quoteVisitIdx === null ? [] : [r.quoteVisitIdx])) };
}

/** Quotes whose cart line the resident removed go back to 'proposed' (they can be put in the cart again). */
export async function giveBackQuotes(db: DbOrTx, quoteVisitIdxs: number[]): Promise<void> {
  if (!quoteVisitIdxs.length) return;
  await db
    .update(quoteVisits)
    .set({ status: 'proposed', acceptedAt: null, updatedAt: new Date() })
    .where(and(inArray(quoteVisits.quoteVisitIdx, quoteVisitIdxs), eq(quoteVisits.status, 'accepted')));
}

/** Puts lines back (from a failed order); a line already in the cart, or already put back, is skipped. */
export async function insertRestoredLines(db: DbOrTx, values: NewCartLine[]): Promise<number> {
  if (!values.length) return 0;
  const rows = await db.insert(cartLines).values(values).onConflictDoNothing().returning({ cartIdx: cartLines.cartIdx });
  return rows.length;
}

/** The cart lines that these order lines were put back as (still in the resident's cart). */
export async function listRestored(db: DbOrTx, residentIdx: number, lineIdxs: number[]): Promise<number[]> {
  if (!lineIdxs.length) return [];
  const rows = await db
    .select({ cartIdx: cartLines.cartIdx })
    .from(cartLines)
    .where(and(eq(cartLines.residentIdx, residentIdx), inArray(cartLines.restoredFromLineIdx, lineIdxs)))
    .orderBy(asc(cartLines.cartIdx));
  return rows.map((r) => r.cartIdx);
}
