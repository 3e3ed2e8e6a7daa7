import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apartments, consultations, residents } from '../../db/schema';

export type ConsultationRow = typeof consultations.$inferSelect;
export type ConsultationInsert = typeof consultations.$inferInsert;

/**
 * Locks the resident row until the transaction ends, so one resident's requests are made one at a time
 * (the double-tap check below then sees the first). FOR NO KEY UPDATE: the insert that follows takes a
 * key-share lock on the same row, which FOR UPDATE would conflict with.
 */
export async function lockResident(tx: DbOrTx, residentIdx: number) {
  const [row] = await tx
    .select({ residentIdx: residents.residentIdx, phone: residents.phone })
    .from(residents)
    .where(eq(residents.residentIdx, residentIdx))
    .for('no key update');
  return row;
}

export async function findApartment(db: DbOrTx, apartmentIdx: number) {
  const [row] = await db
    .select({ apartmentIdx: apartments.apartmentIdx, name: apartments.name })
    .from(apartments)
    .where(eq(apartments.apartmentIdx, apartmentIdx))
    .limit(1);
  return row;
}

/** The same request (complex, date, time, needs) made by the resident after `since`, still open. */
export async function findRepeat(
  db: DbOrTx,
  residentIdx: number,
  values: Pick<ConsultationInsert, 'kind' | 'complexName' | 'preferredDate' | 'preferredTime' | 'needs'>,
  since: Date,
) {
  const [row] = await db
    .select({ consultationIdx: consultations.consultationIdx })
    .from(consultations)
    .where(
      and(
        eq(consultations.residentIdx, residentIdx),
        eq(consultations.kind, values.kind),
        eq(consultations.status, 'requested'),
        eq(consultations.complexName, values.complexName),
        values.preferredDate ? eq(consultations.preferredDate, values.preferredDate) : isNull(consultations.preferredDate),
        eq(consultations.preferredTime, values.preferredTime),
        eq(consultations.needs, values.needs),
        gt(consultations.createdAt, since),
      ),
    )
    .limit(1);
  return row;
}

export async function findByResponse(db: DbOrTx, surveyResponseIdx: number) {
  const [row] = await db
    .select({ consultationIdx: consultations.consultationIdx })
    .from(consultations)
    .where(eq(consultations.surveyResponseIdx, surveyResponseIdx))
    .limit(1);
  return row;
}

export async function insert(tx: DbOrTx, values: ConsultationInsert): Promise<ConsultationRow> {
  const [row] = await tx.insert(consultations).values(values).returning();
  return row!;
}

export async function find(db: DbOrTx, consultationIdx: number): Promise<ConsultationRow | undefined> {
  const [row] = await db.select().from(consultations).where(eq(consultations.consultationIdx, consultationIdx)).limit(1);
  return row;
}

export async function lock(tx: DbOrTx, consultationIdx: number): Promise<ConsultationRow | undefined> {
  const [row] = await tx.select().from(consultations).where(eq(consultations.consultationIdx, consultationIdx)).for('update');
  return row;
}

export async function update(tx: DbOrTx, consultationIdx: number, set: Partial<ConsultationInsert>): Promise<ConsultationRow> {
  const [row] = await tx
    .update(consultations)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(consultations.consultationIdx, consultationIdx))
    .returning();
  return row!;
}

/** The resident's requests, newest first. */
export async function listMine(db: DbOrTx, residentIdx: number, limit: number): Promise<ConsultationRow[]> {
  return db
    .select()
    .from(consultations)
    .where(eq(consultations.residentIdx, residentIdx))
    .orderBy(desc(consultations.consultationIdx))
    .limit(limit);
}

/** A page of every request (staff), newest first, optionally of one status. */
export async function listPage(db: DbOrTx, status: ConsultationRow['status'] | undefined, page: number, limit: number) {
  const where = status ? eq(consultations.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(consultations)
      .where(where)
      .orderBy(desc(consultations.consultationIdx))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(consultations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
