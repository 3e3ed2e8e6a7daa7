import { POINT_REASON_LABELS, POINT_REASONS, type PointEntry, type PointReason } from '@ipju/contract';
import type { pointLedger } from '../../db/schema';

const isReason = (r: string): r is PointReason => (POINT_REASONS as readonly string[]).includes(r);

export function toPointEntry(row: typeof pointLedger.$inferSelect, merchantUid: string | null): PointEntry {
  // The check constraint keeps reasons to POINT_REASONS; the guard only narrows the type.
  if (!isReason(row.reason)) throw new Error(`unknown point reason ${row.reason}`);
  return {
    pointIdx: row.pointIdx,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    reason: row.reason,
    label: POINT_REASON_LABELS[row.reason],
    memo: row.memo,
    merchantUid,
    createdAt: row.createdAt.toISOString(),
  };
}
