import { FINAL_STATUSES } from '@ipju/contract';
import { and, asc, count, desc, eq, exists, inArray, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared';
import {
  apartmentAreas,
  orderEvents,
  orderLines,
  orders,
  partners,
  paymentWebhooks,
  pointLedger,
  refunds,
  residents,
} from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type NewEvent = typeof orderEvents.$inferInsert;

export async function insertOrder(db: DbOrTx, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function insertLines(db: DbOrTx, values: Array<typeof orderLines.$inferInsert>): Promise<LineRow[]> {
  return db.insert(orderLines).values(values).returning();
}

export async function findOrder(db: DbOrTx, merchantUid: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.merchantUid, merchantUid));
  return row;
}

export async function findOrderByIdx(db: DbOrTx, orderIdx: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderIdx, orderIdx));
  return row;
}

/**
 * The order row locked until the transaction ends: every change of an order's state goes through this.
 * FOR NO KEY UPDATE lets other transactions reference the order (foreign keys) while it is held.
 */
export async function lockOrder(db: DbOrTx, merchantUid: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.merchantUid, merchantUid)).for('no key update');
  return row;
}

export async function lockOrderByIdx(db: DbOrTx, orderIdx: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderIdx, orderIdx)).for('no key update');
  return row;
}

export async function findOrderByIdempotencyKey(db: DbOrTx, residentIdx: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.residentIdx, residentIdx), eq(orders.idempotencyKey, key)));
  return row;
}

export function listLines(db: DbOrTx, orderIdx: number): Promise<LineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderIdx, orderIdx)).orderBy(asc(orderLines.lineIdx));
}

const linesOfOrders = preparedQuery(
  (db, name) => db.select().from(orderLines).where(anyOf(orderLines.orderIdx, 'orderIdxs')).orderBy(asc(orderLines.lineIdx)).prepare(name),
  'order_lines_of_orders',
);

/** The lines of orders (one prepared statement for any number: every order answer reads them). */
export function listLinesOfOrders(db: DbOrTx, orderIdxs: number[]): Promise<LineRow[]> {
  if (!orderIdxs.length) return Promise.resolve([]);
  return linesOfOrders(db).execute({ orderIdxs });
}

export async function findLine(db: DbOrTx, lineIdx: number): Promise<LineRow | undefined> {
  const [row] = await db.select().from(orderLines).where(eq(orderLines.lineIdx, lineIdx));
  return row;
}

export async function updateOrder(db: DbOrTx, orderIdx: number, set: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(orders.orderIdx, orderIdx))
    .returning();
  return row!;
}

export async function updateLine(db: DbOrTx, lineIdx: number, set: Partial<typeof orderLines.$inferInsert>): Promise<LineRow> {
  const [row] = await db
    .update(orderLines)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(orderLines.lineIdx, lineIdx))
    .returning();
  return row!;
}

/** Marks lines as waiting for a refund, only those not already waiting for one; returns the marked ids. */
export async function markLinesRefundPending(db: DbOrTx, lineIdxs: number[], refundIdx: number): Promise<number[]> {
  const rows = await db
    .update(orderLines)
    .set({ pendingRefundIdx: refundIdx, updatedAt: new Date() })
    .where(and(inArray(orderLines.lineIdx, lineIdxs), sql`${orderLines.pendingRefundIdx} is null`))
    .returning({ lineIdx: orderLines.lineIdx });
  return rows.map((r) => r.lineIdx);
}

export async function clearLinesRefundPending(db: DbOrTx, refundIdx: number): Promise<void> {
  await db
    .update(orderLines)
    .set({ pendingRefundIdx: null, updatedAt: new Date() })
    .where(eq(orderLines.pendingRefundIdx, refundIdx));
}

export async function insertEvents(db: DbOrTx, events: NewEvent[]): Promise<void> {
  if (events.length) await db.insert(orderEvents).values(events);
}

export function listEvents(db: DbOrTx, orderIdx: number) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderIdx, orderIdx)).orderBy(asc(orderEvents.eventIdx));
}

/** The history of several orders in one query, oldest first (callers group it by orderIdx). */
export function listEventsOfOrders(db: DbOrTx, orderIdxs: number[]) {
  if (!orderIdxs.length) return Promise.resolve([]);
  return eventsOfOrders(db).execute({ orderIdxs });
}
const eventsOfOrders = preparedQuery(
  (db, name) => db.select().from(orderEvents).where(anyOf(orderEvents.orderIdx, 'orderIdxs')).orderBy(asc(orderEvents.eventIdx)).prepare(name),
  'order_events_of_orders',
);

/** A resident's orders, newest first; with `status`, those having a line in that status. */
export async function listResidentOrders(
  db: DbOrTx,
  residentIdx: number,
  filter: { status?: string; page: number; limit: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    eq(orders.residentIdx, residentIdx),
    filter.status
      ? exists(
          db
            .select({ one: sql`1` })
            .from(orderLines)
            .where(and(eq(orderLines.orderIdx, orders.orderIdx), eq(orderLines.status, filter.status))),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.orderIdx))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The buyer as the order records them: name, phone, e-mail, unit and 평형 of their registered home. */
export async function findBuyer(db: DbOrTx, residentIdx: number) {
  const [row] = await buyerQuery(db).execute({ residentIdx });
  return row;
}
/** Prepared (db/prepared.ts): every payment start reads the buyer. */
const buyerQuery = preparedQuery(
  (db, name) =>
    db
      .select({
        name: residents.name,
        phone: residents.phone,
        email: residents.email,
        dong: residents.dong,
        ho: residents.ho,
        apartmentIdx: residents.apartmentIdx,
        pyeong: apartmentAreas.pyeong,
      })
      .from(residents)
      .leftJoin(apartmentAreas, eq(apartmentAreas.areaIdx, residents.areaIdx))
      .where(eq(residents.residentIdx, sql.placeholder('residentIdx')))
      .prepare(name),
  'buyer_of_resident',
);

export async function insertRefund(db: DbOrTx, values: typeof refunds.$inferInsert): Promise<RefundRow | undefined> {
  const [row] = await db.insert(refunds).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findRefund(db: DbOrTx, refundIdx: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.refundIdx, refundIdx));
  return row;
}

/** The refund row locked until the transaction ends (finishing a refund happens once). */
export async function lockRefund(db: DbOrTx, refundIdx: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.refundIdx, refundIdx)).for('no key update');
  return row;
}

export async function updateRefund(db: DbOrTx, refundIdx: number, set: Partial<typeof refunds.$inferInsert>): Promise<void> {
  await db.update(refunds).set(set).where(eq(refunds.refundIdx, refundIdx));
}

/**
 * Whether the resident has an order still under way: a line waiting for its payment or deposit, for the work,
 * or being worked on (anything but FINAL_STATUSES). Such an account cannot be withdrawn (auth's withdraw).
 */
export async function hasLiveOrder(db: DbOrTx, residentIdx: number): Promise<boolean> {
  const [row] = await db
    .select({ lineIdx: orderLines.lineIdx })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .where(and(eq(orders.residentIdx, residentIdx), notInArray(orderLines.status, [...FINAL_STATUSES])))
    .limit(1);
  return row !== undefined;
}

export async function hasPendingRefund(db: DbOrTx, orderIdx: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(refunds)
    .where(and(eq(refunds.orderIdx, orderIdx), eq(refunds.status, 'pending')));
  return (row?.n ?? 0) > 0;
}

export async function findRefusal(db: DbOrTx, impUid: string): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.impUid, impUid), eq(refunds.kind, 'refuse')));
  return row;
}

export async function listPendingRefundIdxs(db: DbOrTx, olderThan: Date): Promise<number[]> {
  const rows = await db
    .select({ refundIdx: refunds.refundIdx })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lt(refunds.createdAt, olderThan)))
    .orderBy(asc(refunds.refundIdx))
    .limit(100);
  return rows.map((r) => r.refundIdx);
}

/** Orders still waiting for the payment window's result since before `olderThan`. */
export async function listStaleReadyOrders(db: DbOrTx, olderThan: Date): Promise<string[]> {
  const rows = await db
    .select({ merchantUid: orders.merchantUid })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'ready'), lt(sql`coalesce(${orders.paymentOpenedAt}, ${orders.createdAt})`, olderThan)))
    .orderBy(asc(orders.orderIdx))
    .limit(100);
  return rows.map((r) => r.merchantUid);
}

/** Virtual-account orders whose deposit deadline has passed. */
export async function listExpiredVbankOrders(db: DbOrTx, now: Date): Promise<string[]> {
  const rows = await db
    .select({ merchantUid: orders.merchantUid })
    .from(orders)
    .where(and(eq(orders.paymentStatus, 'vbank_issued'), isNotNull(orders.vbankDue), lt(orders.vbankDue, now)))
    .orderBy(asc(orders.orderIdx))
    .limit(100);
  return rows.map((r) => r.merchantUid);
}

/** Points the payment reward gave this order, less what cancellations took back. */
export async function purchasePointsOf(db: DbOrTx, orderIdx: number): Promise<{ granted: number; takenBack: number }> {
  const rows = await db
    .select({ reason: pointLedger.reason, total: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int` })
    .from(pointLedger)
    .where(and(eq(pointLedger.orderIdx, orderIdx), inArray(pointLedger.reason, ['purchase', 'purchase_cancel'])))
    .groupBy(pointLedger.reason);
  const granted = rows.find((r) => r.reason === 'purchase')?.total ?? 0;
  const takenBack = -(rows.find((r) => r.reason === 'purchase_cancel')?.total ?? 0);
  return { granted, takenBack };
}

/**
 * Points the payment reward gave each order, less what cancellations took back, in one query (orders
 * without any are absent: 0).
 */
export async function purchasePointsOfOrders(db: DbOrTx, orderIdxs: number[]): Promise<Map<number, number>> {
  if (!orderIdxs.length) return new Map();
  // purchase_cancel rows are negative, so the sum is what the order still holds.
  const rows = await purchasePointsQuery(db).execute({ orderIdxs });
  return new Map(rows.map((r) => [r.orderIdx!, r.total]));
}
const purchasePointsQuery = preparedQuery(
  (db, name) =>
    db
      .select({ orderIdx: pointLedger.orderIdx, total: sql<number>`coalesce(sum(${pointLedger.amount}), 0)::int` })
      .from(pointLedger)
      .where(and(anyOf(pointLedger.orderIdx, 'orderIdxs'), inArray(pointLedger.reason, ['purchase', 'purchase_cancel'])))
      .groupBy(pointLedger.orderIdx)
      .prepare(name),
  'purchase_points_of_orders',
);

/** A resident's paid order lines (receipts), newest first, with the business number of the company. */
export function listReceiptLines(db: DbOrTx, residentIdx: number) {
  return db
    .select({ line: orderLines, order: orders, businessNumber: partners.businessNumber })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .innerJoin(partners, eq(partners.partnerIdx, orderLines.partnerIdx))
    .where(and(eq(orders.residentIdx, residentIdx), isNotNull(orders.paidAt)))
    .orderBy(desc(orderLines.lineIdx))
    .limit(200);
}

/** One line with its order and the business number of the company it was sold to. */
export async function findLineWithOrder(db: DbOrTx, lineIdx: number) {
  const [row] = await db
    .select({ line: orderLines, order: orders, businessNumber: partners.businessNumber })
    .from(orderLines)
    .innerJoin(orders, eq(orders.orderIdx, orderLines.orderIdx))
    .innerJoin(partners, eq(partners.partnerIdx, orderLines.partnerIdx))
    .where(eq(orderLines.lineIdx, lineIdx));
  return row;
}

/** Keeps a notification: a new row per payment state, or the latest outcome on the row of a state already reported. */
export async function recordWebhook(db: DbOrTx, values: typeof paymentWebhooks.$inferInsert): Promise<void> {
  await db
    .insert(paymentWebhooks)
    .values(values)
    .onConflictDoUpdate({ target: [paymentWebhooks.impUid, paymentWebhooks.status], set: { outcome: sql`excluded.outcome` } });
}
