import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared';
import { balancePayments, cashReceipts, orders } from '../../db/schema';
import type { BalanceRow } from './billing.balance';
import type { CashReceiptRow } from './billing.cash-receipt';

/** The cash receipt and the 반반 결제 balance of a page of orders, in one query (the list's query budget). */
export async function listPaymentExtras(
  db: DbOrTx,
  orderIdxs: number[],
): Promise<{ cashReceipts: Map<number, CashReceiptRow>; balances: Map<number, BalanceRow> }> {
  const result = { cashReceipts: new Map<number, CashReceiptRow>(), balances: new Map<number, BalanceRow>() };
  if (!orderIdxs.length) return result;
  const rows = await extrasQuery(db).execute({ orderIdxs });
  for (const row of rows) {
    if (row.cashReceipt) result.cashReceipts.set(row.orderIdx, row.cashReceipt);
    if (row.balance) result.balances.set(row.orderIdx, row.balance);
  }
  return result;
}

const extrasQuery = preparedQuery(
  (db, name) =>
    db
      .select({ orderIdx: orders.orderIdx, cashReceipt: cashReceipts, balance: balancePayments })
      .from(orders)
      .leftJoin(cashReceipts, eq(cashReceipts.orderIdx, orders.orderIdx))
      .leftJoin(balancePayments, eq(balancePayments.orderIdx, orders.orderIdx))
      .where(anyOf(orders.orderIdx, 'orderIdxs'))
      .prepare(name),
  'payment_extras_of_orders',
);
