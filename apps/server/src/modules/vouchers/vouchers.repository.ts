import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared';
import { vouchers } from '../../db/schema';

/** The order's issued voucher (at most one, by vouchers_order_issued_uq), locked until the transaction ends. */
export async function lockIssued(tx: DbOrTx, orderIdx: number) {
  const [row] = await tx
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.orderIdx, orderIdx), eq(vouchers.status, 'issued')))
    .for('update');
  return row;
}

export async function withdraw(tx: DbOrTx, voucherIdx: number, now: Date) {
  await tx.update(vouchers).set({ status: 'withdrawn', withdrawnAt: now }).where(eq(vouchers.voucherIdx, voucherIdx));
}

export async function issue(tx: DbOrTx, values: { orderIdx: number; residentIdx: number; amount: number; minAmount: number; issuedAt: Date }) {
  const [row] = await tx.insert(vouchers).values({ ...values, status: 'issued' }).returning();
  return row!;
}


/** Every voucher of the given orders, in one query (callers pick each order's own). */
export function listForOrders(db: DbOrTx, orderIdxs: number[]) {
  if (!orderIdxs.length) return Promise.resolve([]);
  return vouchersOfOrders(db).execute({ orderIdxs });
}
const vouchersOfOrders = preparedQuery(
  (db, name) => db.select().from(vouchers).where(anyOf(vouchers.orderIdx, 'orderIdxs')).orderBy(asc(vouchers.voucherIdx)).prepare(name),
  'vouchers_of_orders',
);
