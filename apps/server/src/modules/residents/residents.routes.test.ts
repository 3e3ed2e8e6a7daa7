import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceTokens, residents } from '../../db/schema';
import { createApartment } from '../../../test/factories/places';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createResident, createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, unique, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, cookie?: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v2${url}`, payload, headers: { ...(cookie ? { cookie } : {}), ...headers } });

const rowOf = async (residentIdx: number) =>
  (await t.db.select().from(residents).where(eq(residents.residentIdx, residentIdx)))[0]!;

describe('GET /residents/apartment', () => {
  it('is apart: null before a complex is chosen', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const res = await call('GET', '/residents/apartment', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { apart: null } });
  });

  it('returns the complex with its area, dong and ho', async () => {
    const apt = await createApartment(t.db);
    const { cookie } = await createSignedInResident(t.app, t.db, {
      apartmentIdx: apt.apartmentIdx,
      areaIdx: apt.areas[0]!.areaIdx,
      dong: '103',
      ho: '804',
    });
    const res = await call('GET', '/residents/apartment', cookie);
    expect(res.json().data.apart).toMatchObject({
      apartmentIdx: apt.apartmentIdx,
      name: apt.name,
      district1: apt.district1,
      area: { areaIdx: apt.areas[0]!.areaIdx, pyeong: 25, typeName: '59A' },
      dong: '103',
      ho: '804',
      joinedAt: null,
    });
  });
});

describe('PUT /residents/apartment', () => {
  it('sets the complex and area; /auths/me then shows the complex name', async () => {
    const apt = await createApartment(t.db);
    const { cookie } = await createSignedInResident(t.app, t.db);
    const res = await call('PUT', '/residents/apartment', cookie, { apartmentIdx: apt.apartmentIdx, areaIdx: apt.areas[1]!.areaIdx, dong: '101동' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.apart).toMatchObject({ apartmentIdx: apt.apartmentIdx, area: { pyeong: 34 }, dong: '101', ho: null });
    const me = await call('GET', '/auths/me', cookie);
    expect(me.json().data).toMatchObject({ complexName: apt.name, pyeong: 34, dong: '101' });
  });

  it('refuses an area of another complex, naming areaIdx, and changes nothing', async () => {
    const apt = await createApartment(t.db);
    const other = await createApartment(t.db);
    const { cookie, resident } = await createSignedInResident(t.app, t.db);
    const res = await call('PUT', '/residents/apartment', cookie, { apartmentIdx: apt.apartmentIdx, areaIdx: other.areas[0]!.areaIdx });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('선택한 평형이 이 단지의 평형이 아니에요. 단지의 평형 목록에서 다시 골라 주세요.');
    expect(res.json().details[0].field).toBe('areaIdx');
    expect((await rowOf(resident.residentIdx)).apartmentIdx).toBeNull();
  });

  it('refuses missing fields in Korean', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const res = await call('PUT', '/residents/apartment', cookie, { areaIdx: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('단지를 선택해 주세요.');
    expect(res.json().details[0].field).toBe('apartmentIdx');
    const bad = await call('PUT', '/residents/apartment', cookie, { apartmentIdx: 'abc', areaIdx: 1 });
    expect(bad.json().message).toBe('단지를 숫자로 입력해 주세요.');
  });

  it('404s for an unknown complex', async () => {
    const { cookie, resident } = await createSignedInResident(t.app, t.db);
    const res = await call('PUT', '/residents/apartment', cookie, { apartmentIdx: 999_999_999, areaIdx: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('단지를 찾을 수 없어요.');
    expect((await rowOf(resident.residentIdx)).apartmentIdx).toBeNull();
  });

  it('moving to another complex forgets the old unit', async () => {
    const a = await createApartment(t.db);
    const b = await createApartment(t.db);
    const { cookie } = await createSignedInResident(t.app, t.db, { apartmentIdx: a.apartmentIdx, areaIdx: a.areas[0]!.areaIdx, dong: '101', ho: '202' });
    const res = await call('PUT', '/residents/apartment', cookie, { apartmentIdx: b.apartmentIdx, areaIdx: b.areas[0]!.areaIdx });
    expect(res.json().data.apart).toMatchObject({ apartmentIdx: b.apartmentIdx, dong: null, ho: null });
  });
});

describe('PUT /residents/apartment/join', () => {
  it('registers dong, ho and move-in date', async () => {
    const apt = await createApartment(t.db);
    const { cookie } = await createSignedInResident(t.app, t.db);
    const res = await call('PUT', '/residents/apartment/join', cookie, {
      apartmentIdx: apt.apartmentIdx,
      areaIdx: apt.areas[0]!.areaIdx,
      dong: '101동',
      ho: '1203호',
      moveInDate: '2027-03-15',
    });
    expect(res.statusCode).toBe(200);
    const apart = res.json().data.apart;
    expect(apart).toMatchObject({ dong: '101', ho: '1203', moveInDate: '2027-03-15' });
    expect(apart.joinedAt).not.toBeNull();
  });

  it('validates dong, ho and date formats, naming the field, and changes nothing', async () => {
    const apt = await createApartment(t.db);
    const { cookie, resident } = await createSignedInResident(t.app, t.db);
    const base = { apartmentIdx: apt.apartmentIdx, areaIdx: apt.areas[0]!.areaIdx, dong: '101', ho: '1203' };
    const cases: Array<[object, string, string]> = [
      [{ ...base, dong: '101-2!' }, 'dong', '동은 101 또는 101동처럼 입력해 주세요.'],
      [{ ...base, ho: '십이층' }, 'ho', '호수는 1203 또는 1203호처럼 숫자로 입력해 주세요.'],
      [{ ...base, ho: undefined }, 'ho', '호를 입력해 주세요.'],
      [{ ...base, moveInDate: '2027-02-30' }, 'moveInDate', '입주 예정일이 올바른 날짜가 아니에요.'],
      [{ ...base, moveInDate: '2027/03/01' }, 'moveInDate', '입주 예정일은 2027-03-15처럼 입력해 주세요.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('PUT', '/residents/apartment/join', cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe(field);
      expect(res.json().message).toBe(message);
    }
    const row = await rowOf(resident.residentIdx);
    expect(row).toMatchObject({ apartmentIdx: null, dong: null, ho: null, apartmentJoinedAt: null });
  });

  it('404s for an unknown complex', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const res = await call('PUT', '/residents/apartment/join', cookie, { apartmentIdx: 999_999_998, areaIdx: 1, dong: '101', ho: '101' });
    expect(res.statusCode).toBe(404);
  });
});

describe('PUT /residents/personal', () => {
  it('changes name and e-mail', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const res = await call('PUT', '/residents/personal', cookie, { name: ' 최 입주 ', email: 'Choi@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: '최 입주', email: 'choi@example.com' });
    const onlyName = await call('PUT', '/residents/personal', cookie, { name: '최입주' });
    expect(onlyName.json().data).toMatchObject({ name: '최입주', email: 'choi@example.com' });
  });

  it('refuses bad input, naming the field, and changes nothing', async () => {
    const { cookie, resident } = await createSignedInResident(t.app, t.db, { name: '그대로', email: 'keep@example.com' });
    const badEmail = await call('PUT', '/residents/personal', cookie, { name: '바뀜', email: 'not-mail' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ message: '이메일 형식이 올바르지 않아요. 예: name@example.com' });
    expect(badEmail.json().details[0].field).toBe('email');
    const empty = await call('PUT', '/residents/personal', cookie, {});
    expect(empty.json().message).toBe('바꿀 이름이나 이메일을 입력해 주세요.');
    const digits = await call('PUT', '/residents/personal', cookie, { name: '1234' });
    expect(digits.json().message).toBe('이름은 한글이나 영문으로 입력해 주세요.');
    expect(await rowOf(resident.residentIdx)).toMatchObject({ name: '그대로', email: 'keep@example.com' });
  });
});

describe('push tokens', () => {
  it('registers one token per device, replacing it on re-registration', async () => {
    const { cookie, resident } = await createSignedInResident(t.app, t.db);
    const deviceKey = `dev-${unique()}`;
    const first = await call('POST', '/residents/fcm-token', cookie, { fcmToken: 'token-1', deviceType: 'ios', deviceKey });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ fcmToken: 'token-1', deviceType: 'ios', deviceKey });
    await call('POST', '/residents/fcm-token', cookie, { fcmToken: 'token-2', deviceType: 'ios', deviceKey });
    const got = await call('GET', `/residents/fcm-token/${deviceKey}`, cookie);
    expect(got.json().data.fcmToken).toBe('token-2');
    expect(await t.db.select().from(deviceTokens).where(eq(deviceTokens.ownerIdx, resident.residentIdx))).toHaveLength(1);
  });

  it('moves a device to the account that signs in on it, proven by the push token only that install holds', async () => {
    const a = await createSignedInResident(t.app, t.db);
    const b = await createSignedInResident(t.app, t.db);
    const deviceKey = `dev-${unique()}`;
    const fcmToken = `fcm-${unique()}`;
    await call('POST', '/residents/fcm-token', a.cookie, { fcmToken, deviceType: 'android', deviceKey });
    // The same phone, signed in as b now, registers its (unchanged) push token again.
    const moved = await call('POST', '/residents/fcm-token', b.cookie, { fcmToken, deviceType: 'android', deviceKey });
    expect(moved.statusCode).toBe(200);
    expect((await call('GET', `/residents/fcm-token/${deviceKey}`, a.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/residents/fcm-token/${deviceKey}`, b.cookie)).json().data.fcmToken).toBe(fcmToken);
    expect(await t.db.select().from(deviceTokens).where(eq(deviceTokens.fcmToken, fcmToken))).toMatchObject([{ ownerIdx: b.resident.residentIdx }]);
  });

  it("does not move another account's device by its key alone: that registration stays as it was", async () => {
    const a = await createSignedInResident(t.app, t.db);
    const b = await createSignedInResident(t.app, t.db);
    const deviceKey = `dev-${unique()}`;
    const aToken = `fcm-a-${unique()}`;
    await call('POST', '/residents/fcm-token', a.cookie, { fcmToken: aToken, deviceType: 'ios', deviceKey });
    const [before] = await t.db.select().from(deviceTokens).where(eq(deviceTokens.ownerIdx, a.resident.residentIdx));

    const attempt = await call('POST', '/residents/fcm-token', b.cookie, { fcmToken: `fcm-b-${unique()}`, deviceType: 'ios', deviceKey });
    expect(attempt.statusCode).toBe(200);
    expect(attempt.json().data.fcmToken).not.toBe(aToken);

    expect(await t.db.select().from(deviceTokens).where(eq(deviceTokens.ownerIdx, a.resident.residentIdx))).toEqual([before]);
    expect((await call('GET', `/residents/fcm-token/${deviceKey}`, a.cookie)).json().data).toMatchObject({ fcmToken: aToken, deviceKey });
    const pushTargets = await t.db.select().from(deviceTokens).where(eq(deviceTokens.fcmToken, aToken));
    expect(pushTargets.map((r) => r.ownerIdx)).toEqual([a.resident.residentIdx]);
  });

  it('refuses bad input in Korean and 404s for an unknown device', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const bad = await call('POST', '/residents/fcm-token', cookie, { fcmToken: 'x', deviceType: 'windows', deviceKey: 'k' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('기기 종류는 ios, android, web 중 하나여야 해요.');
    expect(bad.json().details[0].field).toBe('deviceType');
    const noToken = await call('POST', '/residents/fcm-token', cookie, { deviceType: 'ios', deviceKey: 'k' });
    expect(noToken.json().message).toBe('푸시 토큰을 입력해 주세요.');
    const missing = await call('GET', `/residents/fcm-token/none-${unique()}`, cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('이 기기의 푸시 토큰을 찾을 수 없어요.');
  });
});

describe('access', () => {
  const routes: Array<[Method, string, object | undefined]> = [
    ['GET', '/residents/apartment', undefined],
    ['PUT', '/residents/apartment', { apartmentIdx: 1, areaIdx: 1 }],
    ['PUT', '/residents/apartment/join', { apartmentIdx: 1, areaIdx: 1, dong: '101', ho: '101' }],
    ['PUT', '/residents/personal', { name: '김입주' }],
    ['POST', '/residents/fcm-token', { fcmToken: 't', deviceType: 'ios', deviceKey: 'k' }],
    ['GET', '/residents/fcm-token/k', undefined],
  ];

  it('401 when signed out, 403 for a partner credential, and nothing changes', async () => {
    const partner = await createSignedInPartner(t.app, t.db);
    for (const [method, url, payload] of routes) {
      const anon = await call(method, url, undefined, payload);
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      expect(anon.json().message).toBe('로그인이 필요해요. 로그인한 뒤 다시 시도해 주세요.');
      const asPartner = await call(method, url, undefined, payload, partner.headers);
      expect(asPartner.statusCode, `${method} ${url}`).toBe(403);
      expect(asPartner.json().message).toBe('입주민 계정으로만 이용할 수 있어요.');
    }
  });

  it('a withdrawn resident has no session left', async () => {
    const r = await createResident(t.db);
    const { cookie } = await createSignedInResident(t.app, t.db);
    expect(r.residentIdx).toBeGreaterThan(0);
    await call('POST', '/auths/signout', cookie);
    expect((await call('GET', '/residents/apartment', cookie)).statusCode).toBe(401);
  });
});
