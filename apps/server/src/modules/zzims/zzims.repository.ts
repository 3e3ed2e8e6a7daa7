import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { zzims } from '../../db/schema';

export type ZzimRow = typeof zzims.$inferSelect;

/** Any fixed number: the first key of the per-resident advisory lock that serialises hearting. */
const ZZIM_LOCK_SPACE = 4_120_771;

/**
 * Serialises this resident's hearting until the transaction ends, so the count checked against the limit
 * is still true when the row goes in (two requests cannot both take the last place).
 */
export async function lockResidentZzims(tx: DbOrTx, residentIdx: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ZZIM_LOCK_SPACE}::int, ${residentIdx}::int)`);
}

export async function findByItem(db: DbOrTx, residentIdx: number, itemIdx: number) {
  const [row] = await db
    .select()
    .from(zzims)
    .where(and(eq(zzims.residentIdx, residentIdx), eq(zzims.itemIdx, itemIdx)))
    .limit(1);
  return row;
}

export async function findById(db: DbOrTx, zzimIdx: number) {
  const [row] = await db.select().from(zzims).where(eq(zzims.zzimIdx, zzimIdx)).limit(1);
  return row;
}

export async function countFor(db: DbOrTx, residentIdx: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(zzims).where(eq(zzims.residentIdx, residentIdx));
  return row?.n ?? 0;
}

/** Inserts the heart; undefined when it is already there (unique resident + item). */
export async function insert(db: DbOrTx, residentIdx: number, itemIdx: number) {
  const [row] = await db.insert(zzims).values({ residentIdx, itemIdx }).onConflictDoNothing().returning();
  return row;
}

/** Newest first. */
export function listFor(db: DbOrTx, residentIdx: number) {
  return db.select().from(zzims).where(eq(zzims.residentIdx, residentIdx)).orderBy(desc(zzims.zzimIdx));
}

/** Deletes the resident's own heart; undefined when it is not (or no longer) theirs. */
export async function deleteOwn(db: DbOrTx, zzimIdx: number, residentIdx: number) {
  const [row] = await db
    .delete(zzims)
    .where(and(eq(zzims.zzimIdx, zzimIdx), eq(zzims.residentIdx, residentIdx)))
    .returning();
  return row;
}
