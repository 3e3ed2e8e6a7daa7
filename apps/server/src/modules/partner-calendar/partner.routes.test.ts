import { addDays, parseYmd, seoulToday, weekdayOf } from '@ipju/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, partnerCalendarEntries, partnerClosedDates } from '../../db/schema';
import { createItem } from '../../../test/factories/catalog';
import { paidOrder, visitDay } from '../../../test/factories/commerce';
import { paidOrderWithHistory } from '../../../test/factories/orders';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject(payload === undefined ? { method, url: `/api/v2${url}`, headers } : { method, url: `/api/v2${url}`, headers, payload });

/** A signed-in company selling one item (visit times 9 and 13). */
async function company() {
  const partner = await createSignedInPartner(t.app, t.db);
  const item = await createItem(t.db, { partnerIdx: partner.partner.partnerIdx });
  return { ...partner, item };
}

/** A resident's order of the company's item paid for `date` at `time`. */
async function sold(item: Awaited<ReturnType<typeof createItem>>, date: string, time = 9) {
  const paid = await paidOrder(t, { item, tz: date, time });
  const [order] = await t.db.select().from(orders).where(eq(orders.merchantUid, paid.merchantUid));
  return { ...paid, orderNo: order!.orderNo };
}

const availability = async (itemIdx: number, date: string) => {
  const res = await call('GET', `/items/${itemIdx}/availability?month=${date.slice(0, 7)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { closedDates: string[]; fullDates: string[]; fullSlots: { date: string; time: number | null }[] };
};

const monthOf = (date: string) => {
  const { year, month } = parseYmd(date);
  return `type=month&year=${year}&month=${month}`;
};

const ENTRY = { kind: 'personal', title: '장비 점검', date: visitDay(3), startTime: '10:00', endTime: '11:30', memo: '창고에서' };

describe('GET /partner/calendar', () => {
  it("shows the company's sold visits with the home, its closed days and its entries, never another company's", async () => {
    const a = await company();
    const b = await company();
    const date = visitDay(2);
    const order = await sold(a.item, date, 13);
    const other = await sold(b.item, date, 9);
    const closed = addDays(date, 1);
    expect((await call('PUT', `/partner/calendar/closed-days/${closed}`, a.headers, { reason: '워크숍' })).statusCode).toBe(200);
    const entry = (await call('POST', '/partner/calendar/create', a.headers, { ...ENTRY, date })).json().data;

    const res = await call('GET', `/partner/calendar?${monthOf(date)}`, a.headers);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.type).toBe('month');
    expect(data.visits).toEqual([
      expect.objectContaining({
        orderNo: order.orderNo,
        date,
        hour: 13,
        timeLabel: '오후 1시',
        itemName: a.item.item.name,
        dong: '101',
        ho: '1203',
        status: 'awaiting_work',
        statusLabel: '시공대기',
      }),
    ]);
    expect(data.visits.map((v: { orderNo: string }) => v.orderNo)).not.toContain(other.orderNo);
    if (closed.slice(0, 7) === date.slice(0, 7)) expect(data.closedDays).toContainEqual({ date: closed, reason: '워크숍' });
    expect(data.entries).toEqual([expect.objectContaining({ entryIdx: entry.entryIdx, title: '장비 점검', kindLabel: '개인 일정' })]);
    expect(data.slots).toEqual([]);

    const week = (await call('GET', `/partner/calendar?type=week&date=${date}`, a.headers)).json().data;
    expect(week.from).toBe(addDays(date, -weekdayOf(date)));
    expect(week.to).toBe(addDays(week.from, 6));
    expect(week.visits).toHaveLength(1);

    const day = (await call('GET', `/partner/calendar?type=day&date=${date}`, a.headers)).json().data;
    expect(day.slots).toEqual([
      { hour: 9, label: '오전 9시', capacity: 3, held: 0, override: false },
      { hour: 13, label: '오후 1시', capacity: 3, held: 1, override: false },
    ]);
  });

  it('returns one entry by id with its day; another company gets 404', async () => {
    const a = await company();
    const b = await company();
    const entry = (await call('POST', '/partner/calendar/create', a.headers, ENTRY)).json().data;
    const mine = await call('GET', `/partner/calendar?id=${entry.entryIdx}`, a.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ type: 'day', from: ENTRY.date, entry: { entryIdx: entry.entryIdx, memo: '창고에서' } });
    const theirs = await call('GET', `/partner/calendar?id=${entry.entryIdx}`, b.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('일정을 찾을 수 없어요.');
  });

  it('refuses bad input in Korean naming the field, a signed-out caller (401) and a resident (403)', async () => {
    const a = await company();
    const noMonth = await call('GET', '/partner/calendar?type=month&year=2026', a.headers);
    expect(noMonth.statusCode).toBe(400);
    expect(noMonth.json().message).toBe('월 보기는 연도(year)와 월(month)을 함께 보내 주세요.');
    expect(noMonth.json().details[0].field).toBe('month');
    const badDate = await call('GET', '/partner/calendar?type=day&date=2026-02-30', a.headers);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().details[0].field).toBe('date');
    expect((await call('GET', '/partner/calendar?type=month&year=2026&month=12')).statusCode).toBe(401);
    const resident = await createSignedInResident(t.app, t.db);
    expect((await call('GET', '/partner/calendar?type=month&year=2026&month=12', { cookie: resident.cookie })).statusCode).toBe(403);
  });
});

describe('the company’s own entries', () => {
  it('adds, edits and deletes an entry', async () => {
    const a = await company();
    const created = await call('POST', '/partner/calendar/create', a.headers, { ...ENTRY, kind: 'offline', title: '  지인 소개 줄눈 ' });
    expect(created.statusCode, created.body).toBe(200);
    const entry = created.json().data;
    expect(entry).toMatchObject({ kind: 'offline', kindLabel: '오프라인 작업', title: '지인 소개 줄눈', startTime: '10:00', endTime: '11:30' });

    const edited = await call('PUT', `/partner/calendar?id=${entry.entryIdx}`, a.headers, { kind: 'personal', title: '휴가', date: ENTRY.date, memo: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ title: '휴가', startTime: null, endTime: null, memo: '' });

    const deleted = await call('DELETE', `/partner/calendar?id=${entry.entryIdx}`, a.headers);
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(partnerCalendarEntries).where(eq(partnerCalendarEntries.entryIdx, entry.entryIdx))).toEqual([]);
    expect((await call('GET', `/partner/calendar?id=${entry.entryIdx}`, a.headers)).statusCode).toBe(404);
  });

  it('refuses bad input in Korean naming the field, and stores nothing', async () => {
    const a = await company();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...ENTRY, title: ' ' }, 'title', '일정 제목(title)을 입력해 주세요.'],
      [{ ...ENTRY, title: '\u200B\u2060\u202E\u200B' }, 'title', '일정 제목(title)을 입력해 주세요.'],
      [{ ...ENTRY, title: '\u200B'.repeat(60) }, 'title', '일정 제목(title)을 입력해 주세요.'],
      [{ ...ENTRY, kind: 'holiday' }, 'kind', '일정 종류(kind)는 개인 일정(personal) 또는 오프라인 작업(offline)으로 골라 주세요.'],
      [{ ...ENTRY, date: '2026-13-01' }, 'date', '날짜를 2026-12-05처럼 올바른 날짜로 입력해 주세요.'],
      [{ ...ENTRY, startTime: '25:00' }, 'startTime', '시작 시간(startTime)을 09:30처럼 입력해 주세요.'],
      [{ ...ENTRY, endTime: '09:00' }, 'endTime', '끝 시간(endTime)은 시작 시간보다 늦게 정해 주세요.'],
      [{ ...ENTRY, memo: '가'.repeat(501) }, 'memo', '메모(memo)는 500자까지 적어 주세요.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/partner/calendar/create', a.headers, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().details[0].field).toBe(field);
    }
    const entry = (await call('POST', '/partner/calendar/create', a.headers, ENTRY)).json().data;
    const bad = await call('PUT', `/partner/calendar?id=${entry.entryIdx}`, a.headers, { ...ENTRY, title: '' });
    expect(bad.statusCode).toBe(400);
    const badId = await call('DELETE', '/partner/calendar?id=abc', a.headers);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().details[0].field).toBe('id');
    expect(await t.db.select().from(partnerCalendarEntries).where(eq(partnerCalendarEntries.partnerIdx, a.partner.partnerIdx))).toHaveLength(1);
  });

  it("answers another company's entry like a missing one (404) and changes nothing; 401 signed out, 403 for a resident", async () => {
    const a = await company();
    const b = await company();
    const entry = (await call('POST', '/partner/calendar/create', a.headers, ENTRY)).json().data;
    const put = await call('PUT', `/partner/calendar?id=${entry.entryIdx}`, b.headers, { ...ENTRY, title: '남의 일정' });
    const del = await call('DELETE', `/partner/calendar?id=${entry.entryIdx}`, b.headers);
    const missing = await call('DELETE', '/partner/calendar?id=2000000000', b.headers);
    for (const res of [put, del, missing]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('일정을 찾을 수 없어요.');
    }
    const [row] = await t.db.select().from(partnerCalendarEntries).where(eq(partnerCalendarEntries.entryIdx, entry.entryIdx));
    expect(row!.title).toBe('장비 점검');

    const resident = await createSignedInResident(t.app, t.db);
    for (const [method, url] of [
      ['POST', '/partner/calendar/create'],
      ['PUT', `/partner/calendar?id=${entry.entryIdx}`],
      ['DELETE', `/partner/calendar?id=${entry.entryIdx}`],
    ] as const) {
      expect((await call(method, url, {}, method === 'DELETE' ? undefined : ENTRY)).statusCode).toBe(401);
      expect((await call(method, url, { cookie: resident.cookie }, method === 'DELETE' ? undefined : ENTRY)).statusCode).toBe(403);
    }
  });
});

describe('closing and reopening a day', () => {
  it('refuses to close a day with sold visits (409, the orders listed), and residents can still pick it', async () => {
    const a = await company();
    const date = visitDay(4);
    const order = await sold(a.item, date, 9);
    const res = await call('PUT', `/partner/calendar/closed-days/${date}`, a.headers, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/예약된 방문이 1건 있어서 휴무로 바꿀 수 없어요/);
    expect(res.json().details).toEqual([{ field: order.orderNo, message: expect.stringContaining(`오전 9시 · ${a.item.item.name} (${order.orderNo})`) }]);
    expect(await t.db.select().from(partnerClosedDates).where(eq(partnerClosedDates.partnerIdx, a.partner.partnerIdx))).toEqual([]);
    expect((await availability(a.item.item.itemIdx, date)).closedDates).not.toContain(date);
  });

  it('closes a free day at once for residents, and reopens it; another company’s day is its own', async () => {
    const a = await company();
    const b = await company();
    const date = visitDay(5);
    const closed = await call('PUT', `/partner/calendar/closed-days/${date}`, a.headers, { reason: '가족 행사' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toEqual({ date, closed: true, reason: '가족 행사' });
    expect((await availability(a.item.item.itemIdx, date)).closedDates).toContain(date);
    expect((await availability(b.item.item.itemIdx, date)).closedDates).not.toContain(date);

    const reopened = await call('DELETE', `/partner/calendar/closed-days/${date}`, a.headers);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().data).toEqual({ date, closed: false, reason: null });
    expect((await availability(a.item.item.itemIdx, date)).closedDates).not.toContain(date);
    // Another company reopening the date touches nothing of this one.
    await call('PUT', `/partner/calendar/closed-days/${date}`, a.headers, {});
    expect((await call('DELETE', `/partner/calendar/closed-days/${date}`, b.headers)).statusCode).toBe(200);
    expect((await availability(a.item.item.itemIdx, date)).closedDates).toContain(date);
  });

  it('refuses a malformed or past date (400), a signed-out caller (401) and a resident (403)', async () => {
    const a = await company();
    const bad = await call('PUT', '/partner/calendar/closed-days/2026-02-30', a.headers, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('date');
    const past = await call('PUT', `/partner/calendar/closed-days/${addDays(seoulToday(), -1)}`, a.headers, {});
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('지난 날짜는 휴무로 바꿀 수 없어요. 오늘 이후의 날짜를 골라 주세요.');
    const long = await call('PUT', `/partner/calendar/closed-days/${visitDay(6)}`, a.headers, { reason: '가'.repeat(31) });
    expect(long.json().details[0].field).toBe('reason');
    const resident = await createSignedInResident(t.app, t.db);
    for (const method of ['PUT', 'DELETE'] as const) {
      const url = `/partner/calendar/closed-days/${visitDay(6)}`;
      expect((await call(method, url, {}, method === 'PUT' ? {} : undefined)).statusCode).toBe(401);
      expect((await call(method, url, { cookie: resident.cookie }, method === 'PUT' ? {} : undefined)).statusCode).toBe(403);
    }
    expect(await t.db.select().from(partnerClosedDates).where(eq(partnerClosedDates.partnerIdx, a.partner.partnerIdx))).toEqual([]);
  });
});

describe('capacity', () => {
  it('reads the weekly template over the hours the company sells, and a change decides what residents can pick', async () => {
    const a = await company();
    const date = visitDay(8);
    const weekday = weekdayOf(date);
    const template = (await call('GET', '/partner/calendar/capacity', a.headers)).json().data;
    expect(template.defaultCapacity).toBe(3);
    expect(template.slots).toEqual([
      { hour: 9, label: '오전 9시' },
      { hour: 13, label: '오후 1시' },
    ]);
    expect(template.cells).toHaveLength(14);

    const res = await call('PUT', '/partner/calendar/capacity', a.headers, { cells: [{ weekday, hour: 9, capacity: 0 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.cells).toContainEqual({ weekday, hour: 9, capacity: 0 });
    const after = await availability(a.item.item.itemIdx, date);
    expect(after.fullSlots).toContainEqual({ date, time: 9 });
    expect(after.fullSlots).not.toContainEqual({ date: addDays(date, 1), time: 9 });

    // Both hours at 0: the whole day is full.
    await call('PUT', '/partner/calendar/capacity', a.headers, { cells: [{ weekday, hour: 13, capacity: 0 }] });
    expect((await availability(a.item.item.itemIdx, date)).fullDates).toContain(date);
  });

  it('refuses a weekly value below what a coming date already sold (409, the orders listed), changing nothing', async () => {
    const a = await company();
    const date = visitDay(9);
    const order = await sold(a.item, date, 13);
    const res = await call('PUT', '/partner/calendar/capacity', a.headers, { cells: [{ weekday: weekdayOf(date), hour: 13, capacity: 0 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual([{ field: order.orderNo, message: expect.stringContaining('오후 1시') }]);
    const template = (await call('GET', '/partner/calendar/capacity', a.headers)).json().data;
    expect(template.cells).toContainEqual({ weekday: weekdayOf(date), hour: 13, capacity: 3 });
  });

  it("sets one date's capacity, refuses to go below its sold visits, and gives it back to the template", async () => {
    const a = await company();
    const date = visitDay(10);
    const order = await sold(a.item, date, 9);
    const closedSlot = await call('PUT', `/partner/calendar/capacity/${date}`, a.headers, { slots: [{ hour: 13, capacity: 0 }] });
    expect(closedSlot.statusCode, closedSlot.body).toBe(200);
    expect(closedSlot.json().data.slots).toContainEqual({ hour: 13, label: '오후 1시', capacity: 0, held: 0, override: true });
    expect((await availability(a.item.item.itemIdx, date)).fullSlots).toContainEqual({ date, time: 13 });

    const refused = await call('PUT', `/partner/calendar/capacity/${date}`, a.headers, { slots: [{ hour: 13, capacity: 2 }, { hour: 9, capacity: 0 }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('이미 예약된 방문이 1건이라 0건으로 줄일 수 없어요. 1건 이상으로 정해 주세요.');
    expect(refused.json().details).toEqual([{ field: order.orderNo, message: expect.stringContaining('오전 9시') }]);
    // All or nothing: 13 stays at 0.
    const day = (await call('GET', `/partner/calendar?type=day&date=${date}`, a.headers)).json().data;
    expect(day.slots).toContainEqual({ hour: 13, label: '오후 1시', capacity: 0, held: 0, override: true });

    const back = await call('PUT', `/partner/calendar/capacity/${date}`, a.headers, { slots: [{ hour: 13, capacity: null }] });
    expect(back.json().data.slots).toContainEqual({ hour: 13, label: '오후 1시', capacity: 3, held: 0, override: false });
    expect((await availability(a.item.item.itemIdx, date)).fullSlots).not.toContainEqual({ date, time: 13 });
  });

  it('refuses bad input (400 naming the field), a signed-out caller (401) and a resident (403)', async () => {
    const a = await company();
    const cases: Array<[string, object, string, string]> = [
      ['/partner/calendar/capacity', { cells: [{ weekday: 7, hour: 9, capacity: 1 }] }, 'cells.0.weekday', '요일(weekday)은 0(일)~6(토) 사이여야 해요.'],
      ['/partner/calendar/capacity', { cells: [{ weekday: 1, hour: 9, capacity: -1 }] }, 'cells.0.capacity', '방문 수(capacity)는 0~1000 사이여야 해요.'],
      ['/partner/calendar/capacity', { cells: [] }, 'cells', '바꿀 요일·시간(cells)을 하나 이상 보내 주세요.'],
      [`/partner/calendar/capacity/${visitDay(11)}`, { slots: [{ hour: 24, capacity: 1 }] }, 'slots.0.hour', '시간(hour)은 0~23 사이여야 해요.'],
      ['/partner/calendar/capacity/tomorrow', { slots: [{ hour: 9, capacity: 1 }] }, 'date', '날짜를 2026-12-05처럼 올바른 날짜로 입력해 주세요.'],
    ];
    for (const [url, payload, field, message] of cases) {
      const res = await call('PUT', url, a.headers, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().details[0].field).toBe(field);
    }
    const resident = await createSignedInResident(t.app, t.db);
    const writes = [
      ['/partner/calendar/capacity', { cells: [{ weekday: 1, hour: 9, capacity: 1 }] }],
      [`/partner/calendar/capacity/${visitDay(11)}`, { slots: [{ hour: 9, capacity: 1 }] }],
    ] as const;
    for (const [url, payload] of writes) {
      expect((await call('PUT', url, {}, payload)).statusCode).toBe(401);
      expect((await call('PUT', url, { cookie: resident.cookie }, payload)).statusCode).toBe(403);
    }
    expect((await call('GET', '/partner/calendar/capacity')).statusCode).toBe(401);
    expect((await call('GET', '/partner/calendar/capacity', { cookie: resident.cookie })).statusCode).toBe(403);
    expect((await call('GET', '/partner/calendar/capacity', a.headers)).json().data.cells.every((c: { capacity: number }) => c.capacity === 3)).toBe(true);
  });
});

describe('GET /partner/calendar query count', () => {
  it('costs the same for a month of 2 visits and of 20', async () => {
    const a = await company();
    const date = visitDay(12);
    const resident = await createSignedInResident(t.app, t.db);
    /** Paid orders of the company's item inserted directly (no payment notices running in the background). */
    const sell = async (orderCount: number) => {
      for (let i = 0; i < orderCount; i++) {
        const { lines } = await paidOrderWithHistory(t.db, { residentIdx: resident.resident.residentIdx, item: a.item });
        for (const line of lines) await t.db.update(orderLines).set({ visitDate: date, visitHour: 9 }).where(eq(orderLines.lineIdx, line.lineIdx));
      }
    };
    const measure = async () => {
      const { result, queries } = await t.queries.count(() => call('GET', `/partner/calendar?${monthOf(date)}`, a.headers));
      expect(result.statusCode).toBe(200);
      return { visits: result.json().data.visits as { orderNo: string; dong: string | null }[], queries };
    };
    await sell(1);
    const few = await measure();
    await sell(9);
    await call('POST', '/partner/calendar/create', a.headers, { ...ENTRY, date });
    const many = await measure();
    expect(few.visits).toHaveLength(2);
    expect(many.visits).toHaveLength(20);
    expect(new Set(many.visits.map((v) => v.orderNo)).size).toBe(10);
    expect(many.queries).toBe(few.queries);
    // The session, then visits (with their orders), offline jobs, closed days and entries.
    expect(many.queries).toBeLessThanOrEqual(5);
  });
});
