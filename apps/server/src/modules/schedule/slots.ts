import { formatYmd, HAPPY_CALL_LABEL, hourLabel, isYmd } from '@ipju/contract';
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
  const capacity = row.capacity ?? row.templateCapacity ?? row.defaultCapacity;
  const held = row.held ?? 0;
  return held >= capacity ? 'full' : 'open';
}

/**
 * Takes one visit of the slot: 'held', or 'full' / 'closed' without changing anything. First it takes the
 * partner's day lock shared (closeDate takes it exclusive, so a day is never closed while a payment holds a
 * visit on it, nor a visit held on a day being closed). The row is created with the weekly template's
 * capacity (else the partner's default) first (ON CONFLICT DO NOTHING), then `held = held + 1 where held <
 * capacity`, so concurrent holds never go beyond the capacity. Call inside the transaction that records
 * what the visit is for, and roll it back (or releaseSlot) if that fails.
 */
export async function holdSlot(tx: DbOrTx, slot: SlotRef): Promise<HoldResult> {
  const key = keyOf(slot);
  await repo.lockPartnerDay(tx, key.partnerIdx, key.visitDate, 'shared');
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

/** An order whose visit a refused close or capacity change would leave without a slot (the 409's details). */
export interface AffectedOrder {
  /** The short order number, or "오프라인 <customer>" for the company's own offline job. */
  orderNo: string;
  itemName: string;
  date: string;
  hour: number | null;
  /** '2026.12.05 (토) 오전 9시 · 입주청소 (2612-05-0042)' */
  message: string;
}

/**
 * The orders holding a visit of the partner on these dates (optionally one slot hour), for a 409's details:
 * sold online lines by their short order number, then the company's own offline jobs by their customer, then
 * booked 방문 견적 visits by their contact.
 */
export async function affectedOrders(db: DbOrTx, partnerIdx: number, dates: readonly string[], slotHour?: number): Promise<AffectedOrder[]> {
  const [lines, offline, quotes] = await Promise.all([
    repo.linesHolding(db, partnerIdx, dates),
    repo.offlineJobsHolding(db, partnerIdx, dates),
    repo.quoteVisitsHolding(db, partnerIdx, dates),
  ]);
  const inSlot = (hour: number | null) => slotHour === undefined || (hour ?? SLOT_WHOLE_DAY) === slotHour;
  const when = (date: string, hour: number | null) => `${formatYmd(date)} ${hour === null ? HAPPY_CALL_LABEL : hourLabel(hour)}`;
  return [
    ...lines
      .filter((l) => inSlot(l.visitHour))
      .map((l) => ({
        orderNo: l.orderNo,
        itemName: l.itemName,
        date: l.visitDate!,
        hour: l.visitHour,
        message: `${when(l.visitDate!, l.visitHour)} · ${l.itemName} (${l.orderNo})`,
      })),
    ...offline
      .filter((o) => inSlot(o.visitHour))
      .map((o) => ({
        orderNo: `오프라인 ${o.customerName}`,
        itemName: o.itemName,
        date: o.visitDate!,
        hour: o.visitHour,
        message: `${when(o.visitDate!, o.visitHour)} · ${o.itemName} (오프라인 주문 · ${o.customerName} 고객)`,
      })),
    ...quotes
      .filter((q) => inSlot(q.visitHour))
      .map((q) => ({
        orderNo: `방문 견적 ${q.contactName}`,
        itemName: q.itemName,
        date: q.visitDate,
        hour: q.visitHour,
        message: `${when(q.visitDate, q.visitHour)} · ${q.itemName} (방문 견적 · ${q.contactName} 고객)`,
      })),
  ];
}

/** A 409 whose details list the orders: `field` is the short order number, `message` the visit in words. */
const refusal = (message: string, orders: AffectedOrder[]) =>
  new AppError(
    'CONFLICT',
    message,
    orders.map((o) => ({ field: o.orderNo, message: o.message })),
  );

/**
 * Sets one slot's capacity for its date (partner console, seed, tests); null gives the slot back to the
 * weekly template. 400 for a negative or fractional capacity, 404 for an unknown partner, 409 with the
 * orders holding its visits when more are already held than the new capacity.
 */
export async function setSlotCapacity(
  tx: DbOrTx,
  slot: SlotRef,
  capacity: number | null,
): Promise<{ capacity: number; held: number }> {
  if (capacity !== null && (!Number.isInteger(capacity) || capacity < 0 || capacity > 1000)) {
    throw invalidField('capacity', '받을 수 있는 방문 수는 0~1000 사이의 정수로 입력해 주세요.');
  }
  const key = keyOf(slot);
  if (!(await repo.partnerExists(tx, key.partnerIdx))) throw notFound('업체');
  if (capacity === null) {
    const reset = await repo.resetCapacity(tx, key);
    if (reset) return reset;
    const existing = await repo.findSlotRow(tx, key);
    if (!existing) return { capacity: (await effectiveCapacity(tx, slot)) ?? 0, held: 0 };
  } else {
    const row = await repo.upsertCapacity(tx, key, capacity);
    if (row) return row;
  }
  const current = await repo.findSlotRow(tx, key);
  const held = current?.held ?? 0;
  throw refusal(
    `이미 예약된 방문이 ${held}건이라 ${capacity ?? '기본'}${capacity === null ? ' 방문 수' : '건'}으로 줄일 수 없어요. ${held}건 이상으로 정해 주세요.`,
    await affectedOrders(tx, key.partnerIdx, [key.visitDate], key.slotHour),
  );
}

/** The capacity a slot without its own row has (weekly template, else the default); null for an unknown partner. */
async function effectiveCapacity(db: DbOrTx, slot: SlotRef): Promise<number | null> {
  const row = await repo.readSlot(db, keyOf(slot));
  if (!row) return null;
  return row.capacity ?? row.templateCapacity ?? row.defaultCapacity;
}

/**
 * Closes a partner's day (a holiday, a closure); closing it again only updates the reason. Refused (409,
 * with the orders in `details`) while any visit of that day is held: the day lock taken exclusive waits for
 * payments holding a visit there, and holds wait for the close, so the two never cross.
 */
export async function closeDate(tx: DbOrTx, partnerIdx: number, date: string, reason = '휴무'): Promise<void> {
  if (!isYmd(date)) throw invalidField('date', '날짜를 2026-12-05처럼 입력해 주세요.');
  if (!(await repo.partnerExists(tx, partnerIdx))) throw notFound('업체');
  await repo.lockPartnerDay(tx, partnerIdx, date, 'exclusive');
  const held = await repo.heldOnDay(tx, partnerIdx, date);
  if (held > 0) {
    throw refusal(
      `${formatYmd(date)}에 예약된 방문이 ${held}건 있어서 휴무로 바꿀 수 없어요. 주문의 방문일을 먼저 옮기거나 취소해 주세요.`,
      await affectedOrders(tx, partnerIdx, [date]),
    );
  }
  await repo.upsertClosedDate(tx, partnerIdx, date, reason);
}

/** One cell of the weekly capacity template: weekday 0 (Sunday) - 6, hour null for the whole-day slot. */
export interface WeeklyCell {
  weekday: number;
  hour: number | null;
  capacity: number;
}

/** The partner's weekly template as set (cells without a row follow partners.slot_capacity). */
export async function readWeeklyCapacity(db: DbOrTx, partnerIdx: number): Promise<WeeklyCell[]> {
  const rows = await repo.listWeekly(db, partnerIdx);
  return rows.map((r) => ({ weekday: r.weekday, hour: r.slotHour === SLOT_WHOLE_DAY ? null : r.slotHour, capacity: r.capacity }));
}

/**
 * Sets cells of the weekly template. They apply to the slot rows from `from` (today) on that are not a
 * date's own override, and to every row created later; refused (409, nothing changed, the orders in
 * `details`) when a date of that weekday already holds more visits than the new value. Takes the partner's
 * lock exclusive, so no hold runs between the check and the change.
 */
export async function setWeeklyCapacity(tx: DbOrTx, partnerIdx: number, cells: readonly WeeklyCell[], from: string): Promise<void> {
  if (!(await repo.partnerExists(tx, partnerIdx))) throw notFound('업체');
  await repo.lockPartner(tx, partnerIdx);
  for (const cell of cells) {
    const slotHour = cell.hour ?? SLOT_WHOLE_DAY;
    const refused = await repo.applyWeekly(tx, partnerIdx, cell.weekday, slotHour, cell.capacity, from);
    if (refused.length) {
      const orders = await affectedOrders(tx, partnerIdx, refused, slotHour);
      throw refusal(
        `${refused.map((d) => formatYmd(d)).join(', ')}에 이미 예약된 방문이 ${cell.capacity}건보다 많아서 줄일 수 없어요. 해당 날짜의 주문을 먼저 확인해 주세요.`,
        orders,
      );
    }
    await repo.upsertWeekly(tx, partnerIdx, cell.weekday, slotHour, cell.capacity);
  }
}

/** One slot of a partner's day as the console edits it: capacity, held visits, whether the date overrides the template. */
export interface DaySlot {
  hour: number | null;
  capacity: number;
  held: number;
  override: boolean;
}

/** The partner's slots of one day for the given hours (rows where they exist, else the template or default). */
export async function daySlots(db: DbOrTx, partnerIdx: number, date: string, hours: readonly (number | null)[]): Promise<DaySlot[]> {
  const [rows, weekly, defaultCapacity] = await Promise.all([
    repo.daySlotRows(db, partnerIdx, date),
    repo.listWeekly(db, partnerIdx),
    repo.defaultCapacity(db, partnerIdx),
  ]);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const hourSet = new Set(hours.map((h) => h ?? SLOT_WHOLE_DAY));
  for (const r of rows) hourSet.add(r.slotHour);
  return [...hourSet]
    .sort((a, b) => a - b)
    .map((slotHour) => {
      const row = rows.find((r) => r.slotHour === slotHour);
      const template = weekly.find((w) => w.weekday === weekday && w.slotHour === slotHour)?.capacity;
      return {
        hour: slotHour === SLOT_WHOLE_DAY ? null : slotHour,
        capacity: row?.capacity ?? template ?? defaultCapacity,
        held: row?.held ?? 0,
        override: row?.override ?? false,
      };
    });
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

/** partners.slot_capacity: the capacity of a slot with neither its own row nor a weekly template value. */
export const partnerDefaultCapacity = (db: DbOrTx, partnerIdx: number) => repo.defaultCapacity(db, partnerIdx);
