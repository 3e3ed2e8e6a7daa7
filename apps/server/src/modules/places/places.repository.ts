import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apartmentAreas, apartments } from '../../db/schema';

const apartmentColumns = {
  apartmentIdx: apartments.apartmentIdx,
  name: apartments.name,
  district1: apartments.district1,
  district2: apartments.district2,
  address: apartments.address,
  households: apartments.households,
  moveInMonth: apartments.moveInMonth,
};

export function listApartments(db: DbOrTx, filter: { district1?: string; district2?: string }) {
  return db
    .select(apartmentColumns)
    .from(apartments)
    .where(
      and(
        filter.district1 ? eq(apartments.district1, filter.district1) : undefined,
        filter.district2 ? eq(apartments.district2, filter.district2) : undefined,
      ),
    )
    .orderBy(asc(apartments.name));
}

export function findApartment(db: DbOrTx, apartmentIdx: number) {
  return db
    .select(apartmentColumns)
    .from(apartments)
    .where(eq(apartments.apartmentIdx, apartmentIdx))
    .then((rows) => rows[0]);
}

export function listAreas(db: DbOrTx, apartmentIdx: number) {
  return db
    .select()
    .from(apartmentAreas)
    .where(eq(apartmentAreas.apartmentIdx, apartmentIdx))
    .orderBy(asc(apartmentAreas.pyeong), asc(apartmentAreas.typeName));
}

export async function listDistrict1(db: DbOrTx) {
  const rows = await db
    .selectDistinct({ district1: apartments.district1 })
    .from(apartments)
    .orderBy(asc(apartments.district1));
  return rows.map((r) => r.district1);
}

export async function listDistrict2(db: DbOrTx, district1: string) {
  const rows = await db
    .selectDistinct({ district2: apartments.district2 })
    .from(apartments)
    .where(eq(apartments.district1, district1))
    .orderBy(asc(apartments.district2));
  return rows.map((r) => r.district2);
}

/**
 * Complexes whose name (spaces ignored) or initials contain the query; names starting with it come
 * first, then larger complexes.
 */
export function searchApartments(db: DbOrTx, query: { text: string; initialsOnly: boolean }, limit: number) {
  const pattern = `%${escapeLike(query.text)}%`;
  const prefix = `${escapeLike(query.text)}%`;
  const target = query.initialsOnly ? apartments.choseong : sql`replace(${apartments.name}, ' ', '')`;
  return db
    .select(apartmentColumns)
    .from(apartments)
    .where(sql`${target} ilike ${pattern}`)
    .orderBy(desc(sql`${target} ilike ${prefix}`), desc(apartments.households), asc(apartments.name))
    .limit(limit);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
