import { DEPART_REPEAT_MINUTES } from '@ipju/contract';
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared';
import { apartments, balancePayments, orderEvents, orderLineJobs, orderLinePhotos, orderLines, orders, orderVisits } from '../../db/schema';

export type JobRow = typeof orderLineJobs.$inferSelect;
export type PhotoRow = typeof orderLinePhotos.$inferSelect;
export interface JobPhoto {
  photoIdx: number;
  url: string;
  kind: 'before' | 'after';
}

/**
 * The job row and photos of lines in one query (the resident's order lists read it per page): a line without
 * a job row has job null, photos come as one JSON array per line.
 */
export async function listJobViews(db: DbOrTx, lineIdxs: number[]): Promise<Map<number, { job: JobRow | null; photos: JobPhoto[] }>> {
  if (!lineIdxs.length) return new Map();
  const rows = await jobViewsQuery(db).execute({ lineIdxs });
  return new Map(rows.map((r) => [r.lineIdx, { job: r.job, photos: typeof r.photos === 'string' ? (JSON.parse(r.photos) as JobPhoto[]) : r.photos }]));
}

const jobViewsQuery = preparedQuery(
  (db, name) =>
    db
      .select({
        lineIdx: orderLines.lineIdx,
        job: orderLineJobs,
        photos: sql<JobPhoto[]>`coalesce((select json_agg(json_build_object('photoIdx', p.photo_idx, 'url', p.url, 'kind', p.kind) order by p.photo_idx) from order_line_photos p where p.line_idx = ${orderLines.lineIdx}), '[]'::json)`,
      })
      .from(orderLines)
      .leftJoin(orderLineJobs, eq(orderLineJobs.lineIdx, orderLines.lineIdx))
      .where(anyOf(orderLines.lineIdx, 'lineIdxs'))
      .prepare(name),
  'job_views_of_lines',
);

/** The job rows of lines (one query for any number). */
export function listJobs(db: DbOrTx, lineIdxs: number[]): Promise<JobRow[]> {
  if (!lineIdxs.length) return Promise.resolve([]);
  return db.select().from(orderLineJobs).where(inArray(orderLineJobs.lineIdx, lineIdxs));
}


/** The 반반 결제 balances of orders (one query). */
export function listBalances(db: DbOrTx, orderIdxs: number[]) {
  if (!orderIdxs.length) return Promise.resolve([]);
  return db.select().from(balancePayments).where(inArray(balancePayments.orderIdx, orderIdxs));
}

/** The visit details of orders (one query). */
export function listVisits(db: DbOrTx, orderIdxs: number[]) {
  if (!orderIdxs.length) return Promise.resolve([]);
  return db.select().from(orderVisits).where(inArray(orderVisits.orderIdx, orderIdxs));
}

/** A company's order lines with their order and complex address, newest first (at most 200). */
export function listPartnerLines(db: DbOrTx, partnerIdx: number, filter: { category?: string; status?: string }) {
  return db
    .select({ line: orderLines, order: orders, address: apartments.address })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .leftJoin(apartments, eq(apartments.apartmentIdx, orderLines.apartmentIdx))
    .where(
      and(
        eq(orderLines.partnerIdx, partnerIdx),
        filter.category ? eq(orderLines.categoryCode, filter.category) : undefined,
        filter.status
          ? eq(orderLines.status, filter.status)
          : inArray(orderLines.status, ['awaiting_deposit', 'awaiting_work', 'in_progress', 'completed', 'cancelled']),
      ),
    )
    .orderBy(desc(orderLines.lineIdx))
    .limit(200);
}

/** One line with its order and complex address. */
export async function findPartnerLine(db: DbOrTx, lineIdx: number) {
  const [row] = await db
    .select({ line: orderLines, order: orders, address: apartments.address })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .leftJoin(apartments, eq(apartments.apartmentIdx, orderLines.apartmentIdx))
    .where(eq(orderLines.lineIdx, lineIdx))
    .limit(1);
  return row;
}

/** A company's visits from `from` to `to` (Seoul dates) that are still to be done, in time order. */
export function listScheduledLines(db: DbOrTx, partnerIdx: number, from: string, to: string) {
  return db
    .select({ line: orderLines, order: orders, address: apartments.address, visit: orderVisits })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .leftJoin(orderVisits, eq(orderVisits.orderIdx, orderLines.orderIdx))
    .leftJoin(apartments, eq(apartments.apartmentIdx, orderLines.apartmentIdx))
    .where(
      and(
        eq(orderLines.partnerIdx, partnerIdx),
        inArray(orderLines.status, ['awaiting_work', 'in_progress']),
        eq(orderLines.dateUndecided, false),
        gte(orderLines.visitDate, from),
        lte(orderLines.visitDate, to),
      ),
    )
    .orderBy(asc(orderLines.visitDate), sql`${orderLines.visitHour} asc nulls last`, asc(orderLines.lineIdx))
    .limit(300);
}

/** The history of one line (and the order-wide entries), oldest first. */
export function listLineEvents(db: DbOrTx, orderIdx: number, lineIdx: number) {
  return db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderIdx, orderIdx), or(eq(orderEvents.lineIdx, lineIdx), isNull(orderEvents.lineIdx))))
    .orderBy(asc(orderEvents.eventIdx));
}

/** 확정: the booked date accepted (the first time only; the row is created when missing). */
export async function markConfirmed(tx: DbOrTx, lineIdx: number, partnerIdx: number, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(orderLineJobs)
    .values({ lineIdx, partnerIdx, confirmedAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: orderLineJobs.lineIdx, set: { confirmedAt: now, updatedAt: now }, setWhere: isNull(orderLineJobs.confirmedAt) })
    .returning({ lineIdx: orderLineJobs.lineIdx });
  return rows.length > 0;
}

/**
 * 출발, claimed atomically: the first tap (or one more than DEPART_REPEAT_MINUTES after the last that was
 * claimed) sets departed_at and returns true; a tap inside the window changes nothing and returns false,
 * whatever runs concurrently (the conflict update re-checks the committed row).
 */
export async function claimDeparture(tx: DbOrTx, lineIdx: number, partnerIdx: number, now: Date): Promise<boolean> {
  const repeatBefore = new Date(now.getTime() - DEPART_REPEAT_MINUTES * 60_000);
  const rows = await tx
    .insert(orderLineJobs)
    .values({ lineIdx, partnerIdx, confirmedAt: now, departedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: orderLineJobs.lineIdx,
      set: { departedAt: now, updatedAt: now, confirmedAt: sql`coalesce(${orderLineJobs.confirmedAt}, excluded.confirmed_at)` },
      setWhere: or(isNull(orderLineJobs.departedAt), lte(orderLineJobs.departedAt, repeatBefore)),
    })
    .returning({ lineIdx: orderLineJobs.lineIdx });
  return rows.length > 0;
}

/** Opens (or replaces) the proposal of another visit date. */
export async function setProposal(tx: DbOrTx, lineIdx: number, partnerIdx: number, proposal: { date: string; hour: number | null }, now: Date) {
  await tx
    .insert(orderLineJobs)
    .values({ lineIdx, partnerIdx, proposedDate: proposal.date, proposedHour: proposal.hour, proposedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: orderLineJobs.lineIdx,
      set: { proposedDate: proposal.date, proposedHour: proposal.hour, proposedAt: now, proposalAnswer: null, answeredAt: null, updatedAt: now },
    });
}

/**
 * Closes the open proposal with the resident's answer, claimed with a conditional update: only one answer
 * wins (the second finds no open proposal). Returns the proposal that was answered, or undefined.
 */
export async function claimProposalAnswer(tx: DbOrTx, lineIdx: number, answer: 'accepted' | 'refused', now: Date) {
  const before = await tx.select().from(orderLineJobs).where(eq(orderLineJobs.lineIdx, lineIdx)).for('update');
  const open = before[0];
  if (!open?.proposedAt || !open.proposedDate) return undefined;
  await tx
    .update(orderLineJobs)
    .set({
      proposedDate: null,
      proposedHour: null,
      proposedAt: null,
      proposalAnswer: answer,
      answeredAt: now,
      updatedAt: now,
      ...(answer === 'accepted' ? { confirmedAt: now } : {}),
    })
    .where(and(eq(orderLineJobs.lineIdx, lineIdx), eq(orderLineJobs.proposedAt, open.proposedAt)));
  return { date: open.proposedDate, hour: open.proposedHour };
}

export async function insertPhotos(tx: DbOrTx, rows: Array<typeof orderLinePhotos.$inferInsert>): Promise<void> {
  if (rows.length) await tx.insert(orderLinePhotos).values(rows).onConflictDoNothing();
}

export async function countAfterPhotos(tx: DbOrTx, lineIdx: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orderLinePhotos)
    .where(and(eq(orderLinePhotos.lineIdx, lineIdx), eq(orderLinePhotos.kind, 'after')));
  return row?.n ?? 0;
}
