import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apartmentAreas, apartments, fireInsuranceQuotes, fireInsuranceRequests, residentHomes, residents } from '../../db/schema';

export type RequestRow = typeof fireInsuranceRequests.$inferSelect;
export type QuoteRow = typeof fireInsuranceQuotes.$inferSelect;

/** A home with what a quote needs: its complex (name, move-in month) and 평형. */
export async function findHome(db: DbOrTx, homeIdx: number) {
  const [row] = await db
    .select({
      homeIdx: residentHomes.homeIdx,
      residentIdx: residentHomes.residentIdx,
      apartmentIdx: residentHomes.apartmentIdx,
      complexName: apartments.name,
      moveInMonth: apartments.moveInMonth,
      dong: residentHomes.dong,
      ho: residentHomes.ho,
      pyeong: apartmentAreas.pyeong,
      exclusiveArea: apartmentAreas.exclusiveArea,
    })
    .from(residentHomes)
    .innerJoin(apartments, eq(apartments.apartmentIdx, residentHomes.apartmentIdx))
    .leftJoin(apartmentAreas, eq(apartmentAreas.areaIdx, residentHomes.areaIdx))
    .where(eq(residentHomes.homeIdx, homeIdx))
    .limit(1);
  return row;
}

export async function findResident(db: DbOrTx, residentIdx: number) {
  const [row] = await db
    .select({ name: residents.name, phone: residents.phone, withdrawnAt: residents.withdrawnAt })
    .from(residents)
    .where(eq(residents.residentIdx, residentIdx))
    .limit(1);
  return row;
}

/** Inserts the request unless the resident already sent this request key (then nothing). */
export async function insertOnce(tx: DbOrTx, values: typeof fireInsuranceRequests.$inferInsert) {
  const [row] = await tx
    .insert(fireInsuranceRequests)
    .values(values)
    .onConflictDoNothing({ target: [fireInsuranceRequests.residentIdx, fireInsuranceRequests.requestKey] })
    .returning();
  return row;
}

export async function findByKey(db: DbOrTx, residentIdx: number, requestKey: string) {
  const [row] = await db
    .select()
    .from(fireInsuranceRequests)
    .where(and(eq(fireInsuranceRequests.residentIdx, residentIdx), eq(fireInsuranceRequests.requestKey, requestKey)))
    .limit(1);
  return row;
}

export async function find(db: DbOrTx, requestIdx: number) {
  const [row] = await db.select().from(fireInsuranceRequests).where(eq(fireInsuranceRequests.requestIdx, requestIdx)).limit(1);
  return row;
}

export async function lock(tx: DbOrTx, requestIdx: number) {
  const [row] = await tx.select().from(fireInsuranceRequests).where(eq(fireInsuranceRequests.requestIdx, requestIdx)).for('update');
  return row;
}

export async function setStatus(tx: DbOrTx, requestIdx: number, status: RequestRow['status']) {
  const [row] = await tx
    .update(fireInsuranceRequests)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(fireInsuranceRequests.requestIdx, requestIdx))
    .returning();
  return row!;
}

export async function listMine(db: DbOrTx, residentIdx: number, limit: number) {
  return db
    .select()
    .from(fireInsuranceRequests)
    .where(eq(fireInsuranceRequests.residentIdx, residentIdx))
    .orderBy(desc(fireInsuranceRequests.requestIdx))
    .limit(limit);
}

export async function listForStaff(db: DbOrTx, status: RequestRow['status'] | undefined, limit: number) {
  return db
    .select()
    .from(fireInsuranceRequests)
    .where(status ? eq(fireInsuranceRequests.status, status) : undefined)
    .orderBy(desc(fireInsuranceRequests.requestIdx))
    .limit(limit);
}

/** The quotes of a page of requests, in one query. */
export async function quotesOf(db: DbOrTx, requestIdxs: number[]) {
  if (!requestIdxs.length) return [];
  return db
    .select()
    .from(fireInsuranceQuotes)
    .where(inArray(fireInsuranceQuotes.requestIdx, requestIdxs))
    .orderBy(fireInsuranceQuotes.yearlyPremium, fireInsuranceQuotes.quoteIdx);
}

export async function insertQuote(tx: DbOrTx, values: typeof fireInsuranceQuotes.$inferInsert) {
  const [row] = await tx.insert(fireInsuranceQuotes).values(values).returning();
  return row!;
}
