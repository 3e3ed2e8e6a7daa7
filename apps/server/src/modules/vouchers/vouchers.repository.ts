import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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

/** The issued voucher of an order, else the last one withdrawn. */
export async function findForOrder(db: DbOrTx, orderIdx: number) {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(eq(vouchers.orderIdx, orderIdx))
    .orderBy(sql`(${vouchers.status} = 'issued') desc`, desc(vouchers.voucherIdx))
    .limit(1);
  return row;
}
