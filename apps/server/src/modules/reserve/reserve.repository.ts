import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apartmentAreas, apartments, cartLines, categories, items, partners, quoteVisits, residentHomes, residents } from '../../db/schema';

export type QuoteVisitRow = typeof quoteVisits.$inferSelect;
export type NewQuoteVisit = typeof quoteVisits.$inferInsert;

/** A resident's home with its complex and 평형 (the booking copies them). */
export async function findHome(db: DbOrTx, homeIdx: number) {
  const [row] = await db
    .select({
      homeIdx: residentHomes.homeIdx,
      residentIdx: residentHomes.residentIdx,
      apartmentIdx: residentHomes.apartmentIdx,
      dong: residentHomes.dong,
      ho: residentHomes.ho,
      pyeong: apartmentAreas.pyeong,
    })
    .from(residentHomes)
    .leftJoin(apartmentAreas, eq(apartmentAreas.areaIdx, residentHomes.areaIdx))
    .where(eq(residentHomes.homeIdx, homeIdx))
    .limit(1);
  return row;
}

export async function insertQuoteVisit(db: DbOrTx, values: NewQuoteVisit): Promise<QuoteVisitRow> {
  const [row] = await db.insert(quoteVisits).values(values).returning();
  return row!;
}

/** The quote visit of this number (no lock: for reads outside a transaction). */
export async function findByUid(db: DbOrTx, reservationUid: string): Promise<QuoteVisitRow | undefined> {
  const [row] = await db.select().from(quoteVisits).where(eq(quoteVisits.reservationUid, reservationUid));
  return row;
}

/** The quote visit of this number, row-locked for the rest of the transaction. */
export async function lockByUid(db: DbOrTx, reservationUid: string): Promise<QuoteVisitRow | undefined> {
  const [row] = await db.select().from(quoteVisits).where(eq(quoteVisits.reservationUid, reservationUid)).for('no key update');
  return row;
}

export async function updateQuoteVisit(db: DbOrTx, quoteVisitIdx: number, values: Partial<NewQuoteVisit>): Promise<QuoteVisitRow> {
  const [row] = await db
    .update(quoteVisits)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(quoteVisits.quoteVisitIdx, quoteVisitIdx))
    .returning();
  return row!;
}

/** Claims a proposal for the cart: 'proposed' -> 'accepted' only once (the row of the winner, else undefined). */
export async function claimProposal(db: DbOrTx, quoteVisitIdx: number): Promise<QuoteVisitRow | undefined> {
  const [row] = await db
    .update(quoteVisits)
    .set({ status: 'accepted', acceptedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(quoteVisits.quoteVisitIdx, quoteVisitIdx), eq(quoteVisits.status, 'proposed')))
    .returning();
  return row;
}

/** What a list shows of each quote visit, in one query: the row, the item, company, complex and resident. */
const shownColumns = {
  visit: quoteVisits,
  itemName: items.name,
  categoryCode: items.categoryCode,
  categoryName: categories.name,
  categoryVisitTimeSet: categories.visitTimeSet,
  itemVisitTimeSet: items.visitTimeSet,
  companyName: partners.companyName,
  complexName: apartments.name,
  residentName: residents.name,
  cartIdx: sql<number | null>`(select ${cartLines.cartIdx} from ${cartLines} where ${cartLines.quoteVisitIdx} = ${quoteVisits.quoteVisitIdx})`,
};

function shownQuery(db: DbOrTx) {
  return db
    .select(shownColumns)
    .from(quoteVisits)
    .innerJoin(items, eq(items.itemIdx, quoteVisits.itemIdx))
    .innerJoin(categories, eq(categories.code, items.categoryCode))
    .innerJoin(partners, eq(partners.partnerIdx, quoteVisits.partnerIdx))
    .innerJoin(apartments, eq(apartments.apartmentIdx, quoteVisits.apartmentIdx))
    .innerJoin(residents, eq(residents.residentIdx, quoteVisits.residentIdx));
}
export type ShownQuoteVisit = Awaited<ReturnType<typeof listOfResident>>[number];

/** The resident's quote visits, newest booking first. */
export function listOfResident(db: DbOrTx, residentIdx: number) {
  return shownQuery(db).where(eq(quoteVisits.residentIdx, residentIdx)).orderBy(desc(quoteVisits.quoteVisitIdx)).limit(100);
}

/** The company's quote visits: the ones to visit or quote first (soonest first), then the cancelled (latest first). */
export function listOfPartner(db: DbOrTx, partnerIdx: number) {
  const cancelled = sql`${quoteVisits.status} = 'cancelled'`;
  return shownQuery(db)
    .where(eq(quoteVisits.partnerIdx, partnerIdx))
    .orderBy(
      cancelled,
      sql`case when ${cancelled} then null else ${quoteVisits.visitDate} end asc nulls last`,
      desc(quoteVisits.visitDate),
      asc(quoteVisits.visitHour),
      desc(quoteVisits.quoteVisitIdx),
    )
    .limit(200);
}

export async function findShown(db: DbOrTx, quoteVisitIdx: number): Promise<ShownQuoteVisit | undefined> {
  const [row] = await shownQuery(db).where(eq(quoteVisits.quoteVisitIdx, quoteVisitIdx));
  return row;
}
