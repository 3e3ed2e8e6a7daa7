import { VOUCHER_STATUS_LABELS, voucherFor } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import * as repo from './vouchers.repository';

/**
 * Gift vouchers of SPEC section 1 (10,000 / 30,000 / 50,000 / 100,000원 for paid totals of at least
 * 800,000 / 1,000,000 / 2,000,000 / 4,000,000원). An order holds at most one issued voucher; when its
 * paid total changes (paid, partly or wholly cancelled) the voucher follows it.
 */

export interface OrderVoucher {
  amount: number;
  minAmount: number;
  status: 'issued' | 'withdrawn';
  statusLabel: string;
}

/**
 * Makes the order's issued voucher the one `paidTotal` earns (card/account plus points). A different or
 * no longer earned voucher is withdrawn and the right one issued; an unchanged one is left alone, so
 * calling twice changes nothing the second time. Returns the amounts (won) issued and withdrawn now.
 */
export async function syncOrderVoucher(
  tx: DbOrTx,
  input: { orderIdx: number; residentIdx: number; paidTotal: number },
): Promise<{ issued: number | null; withdrawn: number | null }> {
  const target = voucherFor(input.paidTotal);
  const current = await repo.lockIssued(tx, input.orderIdx);
  if (current && target && current.amount === target.amount && current.minAmount === target.minAmount) {
    return { issued: null, withdrawn: null };
  }
  if (!current && !target) return { issued: null, withdrawn: null };
  const now = new Date();
  if (current) await repo.withdraw(tx, current.voucherIdx, now);
  if (target) {
    await repo.issue(tx, { orderIdx: input.orderIdx, residentIdx: input.residentIdx, amount: target.amount, minAmount: target.minAmount, issuedAt: now });
  }
  return { issued: target?.amount ?? null, withdrawn: current?.amount ?? null };
}

type VoucherRow = Awaited<ReturnType<typeof repo.listForOrders>>[number];

const toOrderVoucher = (row: VoucherRow): OrderVoucher => ({
  amount: row.amount,
  minAmount: row.minAmount,
  status: row.status,
  statusLabel: VOUCHER_STATUS_LABELS[row.status],
});

/** The order's voucher for the order detail: the issued one, else the last withdrawn, else null. */
export async function listOrderVoucher(db: DbOrTx, orderIdx: number): Promise<OrderVoucher | null> {
  return (await listOrderVouchers(db, [orderIdx])).get(orderIdx) ?? null;
}

/** listOrderVoucher of several orders in one query, by orderIdx (orders without a voucher are absent). */
export async function listOrderVouchers(db: DbOrTx, orderIdxs: number[]): Promise<Map<number, OrderVoucher>> {
  const chosen = new Map<number, VoucherRow>();
  // Oldest first: a later withdrawn voucher replaces an earlier one, and an issued one is never replaced.
  for (const row of await repo.listForOrders(db, orderIdxs)) {
    if (chosen.get(row.orderIdx)?.status !== 'issued') chosen.set(row.orderIdx, row);
  }
  return new Map([...chosen].map(([orderIdx, row]) => [orderIdx, toOrderVoucher(row)]));
}
