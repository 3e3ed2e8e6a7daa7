import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apartments, moveInPlanApplications, moveInPlanLines } from '../../db/schema';
import { HOUSEHOLD_KEY_SQL, PAID_LINE_STATUSES_SQL } from '../../lib/group-buy';

export type ApplicationRow = typeof moveInPlanApplications.$inferSelect;
export type LineRow = typeof moveInPlanLines.$inferSelect;

/** How many applications the list shows (newest first). */
export const LIST_LIMIT = 50;

/** A claim older than this without a finished add is taken as abandoned (a process stopped mid-way). */
const STALE_CLAIM = sql`now() - interval '5 minutes'`;

export async function findPreVisit(db: DbOrTx, apartmentIdx: number) {
  const [row] = await db
    .select({ start: apartments.preVisitStart, end: apartments.preVisitEnd })
    .from(apartments)
    .where(eq(apartments.apartmentIdx, apartmentIdx))
    .limit(1);
  return row?.start && row.end ? { start: row.start, end: row.end } : null;
}

export async function findByRequestKey(db: DbOrTx, residentIdx: number, requestKey: string) {
  const [row] = await db
    .select()
    .from(moveInPlanApplications)
    .where(and(eq(moveInPlanApplications.residentIdx, residentIdx), eq(moveInPlanApplications.requestKey, requestKey)))
    .limit(1);
  return row;
}

/** The new application's id, or null when the same request key won meanwhile (the unique index). */
export async function insertApplication(tx: DbOrTx, values: typeof moveInPlanApplications.$inferInsert): Promise<number | null> {
  const [row] = await tx
    .insert(moveInPlanApplications)
    .values(values)
    .onConflictDoNothing({ target: [moveInPlanApplications.residentIdx, moveInPlanApplications.requestKey] })
    .returning({ applicationIdx: moveInPlanApplications.applicationIdx });
  return row?.applicationIdx ?? null;
}

export async function insertLines(tx: DbOrTx, values: Array<typeof moveInPlanLines.$inferInsert>) {
  if (values.length) await tx.insert(moveInPlanLines).values(values);
}

export async function findApplication(db: DbOrTx, applicationIdx: number) {
  const [row] = await db.select().from(moveInPlanApplications).where(eq(moveInPlanApplications.applicationIdx, applicationIdx)).limit(1);
  return row;
}

export async function listApplications(db: DbOrTx, residentIdx: number) {
  return db
    .select()
    .from(moveInPlanApplications)
    .where(eq(moveInPlanApplications.residentIdx, residentIdx))
    .orderBy(desc(moveInPlanApplications.applicationIdx))
    .limit(LIST_LIMIT);
}

export async function linesOf(db: DbOrTx, applicationIdxs: number[]) {
  if (!applicationIdxs.length) return [];
  return db
    .select()
    .from(moveInPlanLines)
    .where(inArray(moveInPlanLines.applicationIdx, applicationIdxs))
    .orderBy(asc(moveInPlanLines.applicationIdx), asc(moveInPlanLines.step));
}

/**
 * The resident's paid (not cancelled) order lines of these items, with when their order was made: a plan line
 * counts as booked when such a line of its item was ordered after the application.
 */
export async function paidOrderLines(db: DbOrTx, residentIdx: number, itemIdxs: number[]) {
  if (!itemIdxs.length) return [];
  const result = await db.execute<{ item_idx: number; ordered_ms: number | string }>(sql`select l.item_idx,
      (extract(epoch from o.created_at) * 1000)::float8 as ordered_ms
    from order_lines l join orders o on o.order_idx = l.order_idx
    where o.resident_idx = ${residentIdx} and o.payment_status = 'paid' and l.status in ${PAID_LINE_STATUSES_SQL}
      and l.item_idx in (${sql.join(itemIdxs.map((i) => sql`${i}`), sql`, `)})`);
  return result.rows.map((r) => ({ itemIdx: Number(r.item_idx), orderedAt: new Date(Number(r.ordered_ms)) }));
}

/** A home as the resident keeps it (or as an application stored it): its complex and 동·호 ('' when unknown). */
export interface HomeRef {
  apartmentIdx: number;
  dong: string | null;
  ho: string | null;
}

/**
 * The resident's booked services per home of these complexes: the categories of their paid, live (not cancelled,
 * not refunded) order lines, and of the paid (not refunded) offline orders a company sent to their phone, with the
 * complex and 동·호 each was booked for. One query; `bookedCategoriesFor` picks a home's own.
 */
export async function bookedServices(db: DbOrTx, residentIdx: number, apartmentIdxs: number[]) {
  const ids = [...new Set(apartmentIdxs)];
  if (!ids.length) return [];
  const list = sql.join(ids.map((i) => sql`${i}`), sql`, `);
  const result = await db.execute<{ category_code: string | null; apartment_idx: number; dong: string | null; ho: string | null }>(sql`
    select l.category_code, l.apartment_idx, o.dong, o.ho
      from order_lines l join orders o on o.order_idx = l.order_idx
     where o.resident_idx = ${residentIdx} and o.payment_status = 'paid' and l.status in ${PAID_LINE_STATUSES_SQL}
       and l.refunded_amount = 0 and l.apartment_idx in (${list})
    union all
    select i.category_code, f.apartment_idx, f.dong, f.ho
      from offline_orders f join items i on i.item_idx = f.item_idx
     where f.customer_phone = (select r.phone from residents r where r.resident_idx = ${residentIdx})
       and f.status = 'paid' and f.refunded_at is null and f.apartment_idx in (${list})`);
  return result.rows.flatMap((r) =>
    r.category_code ? [{ categoryCode: r.category_code, apartmentIdx: Number(r.apartment_idx), dong: r.dong, ho: r.ho }] : [],
  );
}

/** The categories booked for one home: same complex, and the same 동·호 when both the order and the home name one. */
export function bookedCategoriesFor(rows: Awaited<ReturnType<typeof bookedServices>>, home: HomeRef): Set<string> {
  const same = (a: string | null, b: string | null) => !a || !b || a.trim() === b.trim();
  return new Set(rows.filter((r) => r.apartmentIdx === home.apartmentIdx && same(r.dong, home.dong) && same(r.ho, home.ho)).map((r) => r.categoryCode));
}

/**
 * What the households of the same complex and 평형 bought (paid, not cancelled, not refunded), other than the
 * resident: households per category and per item, and how many households bought anything (the share's base).
 */
export async function neighbourChoices(db: DbOrTx, input: { apartmentIdx: number; pyeong: number; residentIdx: number }) {
  const result = await db.execute<{ category_code: string | null; item_idx: number | null; households: number }>(sql`select
      l.category_code, l.item_idx, count(distinct ${HOUSEHOLD_KEY_SQL})::int as households
    from order_lines l join orders o on o.order_idx = l.order_idx
    where l.apartment_idx = ${input.apartmentIdx} and l.pyeong = ${input.pyeong} and o.resident_idx <> ${input.residentIdx}
      and o.payment_status = 'paid' and l.status in ${PAID_LINE_STATUSES_SQL} and l.refunded_amount = 0
    group by grouping sets ((), (l.category_code), (l.category_code, l.item_idx))`);
  let households = 0;
  const byCategory = new Map<string, number>();
  const byItem = new Map<number, number>();
  for (const row of result.rows) {
    if (row.category_code === null) households = Number(row.households);
    else if (row.item_idx === null) byCategory.set(row.category_code, Number(row.households));
    else byItem.set(Number(row.item_idx), Number(row.households));
  }
  return { households, byCategory, byItem };
}

/** The summary written again after a change of the lines (always the template's). */
export async function setSummary(db: DbOrTx, applicationIdx: number, summary: string) {
  await db
    .update(moveInPlanApplications)
    .set({ summary, summarySource: 'template' })
    .where(eq(moveInPlanApplications.applicationIdx, applicationIdx));
}

export async function updateLine(db: DbOrTx, lineIdx: number, values: Partial<Pick<LineRow, 'visitDate' | 'visitHour' | 'dropped'>>) {
  await db
    .update(moveInPlanLines)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(moveInPlanLines.lineIdx, lineIdx));
}

/**
 * Claims lines for the cart, atomically: only a kept line not in the cart and not being added right now is
 * claimed (a finished add whose cart line was removed since, or an abandoned claim, may be claimed again).
 * Concurrent taps race on the row: one claims it, the others get nothing back.
 */
export async function claimForCart(db: DbOrTx, applicationIdx: number, lineIdxs: number[]): Promise<number[]> {
  if (!lineIdxs.length) return [];
  const rows = await db
    .update(moveInPlanLines)
    .set({ cartClaimedAt: sql`now()`, cartAddedAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(moveInPlanLines.applicationIdx, applicationIdx),
        inArray(moveInPlanLines.lineIdx, lineIdxs),
        eq(moveInPlanLines.dropped, false),
        isNull(moveInPlanLines.cartIdx),
        or(isNull(moveInPlanLines.cartClaimedAt), isNotNull(moveInPlanLines.cartAddedAt), lt(moveInPlanLines.cartClaimedAt, STALE_CLAIM)),
      ),
    )
    .returning({ lineIdx: moveInPlanLines.lineIdx });
  return rows.map((r) => r.lineIdx);
}

export async function finishCartClaim(db: DbOrTx, lineIdx: number, cartIdx: number) {
  await db.update(moveInPlanLines).set({ cartIdx, cartAddedAt: sql`now()`, updatedAt: new Date() }).where(eq(moveInPlanLines.lineIdx, lineIdx));
}

export async function releaseCartClaim(db: DbOrTx, lineIdx: number) {
  await db
    .update(moveInPlanLines)
    .set({ cartClaimedAt: null, cartAddedAt: null, updatedAt: new Date() })
    .where(and(eq(moveInPlanLines.lineIdx, lineIdx), isNull(moveInPlanLines.cartIdx)));
}

/** Keeps the first thread opened for the application (a second 상담 요청 returns the same one). */
export async function setConsultThread(db: DbOrTx, applicationIdx: number, threadIdx: number) {
  await db
    .update(moveInPlanApplications)
    .set({ consultThreadIdx: threadIdx })
    .where(and(eq(moveInPlanApplications.applicationIdx, applicationIdx), isNull(moveInPlanApplications.consultThreadIdx)));
}
