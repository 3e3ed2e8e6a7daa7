import { earliestSelectableDate } from '@ipju/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, partners } from '../../db/schema';
import { createCategory, createItem } from '../../../test/factories/catalog';
import { bookableMonth, createClosedDate, createSlotUsage, dayIn, fillSlot } from '../../../test/factories/schedule';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const availability = (itemIdx: number, month: string) =>
  t.app.inject({ url: `/api/v2/items/${itemIdx}/availability?month=${month}` });

describe('GET /items/:id/availability', () => {
  it("lists the partner's closed days, full days and full time slots of the month", async () => {
    const { item, partner } = await createItem(t.db);
    const month = bookableMonth(1);
    const p = partner.partnerIdx;
    await createClosedDate(t.db, { partnerIdx: p, closedDate: dayIn(month, 25), reason: '휴무' });
    await fillSlot(t.db, p, dayIn(month, 10), 9);
    await fillSlot(t.db, p, dayIn(month, 10), 13);
    await fillSlot(t.db, p, dayIn(month, 12), 13);
    // Held but not full, another item's hour, the whole-day slot and a full slot on the closed day: none show.
    await createSlotUsage(t.db, { partnerIdx: p, visitDate: dayIn(month, 12), slotHour: 9, capacity: 3, held: 2 });
    await fillSlot(t.db, p, dayIn(month, 14), 14);
    await fillSlot(t.db, p, dayIn(month, 14), null);
    await fillSlot(t.db, p, dayIn(month, 25), 9);
    // The next month's slots stay out.
    await fillSlot(t.db, p, dayIn(bookableMonth(2), 1), 9);

    const res = await availability(item.itemIdx, month);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: {
        itemIdx: item.itemIdx,
        month,
        earliestDate: earliestSelectableDate(new Date()),
        closedDates: [dayIn(month, 25)],
        fullDates: [dayIn(month, 10)],
        fullSlots: [{ date: dayIn(month, 12), time: 13 }],
        visitTimes: [
          { hour: 9, label: '오전 9시' },
          { hour: 13, label: '오후 1시' },
        ],
      },
    });
  });

  it("uses the item's own visit-time list over its category's", async () => {
    const { item, partner } = await createItem(t.db, { visitTimeSet: 'morningAfternoon14' });
    const month = bookableMonth(3);
    await fillSlot(t.db, partner.partnerIdx, dayIn(month, 5), 9);
    await fillSlot(t.db, partner.partnerIdx, dayIn(month, 5), 14);
    await fillSlot(t.db, partner.partnerIdx, dayIn(month, 6), 13); // not an hour of this item
    const data = (await availability(item.itemIdx, month)).json().data;
    expect(data.visitTimes.map((v: { hour: number }) => v.hour)).toEqual([9, 14]);
    expect(data.fullDates).toEqual([dayIn(month, 5)]);
    expect(data.fullSlots).toEqual([]);
  });

  it('uses the whole-day slot for happy-call items', async () => {
    const category = await createCategory(t.db, { visitTimeSet: 'happyCall' });
    const { item, partner } = await createItem(t.db, { category });
    const month = bookableMonth(1);
    await fillSlot(t.db, partner.partnerIdx, dayIn(month, 7), null);
    await fillSlot(t.db, partner.partnerIdx, dayIn(month, 8), 9); // hourly slots do not concern this item
    const data = (await availability(item.itemIdx, month)).json().data;
    expect(data.visitTimes).toEqual([{ hour: null, label: '해피콜 시 시간 협의' }]);
    expect(data.fullDates).toEqual([dayIn(month, 7)]);
    expect(data.fullSlots).toEqual([]);
  });

  it('counts every slot as full for a partner who takes no visits by default', async () => {
    const { item, partner } = await createItem(t.db);
    await t.db.update(partners).set({ slotCapacity: 0 }).where(eq(partners.partnerIdx, partner.partnerIdx));
    const month = bookableMonth(1);
    // Except where a slot was given a capacity.
    await createSlotUsage(t.db, { partnerIdx: partner.partnerIdx, visitDate: dayIn(month, 3), slotHour: 9, capacity: 2, held: 0 });
    const data = (await availability(item.itemIdx, month)).json().data;
    expect(data.fullDates).not.toContain(dayIn(month, 3));
    expect(data.fullDates).toContain(dayIn(month, 4));
    expect(data.fullSlots).toEqual([{ date: dayIn(month, 3), time: 13 }]);
  });

  it('takes this month up to 12 months ahead, and refuses other months in Korean', async () => {
    const { item } = await createItem(t.db);
    expect((await availability(item.itemIdx, bookableMonth(0))).statusCode).toBe(200);
    expect((await availability(item.itemIdx, bookableMonth(12))).statusCode).toBe(200);
    for (const month of [bookableMonth(-1), bookableMonth(13)]) {
      const res = await availability(item.itemIdx, month);
      expect(res.statusCode, month).toBe(400);
      expect(res.json().details[0].field).toBe('month');
      expect(res.json().message).toMatch(/^예약은 \d{4}년 \d{1,2}월부터 \d{4}년 \d{1,2}월까지 할 수 있어요\./);
    }
    for (const month of ['2026-13', '2026-1', 'next', '']) {
      const res = await availability(item.itemIdx, month);
      expect(res.statusCode, month).toBe(400);
      expect(res.json().details[0].field).toBe('month');
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    const missing = await t.app.inject({ url: `/api/v2/items/${item.itemIdx}/availability` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('month');
  });

  it('404s in Korean for unknown and inactive items and withdrawn partners', async () => {
    const month = bookableMonth(1);
    const inactive = await createItem(t.db, { isActive: false });
    const withdrawn = await createItem(t.db);
    await t.db.update(partners).set({ withdrawnAt: new Date() }).where(eq(partners.partnerIdx, withdrawn.partner.partnerIdx));
    for (const itemIdx of [2_000_000_000, inactive.item.itemIdx, withdrawn.item.itemIdx]) {
      const res = await availability(itemIdx, month);
      expect(res.statusCode, String(itemIdx)).toBe(404);
      expect(res.json().message).toBe('상품을 찾을 수 없어요. 판매가 끝났거나 없는 상품이에요.');
    }
    const bad = await t.app.inject({ url: `/api/v2/items/abc/availability?month=${month}` });
    expect(bad.statusCode).toBe(400);
    // The refused item stays as it was.
    const [row] = await t.db.select({ isActive: items.isActive }).from(items).where(eq(items.itemIdx, inactive.item.itemIdx));
    expect(row!.isActive).toBe(false);
  });

  it('needs no sign-in', async () => {
    const { item } = await createItem(t.db);
    const res = await t.app.inject({ url: `/api/v2/items/${item.itemIdx}/availability?month=${bookableMonth(1)}`, headers: {} });
    expect(res.statusCode).toBe(200);
  });
});
