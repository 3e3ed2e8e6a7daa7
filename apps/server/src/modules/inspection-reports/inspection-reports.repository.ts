import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inspectionPhotos, inspectionRepairs, inspectionReportLinks, inspectionReports, inspections, orderLines, residents } from '../../db/schema';

export type ReportRow = typeof inspectionReports.$inferSelect;
export type LinkRow = typeof inspectionReportLinks.$inferSelect;
export type RepairRow = typeof inspectionRepairs.$inferSelect;

export async function findReport(db: DbOrTx, reportIdx: number): Promise<ReportRow | null> {
  const [row] = await db.select().from(inspectionReports).where(eq(inspectionReports.reportIdx, reportIdx)).limit(1);
  return row ?? null;
}

/** The report row locked for a send (two sends of one report queue one after the other). */
export async function lockReport(tx: DbOrTx, reportIdx: number): Promise<ReportRow | null> {
  const [row] = await tx.select().from(inspectionReports).where(eq(inspectionReports.reportIdx, reportIdx)).for('update').limit(1);
  return row ?? null;
}

export async function latestReport(db: DbOrTx, inspectionIdx: number): Promise<ReportRow | null> {
  const [row] = await db
    .select()
    .from(inspectionReports)
    .where(eq(inspectionReports.inspectionIdx, inspectionIdx))
    .orderBy(desc(inspectionReports.version))
    .limit(1);
  return row ?? null;
}

export async function latestReportIdx(db: DbOrTx, inspectionIdx: number): Promise<number | null> {
  const [row] = await db
    .select({ reportIdx: inspectionReports.reportIdx })
    .from(inspectionReports)
    .where(eq(inspectionReports.inspectionIdx, inspectionIdx))
    .orderBy(desc(inspectionReports.version))
    .limit(1);
  return row?.reportIdx ?? null;
}

/**
 * Locks the inspection row, so two report creations of one inspection number their versions one after the other;
 * returns its owners (copied onto the report).
 */
export async function lockInspectionRow(tx: DbOrTx, inspectionIdx: number): Promise<{ partnerIdx: number; residentIdx: number | null } | null> {
  const [row] = await tx
    .select({ partnerIdx: inspections.partnerIdx, residentIdx: inspections.residentIdx })
    .from(inspections)
    .where(eq(inspections.inspectionIdx, inspectionIdx))
    .for('update');
  return row ?? null;
}

export async function nextVersion(tx: DbOrTx, inspectionIdx: number): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${inspectionReports.version})` })
    .from(inspectionReports)
    .where(eq(inspectionReports.inspectionIdx, inspectionIdx));
  return Number(row?.max ?? 0) + 1;
}

export async function insertReport(tx: DbOrTx, values: typeof inspectionReports.$inferInsert): Promise<ReportRow> {
  const [row] = await tx.insert(inspectionReports).values(values).returning();
  return row!;
}

export async function setDocument(tx: DbOrTx, reportIdx: number, document: ReportRow['document']): Promise<void> {
  await tx.update(inspectionReports).set({ document }).where(eq(inspectionReports.reportIdx, reportIdx));
}

/** photoIdx -> stored file key of the given photos. */
export async function photoFileKeys(db: DbOrTx, photoIdxs: number[]): Promise<Record<string, string>> {
  if (photoIdxs.length === 0) return {};
  const rows = await db
    .select({ photoIdx: inspectionPhotos.photoIdx, fileKey: inspectionPhotos.fileKey })
    .from(inspectionPhotos)
    .where(inArray(inspectionPhotos.photoIdx, photoIdxs));
  return Object.fromEntries(rows.map((r) => [String(r.photoIdx), r.fileKey]));
}

export async function residentEmail(db: DbOrTx, residentIdx: number): Promise<string | null> {
  const [row] = await db.select({ email: residents.email }).from(residents).where(eq(residents.residentIdx, residentIdx)).limit(1);
  return row?.email ?? null;
}

export async function findLinkByHash(db: DbOrTx, tokenHash: string): Promise<LinkRow | null> {
  const [row] = await db.select().from(inspectionReportLinks).where(eq(inspectionReportLinks.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** The link already sent for this report by this channel to this recipient since `since`, if any. */
export async function recentLink(
  tx: DbOrTx,
  reportIdx: number,
  channel: LinkRow['channel'],
  recipient: string,
  since: Date,
): Promise<LinkRow | null> {
  const [row] = await tx
    .select()
    .from(inspectionReportLinks)
    .where(
      and(
        eq(inspectionReportLinks.reportIdx, reportIdx),
        eq(inspectionReportLinks.channel, channel),
        eq(inspectionReportLinks.recipient, recipient),
        gt(inspectionReportLinks.createdAt, since),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The links sent for an inspection's reports, newest first, with the version each went out with: one query. */
export async function listLinks(db: DbOrTx, inspectionIdx: number, limit: number) {
  return db
    .select({
      linkIdx: inspectionReportLinks.linkIdx,
      reportIdx: inspectionReportLinks.reportIdx,
      version: inspectionReports.version,
      recipientName: inspectionReportLinks.recipientName,
      recipient: inspectionReportLinks.recipient,
      channel: inspectionReportLinks.channel,
      scope: inspectionReportLinks.scope,
      createdAt: inspectionReportLinks.createdAt,
    })
    .from(inspectionReportLinks)
    .innerJoin(inspectionReports, eq(inspectionReports.reportIdx, inspectionReportLinks.reportIdx))
    .where(eq(inspectionReportLinks.inspectionIdx, inspectionIdx))
    .orderBy(desc(inspectionReportLinks.createdAt), desc(inspectionReportLinks.linkIdx))
    .limit(limit);
}

export async function insertLink(tx: DbOrTx, values: typeof inspectionReportLinks.$inferInsert): Promise<void> {
  await tx.insert(inspectionReportLinks).values(values);
}

export async function listRepairs(db: DbOrTx, inspectionIdx: number): Promise<RepairRow[]> {
  return db.select().from(inspectionRepairs).where(eq(inspectionRepairs.inspectionIdx, inspectionIdx));
}

export async function upsertRepair(
  db: DbOrTx,
  values: { inspectionIdx: number; taskIdx: number; status: RepairRow['status']; requestedAt: string | null; fixedAt: string | null },
): Promise<void> {
  await db
    .insert(inspectionRepairs)
    .values({ ...values, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [inspectionRepairs.inspectionIdx, inspectionRepairs.taskIdx],
      set: { status: values.status, requestedAt: values.requestedAt, fixedAt: values.fixedAt, updatedAt: new Date() },
    });
}

/** A resident's inspections with their latest report, newest visit first. */
export async function listResidentInspections(db: DbOrTx, residentIdx: number) {
  return db
    .select({
      inspectionIdx: inspections.inspectionIdx,
      complexName: inspections.complexName,
      dong: inspections.dong,
      ho: inspections.ho,
      status: inspections.status,
      // An ordered inspection follows its order line's visit date.
      visitDate: sql<string | null>`case when ${inspections.orderLineIdx} is not null then ${orderLines.visitDate} else ${inspections.visitDate} end`,
      reportIdx: sql<number | null>`(select r.report_idx from inspection_reports r where r.inspection_idx = ${inspections.inspectionIdx} order by r.version desc limit 1)`,
    })
    .from(inspections)
    .leftJoin(orderLines, eq(orderLines.lineIdx, inspections.orderLineIdx))
    .where(and(eq(inspections.residentIdx, residentIdx), eq(inspections.isSample, false)))
    .orderBy(desc(inspections.inspectionIdx));
}

export async function findSampleInspectionIdx(db: DbOrTx): Promise<number | null> {
  const [row] = await db
    .select({ idx: inspections.inspectionIdx })
    .from(inspections)
    .where(eq(inspections.isSample, true))
    .orderBy(inspections.inspectionIdx)
    .limit(1);
  return row?.idx ?? null;
}
