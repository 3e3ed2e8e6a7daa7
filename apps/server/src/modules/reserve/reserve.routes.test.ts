import { randomBytes } from 'node:crypto';
import { addDays, seoulToday } from '@ipju/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, notificationQueue, orders, partnerPushes, quoteVisits, residentHomes, slotUsage } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { reportSuccess, sandboxPay, shopper, startOrder, visitDay } from '../../../test/factories/commerce';
import { createItem } from '../../../test/factories/catalog';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createApartment } from '../../../test/factories/places';
import { createRefundPolicy, fillSlot } from '../../../test/factories/schedule';
import { itOnPostgres } from '../../../test/on-postgres';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A 방문 견적 item (no options) of its own company, with a signed-in account of that company. */
async function quoteItem(overrides: Parameters<typeof createItem>[1] = {}) {
  const company = await createSignedInPartner(t.app, t.db);
  const created = await createItem(t.db, { partnerIdx: company.partner.partnerIdx, quoteOnVisit: true, basePrice: 0, optionGroups: [], ...overrides });
  return { ...created, company };
}

/** A signed-in resident with a home (complex, 34평, 동·호). */
async function residentWithHome(unit: { dong: string | null; ho: string | null } = { dong: '101', ho: '1203' }) {
  const { resident, cookie } = await shopper(t);
  const apartment = await createApartment(t.db);
  const [home] = await t.db
    .insert(residentHomes)
    .values({ residentIdx: resident.residentIdx, apartmentIdx: apartment.apartmentIdx, areaIdx: apartment.areas[1]!.areaIdx, ...unit, isCurrent: true })
    .returning();
  return { resident, cookie, apartment, home: home! };
}

const book = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v2/reserve', headers: cookie ? { cookie } : {}, payload });
const list = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/v2/reserve', headers: { cookie } });
const cancel = (cookie: string | undefined, uid: string) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/reserve/${uid}/cancel`, headers: cookie ? { cookie } : {} });
const move = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/v2/reserve/date', headers: cookie ? { cookie } : {}, payload });
const toCart = (cookie: string | undefined, uid: string) =>
  t.app.inject({ method: 'POST', url: `/api/v2/reserve/${uid}/cart`, headers: cookie ? { cookie } : {} });
const propose = (headers: Record<string, string>, uid: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/v2/partner/reserve/${uid}/proposal`, headers, payload });
const partnerList = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v2/partner/reserve', headers });

const CONTACT = { contactName: '김입주', contactPhone: '010-2222-3333' };
const held = async (partnerIdx: number, visitDate: string, hour: number) =>
  (await t.db.select().from(slotUsage).where(and(eq(slotUsage.partnerIdx, partnerIdx), eq(slotUsage.visitDate, visitDate), eq(slotUsage.slotHour, hour))))[0]?.held ?? 0;
const rowOf = async (uid: string) => (await t.db.select().from(quoteVisits).where(eq(quoteVisits.reservationUid, uid)))[0]!;

/** A booked visit of a fresh resident and company. */
async function booked(tz = visitDay(), time = 9) {
  const item = await quoteItem();
  const who = await residentWithHome();
  const res = await book(who.cookie, { itemIdx: item.item.itemIdx, homeIdx: who.home.homeIdx, tz, time, ...CONTACT, request: '거실과 안방 두 곳이에요.' });
  expect(res.statusCode, res.body).toBe(200);
  return { item, ...who, visit: res.json().data as { reservationUid: string; [k: string]: unknown } };
}

/** A booked visit whose day has come, with the company's proposal. */
async function proposed(amount = 2_350_000) {
  const b = await booked();
  await t.db.update(quoteVisits).set({ visitDate: seoulToday() }).where(eq(quoteVisits.reservationUid, b.visit.reservationUid));
  const res = await propose(b.item.company.headers, b.visit.reservationUid, { amount, covers: '천장형 2대, 배관 10m', validUntil: addDays(seoulToday(), 14) });
  expect(res.statusCode, res.body).toBe(200);
  return b;
}

describe('POST /reserve', () => {
  it('books the free visit into the company calendar with the home and contact, and tells both sides', async () => {
    const { item, resident, apartment, visit } = await booked(visitDay(), 13);
    expect(visit).toMatchObject({
      status: 'booked',
      statusLabel: '방문 예정',
      itemName: item.item.name,
      companyName: item.company.partner.companyName,
      complexName: apartment.name,
      dong: '101',
      ho: '1203',
      pyeong: 34,
      contactName: '김입주',
      contactPhone: '010-2222-3333',
      request: '거실과 안방 두 곳이에요.',
      visitDate: visitDay(),
      visitHour: 13,
      canCancel: true,
      canChangeDate: true,
      proposal: null,
      cartIdx: null,
    });
    expect(visit.reservationUid).toMatch(/^qv_[0-9a-f]{16}$/);
    expect(await held(item.company.partner.partnerIdx, visitDay(), 13)).toBe(1);
    const notices = await t.db.select().from(notificationQueue).where(eq(notificationQueue.residentIdx, resident.residentIdx));
    expect(notices.map((n) => n.subject)).toContain('방문 견적을 예약했어요');
    expect(notices.every((n) => (n.payload as { link: string }).link === '/reserve')).toBe(true);
    const pushes = await t.db.select().from(partnerPushes).where(eq(partnerPushes.partnerIdx, item.company.partner.partnerIdx));
    expect(pushes.map((p) => [p.title, p.link])).toEqual([['방문 견적 예약이 들어왔어요', '/partner/quotes']]);
  });

  it('refuses bad input with a Korean message naming the field, and books nothing', async () => {
    const item = await quoteItem();
    const priced = await createItem(t.db);
    const { resident, cookie, home } = await residentWithHome();
    const good = { itemIdx: item.item.itemIdx, homeIdx: home.homeIdx, tz: visitDay(), time: 9, ...CONTACT };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...good, itemIdx: 'x' }, 'itemIdx', '서비스 번호를 숫자로 보내 주세요.'],
      [{ ...good, homeIdx: undefined }, 'homeIdx', '집 번호를 입력해 주세요.'],
      [{ ...good, tz: '12월 5일' }, 'tz', '희망일(tz)은 2026-12-05처럼 날짜이거나 미정이어야 해요.'],
      [{ ...good, tz: '미정', time: null }, 'tz', '방문 견적은 방문일을 정해서 예약해 주세요.'],
      [{ ...good, tz: seoulToday() }, 'tz', ''],
      [{ ...good, time: 10 }, 'time', '방문 시간은 오전 9시, 오후 1시 중에서 골라 주세요.'],
      [{ ...good, contactPhone: '02-123' }, 'contactPhone', '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.'],
      [{ ...good, contactName: '' }, 'contactName', '방문 연락처의 이름을 입력해 주세요.'],
      [{ ...good, itemIdx: priced.item.itemIdx }, 'itemIdx', '방문 견적 없이 가격이 정해진 서비스예요. 상품 페이지에서 장바구니에 담아 주세요.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await book(cookie, payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().details[0].field).toBe(field);
      if (message) expect(res.json().message).toBe(message);
      else expect(res.json().message).toMatch(/^희망일은 .+부터 고를 수 있어요\.$/);
    }
    const noUnit = await residentWithHome({ dong: null, ho: null });
    const res = await book(noUnit.cookie, { ...good, homeIdx: noUnit.home.homeIdx });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: '방문할 집의 동·호수를 먼저 등록해 주세요.', details: [{ field: 'homeIdx' }] });
    expect(await t.db.select().from(quoteVisits).where(eq(quoteVisits.residentIdx, resident.residentIdx))).toEqual([]);
    expect(await held(item.company.partner.partnerIdx, visitDay(), 9)).toBe(0);
  });

  it('answers signed out with 401, another resident\'s home with 404, and a full slot with 409', async () => {
    const item = await quoteItem();
    const me = await residentWithHome();
    const other = await residentWithHome();
    const body = { itemIdx: item.item.itemIdx, homeIdx: other.home.homeIdx, tz: visitDay(), time: 9, ...CONTACT };
    expect((await book(undefined, body)).statusCode).toBe(401);
    const res = await book(me.cookie, body);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('집을 찾을 수 없어요.');
    await fillSlot(t.db, item.company.partner.partnerIdx, visitDay(2), 9);
    const full = await book(me.cookie, { ...body, homeIdx: me.home.homeIdx, tz: visitDay(2) });
    expect(full.statusCode).toBe(409);
    expect(full.json().details[0].field).toBe('tz');
    expect(await t.db.select().from(quoteVisits).where(eq(quoteVisits.residentIdx, me.resident.residentIdx))).toEqual([]);
  });

  it("takes a slot of the company's calendar: closing that day is refused, naming the visit", async () => {
    const { item, visit } = await booked(visitDay(4), 9);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/partner/calendar/closed-days/${visitDay(4)}`,
      headers: item.company.headers,
      payload: { reason: '휴무' },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().details.map((d: { message: string }) => d.message)).toEqual([expect.stringContaining('(방문 견적 · 김입주 고객)')]);
    expect((await rowOf(visit.reservationUid)).status).toBe('booked');
  });

  itOnPostgres('never books more visits than the slot holds under 12 concurrent requests', async () => {
    const item = await quoteItem();
    await t.db.insert(slotUsage).values({ partnerIdx: item.company.partner.partnerIdx, visitDate: visitDay(3), slotHour: 9, capacity: 3, held: 0 });
    const people = await Promise.all(Array.from({ length: 12 }, () => residentWithHome()));
    const results = await Promise.all(
      people.map((p) => book(p.cookie, { itemIdx: item.item.itemIdx, homeIdx: p.home.homeIdx, tz: visitDay(3), time: 9, ...CONTACT })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(await held(item.company.partner.partnerIdx, visitDay(3), 9)).toBe(3);
    expect(await t.db.select().from(quoteVisits).where(eq(quoteVisits.itemIdx, item.item.itemIdx))).toHaveLength(3);
  });
});

describe('GET /reserve', () => {
  it("lists the resident's own visits only, and needs a sign-in", async () => {
    const mine = await booked();
    await booked();
    const res = await list(mine.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.reservations.map((r: { reservationUid: string }) => r.reservationUid)).toEqual([mine.visit.reservationUid]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/reserve' })).statusCode).toBe(401);
  });

  it('costs the same few queries for 2 and for 8 visits', async () => {
    const item = await quoteItem();
    /** A resident with n visits written directly (no notices running in the background while measuring). */
    const withVisits = async (n: number) => {
      const who = await residentWithHome();
      for (let i = 0; i < n; i++) {
        await t.db.insert(quoteVisits).values({
          reservationUid: `qv_${randomBytes(8).toString('hex')}`,
          residentIdx: who.resident.residentIdx,
          partnerIdx: item.company.partner.partnerIdx,
          itemIdx: item.item.itemIdx,
          homeIdx: who.home.homeIdx,
          apartmentIdx: who.apartment.apartmentIdx,
          dong: '101',
          ho: '1203',
          contactName: '김입주',
          contactPhone: '01022223333',
          visitDate: visitDay(10 + i),
          visitHour: 9,
        });
      }
      return who;
    };
    const few = await withVisits(2);
    const many = await withVisits(8);
    const small = await t.queries.count(() => list(few.cookie));
    const large = await t.queries.count(() => list(many.cookie));
    expect(large.result.json().data.reservations).toHaveLength(8);
    expect(large.queries).toBe(small.queries);
    expect(small.queries).toBeLessThanOrEqual(4);
  });
});

describe('PUT /reserve/{reservationUid}/cancel', () => {
  it('cancels a booked visit, frees its slot and tells the company', async () => {
    const b = await booked();
    const res = await cancel(b.cookie, b.visit.reservationUid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', statusLabel: '예약 취소', canCancel: false, canChangeDate: false });
    expect(await held(b.item.company.partner.partnerIdx, visitDay(), 9)).toBe(0);
    const pushes = await t.db.select().from(partnerPushes).where(eq(partnerPushes.partnerIdx, b.item.company.partner.partnerIdx));
    expect(pushes.map((p) => p.title)).toContain('방문 견적 예약이 취소되었어요');
    const again = await cancel(b.cookie, b.visit.reservationUid);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 취소된 방문 견적이에요.');
    expect(await held(b.item.company.partner.partnerIdx, visitDay(), 9)).toBe(0);
  });

  it("answers signed out with 401, another resident's visit and a bad number with 404/400, changing nothing", async () => {
    const b = await booked();
    const other = await residentWithHome();
    expect((await cancel(undefined, b.visit.reservationUid)).statusCode).toBe(401);
    const res = await cancel(other.cookie, b.visit.reservationUid);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('방문 견적 예약을 찾을 수 없어요.');
    const missing = await cancel(other.cookie, 'qv_0000000000000000');
    expect(missing.json()).toEqual(res.json());
    const bad = await cancel(b.cookie, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: '예약번호(reservationUid) 형식이 올바르지 않아요.', details: [{ field: 'reservationUid' }] });
    expect((await rowOf(b.visit.reservationUid)).status).toBe('booked');
  });
});

describe('PUT /reserve/date', () => {
  it('moves the visit: the old slot is freed and the new one held, and both sides hear of it', async () => {
    const b = await booked(visitDay(), 9);
    const res = await move(b.cookie, { reservationUid: b.visit.reservationUid, tz: visitDay(5), time: 13 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ visitDate: visitDay(5), visitHour: 13, status: 'booked' });
    const partnerIdx = b.item.company.partner.partnerIdx;
    expect(await held(partnerIdx, visitDay(), 9)).toBe(0);
    expect(await held(partnerIdx, visitDay(5), 13)).toBe(1);
    const pushes = await t.db.select().from(partnerPushes).where(eq(partnerPushes.partnerIdx, partnerIdx));
    expect(pushes.map((p) => p.title)).toContain('방문 견적 일정이 바뀌었어요');
  });

  it('refuses a full slot, a date past the category limit, and bad input; nothing moves', async () => {
    const b = await booked(visitDay(), 9);
    const partnerIdx = b.item.company.partner.partnerIdx;
    await fillSlot(t.db, partnerIdx, visitDay(6), 9);
    const full = await move(b.cookie, { reservationUid: b.visit.reservationUid, tz: visitDay(6), time: 9 });
    expect(full.statusCode).toBe(409);
    expect(await held(partnerIdx, visitDay(), 9)).toBe(1);
    const noTime = await move(b.cookie, { reservationUid: b.visit.reservationUid, tz: visitDay(6) });
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json()).toMatchObject({ message: '방문 시간을 골라 주세요: 오전 9시, 오후 1시', details: [{ field: 'time' }] });
    const noUid = await move(b.cookie, { tz: visitDay(6), time: 9 });
    expect(noUid.statusCode).toBe(400);
    expect(noUid.json().details[0].field).toBe('reservationUid');
    // The order rule of the category (dateChangeDays 2): the day after tomorrow's visit can no longer move.
    await createRefundPolicy(t.db, { policyKey: b.item.category.code, dateChangeDays: 2 });
    await t.db.update(quoteVisits).set({ visitDate: addDays(seoulToday(), 1) }).where(eq(quoteVisits.reservationUid, b.visit.reservationUid));
    const late = await move(b.cookie, { reservationUid: b.visit.reservationUid, tz: visitDay(8), time: 9 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('일정은 방문 2일 전까지만 바꿀 수 있어요. 업체에 문의해 주세요.');
    expect((await rowOf(b.visit.reservationUid)).visitDate).toBe(addDays(seoulToday(), 1));
    const listed = (await list(b.cookie)).json().data.reservations[0];
    expect(listed).toMatchObject({ canChangeDate: false, dateChangeRefusal: '일정은 방문 2일 전까지만 바꿀 수 있어요. 업체에 문의해 주세요.' });
  });

  it("answers signed out with 401 and another resident's visit with 404", async () => {
    const b = await booked();
    const other = await residentWithHome();
    const body = { reservationUid: b.visit.reservationUid, tz: visitDay(4), time: 9 };
    expect((await move(undefined, body)).statusCode).toBe(401);
    const res = await move(other.cookie, body);
    expect(res.statusCode).toBe(404);
    expect((await rowOf(b.visit.reservationUid)).visitDate).toBe(visitDay());
  });
});

describe('the company: GET /partner/reserve and PUT /partner/reserve/{reservationUid}/proposal', () => {
  it('lists its visits and proposes after the visit day; the resident is told and sees the proposal', async () => {
    const b = await booked();
    const listed = (await partnerList(b.item.company.headers)).json().data.reservations;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ reservationUid: b.visit.reservationUid, residentName: b.resident.name, dong: '101', canPropose: false });
    const body = { amount: 2_350_000, covers: '천장형 2대, 배관 10m', validUntil: addDays(seoulToday(), 14) };
    const early = await propose(b.item.company.headers, b.visit.reservationUid, body);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/전에는 견적을 보낼 수 없어요/);
    await t.db.update(quoteVisits).set({ visitDate: seoulToday() }).where(eq(quoteVisits.reservationUid, b.visit.reservationUid));
    const res = await propose(b.item.company.headers, b.visit.reservationUid, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'proposed', proposal: { amount: 2_350_000, covers: '천장형 2대, 배관 10m', expired: false } });
    const mine = (await list(b.cookie)).json().data.reservations[0];
    expect(mine).toMatchObject({ status: 'proposed', statusLabel: '견적 도착', canCancel: false, proposal: { amount: 2_350_000, validUntil: body.validUntil } });
    const notices = await t.db.select().from(notificationQueue).where(eq(notificationQueue.residentIdx, b.resident.residentIdx));
    expect(notices.find((n) => n.subject === '방문 견적이 도착했어요')?.body).toContain('2,350,000원');
  });

  it('refuses bad proposals naming the field, another company with 404, a resident with 403', async () => {
    const b = await booked();
    await t.db.update(quoteVisits).set({ visitDate: seoulToday() }).where(eq(quoteVisits.reservationUid, b.visit.reservationUid));
    const good = { amount: 500_000, covers: '중문 1개', validUntil: addDays(seoulToday(), 7) };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...good, amount: 500 }, 'amount', '견적 금액은 1,000원 이상으로 입력해 주세요.'],
      [{ ...good, amount: 1.5 }, 'amount', '견적 금액은 원 단위 정수로 입력해 주세요.'],
      [{ ...good, covers: '' }, 'covers', '견적에 포함된 내용을 적어 주세요.'],
      [{ ...good, validUntil: addDays(seoulToday(), -1) }, 'validUntil', ''],
      [{ ...good, validUntil: addDays(seoulToday(), 91) }, 'validUntil', ''],
    ];
    for (const [payload, field, message] of cases) {
      const res = await propose(b.item.company.headers, b.visit.reservationUid, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details[0].field).toBe(field);
      if (message) expect(res.json().message).toBe(message);
      else expect(res.json().message).toMatch(/^견적 유효기간은 오늘부터 .+까지로 정해 주세요\.$/);
    }
    const stranger = await createSignedInPartner(t.app, t.db);
    const res = await propose(stranger.headers, b.visit.reservationUid, good);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('방문 견적 예약을 찾을 수 없어요.');
    expect((await partnerList(stranger.headers)).json().data.reservations).toEqual([]);
    expect((await propose({ cookie: b.cookie }, b.visit.reservationUid, good)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/partner/reserve' })).statusCode).toBe(401);
    expect((await rowOf(b.visit.reservationUid)).status).toBe('booked');
  });
});

describe('GET /partner/reserve/{reservationUid}/get_vn: the company calls through a 050 안심번호', () => {
  const callNumber = (headers: Record<string, string>, uid: string) =>
    t.app.inject({ method: 'GET', url: `/api/v2/partner/reserve/${uid}/get_vn`, headers });

  it("never shows the contact's phone to the company; the number rings the contact until the visit is cancelled", async () => {
    const b = await booked();
    const listed = (await partnerList(b.item.company.headers)).json().data.reservations[0];
    expect(listed).toMatchObject({ contactName: '김입주', canCall: true });
    expect(listed).not.toHaveProperty('contactPhone');
    expect(JSON.stringify(listed)).not.toContain('2222');

    const first = await callNumber(b.item.company.headers, b.visit.reservationUid);
    expect(first.statusCode, first.body).toBe(200);
    const grant = first.json().data;
    expect(grant.virtualNumber).toMatch(/^050\d-\d{4}-\d{4}$/);
    expect(grant.telUri).toBe(`tel:${grant.virtualNumber.replace(/-/g, '')}`);
    // The same visit keeps its number; it connects the company and the contact the resident gave.
    expect((await callNumber(b.item.company.headers, b.visit.reservationUid)).json().data.virtualNumber).toBe(grant.virtualNumber);
    expect(await t.deps.virtualNumbers.resolve(grant.telUri.slice(4), b.item.company.partner.phone.replace(/\D/g, ''))).toBe('01022223333');

    expect((await cancel(b.cookie, b.visit.reservationUid)).statusCode).toBe(200);
    expect(await t.deps.virtualNumbers.resolve(grant.telUri.slice(4), b.item.company.partner.phone.replace(/\D/g, ''))).toBeNull();
    const after = await callNumber(b.item.company.headers, b.visit.reservationUid);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe('취소된 방문 견적이라 안심번호로 연결할 수 없어요.');
    expect((await partnerList(b.item.company.headers)).json().data.reservations[0].canCall).toBe(false);
  });

  it('ends the day after the visit, and answers another company with 404 and a resident with 403', async () => {
    const b = await booked();
    await t.db.update(quoteVisits).set({ visitDate: addDays(seoulToday(), -2) }).where(eq(quoteVisits.reservationUid, b.visit.reservationUid));
    const late = await callNumber(b.item.company.headers, b.visit.reservationUid);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('방문 다음 날이 지나 안심번호 연결이 끝났어요.');

    const other = await booked();
    const stranger = await createSignedInPartner(t.app, t.db);
    const res = await callNumber(stranger.headers, other.visit.reservationUid);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('방문 견적 예약을 찾을 수 없어요.');
    expect((await callNumber({ cookie: other.cookie }, other.visit.reservationUid)).statusCode).toBe(403);
  });
});

describe('견적 보내기 tapped twice', () => {
  itOnPostgres('PostgreSQL only: eight identical sends at once tell the resident once; a changed price is sent', async () => {
    const b = await booked();
    await t.db.update(quoteVisits).set({ visitDate: seoulToday() }).where(eq(quoteVisits.reservationUid, b.visit.reservationUid));
    const body = { amount: 2_350_000, covers: '천장형 2대, 배관 10m', validUntil: addDays(seoulToday(), 14) };
    const sends = await Promise.all(Array.from({ length: 8 }, () => propose(b.item.company.headers, b.visit.reservationUid, body)));
    expect(sends.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(sends.map((r) => r.json().data.proposal.proposedAt)).size).toBe(1);
    const arrived = async () =>
      (await t.db.select().from(notificationQueue).where(eq(notificationQueue.residentIdx, b.resident.residentIdx))).filter((n) => n.subject === '방문 견적이 도착했어요');
    expect((await arrived()).filter((n) => n.channel === 'alimtalk')).toHaveLength(1);

    const changed = await propose(b.item.company.headers, b.visit.reservationUid, { ...body, amount: 2_200_000 });
    expect(changed.json().data.proposal.amount).toBe(2_200_000);
    expect((await arrived()).filter((n) => n.body.includes('2,200,000원'))).not.toHaveLength(0);
  });
});

describe('POST /dev/reserve/{reservationUid}/visit-today (demo)', () => {
  it("brings a visit to today, holding today's slot when it has room and none when it is full", async () => {
    const b = await booked(visitDay(), 9);
    const partnerIdx = b.item.company.partner.partnerIdx;
    const res = await t.app.inject({ method: 'POST', url: `/api/v2/dev/reserve/${b.visit.reservationUid}/visit-today`, headers: b.item.company.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ visitDate: seoulToday(), canPropose: true });
    expect(await held(partnerIdx, visitDay(), 9)).toBe(0);
    expect(await held(partnerIdx, seoulToday(), 9)).toBe(1);

    const full = await booked(visitDay(), 9);
    await t.db
      .insert(slotUsage)
      .values({ partnerIdx: full.item.company.partner.partnerIdx, visitDate: seoulToday(), slotHour: 9, capacity: 1, held: 1 });
    const moved = await t.app.inject({ method: 'POST', url: `/api/v2/dev/reserve/${full.visit.reservationUid}/visit-today`, headers: full.item.company.headers });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await rowOf(full.visit.reservationUid)).slotHeld).toBe(false);
    // Cancelling it then gives back nothing it did not take.
    expect((await cancel(full.cookie, full.visit.reservationUid)).statusCode).toBe(200);
    expect(await held(full.item.company.partner.partnerIdx, seoulToday(), 9)).toBe(1);
  });
});

describe('POST /reserve/{reservationUid}/cart: the quote as a cart line', () => {
  it('puts the quote in the cart once, at exactly the quoted amount, and the payment charges that amount', async () => {
    const b = await proposed(2_350_000);
    const res = await toCart(b.cookie, b.visit.reservationUid);
    expect(res.statusCode, res.body).toBe(200);
    const { cartIdx } = res.json().data;
    const cart = (await t.app.inject({ method: 'GET', url: '/api/v2/carts', headers: { cookie: b.cookie } })).json().data;
    const line = cart.lines.find((l: { cartIdx: number }) => l.cartIdx === cartIdx);
    expect(line).toMatchObject({ price: 2_350_000, regularTotal: 2_350_000, discountAmount: 0, available: true, quote: { reservationUid: b.visit.reservationUid } });
    expect((await list(b.cookie)).json().data.reservations[0]).toMatchObject({ status: 'accepted', cartIdx });
    const again = await toCart(b.cookie, b.visit.reservationUid);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 장바구니에 담은 견적이에요. 장바구니에서 확인해 주세요.');
    // The company cannot change a proposal the resident has used.
    const late = await propose(b.item.company.headers, b.visit.reservationUid, { amount: 1_000, covers: '바꾼 견적', validUntil: addDays(seoulToday(), 3) });
    expect(late.statusCode).toBe(409);
    await t.app.inject({ method: 'PUT', url: '/api/v2/carts/date', headers: { cookie: b.cookie }, payload: { cartIdx, tz: visitDay(), time: 9 } });
    const started = await startOrder(t, b.cookie, { cartIdxs: [cartIdx] });
    expect(started.amount).toBe(2_350_000);
    const impUid = await sandboxPay(t, { merchantUid: started.merchantUid, amount: started.amount });
    expect((await reportSuccess(t, b.cookie, impUid, started.merchantUid)).statusCode).toBe(200);
    const [order] = await t.db.select().from(orders).where(eq(orders.merchantUid, started.merchantUid));
    expect(order).toMatchObject({ amount: 2_350_000, paymentStatus: 'paid' });
    expect(await toCart(b.cookie, b.visit.reservationUid).then((r) => r.statusCode)).toBe(409);
  });

  it('gives the quote back when the resident removes its line, refuses an expired or unproposed one, and hides it from others', async () => {
    const b = await proposed(800_000);
    const { cartIdx } = (await toCart(b.cookie, b.visit.reservationUid)).json().data;
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/v2/carts', headers: { cookie: b.cookie }, payload: { ids: [cartIdx] } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await rowOf(b.visit.reservationUid)).status).toBe('proposed');
    await t.db.update(quoteVisits).set({ quoteValidUntil: addDays(seoulToday(), -1) }).where(eq(quoteVisits.reservationUid, b.visit.reservationUid));
    expect((await list(b.cookie)).json().data.reservations[0]).toMatchObject({ status: 'expired', statusLabel: '견적 기간 지남', proposal: { expired: true } });
    const expired = await toCart(b.cookie, b.visit.reservationUid);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toMatch(/견적 유효기간\(.+\)이 지났어요/);
    const fresh = await booked();
    const early = await toCart(fresh.cookie, fresh.visit.reservationUid);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('아직 업체의 견적이 오지 않았어요. 방문한 뒤에 견적을 보내 드려요.');
    const other = await residentWithHome();
    expect((await toCart(other.cookie, b.visit.reservationUid)).statusCode).toBe(404);
    expect((await toCart(undefined, b.visit.reservationUid)).statusCode).toBe(401);
    expect(await t.db.select().from(cartLines).where(eq(cartLines.residentIdx, other.resident.residentIdx))).toEqual([]);
  });

  it('refuses putting a 방문 견적 item in the cart at a catalogue price', async () => {
    const item = await quoteItem();
    const { cookie } = await residentWithHome();
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/carts', headers: { cookie }, payload: { itemIdx: item.item.itemIdx, optionIdxs: [], quantity: 1 } });
    expect(res.statusCode).toBe(409);
    expect(res.json().details[0].field).toBe('itemIdx');
  });

  itOnPostgres('turns the quote into one cart line when 10 taps race', async () => {
    const b = await proposed(1_200_000);
    const results = await Promise.all(Array.from({ length: 10 }, () => toCart(b.cookie, b.visit.reservationUid)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(await t.db.select().from(cartLines).where(eq(cartLines.residentIdx, b.resident.residentIdx))).toHaveLength(1);
  });
});
