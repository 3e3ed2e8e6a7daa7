import { addDays, seoulToday } from '@ipju/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, moveInCenters, moveInReservations, orderLines, residentHomes } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { itOnPostgres } from '../../../test/on-postgres';
import { createItem } from '../../../test/factories/catalog';
import { paidOrderWithHistory } from '../../../test/factories/orders';
import { partnerOfLine } from '../../../test/factories/partner-orders';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createApartment } from '../../../test/factories/places';
import { createSignedInResident } from '../../../test/factories/residents';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SLOTS = [
  { code: '09-12', startHour: 9, endHour: 12 },
  { code: '13-16', startHour: 13, endHour: 16 },
  { code: '16-19', startHour: 16, endHour: 19 },
];
const tomorrow = () => addDays(seoulToday(), 1);

/** A complex whose 입주지원센터 works with ipju: period from tomorrow for 30 days. */
async function centerComplex(overrides: Partial<typeof moveInCenters.$inferInsert> = {}) {
  const apartment = await createApartment(t.db);
  await t.db.insert(moveInCenters).values({
    apartmentIdx: apartment.apartmentIdx,
    startsOn: tomorrow(),
    endsOn: addDays(seoulToday(), 30),
    slots: SLOTS,
    defaultCapacity: 1,
    dongCapacities: { '101': 2 },
    phone: '0212345678',
    ...overrides,
  });
  return apartment;
}

let hoSeq = 100;
async function residentIn(apartment: Awaited<ReturnType<typeof createApartment>>, dong: string | null = '101') {
  const signedIn = await createSignedInResident(t.app, t.db, {
    apartmentIdx: apartment.apartmentIdx,
    areaIdx: apartment.areas[0]!.areaIdx,
    dong,
    ho: dong ? String(++hoSeq) : null,
  });
  const [home] = await t.db.select().from(residentHomes).where(eq(residentHomes.residentIdx, signedIn.resident.residentIdx));
  return { ...signedIn, home: home! };
}

const book = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v2/reservation', headers: cookie ? { cookie } : {}, payload });
const read = (cookie: string, query = '') => t.app.inject({ method: 'GET', url: `/api/v2/reservation${query}`, headers: { cookie } });
const bookedRows = (homeIdx: number) =>
  t.db.select().from(moveInReservations).where(and(eq(moveInReservations.homeIdx, homeIdx), eq(moveInReservations.status, 'booked')));

type Day = { date: string; slots: Array<{ code: string; left: number; mine: boolean }> };
const leftOf = (days: Day[], date: string, code: string) => days.find((d) => d.date === date)!.slots.find((s) => s.code === code)!;

describe('입주 예약 (GET/POST /reservation)', () => {
  it('shows the period, slots and what is left for the resident’s 동, and books a slot', async () => {
    const apartment = await centerComplex();
    const { cookie, home } = await residentIn(apartment);
    const before = await read(cookie);
    expect(before.statusCode, before.body).toBe(200);
    const state = before.json().data;
    expect(state).toMatchObject({ unavailable: null, reservation: null, center: { capacity: 2, startsOn: tomorrow() } });
    expect(state.center.slots.map((s: { label: string }) => s.label)).toEqual(['오전 9시 ~ 오후 12시', '오후 1시 ~ 오후 4시', '오후 4시 ~ 오후 7시']);
    expect(state.days).toHaveLength(30);
    const day = addDays(seoulToday(), 5);
    expect(leftOf(state.days, day, '13-16')).toEqual({ code: '13-16', left: 2, mine: false });

    const res = await book(cookie, { homeIdx: home.homeIdx, moveInDate: day, slotCode: '13-16' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data;
    expect(after.reservation).toMatchObject({ moveInDate: day, dong: '101', slot: { code: '13-16', label: '오후 1시 ~ 오후 4시' }, canChange: true });
    expect(leftOf(after.days, day, '13-16')).toEqual({ code: '13-16', left: 1, mine: true });
    expect((await read(cookie)).json().data.reservation.reservationIdx).toBe(after.reservation.reservationIdx);
  });

  it('answers only the days asked (from, to)', async () => {
    const apartment = await centerComplex();
    const { cookie } = await residentIn(apartment);
    const from = addDays(seoulToday(), 3);
    const res = await read(cookie, `?from=${from}&to=${addDays(from, 2)}`);
    expect(res.json().data.days.map((d: Day) => d.date)).toEqual([from, addDays(from, 1), addDays(from, 2)]);
    const bad = await read(cookie, `?from=${from}&to=${addDays(from, -1)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('마지막 날');
  });

  it('changing the booking frees the old slot in the same step; cancel: true frees it', async () => {
    const apartment = await centerComplex({ dongCapacities: {} });
    const first = await residentIn(apartment);
    const second = await residentIn(apartment);
    const day = addDays(seoulToday(), 4);
    expect((await book(first.cookie, { homeIdx: first.home.homeIdx, moveInDate: day, slotCode: '09-12' })).statusCode).toBe(200);
    const full = await book(second.cookie, { homeIdx: second.home.homeIdx, moveInDate: day, slotCode: '09-12' });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toContain('다 찼어요');

    const moved = await book(first.cookie, { homeIdx: first.home.homeIdx, moveInDate: day, slotCode: '16-19' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(leftOf(moved.json().data.days, day, '09-12').left).toBe(1);
    expect(await bookedRows(first.home.homeIdx)).toHaveLength(1);

    // The freed slot can be taken; the other is full now, and a refused move keeps the booking it had.
    expect((await book(second.cookie, { homeIdx: second.home.homeIdx, moveInDate: day, slotCode: '09-12' })).statusCode).toBe(200);
    const refused = await book(first.cookie, { homeIdx: first.home.homeIdx, moveInDate: day, slotCode: '09-12' });
    expect(refused.statusCode).toBe(409);
    expect((await bookedRows(first.home.homeIdx))[0]).toMatchObject({ slotCode: '16-19' });

    const cancelled = await book(first.cookie, { homeIdx: first.home.homeIdx, cancel: true });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.reservation).toBeNull();
    expect(leftOf(cancelled.json().data.days, day, '16-19').left).toBe(1);
    const again = await book(first.cookie, { homeIdx: first.home.homeIdx, cancel: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('취소할 입주 예약이 없어요.');
  });

  it('refuses bad input with a Korean message naming the field, and changes nothing', async () => {
    const apartment = await centerComplex();
    const { cookie, home } = await residentIn(apartment);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ homeIdx: home.homeIdx, slotCode: '09-12' }, '입주일'],
      [{ homeIdx: home.homeIdx, moveInDate: '2026-13-40', slotCode: '09-12' }, '입주일'],
      [{ homeIdx: home.homeIdx, moveInDate: seoulToday(), slotCode: '09-12' }, '입주일'],
      [{ homeIdx: home.homeIdx, moveInDate: addDays(seoulToday(), 31), slotCode: '09-12' }, '입주일'],
      [{ homeIdx: home.homeIdx, moveInDate: tomorrow() }, '엘리베이터 시간대'],
      [{ homeIdx: home.homeIdx, moveInDate: tomorrow(), slotCode: '07-09' }, '엘리베이터 시간대'],
      [{ moveInDate: tomorrow(), slotCode: '09-12' }, '집 번호'],
    ];
    for (const [payload, field] of cases) {
      const res = await book(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(field);
    }
    expect(await bookedRows(home.homeIdx)).toHaveLength(0);
  });

  it('explains a complex without 입주지원센터 and a home without 동·호', async () => {
    const plain = await createApartment(t.db);
    const { cookie, home } = await residentIn(plain);
    const state = (await read(cookie)).json().data;
    expect(state).toMatchObject({ unavailable: 'no_center', days: [], center: null });
    expect(state.unavailableText).toContain('입주지원센터');
    const res = await book(cookie, { homeIdx: home.homeIdx, moveInDate: tomorrow(), slotCode: '09-12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('입주지원센터');

    const apartment = await centerComplex();
    const bare = await residentIn(apartment, null);
    expect((await read(bare.cookie)).json().data.unavailable).toBe('no_dong_ho');
  });

  it('asks to sign in, and answers another resident’s home as missing', async () => {
    const apartment = await centerComplex();
    const owner = await residentIn(apartment);
    const other = await residentIn(apartment);
    expect((await book(undefined, { homeIdx: owner.home.homeIdx, moveInDate: tomorrow(), slotCode: '09-12' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/reservation' })).statusCode).toBe(401);
    const res = await book(other.cookie, { homeIdx: owner.home.homeIdx, moveInDate: tomorrow(), slotCode: '09-12' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('집을 찾을 수 없어요.');
    expect((await read(other.cookie, `?homeIdx=${owner.home.homeIdx}`)).statusCode).toBe(404);
    expect(await bookedRows(owner.home.homeIdx)).toHaveLength(0);
  });

  it('reads the whole period’s free slots with a fixed number of queries', async () => {
    const apartment = await centerComplex({ defaultCapacity: 5, dongCapacities: {} });
    const { cookie } = await residentIn(apartment);
    const short = (await t.queries.count(() => read(cookie, `?from=${tomorrow()}&to=${tomorrow()}`))).queries;
    for (let i = 0; i < 6; i++) {
      const other = await residentIn(apartment);
      await book(other.cookie, { homeIdx: other.home.homeIdx, moveInDate: addDays(seoulToday(), 2 + i), slotCode: SLOTS[i % 3]!.code });
    }
    const whole = (await t.queries.count(() => read(cookie))).queries;
    expect(whole).toBe(short);
    expect(whole).toBeLessThanOrEqual(8);
  });

  itOnPostgres('20 residents booking one slot at once never exceed its capacity', async () => {
    const apartment = await centerComplex({ defaultCapacity: 3, dongCapacities: {} });
    const residents = await Promise.all(Array.from({ length: 20 }, () => residentIn(apartment, '105')));
    const day = addDays(seoulToday(), 6);
    const results = await Promise.all(residents.map((r) => book(r.cookie, { homeIdx: r.home.homeIdx, moveInDate: day, slotCode: '09-12' })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(17);
    const rows = await t.db
      .select()
      .from(moveInReservations)
      .where(and(eq(moveInReservations.apartmentIdx, apartment.apartmentIdx), eq(moveInReservations.status, 'booked')));
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.seatNo).sort()).toEqual([1, 2, 3]);
  });

  itOnPostgres('one resident changing slots while others book keeps every slot within capacity', async () => {
    const apartment = await centerComplex({ defaultCapacity: 2, dongCapacities: {} });
    const day = addDays(seoulToday(), 7);
    const mover = await residentIn(apartment, '106');
    expect((await book(mover.cookie, { homeIdx: mover.home.homeIdx, moveInDate: day, slotCode: '09-12' })).statusCode).toBe(200);
    const others = await Promise.all(Array.from({ length: 10 }, () => residentIn(apartment, '106')));
    await Promise.all([
      ...others.map((r, i) => book(r.cookie, { homeIdx: r.home.homeIdx, moveInDate: day, slotCode: i % 2 ? '09-12' : '13-16' })),
      book(mover.cookie, { homeIdx: mover.home.homeIdx, moveInDate: day, slotCode: '13-16' }),
    ]);
    const rows = await t.db
      .select()
      .from(moveInReservations)
      .where(and(eq(moveInReservations.apartmentIdx, apartment.apartmentIdx), eq(moveInReservations.status, 'booked')));
    for (const code of ['09-12', '13-16']) expect(rows.filter((r) => r.slotCode === code).length).toBeLessThanOrEqual(2);
    expect(rows.filter((r) => r.homeIdx === mover.home.homeIdx)).toHaveLength(1);
  });
});

describe('the moving company sees the booking (GET /partner/orders/{lineIdx}/move-in-reservation)', () => {
  it('shows the move-in day and elevator slot on a paid 이사 order, and nothing to another company', async () => {
    await t.db
      .insert(categories)
      .values({ code: 'move', name: '이사', label: '이사', headline: '이사', description: '이사', chapter: null, visitTimeSet: 'morningAfternoon', hasItemGuide: false, imageUrl: '/x.png', sortOrder: 90 })
      .onConflictDoNothing();
    const apartment = await centerComplex();
    const { cookie, home, resident } = await residentIn(apartment);
    const item = await createItem(t.db, { categoryCode: 'move' });
    const { lines } = await paidOrderWithHistory(t.db, { residentIdx: resident.residentIdx, item, lines: 1 });
    await t.db.update(orderLines).set({ apartmentIdx: apartment.apartmentIdx }).where(eq(orderLines.lineIdx, lines[0]!.lineIdx));
    const company = await partnerOfLine(t, lines[0]!.lineIdx);
    const url = `/api/v2/partner/orders/${lines[0]!.lineIdx}/move-in-reservation`;

    expect((await t.app.inject({ url, headers: company.headers })).json().data).toBeNull();
    const day = addDays(seoulToday(), 8);
    expect((await book(cookie, { homeIdx: home.homeIdx, moveInDate: day, slotCode: '16-19' })).statusCode).toBe(200);
    const seen = await t.app.inject({ url, headers: company.headers });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toEqual({ moveInDate: day, slotLabel: '오후 4시 ~ 오후 7시', dong: '101', ho: home.ho });

    const stranger = await createSignedInPartner(t.app, t.db);
    const refused = await t.app.inject({ url, headers: { authorization: `Bearer ${stranger.token}` } });
    expect(refused.statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: { cookie } })).statusCode).toBe(403);
  });
});
