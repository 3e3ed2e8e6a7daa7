import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { orders, pointLedger, residents } from '../../db/schema';

export type LedgerInsert = typeof pointLedger.$inferInsert;

/**
 * Reasons that add to "지금까지 적립한 포인트" (a purchase or review reward taken back counts against it, also
 * when it is taken later from points that came in: owed_recovery).
 */
const EARNING_REASONS = ['referral', 'event', 'purchase', 'purchase_cancel', 'review', 'review_cancel', 'owed_recovery'];

/** The balance and what take-backs still owe (undefined: no such resident). */
export async function readPoints(db: DbOrTx, residentIdx: number): Promise<{ balance: number; owed: number } | undefined> {
  const [row] = await balanceQuery(db).execute({ residentIdx });
  return row;
}
/** Prepared (db/prepared.ts): every payment's plan and quote reads the balance. */
const balanceQuery = preparedQuery(
  (db, name) =>
    db
      .select({ balance: residents.pointBalance, owed: residents.pointsOwed })
      .from(residents)
      .where(eq(residents.residentIdx, sql.placeholder('residentIdx')))
      .limit(1)
      .prepare(name),
  'point_balance_of_resident',
);

/**
 * Reads the balance and locks the resident row until the transaction ends (every balance change does).
 * FOR NO KEY UPDATE, not FOR UPDATE: the same transaction has often inserted rows referencing the resident
 * (an order), which takes a key-share lock; FOR UPDATE would then deadlock two concurrent payments.
 */
export async function lockBalance(tx: DbOrTx, residentIdx: number): Promise<{ balance: number; owed: number } | undefined> {
  const [row] = await tx
    .select({ balance: residents.pointBalance, owed: residents.pointsOwed })
    .from(residents)
    .where(eq(residents.residentIdx, residentIdx))
    .for('no key update');
  return row;
}

/** Inserts a ledger row; undefined when a once-only unique index already holds an equal one. */
export async function insertEntry(tx: DbOrTx, values: LedgerInsert) {
  const [row] = await tx.insert(pointLedger).values(values).onConflictDoNothing().returning();
  return row;
}

/** Moves the balance and what is owed by the given amounts (one statement, so the row's check sees both). */
export async function moveBalance(tx: DbOrTx, residentIdx: number, move: { balance: number; owed: number }) {
  await tx
    .update(residents)
    .set({
      pointBalance: sql`${residents.pointBalance} + ${move.balance}`,
      ...(move.owed !== 0 ? { pointsOwed: sql`${residents.pointsOwed} + ${move.owed}` } : {}),
    })
    .where(eq(residents.residentIdx, residentIdx));
}

/** The 'spend' entry of an order (at most one, by the unique index). */
export async function findSpend(db: DbOrTx, residentIdx: number, orderIdx: number) {
  const [row] = await db
    .select()
    .from(pointLedger)
    .where(and(eq(pointLedger.residentIdx, residentIdx), eq(pointLedger.orderIdx, orderIdx), eq(pointLedger.reason, 'spend')))
    .limit(1);
  return row;
}

/** A page of the resident's entries, newest first, with the order number they belong to. */
export async function listEntries(db: DbOrTx, residentIdx: number, page: number, limit: number) {
  return db
    .select({ entry: pointLedger, merchantUid: orders.merchantUid })
    .from(pointLedger)
    .leftJoin(orders, eq(orders.orderIdx, pointLedger.orderIdx))
    .where(eq(pointLedger.residentIdx, residentIdx))
    .orderBy(desc(pointLedger.pointIdx))
    .limit(limit)
    .offset((page - 1) * limit);
}

export async function ledgerTotals(db: DbOrTx, residentIdx: number) {
  const [row] = await db
    .select({
      total: count(),
      earned: sql<number>`coalesce(sum(${pointLedger.amount}) filter (where ${inArray(pointLedger.reason, EARNING_REASONS)}), 0)::int`,
    })
    .from(pointLedger)
    .where(eq(pointLedger.residentIdx, residentIdx));
  return { total: row?.total ?? 0, earned: row?.earned ?? 0 };
}
