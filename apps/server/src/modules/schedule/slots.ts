import { isYmd } from '@ipju/contract';
import type { DbOrTx } from '../../db/client';
import { SLOT_WHOLE_DAY } from '../../db/schema';
import { AppError, invalidField, notFound } from '../../lib/errors';
import * as repo from './slots.repository';
import type { VisitChoice } from './visit-choice';

/**
 * Partner capacity per visit slot (docs/COMMERCE.md, "Visit dates and capacity"). Every function takes the
 * database or a transaction, so cart and billing code can hold and release slots inside their own
 * transactions; the counting itself is a conditional update, so it stays right under concurrency.
 */

/** One visit slot of a partner; visitHour null is the whole-day slot of happy-call items. */
export interface SlotRef {
  partnerIdx: number;
  visitDate: string;
  visitHour: number | null;
}

export type SlotState = 'open' | 'full' | 'closed';
export type HoldResult = 'held' | 'full' | 'closed';

function keyOf(slot: SlotRef): repo.SlotKey {
  // A malformed slot is a programming error of the caller (requests are validated before this point).
  if (!isYmd(slot.visitDate)) throw new RangeError(`Invalid visit date: ${slot.visitDate}`);
  const h = slot.visitHour;
  if (h !== null && !(Number.isInteger(h) && h >= 0 && h <= 23)) throw new RangeError(`Invalid visit hour: ${h}`);
  return { partnerIdx: slot.partnerIdx, visitDate: slot.visitDate, slotHour: h ?? SLOT_WHOLE_DAY };
}

/** The slot a line's visit takes, or null when it has no date yet (undecided dates hold nothing). */
export function slotOf(partnerIdx: number, choice: VisitChoice): SlotRef | null {
  if (choice.visitDate === null) return null;
  return { partnerIdx, visitDate: choice.visitDate, visitHour: choice.visitHour };
}

/**
 * Whether the slot can take another visit: 'closed' on a closed day (or for an unknown partner), 'full'
 * when held >= capacity (without a row: 0 held of partners.slot_capacity), else 'open'. A read only: use
 * holdSlot to take the visit.
 */
export async function slotState(db: DbOrTx, slot: SlotRef): Promise<SlotState> {
  const row = await repo.readSlot(db, keyOf(slot));
  if (!row || row.closed) return 'closed';
  const capacity = row.capacity ?? row.defaultCapacity;
  const held = row.held ?? 0;
  return held >= capacity ? 'full' : 'open';
}

/**
 * Takes one visit of the slot: 'held', or 'full' / 'closed' without changing anything. The row is created
 * with the partner's default capacity first (ON CONFLICT DO NOTHING), then `held = held + 1 where held <
 * capacity`, so concurrent holds never go beyond the capacity. Call inside the transaction that records
 * what the visit is for, and roll it back (or releaseSlot) if that fails.
 */
export async function holdSlot(tx: DbOrTx, slot: SlotRef): Promise<HoldResult> {
  const key = keyOf(slot);
  const row = await repo.readSlot(tx, key);
  if (!row || row.closed) return 'closed';
  await repo.ensureSlotRow(tx, key);
  const held = await repo.incrementHeld(tx, key);
  return held === undefined ? 'full' : 'held';
}

/**
 * Holds several slots (one per line; the same slot twice takes two visits) all or nothing: in a fixed order,
 * so two orders holding the same slots cannot deadlock, and releasing what it held when one is full or
 * closed. Returns the first slot that could not be held.
 */
export async function holdSlots(
  tx: DbOrTx,
  slots: readonly SlotRef[],
): Promise<{ ok: true } | { ok: false; slot: SlotRef; state: Exclude<HoldResult, 'held'> }> {
  const ordered = [...slots].sort(compareSlots);
  const held: SlotRef[] = [];
  for (const slot of ordered) {
    const result = await holdSlot(tx, slot);
    if (result !== 'held') {
      for (const done of held) await releaseSlot(tx, done);
      return { ok: false, slot, state: result };
    }
    held.push(slot);
  }
  return { ok: true };
}

/** Gives one visit of the slot back (a cancelled line, a moved date); never below zero. */
export async function releaseSlot(tx: DbOrTx, slot: SlotRef): Promise<void> {
  await repo.decrementHeld(tx, keyOf(slot));
}

/**
 * Sets one slot's capacity (partner console, seed, tests). 400 for a negative or fractional capacity,
 * 404 for an unknown partner, 409 when more visits are already held than the new capacity.
 */
export async function setSlotCapacity(
  tx: DbOrTx,
  slot: SlotRef,
  capacity: number,
): Promise<{ capacity: number; held: number }> {
  if (!Number.isInteger(capacity) || capacity < 0 || capacity > 1000) {
    throw invalidField('capacity', '받을 수 있는 방문 수는 0~1000 사이의 정수로 입력해 주세요.');
  }
  const key = keyOf(slot);
  if (!(await repo.partnerExists(tx, key.partnerIdx))) throw notFound('업체');
  const row = await repo.upsertCapacity(tx, key, capacity);
  if (row) return row;
  const current = await repo.findSlotRow(tx, key);
  throw new AppError(
    'CONFLICT',
    `이미 예약된 방문이 ${current?.held ?? 0}건이라 ${capacity}건으로 줄일 수 없어요. ${current?.held ?? 0}건 이상으로 정해 주세요.`,
  );
}

/** Closes a partner's day (a holiday, a closure); closing it again only updates the reason. */
export async function closeDate(tx: DbOrTx, partnerIdx: number, date: string, reason = '휴무'): Promise<void> {
  if (!isYmd(date)) throw invalidField('date', '날짜를 2026-12-05처럼 입력해 주세요.');
  if (!(await repo.partnerExists(tx, partnerIdx))) throw notFound('업체');
  await repo.upsertClosedDate(tx, partnerIdx, date, reason);
}

/** Opens a closed day again; whether it was closed. */
export async function reopenDate(tx: DbOrTx, partnerIdx: number, date: string): Promise<boolean> {
  if (!isYmd(date)) throw invalidField('date', '날짜를 2026-12-05처럼 입력해 주세요.');
  return repo.deleteClosedDate(tx, partnerIdx, date);
}

/** Partner, date, then hour (the whole-day slot first): the order holdSlots takes row locks in. */
export function compareSlots(a: SlotRef, b: SlotRef): number {
  return (
    a.partnerIdx - b.partnerIdx ||
    (a.visitDate < b.visitDate ? -1 : a.visitDate > b.visitDate ? 1 : 0) ||
    (a.visitHour ?? SLOT_WHOLE_DAY) - (b.visitHour ?? SLOT_WHOLE_DAY)
  );
}
