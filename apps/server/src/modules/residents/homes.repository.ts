import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apartmentAreas, apartments, residentHomes, residents } from '../../db/schema';

export type HomeRow = typeof residentHomes.$inferSelect;

const homeColumns = { home: residentHomes, apartment: apartments, area: apartmentAreas };

/** The resident's homes with their complex and 평형: the current one first, then newest first. */
export async function listHomes(db: DbOrTx, residentIdx: number) {
  return db
    .select(homeColumns)
    .from(residentHomes)
    .innerJoin(apartments, eq(apartments.apartmentIdx, residentHomes.apartmentIdx))
    .leftJoin(apartmentAreas, eq(apartmentAreas.areaIdx, residentHomes.areaIdx))
    .where(eq(residentHomes.residentIdx, residentIdx))
    .orderBy(desc(residentHomes.isCurrent), desc(residentHomes.homeIdx));
}
export type HomeWithPlace = Awaited<ReturnType<typeof listHomes>>[number];

export async function findHomeWithPlace(db: DbOrTx, homeIdx: number) {
  const [row] = await db
    .select(homeColumns)
    .from(residentHomes)
    .innerJoin(apartments, eq(apartments.apartmentIdx, residentHomes.apartmentIdx))
    .leftJoin(apartmentAreas, eq(apartmentAreas.areaIdx, residentHomes.areaIdx))
    .where(eq(residentHomes.homeIdx, homeIdx))
    .limit(1);
  return row;
}

export async function findCurrentWithPlace(db: DbOrTx, residentIdx: number) {
  const [row] = await db
    .select(homeColumns)
    .from(residentHomes)
    .innerJoin(apartments, eq(apartments.apartmentIdx, residentHomes.apartmentIdx))
    .leftJoin(apartmentAreas, eq(apartmentAreas.areaIdx, residentHomes.areaIdx))
    .where(and(eq(residentHomes.residentIdx, residentIdx), eq(residentHomes.isCurrent, true)))
    .limit(1);
  return row;
}

/** Locks the (not withdrawn) resident's row: every change of their homes runs one at a time. */
export async function lockResident(tx: DbOrTx, residentIdx: number) {
  const [row] = await tx
    .select({ residentIdx: residents.residentIdx, apartmentIdx: residents.apartmentIdx })
    .from(residents)
    .where(and(eq(residents.residentIdx, residentIdx), isNull(residents.withdrawnAt)))
    .for('update');
  return row;
}

export async function findHome(tx: DbOrTx, homeIdx: number) {
  const [row] = await tx.select().from(residentHomes).where(eq(residentHomes.homeIdx, homeIdx)).limit(1);
  return row;
}

export async function countHomes(tx: DbOrTx, residentIdx: number) {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(residentHomes).where(eq(residentHomes.residentIdx, residentIdx));
  return row?.n ?? 0;
}

/** The resident's home in a complex (the current one when it is there, else the newest). */
export async function findHomeInComplex(tx: DbOrTx, residentIdx: number, apartmentIdx: number) {
  const [row] = await tx
    .select()
    .from(residentHomes)
    .where(and(eq(residentHomes.residentIdx, residentIdx), eq(residentHomes.apartmentIdx, apartmentIdx)))
    .orderBy(desc(residentHomes.isCurrent), desc(residentHomes.homeIdx))
    .limit(1);
  return row;
}

/**
 * The resident's home at the same complex, 평형, 동 and 호 (a missing 평형, 동 or 호 matches a missing one).
 * Read under the resident's row lock (lockResident), so two identical requests cannot both miss it.
 */
export async function findSameHome(
  tx: DbOrTx,
  residentIdx: number,
  home: { apartmentIdx: number; areaIdx: number | null; dong: string | null; ho: string | null },
) {
  const [row] = await tx
    .select()
    .from(residentHomes)
    .where(
      and(
        eq(residentHomes.residentIdx, residentIdx),
        eq(residentHomes.apartmentIdx, home.apartmentIdx),
        sql`${residentHomes.areaIdx} is not distinct from ${home.areaIdx}`,
        sql`${residentHomes.dong} is not distinct from ${home.dong}`,
        sql`${residentHomes.ho} is not distinct from ${home.ho}`,
      ),
    )
    .orderBy(residentHomes.homeIdx)
    .limit(1);
  return row;
}

/** No home current any more (before another becomes current: the unique index allows one). */
export async function clearCurrent(tx: DbOrTx, residentIdx: number) {
  await tx
    .update(residentHomes)
    .set({ isCurrent: false, updatedAt: new Date() })
    .where(and(eq(residentHomes.residentIdx, residentIdx), eq(residentHomes.isCurrent, true)));
}

export async function insertHome(tx: DbOrTx, values: typeof residentHomes.$inferInsert) {
  const [row] = await tx.insert(residentHomes).values(values).returning();
  return row!;
}

export async function updateHome(tx: DbOrTx, homeIdx: number, values: Partial<typeof residentHomes.$inferInsert>) {
  const [row] = await tx
    .update(residentHomes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(residentHomes.homeIdx, homeIdx))
    .returning();
  return row!;
}

export async function deleteHome(tx: DbOrTx, homeIdx: number) {
  await tx.delete(residentHomes).where(eq(residentHomes.homeIdx, homeIdx));
}

/** The newest of the resident's other homes (to become current when the current one is deleted). */
export async function newestOtherHome(tx: DbOrTx, residentIdx: number, exceptHomeIdx: number) {
  const [row] = await tx
    .select()
    .from(residentHomes)
    .where(and(eq(residentHomes.residentIdx, residentIdx), ne(residentHomes.homeIdx, exceptHomeIdx)))
    .orderBy(desc(residentHomes.homeIdx))
    .limit(1);
  return row;
}

/**
 * Copies the current home onto the resident's row (complex, 평형, 동·호, move-in date), where prices, the
 * cart and the profile read it; no current home clears them. Leaving a complex forgets that the resident
 * registered in it (apartment_joined_at).
 */
export async function mirrorCurrentHome(tx: DbOrTx, residentIdx: number, previousApartmentIdx: number | null) {
  const [current] = await tx
    .select()
    .from(residentHomes)
    .where(and(eq(residentHomes.residentIdx, residentIdx), eq(residentHomes.isCurrent, true)))
    .orderBy(asc(residentHomes.homeIdx))
    .limit(1);
  const apartmentIdx = current?.apartmentIdx ?? null;
  await tx
    .update(residents)
    .set({
      apartmentIdx,
      areaIdx: current?.areaIdx ?? null,
      dong: current?.dong ?? null,
      ho: current?.ho ?? null,
      moveInDate: current?.moveInDate ?? null,
      ...(apartmentIdx !== previousApartmentIdx ? { apartmentJoinedAt: null } : {}),
    })
    .where(eq(residents.residentIdx, residentIdx));
  return current;
}
