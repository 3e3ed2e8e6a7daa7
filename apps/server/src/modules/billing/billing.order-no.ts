import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderNoCounters, orders } from '../../db/schema';

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

/** What an order carries until assignOrderNo gives it its number, inside the transaction that creates it. */
export const pendingOrderNo = (merchantUid: string) => `pending-${merchantUid}`;

/**
 * Claims the next number of the Seoul day of the transaction's now() and writes it on the order, in one
 * statement (formatOrderNo's format, in SQL). The day's counter row stays locked until the transaction ends,
 * so every order being created waits here for the one before it: call this as the transaction's last
 * statement, and the wait is one statement and a commit rather than the whole order's inserts.
 */
export async function assignOrderNo(tx: DbOrTx, orderIdx: number): Promise<string> {
  const day = sql`(now() at time zone 'Asia/Seoul')::date`;
  const rows = await tx.execute<{ order_no: string }>(sql`
    with claimed as (
      insert into ${orderNoCounters} (day, last_no) values (${day}, 1)
      on conflict (day) do update set last_no = ${orderNoCounters.lastNo} + excluded.last_no
      returning day, last_no
    )
    update ${orders} set order_no = to_char(claimed.day, 'YYMM-DD-') || lpad(claimed.last_no::text, greatest(4, length(claimed.last_no::text)), '0')
    from claimed where ${eq(orders.orderIdx, orderIdx)}
    returning ${orders.orderNo} as order_no`);
  return rows.rows[0]!.order_no;
}
