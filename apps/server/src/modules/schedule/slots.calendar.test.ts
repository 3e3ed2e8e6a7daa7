import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { partnerClosedDates, SLOT_WHOLE_DAY, slotUsage } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createCatalogPartner } from '../../../test/factories/catalog';
import { bookableMonth, dayIn } from '../../../test/factories/schedule';
import { fileDatabaseUrl } from '../../../test/file-database';
import { openTestDatabase } from '../../../test/helpers';
import { describeOnPostgres } from '../../../test/on-postgres';
import { closeDate, holdSlot, holdSlots, readWeeklyCapacity, setSlotCapacity, setWeeklyCapacity, slotState, type SlotRef } from './slots';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const db = () => database.db;
const month = bookableMonth(3);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

async function row(slot: SlotRef) {
  const [r] = await db()
    .select({ capacity: slotUsage.capacity, held: slotUsage.held, override: slotUsage.capacityOverride })
    .from(slotUsage)
    .where(and(eq(slotUsage.partnerIdx, slot.partnerIdx), eq(slotUsage.visitDate, slot.visitDate), eq(slotUsage.slotHour, slot.visitHour ?? SLOT_WHOLE_DAY)));
  return r;
}

async function thrown(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('the weekly capacity template', () => {
  it("gives a new slot its weekday's capacity, and holdSlot stops there", async () => {
    const partner = await createCatalogPartner(db(), { slotCapacity: 3 });
    const date = dayIn(month, 9);
    const slot = { partnerIdx: partner.partnerIdx, visitDate: date, visitHour: 9 };
    await setWeeklyCapacity(db(), partner.partnerIdx, [{ weekday: weekdayOf(date), hour: 9, capacity: 1 }], dayIn(month, 1));
    expect(await readWeeklyCapacity(db(), partner.partnerIdx)).toEqual([{ weekday: weekdayOf(date), hour: 9, capacity: 1 }]);
    expect(await holdSlot(db(), slot)).toBe('held');
    expect(await holdSlot(db(), slot)).toBe('full');
    expect(await row(slot)).toEqual({ capacity: 1, held: 1, override: false });
    // Another hour and another weekday keep the default.
    const otherDay = { ...slot, visitDate: dayIn(month, 10) };
    expect(await holdSlots(db(), [otherDay, otherDay])).toEqual({ ok: true });
    expect(await slotState(db(), { ...slot, visitHour: 13 })).toBe('open');
  });

  it('a weekday of capacity 0 is full before any row exists', async () => {
    const partner = await createCatalogPartner(db(), { slotCapacity: 3 });
    const date = dayIn(month, 11);
    await setWeeklyCapacity(db(), partner.partnerIdx, [{ weekday: weekdayOf(date), hour: null, capacity: 0 }], dayIn(month, 1));
    expect(await slotState(db(), { partnerIdx: partner.partnerIdx, visitDate: date, visitHour: null })).toBe('full');
    expect(await slotState(db(), { partnerIdx: partner.partnerIdx, visitDate: addWeek(date), visitHour: null })).toBe('full');
  });

  it("moves existing future rows but not a date's own override, and refuses to go below what a date holds", async () => {
    const partner = await createCatalogPartner(db(), { slotCapacity: 3 });
    const held = dayIn(month, 12);
    const empty = addWeek(held);
    const overridden = addWeek(empty);
    const weekday = weekdayOf(held);
    await holdSlots(db(), [
      { partnerIdx: partner.partnerIdx, visitDate: held, visitHour: 9 },
      { partnerIdx: partner.partnerIdx, visitDate: held, visitHour: 9 },
    ]);
    await setSlotCapacity(db(), { partnerIdx: partner.partnerIdx, visitDate: empty, visitHour: 9 }, 3);
    await setSlotCapacity(db(), { partnerIdx: partner.partnerIdx, visitDate: overridden, visitHour: 9 }, 5);
    // The override flag of `empty` goes back to the template.
    await setSlotCapacity(db(), { partnerIdx: partner.partnerIdx, visitDate: empty, visitHour: 9 }, null);

    const refused = await thrown(
      db().transaction((tx) => setWeeklyCapacity(tx, partner.partnerIdx, [{ weekday, hour: 9, capacity: 1 }], dayIn(month, 1))),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toContain('이미 예약된 방문이 1건보다 많아서 줄일 수 없어요');
    expect(await readWeeklyCapacity(db(), partner.partnerIdx)).toEqual([]);

    await setWeeklyCapacity(db(), partner.partnerIdx, [{ weekday, hour: 9, capacity: 2 }], dayIn(month, 1));
    expect(await row({ partnerIdx: partner.partnerIdx, visitDate: held, visitHour: 9 })).toEqual({ capacity: 2, held: 2, override: false });
    expect(await row({ partnerIdx: partner.partnerIdx, visitDate: empty, visitHour: 9 })).toEqual({ capacity: 2, held: 0, override: false });
    expect(await row({ partnerIdx: partner.partnerIdx, visitDate: overridden, visitHour: 9 })).toEqual({ capacity: 5, held: 0, override: true });
  });
});

describe('closeDate with held visits', () => {
  it('refuses (409) while a visit of the day is held, and closes once it is released', async () => {
    const partner = await createCatalogPartner(db());
    const date = dayIn(month, 14);
    const slot = { partnerIdx: partner.partnerIdx, visitDate: date, visitHour: 13 };
    expect(await holdSlot(db(), slot)).toBe('held');
    const error = await thrown(closeDate(db(), partner.partnerIdx, date));
    expect(error.statusCode).toBe(409);
    expect(error.message).toMatch(/예약된 방문이 1건 있어서 휴무로 바꿀 수 없어요/);
    expect(await db().select().from(partnerClosedDates).where(eq(partnerClosedDates.partnerIdx, partner.partnerIdx))).toEqual([]);
    await db().update(slotUsage).set({ held: 0 }).where(eq(slotUsage.partnerIdx, partner.partnerIdx));
    await closeDate(db(), partner.partnerIdx, date);
    expect(await slotState(db(), slot)).toBe('closed');
  });
});

function addWeek(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7);
  return d.toISOString().slice(0, 10);
}

describeOnPostgres('closing a day against concurrent payments', () => {
  // Each transaction stays open a while after its step, so without the day lock the close would miss the
  // holds not yet committed (close second) or the holds would miss the closed day not yet committed (close first).
  const scenarios = [
    { name: 'the close first', closeDelay: 0, closeOpen: 0.1, holdDelay: 0.02, holdOpen: 0.01 },
    { name: 'the holds first', closeDelay: 0.03, closeOpen: 0, holdDelay: 0, holdOpen: 0.08 },
    { name: 'all at once', closeDelay: 0.01, closeOpen: 0.02, holdDelay: 0.01, holdOpen: 0.02 },
  ];
  // A pool wide enough for all 21 transactions at once (the test pool has 10 connections, which would queue them).
  let wide: Database;
  beforeAll(async () => {
    wide = await openDatabase({ url: (await fileDatabaseUrl())!, poolSize: 25 });
  });
  afterAll(() => wide.close());

  it.each(scenarios)('20 concurrent holds vs a close ($name): either the close is refused, or no hold succeeds', async (s) => {
    const partner = await createCatalogPartner(db(), { slotCapacity: 50 });
    const date = dayIn(month, 15 + scenarios.indexOf(s));
    const slot = { partnerIdx: partner.partnerIdx, visitDate: date, visitHour: 9 };
    const holds = Array.from({ length: 20 }, (_, i) =>
      wide.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(${s.holdDelay + (i % 4) * 0.003})`);
        const result = await holdSlot(tx, slot);
        await tx.execute(sql`select pg_sleep(${s.holdOpen})`);
        return result;
      }),
    );
    const close = wide.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(${s.closeDelay})`);
        await closeDate(tx, partner.partnerIdx, date);
        await tx.execute(sql`select pg_sleep(${s.closeOpen})`);
      })
      .then(
        () => 'closed' as const,
        (e: unknown) => {
          if (e instanceof AppError && e.statusCode === 409) return 'refused' as const;
          throw e;
        },
      );
    const [closeResult, ...holdResults] = await Promise.all([close, ...holds]);
    const heldCount = holdResults.filter((r) => r === 'held').length;
    expect((await row(slot))?.held ?? 0).toBe(heldCount);
    const closedRows = await db().select().from(partnerClosedDates).where(eq(partnerClosedDates.partnerIdx, partner.partnerIdx));
    if (closeResult === 'closed') {
      expect(holdResults.every((r) => r === 'closed')).toBe(true);
      expect(closedRows).toHaveLength(1);
    } else {
      expect(heldCount).toBeGreaterThan(0);
      expect(closedRows).toHaveLength(0);
    }
  });

  it('20 concurrent holds vs lowering the weekday to 0: either the change is refused, or no hold succeeds and every row follows it', async () => {
    const partner = await createCatalogPartner(db(), { slotCapacity: 3 });
    const date = dayIn(month, 20);
    const weekday = weekdayOf(date);
    // Holds on four dates of that weekday (rows created by the holds themselves).
    const dates = [date, addWeek(date), addWeek(addWeek(date)), addWeek(addWeek(addWeek(date)))];
    const holds = Array.from({ length: 20 }, (_, i) =>
      wide.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(${0.02 + (i % 4) * 0.003})`);
        const result = await holdSlot(tx, { partnerIdx: partner.partnerIdx, visitDate: dates[i % 4]!, visitHour: 9 });
        await tx.execute(sql`select pg_sleep(0.03)`);
        return result;
      }),
    );
    const change = wide.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(0.03)`);
        await setWeeklyCapacity(tx, partner.partnerIdx, [{ weekday, hour: 9, capacity: 0 }], dayIn(month, 1));
        await tx.execute(sql`select pg_sleep(0.05)`);
      })
      .then(
        () => 'changed' as const,
        (e: unknown) => {
          if (e instanceof AppError && e.statusCode === 409) return 'refused' as const;
          throw e;
        },
      );
    const [changeResult, ...holdResults] = await Promise.all([change, ...holds]);
    const rows = await db().select().from(slotUsage).where(eq(slotUsage.partnerIdx, partner.partnerIdx));
    const heldCount = holdResults.filter((r) => r === 'held').length;
    expect(rows.reduce((sum, r) => sum + r.held, 0)).toBe(heldCount);
    if (changeResult === 'changed') {
      expect(heldCount).toBe(0);
      expect(rows.every((r) => r.capacity === 0)).toBe(true);
      expect(await readWeeklyCapacity(db(), partner.partnerIdx)).toEqual([{ weekday, hour: 9, capacity: 0 }]);
    } else {
      expect(heldCount).toBeGreaterThan(0);
      expect(await readWeeklyCapacity(db(), partner.partnerIdx)).toEqual([]);
    }
  });
});
