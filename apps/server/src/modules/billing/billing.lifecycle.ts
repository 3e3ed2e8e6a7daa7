import { canTransition, ORDER_STATUS_LABELS, type OrderActor, type OrderStatus } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { refusedStatusMove, type AppError } from '../../lib/errors';
import { queueResidentNotice } from '../../lib/notifications';
import { endVirtualNumber } from '../../lib/virtual-numbers';
import { cancelInspectionsForLines, INSPECTION_CATEGORY } from '../inspections';
import { eraseEntryCodeIfEnded } from '../visits';
import * as repo from './billing.repository';
import type { LineRow, OrderRow } from './billing.repository';

export interface LineMove {
  to: OrderStatus;
  actor: OrderActor;
  actorIdx?: number | null;
  /** The history line, in Korean. */
  message: string;
  /** Other columns to set on each moved line. */
  set?: Partial<LineRow>;
}

/** When a status is reached, the moment it happened is kept on the line. */
const STAMP: Partial<Record<OrderStatus, 'startedAt' | 'completedAt' | 'cancelledAt'>> = {
  in_progress: 'startedAt',
  completed: 'completedAt',
  cancelled: 'cancelledAt',
};

export function refusedMove(from: OrderStatus, to: OrderStatus): AppError {
  return refusedStatusMove(ORDER_STATUS_LABELS[from], ORDER_STATUS_LABELS[to]);
}

/**
 * Moves order lines to a status through the one transition table (ORDER_TRANSITIONS): a move the actor
 * may not make is refused (409) and nothing changes; a line already there stays as it is. Each move is
 * written to the order history.
 */
export async function moveLines(tx: DbOrTx, order: OrderRow, lines: LineRow[], move: LineMove): Promise<LineRow[]> {
  const moving = lines.filter((l) => l.status !== move.to);
  for (const line of moving) {
    if (!canTransition(line.status as OrderStatus, move.to, move.actor)) throw refusedMove(line.status as OrderStatus, move.to);
  }
  const now = new Date();
  const stamp = STAMP[move.to];
  const moved: LineRow[] = [];
  for (const line of moving) {
    moved.push(await repo.updateLine(tx, line.lineIdx, { status: move.to, ...(stamp ? { [stamp]: now } : {}), ...move.set }));
  }
  await repo.insertEvents(
    tx,
    moving.map((line) => ({
      orderIdx: order.orderIdx,
      lineIdx: line.lineIdx,
      kind: 'status' as const,
      fromStatus: line.status,
      toStatus: move.to,
      actor: move.actor,
      actorIdx: move.actorIdx ?? null,
      message: move.message,
    })),
  );
  // The order ended with this move (no line left to visit): its 공동현관 비밀번호 goes now.
  if (moving.length) await eraseEntryCodeIfEnded(tx, order.orderIdx, move.to);
  // A finished or cancelled job's 050 안심번호 stops connecting the company and the resident now.
  if (move.to === 'completed' || move.to === 'cancelled' || move.to === 'payment_failed') {
    for (const line of moving) await endVirtualNumber(tx, { kind: 'order_line', idx: line.lineIdx });
  }
  // A cancelled 사전점검 line cancels its inspection.
  if (move.to === 'cancelled') {
    await cancelInspectionsForLines(tx, moving.filter((l) => l.categoryCode === INSPECTION_CATEGORY).map((l) => l.lineIdx));
  }
  return moved;
}

/** A history entry that is not a status change (date change, refund, confirmation, flag). */
export async function recordEvent(
  tx: DbOrTx,
  order: OrderRow,
  event: { kind: 'date' | 'refund' | 'confirm' | 'flag' | 'job'; actor: OrderActor; actorIdx?: number | null; lineIdx?: number | null; message: string; data?: unknown },
): Promise<void> {
  await repo.insertEvents(tx, [
    {
      orderIdx: order.orderIdx,
      lineIdx: event.lineIdx ?? null,
      kind: event.kind,
      actor: event.actor,
      actorIdx: event.actorIdx ?? null,
      message: event.message,
      data: event.data ?? null,
    },
  ]);
}

/** Queues the resident's AlimTalk and push for an order (sent after the transaction commits). */
export function notifyBuyer(tx: DbOrTx, order: OrderRow, notice: { title: string; body: string; link?: string }): Promise<void> {
  return queueResidentNotice(tx, {
    residentIdx: order.residentIdx,
    phone: order.buyerPhone,
    title: notice.title,
    body: notice.body,
    link: notice.link ?? `/my-page/orders/${order.merchantUid}`,
  });
}

/** The first history entry of each line: the order was created and waits for the payment. */
export async function recordCreated(tx: DbOrTx, order: OrderRow, lines: LineRow[]): Promise<void> {
  await repo.insertEvents(
    tx,
    lines.map((line) => ({
      orderIdx: order.orderIdx,
      lineIdx: line.lineIdx,
      kind: 'status' as const,
      fromStatus: null,
      toStatus: line.status,
      actor: 'resident' as const,
      actorIdx: order.residentIdx,
      message: '주문서를 만들고 결제를 시작했어요.',
    })),
  );
}
