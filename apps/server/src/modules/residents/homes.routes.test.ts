import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentHomes, residents } from '../../db/schema';
import { createApartment } from '../../../test/factories/places';
import { createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { itOnPostgres } from '../../../test/on-postgres';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, payload, headers: { cookie } });

const homesOf = async (residentIdx: number) =>
  t.db.select().from(residentHomes).where(eq(residentHomes.residentIdx, residentIdx)).orderBy(residentHomes.homeIdx);
const residentRow = async (residentIdx: number) => (await t.db.select().from(residents).where(eq(residents.residentIdx, residentIdx)))[0]!;

describe('/residents/home', () => {
  it('adds homes: the first is current, a later one only when asked; the list shows the current one first', async () => {
    const [a, b] = [await createApartment(t.db), await createApartment(t.db)];
    const { cookie, resident } = await createSignedInResident(t.app, t.db);
    const first = await call('POST', '/residents/home', cookie, {
      apartmentIdx: a.apartmentIdx,
      areaIdx: a.areas[1]!.areaIdx,
      dong: '101동',
      ho: '1203호',
      moveInDate: '2027-03-15',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ complexName: a.name, pyeong: 34, dong: '101', ho: '1203', moveInDate: '2027-03-15', isCurrent: true });
    const second = await call('POST', '/residents/home', cookie, { apartmentIdx: b.apartmentIdx, areaIdx: b.areas[0]!.areaIdx });
    expect(second.json().data).toMatchObject({ complexName: b.name, dong: null, ho: null, isCurrent: false });

    const list = await call('GET', '/residents/home', cookie);
    expect(list.json().data.homes.map((h: { complexName: string; isCurrent: boolean }) => [h.complexName, h.isCurrent])).toEqual([
      [a.name, true],
      [b.name, false],
    ]);
    // The current home is what the rest of the app reads (prices, profile).
    expect(await residentRow(resident.residentIdx)).toMatchObject({ apartmentIdx: a.apartmentIdx, dong: '101', ho: '1203' });
    const apart = await call('GET', '/residents/apartment', cookie);
    expect(apart.json().data.apart).toMatchObject({ apartmentIdx: a.apartmentIdx, dong: '101', ho: '1203', moveInDate: '2027-03-15' });
  });

  it('edits a home and makes another current; exactly one stays current', async () => {
    const [a, b] = [await createApartment(t.db), await createApartment(t.db)];
    const { cookie, resident } = await createSignedInResident(t.app, t.db);
    const one = (await call('POST', '/residents/home', cookie, { apartmentIdx: a.apartmentIdx, areaIdx: a.areas[0]!.areaIdx })).json().data;
    const two = (await call('POST', '/residents/home', cookie, { apartmentIdx: b.apartmentIdx, areaIdx: b.areas[0]!.areaIdx })).json().data;

    const edited = await call('PATCH', `/residents/home/${two.homeIdx}`, cookie, { dong: '203', ho: '504', areaIdx: b.areas[1]!.areaIdx, isCurrent: true });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ dong: '203', ho: '504', pyeong: 34, isCurrent: true });
    expect((await homesOf(resident.residentIdx)).map((h) => [h.homeIdx, h.isCurrent])).toEqual([
      [one.homeIdx, false],
      [two.homeIdx, true],
    ]);
    expect(await residentRow(resident.residentIdx)).toMatchObject({ apartmentIdx: b.apartmentIdx, areaIdx: b.areas[1]!.areaIdx, dong: '203', ho: '504' });
  });

  it('validates 동 and 호 in Korean naming the field, and changes nothing', async () => {
    const a = await createApartment(t.db);
    const { cookie, resident } = await createSignedInResident(t.app, t.db);
    const cases: Array<[object, string, string]> = [
      [{ dong: '일일일일일', ho: '1203' }, 'dong', '동은 101 또는 101동처럼 입력해 주세요.'],
      [{ dong: '101', ho: '12층' }, 'ho', '호수는 1203 또는 1203호처럼 숫자로 입력해 주세요.'],
      [{ dong: '101' }, 'ho', '호수도 함께 입력해 주세요.'],
    ];
    for (const [unit, field, message] of cases) {
      const res = await call('POST', '/residents/home', cookie, { apartmentIdx: a.apartmentIdx, areaIdx: a.areas[0]!.areaIdx, ...unit });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().details[0].field).toBe(field);
    }
    expect(await homesOf(resident.residentIdx)).toEqual([]);
    const other = await createApartment(t.db);
    const wrongArea = await call('POST', '/residents/home', cookie, { apartmentIdx: a.apartmentIdx, areaIdx: other.areas[0]!.areaIdx });
    expect(wrongArea.statusCode).toBe(400);
    expect(wrongArea.json().details[0].field).toBe('areaIdx');
    expect(await homesOf(resident.residentIdx)).toEqual([]);
  });

  it("answers another resident's home like a missing one (404) and changes nothing", async () => {
    const a = await createApartment(t.db);
    const owner = await createSignedInResident(t.app, t.db);
    const home = (await call('POST', '/residents/home', owner.cookie, { apartmentIdx: a.apartmentIdx, areaIdx: a.areas[0]!.areaIdx, dong: '101', ho: '101' })).json().data;
    const other = await createSignedInResident(t.app, t.db);
    for (const [method, payload] of [['PATCH', { dong: '999', ho: '999' }], ['DELETE', undefined]] as const) {
      const res = await call(method, `/residents/home/${home.homeIdx}`, other.cookie, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('집을 찾을 수 없어요.');
    }
    const missing = await call('DELETE', '/residents/home/2000000000', other.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('집을 찾을 수 없어요.');
    expect(await homesOf(owner.resident.residentIdx)).toMatchObject([{ dong: '101', ho: '101', isCurrent: true }]);
  });

  it('deleting the current home makes the newest other current, and the last one leaves none', async () => {
    const [a, b, c] = [await createApartment(t.db), await createApartment(t.db), await createApartment(t.db)];
    const { cookie, resident } = await createSignedInResident(t.app, t.db);
    const one = (await call('POST', '/residents/home', cookie, { apartmentIdx: a.apartmentIdx, areaIdx: a.areas[0]!.areaIdx })).json().data;
    const two = (await call('POST', '/residents/home', cookie, { apartmentIdx: b.apartmentIdx, areaIdx: b.areas[0]!.areaIdx })).json().data;
    const three = (await call('POST', '/residents/home', cookie, { apartmentIdx: c.apartmentIdx, areaIdx: c.areas[0]!.areaIdx })).json().data;

    const afterFirst = await call('DELETE', `/residents/home/${one.homeIdx}`, cookie);
    expect(afterFirst.statusCode).toBe(200);
    expect(afterFirst.json().data.homes).toMatchObject([{ homeIdx: three.homeIdx, isCurrent: true }, { homeIdx: two.homeIdx, isCurrent: false }]);
    expect((await residentRow(resident.residentIdx)).apartmentIdx).toBe(c.apartmentIdx);

    await call('DELETE', `/residents/home/${two.homeIdx}`, cookie);
    const last = await call('DELETE', `/residents/home/${three.homeIdx}`, cookie);
    expect(last.json().data.homes).toEqual([]);
    expect((await call('GET', '/residents/apartment', cookie)).json().data).toEqual({ apart: null });
    expect(await residentRow(resident.residentIdx)).toMatchObject({ apartmentIdx: null, dong: null, ho: null });
  });

  it('PUT /residents/apartment sets the current home: another complex adds one, the same complex updates it', async () => {
    const [a, b] = [await createApartment(t.db), await createApartment(t.db)];
    const { cookie, resident } = await createSignedInResident(t.app, t.db);
    await call('PUT', '/residents/apartment', cookie, { apartmentIdx: a.apartmentIdx, areaIdx: a.areas[0]!.areaIdx, dong: '101', ho: '1001' });
    await call('PUT', '/residents/apartment', cookie, { apartmentIdx: b.apartmentIdx, areaIdx: b.areas[0]!.areaIdx });
    expect((await homesOf(resident.residentIdx)).map((h) => [h.apartmentIdx, h.dong, h.isCurrent])).toEqual([
      [a.apartmentIdx, '101', false],
      [b.apartmentIdx, null, true],
    ]);
    await call('PUT', '/residents/apartment', cookie, { apartmentIdx: a.apartmentIdx, areaIdx: a.areas[1]!.areaIdx });
    const homes = await homesOf(resident.residentIdx);
    expect(homes).toHaveLength(2);
    expect(homes.map((h) => [h.apartmentIdx, h.areaIdx, h.dong, h.isCurrent])).toEqual([
      [a.apartmentIdx, a.areas[1]!.areaIdx, '101', true],
      [b.apartmentIdx, b.areas[0]!.areaIdx, null, false],
    ]);
    const join = await call('PUT', '/residents/apartment/join', cookie, { apartmentIdx: b.apartmentIdx, areaIdx: b.areas[0]!.areaIdx, dong: '7', ho: '702', moveInDate: '2027-01-02' });
    expect(join.json().data.apart).toMatchObject({ apartmentIdx: b.apartmentIdx, dong: '7', ho: '702', moveInDate: '2027-01-02' });
    expect((await homesOf(resident.residentIdx)).filter((h) => h.isCurrent)).toMatchObject([{ apartmentIdx: b.apartmentIdx, dong: '7', ho: '702' }]);
  });

  it('PUT /residents/apartment moves a bare current home (no 동·호, no date) instead of piling up homes', async () => {
    const [a, b, c] = [await createApartment(t.db), await createApartment(t.db), await createApartment(t.db)];
    const { cookie, resident } = await createSignedInResident(t.app, t.db);
    await call('PUT', '/residents/apartment', cookie, { apartmentIdx: a.apartmentIdx, areaIdx: a.areas[0]!.areaIdx, dong: '101', ho: '1001' });
    await call('PUT', '/residents/apartment', cookie, { apartmentIdx: b.apartmentIdx, areaIdx: b.areas[0]!.areaIdx });
    await call('PUT', '/residents/apartment', cookie, { apartmentIdx: c.apartmentIdx, areaIdx: c.areas[1]!.areaIdx });
    expect((await homesOf(resident.residentIdx)).map((h) => [h.apartmentIdx, h.areaIdx, h.isCurrent])).toEqual([
      [a.apartmentIdx, a.areas[0]!.areaIdx, false],
      [c.apartmentIdx, c.areas[1]!.areaIdx, true],
    ]);
  });

  it('adding a home already there (same complex, 평형, 동·호) returns it instead of listing it twice', async () => {
    const a = await createApartment(t.db);
    const { cookie, resident } = await createSignedInResident(t.app, t.db);
    const body = { apartmentIdx: a.apartmentIdx, areaIdx: a.areas[1]!.areaIdx, dong: '101동', ho: '1203호' };
    const first = (await call('POST', '/residents/home', cookie, body)).json().data;
    const again = await call('POST', '/residents/home', cookie, { ...body, dong: '101', ho: '1203' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ homeIdx: first.homeIdx, dong: '101', ho: '1203', isCurrent: true });
    // Another 호 in the same complex is another home.
    await call('POST', '/residents/home', cookie, { ...body, ho: '1204' });
    const list = (await call('GET', '/residents/home', cookie)).json().data.homes;
    expect(list.map((h: { dong: string; ho: string }) => `${h.dong}동 ${h.ho}호`)).toEqual(['101동 1203호', '101동 1204호']);
    expect(await homesOf(resident.residentIdx)).toHaveLength(2);
  });

  itOnPostgres('PostgreSQL only: 10 identical POSTs at once (a double-tapped 결제하기) leave one home', async () => {
    const a = await createApartment(t.db);
    const { cookie, resident } = await createSignedInResident(t.app, t.db);
    const body = { apartmentIdx: a.apartmentIdx, areaIdx: a.areas[1]!.areaIdx, dong: '101', ho: '1203' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('POST', '/residents/home', cookie, body)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const homes = await homesOf(resident.residentIdx);
    expect(homes).toHaveLength(1);
    expect(new Set(answers.map((r) => r.json().data.homeIdx))).toEqual(new Set([homes[0]!.homeIdx]));
    expect(homes[0]!.isCurrent).toBe(true);
  });

  itOnPostgres('PostgreSQL only: two homes asked to be current at once leave exactly one current', async () => {
    const [a, b] = [await createApartment(t.db), await createApartment(t.db)];
    const { cookie, resident } = await createSignedInResident(t.app, t.db);
    const first = (await call('POST', '/residents/home', cookie, { apartmentIdx: a.apartmentIdx, areaIdx: a.areas[0]!.areaIdx })).json().data;
    const second = (await call('POST', '/residents/home', cookie, { apartmentIdx: b.apartmentIdx, areaIdx: b.areas[0]!.areaIdx })).json().data;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call('PATCH', `/residents/home/${i % 2 ? first.homeIdx : second.homeIdx}`, cookie, { isCurrent: true })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const homes = await homesOf(resident.residentIdx);
    expect(homes.filter((h) => h.isCurrent)).toHaveLength(1);
    const current = homes.find((h) => h.isCurrent)!;
    expect((await residentRow(resident.residentIdx)).apartmentIdx).toBe(current.apartmentIdx);
  });
});
