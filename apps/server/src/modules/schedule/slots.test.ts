import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { partnerClosedDates, SLOT_WHOLE_DAY, slotUsage } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createCatalogPartner } from '../../../test/factories/catalog';
import { bookableMonth, createSlotUsage, dayIn } from '../../../test/factories/schedule';
import { openTestDatabase } from '../../../test/helpers';
import { describeOnPostgres } from '../../../test/on-postgres';
import {
  closeDate,
  holdSlot,
  holdSlots,
  releaseSlot,
  reopenDate,
  setSlotCapacity,
  slotOf,
  slotState,
  type SlotRef,
} from './slots';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const db = () => database.db;
const month = bookableMonth(2);

async function row(slot: SlotRef) {
  const [r] = await db()
    .select({ capacity: slotUsage.capacity, held: slotUsage.held })
    .from(slotUsage)
    .where(
      and(
        eq(slotUsage.partnerIdx, slot.partnerIdx),
        eq(slotUsage.visitDate, slot.visitDate),
        eq(slotUsage.slotHour, slot.visitHour ?? SLOT_WHOLE_DAY),
      ),
    );
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

describe('holdSlot and slotState', () => {
  it("holds up to the partner's capacity, then answers full without changing the count", async () => {
    const partner = await createCatalogPartner(db(), { slotCapacity: 2 });
    const slot = { partnerIdx: partner.partnerIdx, visitDate: dayIn(month, 10), visitHour: 9 };
    expect(await slotState(db(), slot)).toBe('open');
    expect(await row(slot)).toBeUndefined();

    expect(await holdSlot(db(), slot)).toBe('held');
    expect(await row(slot)).toEqual({ capacity: 2, held: 1 });
    expect(await slotState(db(), slot)).toBe('open');
    expect(await holdSlot(db(), slot)).toBe('held');
    expect(await slotState(db(), slot)).toBe('full');
    expect(await holdSlot(db(), slot)).toBe('full');
    expect(await row(slot)).toEqual({ capacity: 2, held: 2 });

    // Other hours and the whole-day slot of the same day count separately.
    expect(await slotState(db(), { ...slot, visitHour: 13 })).toBe('open');
    expect(await slotState(db(), { ...slot, visitHour: null })).toBe('open');
  });

  it('keeps the whole-day slot of happy-call items as hour -1', async () => {
    const partner = await createCatalogPartner(db(), { slotCapacity: 1 });
    const slot = { partnerIdx: partner.partnerIdx, visitDate: dayIn(month, 11), visitHour: null };
    expect(await holdSlot(db(), slot)).toBe('held');
    expect(await holdSlot(db(), slot)).toBe('full');
    const [r] = await db().select().from(slotUsage).where(eq(slotUsage.partnerIdx, partner.partnerIdx));
    expect(r).toMatchObject({ slotHour: -1, capacity: 1, held: 1 });
  });

  it('answers closed on a closed day and for an unknown partner, creating no row', async () => {
    const partner = await createCatalogPartner(db());
    const slot = { partnerIdx: partner.partnerIdx, visitDate: dayIn(month, 12), visitHour: 9 };
    await closeDate(db(), partner.partnerIdx, slot.visitDate, '설날 연휴');
    expect(await slotState(db(), slot)).toBe('closed');
    expect(await holdSlot(db(), slot)).toBe('closed');
    expect(await row(slot)).toBeUndefined();

    const nobody = { partnerIdx: 2_000_000_000, visitDate: dayIn(month, 12), visitHour: 9 };
    expect(await slotState(db(), nobody)).toBe('closed');
    expect(await holdSlot(db(), nobody)).toBe('closed');
  });

  it("uses a slot row's own capacity over the partner's default", async () => {
    const partner = await createCatalogPartner(db(), { slotCapacity: 3 });
    const slot = { partnerIdx: partner.partnerIdx, visitDate: dayIn(month, 13), visitHour: 13 };
    await createSlotUsage(db(), { partnerIdx: partner.partnerIdx, visitDate: slot.visitDate, slotHour: 13, capacity: 1, held: 0 });
    expect(await holdSlot(db(), slot)).toBe('held');
    expect(await holdSlot(db(), slot)).toBe('full');
    expect(await row(slot)).toEqual({ capacity: 1, held: 1 });
  });

  it('rolls back with the transaction that held it', async () => {
    const partner = await createCatalogPartner(db(), { slotCapacity: 1 });
    const slot = { partnerIdx: partner.partnerIdx, visitDate: dayIn(month, 14), visitHour: 9 };
    await db()
      .transaction(async (tx) => {
        expect(await holdSlot(tx, slot)).toBe('held');
        throw new Error('payment refused');
      })
      .catch(() => undefined);
    expect(await slotState(db(), slot)).toBe('open');
  });

  it('refuses a malformed slot as a programming error', async () => {
    await expect(slotState(db(), { partnerIdx: 1, visitDate: '2026-02-30', visitHour: 9 })).rejects.toThrow(RangeError);
    await expect(holdSlot(db(), { partnerIdx: 1, visitDate: dayIn(month, 1), visitHour: 24 })).rejects.toThrow(RangeError);
  });
});

describe('releaseSlot', () => {
  it('gives a visit back and never goes below zero', async () => {
    const partner = await createCatalogPartner(db(), { slotCapacity: 1 });
    const slot = { partnerIdx: partner.partnerIdx, visitDate: dayIn(month, 15), visitHour: 9 };
    await releaseSlot(db(), slot); // no row yet: nothing to do
    expect(await row(slot)).toBeUndefined();
    await holdSlot(db(), slot);
    expect(await slotState(db(), slot)).toBe('full');
    await releaseSlot(db(), slot);
    expect(await row(slot)).toEqual({ capacity: 1, held: 0 });
    await releaseSlot(db(), slot);
    expect(await row(slot)).toEqual({ capacity: 1, held: 0 });
    expect(await holdSlot(db(), slot)).toBe('held');
  });
});

describe('holdSlots', () => {
  it('holds every slot, the same slot twice taking two visits', async () => {
    const partner = await createCatalogPartner(db(), { slotCapacity: 2 });
    const a = { partnerIdx: partner.partnerIdx, visitDate: dayIn(month, 16), visitHour: 9 };
    expect(await holdSlots(db(), [a, a])).toEqual({ ok: true });
    expect(await row(a)).toEqual({ capacity: 2, held: 2 });
  });

  it('holds all or nothing: a full slot releases what was held before it', async () => {
    const partner = await createCatalogPartner(db(), { slotCapacity: 2 });
    const a = { partnerIdx: partner.partnerIdx, visitDate: dayIn(month, 17), visitHour: 9 };
    const b = { partnerIdx: partner.partnerIdx, visitDate: dayIn(month, 18), visitHour: 13 };
    await createSlotUsage(db(), { partnerIdx: partner.partnerIdx, visitDate: b.visitDate, slotHour: 13, capacity: 2, held: 2 });
    expect(await holdSlots(db(), [b, a])).toEqual({ ok: false, slot: b, state: 'full' });
    expect(await row(a)).toEqual({ capacity: 2, held: 0 });
    expect(await row(b)).toEqual({ capacity: 2, held: 2 });
  });
});

describe('setSlotCapacity', () => {
  it('creates or changes one slot and reopens a full one', async () => {
    const partner = await createCatalogPartner(db(), { slotCapacity: 1 });
    const slot = { partnerIdx: partner.partnerIdx, visitDate: dayIn(month, 19), visitHour: 13 };
    await holdSlot(db(), slot);
    expect(await slotState(db(), slot)).toBe('full');
    expect(await setSlotCapacity(db(), slot, 4)).toEqual({ capacity: 4, held: 1 });
    expect(await slotState(db(), slot)).toBe('open');

    const fresh = { ...slot, visitHour: 9 };
    expect(await setSlotCapacity(db(), fresh, 0)).toEqual({ capacity: 0, held: 0 });
    expect(await slotState(db(), fresh)).toBe('full');
    expect(await holdSlot(db(), fresh)).toBe('full');
  });

  it('refuses to go below what is held (409), changing nothing', async () => {
    const partner = await createCatalogPartner(db(), { slotCapacity: 3 });
    const slot = { partnerIdx: partner.partnerIdx, visitDate: dayIn(month, 20), visitHour: 9 };
    await holdSlots(db(), [slot, slot]);
    const error = await thrown(setSlotCapacity(db(), slot, 1));
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe('이미 예약된 방문이 2건이라 1건으로 줄일 수 없어요. 2건 이상으로 정해 주세요.');
    expect(await row(slot)).toEqual({ capacity: 3, held: 2 });
    expect(await setSlotCapacity(db(), slot, 2)).toEqual({ capacity: 2, held: 2 });
  });

  it('refuses a negative capacity (400) and an unknown partner (404)', async () => {
    const partner = await createCatalogPartner(db());
    const slot = { partnerIdx: partner.partnerIdx, visitDate: dayIn(month, 21), visitHour: 9 };
    const negative = await thrown(setSlotCapacity(db(), slot, -1));
    expect(negative.statusCode).toBe(400);
    expect(negative.details?.[0]?.field).toBe('capacity');
    const unknown = await thrown(setSlotCapacity(db(), { ...slot, partnerIdx: 2_000_000_000 }, 2));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.message).toBe('업체를 찾을 수 없어요.');
  });
});

describe('closeDate and reopenDate', () => {
  it('closes a day once (closing again updates the reason) and reopens it', async () => {
    const partner = await createCatalogPartner(db());
    const date = dayIn(month, 22);
    const slot = { partnerIdx: partner.partnerIdx, visitDate: date, visitHour: null };
    await closeDate(db(), partner.partnerIdx, date);
    await closeDate(db(), partner.partnerIdx, date, '내부 교육');
    const rows = await db().select().from(partnerClosedDates).where(eq(partnerClosedDates.partnerIdx, partner.partnerIdx));
    expect(rows.map((r) => [r.closedDate, r.reason])).toEqual([[date, '내부 교육']]);
    expect(await slotState(db(), slot)).toBe('closed');

    expect(await reopenDate(db(), partner.partnerIdx, date)).toBe(true);
    expect(await reopenDate(db(), partner.partnerIdx, date)).toBe(false);
    expect(await slotState(db(), slot)).toBe('open');
  });

  it('refuses a malformed date (400) and an unknown partner (404)', async () => {
    expect((await thrown(closeDate(db(), 1, '2026-13-01'))).statusCode).toBe(400);
    expect((await thrown(reopenDate(db(), 1, 'tomorrow'))).statusCode).toBe(400);
    expect((await thrown(closeDate(db(), 2_000_000_000, dayIn(month, 1)))).statusCode).toBe(404);
  });
});

describe('slotOf', () => {
  it('is the slot of a dated visit and null without a date', () => {
    expect(slotOf(7, { visitDate: '2026-12-05', dateUndecided: false, visitHour: 9 })).toEqual({
      partnerIdx: 7,
      visitDate: '2026-12-05',
      visitHour: 9,
    });
    expect(slotOf(7, { visitDate: null, dateUndecided: true, visitHour: null })).toBeNull();
  });
});

describeOnPostgres('concurrency', () => {
  it('gives a slot of capacity 1 to exactly one of 10 concurrent holds', async () => {
    const partner = await createCatalogPartner(db(), { slotCapacity: 1 });
    const slot = { partnerIdx: partner.partnerIdx, visitDate: dayIn(month, 23), visitHour: 9 };
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        db().transaction(async (tx) => {
          const result = await holdSlot(tx, slot);
          // Keep the transaction open a moment, so the others really wait on its row.
          await tx.execute(sql`select pg_sleep(0.02)`);
          return result;
        }),
      ),
    );
    expect(results.filter((r) => r === 'held')).toHaveLength(1);
    expect(results.filter((r) => r === 'full')).toHaveLength(9);
    expect(await row(slot)).toEqual({ capacity: 1, held: 1 });
  });

  it('holds two slots from 10 transactions listing them in opposite orders without a deadlock', async () => {
    const partner = await createCatalogPartner(db(), { slotCapacity: 5 });
    const a = { partnerIdx: partner.partnerIdx, visitDate: dayIn(month, 24), visitHour: 9 };
    const b = { partnerIdx: partner.partnerIdx, visitDate: dayIn(month, 24), visitHour: 13 };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        db().transaction(async (tx) => {
          const result = await holdSlots(tx, i % 2 ? [a, b] : [b, a]);
          await tx.execute(sql`select pg_sleep(0.02)`);
          return result.ok;
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(await row(a)).toEqual({ capacity: 5, held: 5 });
    expect(await row(b)).toEqual({ capacity: 5, held: 5 });
  });
});
