import { and, asc, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inspections, inspectionSpaces, inspectionTasks, orderLines, orders, orderVisits, partners, residents } from '../../db/schema';
import { PAID_LINE_STATUSES } from '../../lib/group-buy';

export type InspectionRow = typeof inspections.$inferSelect;
export type InspectionInsert = typeof inspections.$inferInsert;
export type SpaceRow = typeof inspectionSpaces.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * An inspection with what it shows beside its own columns: the visit date and hour read live from its order
 * line (so a date change on the order follows; own columns only without a line), the order number, the
 * resident's name and phone, and the company's name.
 */
const shownColumns = {
  row: inspections,
  lineVisitDate: orderLines.visitDate,
  lineVisitHour: orderLines.visitHour,
  orderNo: orders.orderNo,
  buyerName: orders.buyerName,
  residentName: residents.name,
  residentPhone: residents.phone,
  companyName: partners.companyName,
};
export type ShownInspection = Awaited<ReturnType<typeof listShown>>[number];

/** The live visit date of an inspection (its line's when it has one). */
export const visitDateSql = sql<string | null>`case when ${inspections.orderLineIdx} is not null then ${orderLines.visitDate} else ${inspections.visitDate} end`;

function shownQuery(db: DbOrTx) {
  return db
    .select(shownColumns)
    .from(inspections)
    .innerJoin(partners, eq(partners.partnerIdx, inspections.partnerIdx))
    .leftJoin(orderLines, eq(orderLines.lineIdx, inspections.orderLineIdx))
    .leftJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .leftJoin(residents, eq(residents.residentIdx, inspections.residentIdx));
}

export interface ListFilter {
  /** The company's inspections, or (without it) the resident's. */
  partnerIdx?: number;
  residentIdx?: number;
  keyword?: string;
  statuses?: InspectionRow['status'][];
  reported?: boolean;
  residentName?: string;
  complexName?: string;
  order: 'newest' | 'visit';
  limit: number;
  offset?: number;
}

function listWhere(f: ListFilter): SQL {
  const where: SQL[] = [];
  if (f.partnerIdx !== undefined) where.push(eq(inspections.partnerIdx, f.partnerIdx));
  if (f.residentIdx !== undefined) where.push(eq(inspections.residentIdx, f.residentIdx));
  if (!where.length) where.push(sql`false`);
  // The work queues (예정·진행, 결과 작성) hold only real visits: the sample shown to residents is never work to do.
  if (f.statuses) where.push(inArray(inspections.status, f.statuses), eq(inspections.isSample, false));
  else where.push(ne(inspections.status, 'cancelled'));
  if (f.reported) where.push(isNotNull(inspections.reportedAt));
  if (f.keyword) {
    const like = `%${escapeLike(f.keyword)}%`;
    where.push(
      or(
        ilike(inspections.complexName, like),
        ilike(residents.name, like),
        ilike(orders.buyerName, like),
        sql`coalesce(${inspections.dong}, '') || '동 ' || coalesce(${inspections.ho}, '') || '호' ilike ${like}`,
        sql`${residents.phone} like ${`%${f.keyword.replace(/\D/g, '') || '-'}%`}`,
      )!,
    );
  }
  if (f.residentName) where.push(or(ilike(residents.name, `%${escapeLike(f.residentName)}%`), ilike(orders.buyerName, `%${escapeLike(f.residentName)}%`))!);
  if (f.complexName) where.push(ilike(inspections.complexName, `%${escapeLike(f.complexName)}%`));
  return and(...where)!;
}

/** A company's inspections with their shown columns (one query); `total` counts the whole filter. */
export async function listShown(db: DbOrTx, f: ListFilter) {
  return shownQuery(db)
    .where(listWhere(f))
    .orderBy(
      ...(f.order === 'visit'
        ? [sql`${visitDateSql} asc nulls last`, asc(inspections.inspectionIdx)]
        : [f.reported ? desc(inspections.reportedAt) : desc(inspections.inspectionIdx), desc(inspections.inspectionIdx)]),
    )
    .limit(f.limit)
    .offset(f.offset ?? 0);
}

export async function countShown(db: DbOrTx, f: ListFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(inspections)
    .leftJoin(orderLines, eq(orderLines.lineIdx, inspections.orderLineIdx))
    .leftJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .leftJoin(residents, eq(residents.residentIdx, inspections.residentIdx))
    .where(listWhere(f));
  return row?.n ?? 0;
}

export async function findShown(db: DbOrTx, inspectionIdx: number) {
  const [row] = await shownQuery(db).where(eq(inspections.inspectionIdx, inspectionIdx)).limit(1);
  return row;
}

/**
 * The phone the inspection's 050 number rings: an ordered inspection's visit contact (who will be at the
 * home; the buyer when the order has no visit row), else the linked resident's own. Digits, or null.
 */
export async function callPhone(db: DbOrTx, inspectionIdx: number): Promise<string | null> {
  const [row] = await db
    .select({ phone: sql<string | null>`coalesce(${orderVisits.contactPhone}, ${orders.buyerPhone}, ${residents.phone})` })
    .from(inspections)
    .leftJoin(orderLines, eq(orderLines.lineIdx, inspections.orderLineIdx))
    .leftJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .leftJoin(orderVisits, eq(orderVisits.orderIdx, orders.orderIdx))
    .leftJoin(residents, eq(residents.residentIdx, inspections.residentIdx))
    .where(eq(inspections.inspectionIdx, inspectionIdx));
  return row?.phone ? row.phone.replace(/\D/g, '') : null;
}

export async function findShownMany(db: DbOrTx, inspectionIdxs: number[]) {
  if (!inspectionIdxs.length) return [];
  return shownQuery(db).where(inArray(inspections.inspectionIdx, inspectionIdxs));
}

/** The inspection row locked for a change (tasks, states, spaces, marks serialise on it). */
export async function lock(tx: DbOrTx, inspectionIdx: number): Promise<InspectionRow | undefined> {
  const [row] = await tx.select().from(inspections).where(eq(inspections.inspectionIdx, inspectionIdx)).for('update').limit(1);
  return row;
}

export async function find(db: DbOrTx, inspectionIdx: number): Promise<InspectionRow | undefined> {
  const [row] = await db.select().from(inspections).where(eq(inspections.inspectionIdx, inspectionIdx)).limit(1);
  return row;
}

export async function update(tx: DbOrTx, inspectionIdx: number, values: Partial<InspectionInsert>): Promise<InspectionRow> {
  const [row] = await tx
    .update(inspections)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(inspections.inspectionIdx, inspectionIdx))
    .returning();
  return row!;
}

/** Task counts per inspection and type, for a page of inspections (one query). */
export async function taskCounts(db: DbOrTx, inspectionIdxs: number[]) {
  if (!inspectionIdxs.length) return [];
  return db
    .select({ inspectionIdx: inspectionTasks.inspectionIdx, type: inspectionTasks.type, n: sql<number>`count(*)`.mapWith(Number) })
    .from(inspectionTasks)
    .where(inArray(inspectionTasks.inspectionIdx, inspectionIdxs))
    .groupBy(inspectionTasks.inspectionIdx, inspectionTasks.type);
}

export async function listSpaces(db: DbOrTx, inspectionIdx: number): Promise<SpaceRow[]> {
  return db
    .select()
    .from(inspectionSpaces)
    .where(eq(inspectionSpaces.inspectionIdx, inspectionIdx))
    .orderBy(asc(inspectionSpaces.sortOrder), asc(inspectionSpaces.spaceIdx));
}

export async function insertSpaces(tx: DbOrTx, rows: (typeof inspectionSpaces.$inferInsert)[]): Promise<SpaceRow[]> {
  if (!rows.length) return [];
  return tx.insert(inspectionSpaces).values(rows).returning();
}

export async function updateSpace(tx: DbOrTx, spaceIdx: number, values: Partial<typeof inspectionSpaces.$inferInsert>) {
  await tx.update(inspectionSpaces).set(values).where(eq(inspectionSpaces.spaceIdx, spaceIdx));
}

export async function deleteSpaces(tx: DbOrTx, spaceIdxs: number[]) {
  if (!spaceIdxs.length) return;
  await tx.delete(inspectionSpaces).where(inArray(inspectionSpaces.spaceIdx, spaceIdxs));
}

/** The spaces among these that have tasks (a space with records cannot be removed). */
export async function spacesWithTasks(db: DbOrTx, spaceIdxs: number[]): Promise<number[]> {
  if (!spaceIdxs.length) return [];
  const rows = await db
    .selectDistinct({ spaceIdx: inspectionTasks.spaceIdx })
    .from(inspectionTasks)
    .where(inArray(inspectionTasks.spaceIdx, spaceIdxs));
  return rows.map((r) => r.spaceIdx!);
}

/** Counts per status and today's visits for the console home (one query). */
export async function summary(db: DbOrTx, partnerIdx: number, today: string) {
  const [row] = await db
    .select({
      scheduled: sql<number>`count(*) filter (where ${inspections.status} = 'scheduled')`.mapWith(Number),
      inProgress: sql<number>`count(*) filter (where ${inspections.status} = 'in_progress')`.mapWith(Number),
      measured: sql<number>`count(*) filter (where ${inspections.status} = 'measured')`.mapWith(Number),
      reported: sql<number>`count(*) filter (where ${inspections.status} = 'reported')`.mapWith(Number),
      sent: sql<number>`count(*) filter (where ${inspections.status} = 'sent')`.mapWith(Number),
      today: sql<number>`count(*) filter (where ${inspections.status} <> 'cancelled' and ${visitDateSql} = ${today}::date)`.mapWith(Number),
    })
    .from(inspections)
    .leftJoin(orderLines, eq(orderLines.lineIdx, inspections.orderLineIdx))
    // The sample report residents read before buying is not work: it stays out of the console's counts.
    .where(and(eq(inspections.partnerIdx, partnerIdx), eq(inspections.isSample, false)));
  return row!;
}

/**
 * Residents who bought from this company (a paid or finished order line), by name, phone digits or complex,
 * for linking to an inspection (GET /online/residents). At most 20.
 */
export async function searchCustomers(db: DbOrTx, partnerIdx: number, keyword: string) {
  const like = `%${escapeLike(keyword)}%`;
  const digits = keyword.replace(/\D/g, '');
  return db
    .selectDistinctOn([residents.residentIdx], {
      residentIdx: residents.residentIdx,
      name: residents.name,
      phone: residents.phone,
      complexName: orderLines.apartmentName,
      dong: orders.dong,
      ho: orders.ho,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .innerJoin(residents, eq(residents.residentIdx, orders.residentIdx))
    .where(
      and(
        eq(orderLines.partnerIdx, partnerIdx),
        inArray(orderLines.status, [...PAID_LINE_STATUSES]),
        sql`${residents.withdrawnAt} is null`,
        or(ilike(residents.name, like), ilike(orderLines.apartmentName, like), digits.length >= 4 ? sql`${residents.phone} like ${`%${digits}%`}` : sql`false`),
      ),
    )
    .orderBy(residents.residentIdx, desc(orderLines.lineIdx))
    .limit(20);
}

/** Whether the resident bought from this company (the residents an inspection may be linked to). */
export async function isCustomer(db: DbOrTx, partnerIdx: number, residentIdx: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .where(
      and(
        eq(orderLines.partnerIdx, partnerIdx),
        eq(orders.residentIdx, residentIdx),
        inArray(orderLines.status, [...PAID_LINE_STATUSES]),
      ),
    )
    .limit(1);
  return !!row;
}

/** The space when it is one of this inspection's. */
export async function findSpace(db: DbOrTx, inspectionIdx: number, spaceIdx: number): Promise<SpaceRow | undefined> {
  const [row] = await db
    .select()
    .from(inspectionSpaces)
    .where(and(eq(inspectionSpaces.spaceIdx, spaceIdx), eq(inspectionSpaces.inspectionIdx, inspectionIdx)))
    .limit(1);
  return row;
}
