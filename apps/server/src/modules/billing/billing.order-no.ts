import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderNoCounters } from '../../db/schema';

/**
 * The short order number a resident sees (2611-26-0042): the Seoul day the order was created (YYMM-DD) and
 * its place among that day's orders (at least four digits). The merchantUid stays the internal key (API
 * paths, PortOne); this one is for screens, receipts and phone calls.
 */
export function formatOrderNo(day: string, n: number): string {
  const [yyyy, mm, dd] = day.split('-');
  return `${yyyy!.slice(2)}${mm}-${dd}-${String(n).padStart(4, '0')}`;
}

/**
 * Claims `count` consecutive numbers of the Seoul day of `at` (default: the transaction's now(), which is
 * also the order's created_at) with one upsert on the day's counter row: the increment happens first and
 * atomically, so parallel orders never share a number, and a rolled-back order gives its number back.
 */
export async function claimOrderNos(db: DbOrTx, at?: Date, count = 1): Promise<string[]> {
  const instant = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const [row] = await db
    .insert(orderNoCounters)
    .values({ day: sql`(${instant} at time zone 'Asia/Seoul')::date`, lastNo: count })
    .onConflictDoUpdate({ target: orderNoCounters.day, set: { lastNo: sql`${orderNoCounters.lastNo} + excluded.last_no` } })
    .returning({ day: orderNoCounters.day, lastNo: orderNoCounters.lastNo });
  const { day, lastNo } = row!;
  return Array.from({ length: count }, (_, i) => formatOrderNo(day, lastNo - count + 1 + i));
}

export async function claimOrderNo(db: DbOrTx, at?: Date): Promise<string> {
  return (await claimOrderNos(db, at, 1))[0]!;
}
