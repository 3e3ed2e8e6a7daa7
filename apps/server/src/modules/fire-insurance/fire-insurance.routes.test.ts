import { FIRE_CONSENT_TEXT, seoulClock } from '@ipju/contract';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireInsuranceQuotes, fireInsuranceRequests, notificationQueue, residentHomes } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { itOnPostgres } from '../../../test/on-postgres';
import { createApartment } from '../../../test/factories/places';
import { createSignedInResident } from '../../../test/factories/residents';
import { createSignedInStaff } from '../../../test/factories/staff';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const key = () => randomBytes(8).toString('hex');
const URL = '/api/v2/residents/fire_insurance_request';

async function residentWithHome(overrides: { dong?: string | null; moveInMonth?: string } = {}) {
  const apartment = await createApartment(t.db, { moveInMonth: overrides.moveInMonth ?? '2019-03' });
  const signedIn = await createSignedInResident(t.app, t.db, {
    apartmentIdx: apartment.apartmentIdx,
    areaIdx: apartment.areas[1]!.areaIdx,
    dong: overrides.dong === undefined ? '102' : overrides.dong,
    ho: '1501',
  });
  const [home] = await t.db.select().from(residentHomes).where(eq(residentHomes.residentIdx, signedIn.resident.residentIdx));
  return { ...signedIn, apartment, home: home! };
}

const send = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: URL, headers: cookie ? { cookie } : {}, payload });
const mine = async (cookie: string) => (await t.app.inject({ url: URL, headers: { cookie } })).json().data as Array<Record<string, unknown>>;
const rowsOf = (residentIdx: number) => t.db.select().from(fireInsuranceRequests).where(eq(fireInsuranceRequests.residentIdx, residentIdx));

describe('화재보험 견적 요청 (POST/GET /residents/fire_insurance_request)', () => {
  it('makes a request from the home’s facts with the consent stored, and lists it', async () => {
    const { cookie, home, resident, apartment } = await residentWithHome();
    const res = await send(cookie, { homeIdx: home.homeIdx, coverages: ['building', 'liability'], consent: true, requestKey: key() });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      complexName: apartment.name,
      dong: '102',
      ho: '1501',
      pyeong: 34,
      exclusiveArea: 84.95,
      completionYear: 2019,
      buildingAge: seoulClock(new Date()).year - 2019,
      coverages: ['building', 'liability'],
      contactPhone: resident.phone,
      status: 'received',
      statusLabel: '접수',
      quotes: [],
    });
    const [row] = await rowsOf(resident.residentIdx);
    expect(row!.consentText).toBe(FIRE_CONSENT_TEXT);
    expect(Math.abs(row!.consentedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect((await mine(cookie)).map((r) => r.requestIdx)).toEqual([data.requestIdx]);
  });

  it('a double tap (the same request key) stays one request; another request for an open home is a 409', async () => {
    const { cookie, home, resident } = await residentWithHome();
    const payload = { homeIdx: home.homeIdx, coverages: ['contents'], consent: true, requestKey: key() };
    const [a, b] = await Promise.all([send(cookie, payload), send(cookie, payload)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.requestIdx).toBe(b.json().data.requestIdx);
    expect(await rowsOf(resident.residentIdx)).toHaveLength(1);
    const other = await send(cookie, { ...payload, requestKey: key() });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toContain('이미 진행 중');
    expect(await rowsOf(resident.residentIdx)).toHaveLength(1);
  });

  itOnPostgres('ten taps at once with one request key make one request', async () => {
    const { cookie, home, resident } = await residentWithHome();
    const payload = { homeIdx: home.homeIdx, coverages: ['building'], consent: true, requestKey: key() };
    const results = await Promise.all(Array.from({ length: 10 }, () => send(cookie, payload)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.json().data.requestIdx)).size).toBe(1);
    expect(await rowsOf(resident.residentIdx)).toHaveLength(1);
  });

  it('refuses bad input with a Korean message naming the field, and stores nothing', async () => {
    const { cookie, home, resident } = await residentWithHome();
    const good = { homeIdx: home.homeIdx, coverages: ['building'], consent: true, requestKey: key() };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, consent: false }, '동의'],
      [{ ...good, consent: undefined }, '동의'],
      [{ ...good, coverages: [] }, '보장 항목'],
      [{ ...good, coverages: ['earthquake'] }, '보장 항목'],
      [{ ...good, coverages: ['building', 'building'] }, '보장 항목'],
      [{ ...good, requestKey: 'x' }, '요청 확인값'],
      [{ ...good, homeIdx: 'abc' }, '집 번호'],
    ];
    for (const [payload, field] of cases) {
      const res = await send(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(field);
    }
    const bare = await residentWithHome({ dong: null });
    const noDong = await send(bare.cookie, { ...good, homeIdx: bare.home.homeIdx });
    expect(noDong.statusCode).toBe(400);
    expect(noDong.json().message).toContain('동·호');
    expect(await rowsOf(resident.residentIdx)).toHaveLength(0);
  });

  it('asks to sign in, and answers another resident’s home and request as missing', async () => {
    const owner = await residentWithHome();
    const other = await residentWithHome();
    expect((await send(undefined, { homeIdx: owner.home.homeIdx, coverages: ['building'], consent: true, requestKey: key() })).statusCode).toBe(401);
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
    const res = await send(other.cookie, { homeIdx: owner.home.homeIdx, coverages: ['building'], consent: true, requestKey: key() });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('집을 찾을 수 없어요.');
    expect(await rowsOf(other.resident.residentIdx)).toHaveLength(0);

    const made = (await send(owner.cookie, { homeIdx: owner.home.homeIdx, coverages: ['building'], consent: true, requestKey: key() })).json().data;
    const cancel = await t.app.inject({ method: 'PATCH', url: `${URL}/${made.requestIdx}/cancel`, headers: { cookie: other.cookie } });
    expect(cancel.statusCode).toBe(404);
    expect(cancel.json().message).toBe('화재보험 견적 요청을 찾을 수 없어요.');
    expect(await mine(other.cookie)).toEqual([]);
    expect((await rowsOf(owner.resident.residentIdx))[0]!.status).toBe('received');
  });

  it('the resident cancels an open request, and may then ask again', async () => {
    const { cookie, home } = await residentWithHome();
    const made = (await send(cookie, { homeIdx: home.homeIdx, coverages: ['building'], consent: true, requestKey: key() })).json().data;
    const cancel = await t.app.inject({ method: 'PATCH', url: `${URL}/${made.requestIdx}/cancel`, headers: { cookie } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data).toMatchObject({ status: 'cancelled', statusLabel: '취소' });
    expect((await t.app.inject({ method: 'PATCH', url: `${URL}/${made.requestIdx}/cancel`, headers: { cookie } })).statusCode).toBe(409);
    expect((await send(cookie, { homeIdx: home.homeIdx, coverages: ['building'], consent: true, requestKey: key() })).statusCode).toBe(200);
  });
});

describe('staff quotes (/staff/fire-insurance-requests)', () => {
  it('staff list requests, add a quote the resident sees with a notice, and complete the request', async () => {
    const { cookie, home, resident } = await residentWithHome();
    const made = (await send(cookie, { homeIdx: home.homeIdx, coverages: ['building', 'contents'], consent: true, requestKey: key() })).json().data;
    const staff = await createSignedInStaff(t.app, t.db);

    const list = await t.app.inject({ url: '/api/v2/staff/fire-insurance-requests?status=received', headers: staff.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.find((r: { requestIdx: number }) => r.requestIdx === made.requestIdx)).toMatchObject({ residentIdx: resident.residentIdx, consentText: FIRE_CONSENT_TEXT });

    const quoteUrl = `/api/v2/staff/fire-insurance-requests/${made.requestIdx}/quotes`;
    const bad = await t.app.inject({ method: 'POST', url: quoteUrl, headers: staff.headers, payload: { insurer: '한빛화재', yearlyPremium: 12.5, coverageSummary: '건물 1억' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('연 보험료');

    const quoted = await t.app.inject({
      method: 'POST',
      url: quoteUrl,
      headers: staff.headers,
      payload: { insurer: '한빛화재', yearlyPremium: 48_000, coverageSummary: '건물 2억 · 가재도구 3천만 원 · 자기부담금 10만 원' },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().data).toMatchObject({ status: 'quoted', statusLabel: '견적 도착' });
    await t.app.inject({ method: 'POST', url: quoteUrl, headers: staff.headers, payload: { insurer: '바른손해보험', yearlyPremium: 39_000, coverageSummary: '건물 2억 · 가재도구 2천만 원' } });

    const [request] = await mine(cookie);
    expect(request).toMatchObject({ status: 'quoted' });
    expect((request!.quotes as Array<{ insurer: string; yearlyPremium: number }>).map((q) => [q.insurer, q.yearlyPremium])).toEqual([
      ['바른손해보험', 39_000],
      ['한빛화재', 48_000],
    ]);
    const notices = await t.db
      .select()
      .from(notificationQueue)
      .where(and(eq(notificationQueue.residentIdx, resident.residentIdx), eq(notificationQueue.channel, 'push'), eq(notificationQueue.subject, '화재보험 견적이 도착했어요')))
      // In the order the quotes were sent: without it PostgreSQL may answer the rows in any order.
      .orderBy(notificationQueue.notificationIdx);
    expect(notices).toHaveLength(2);
    expect(notices[0]!.payload).toMatchObject({ link: '/my-page/fire-insurance' });
    expect(notices[0]!.body).toContain('한빛화재 연 48,000원');

    const done = await t.app.inject({ method: 'PATCH', url: `/api/v2/staff/fire-insurance-requests/${made.requestIdx}`, headers: staff.headers, payload: { status: 'completed' } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe('completed');
    const late = await t.app.inject({ method: 'POST', url: quoteUrl, headers: staff.headers, payload: { insurer: '늦은화재', yearlyPremium: 30_000, coverageSummary: '건물 1억 보장' } });
    expect(late.statusCode).toBe(409);
  });

  it('is for staff only', async () => {
    const { cookie } = await residentWithHome();
    expect((await t.app.inject({ url: '/api/v2/staff/fire-insurance-requests' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v2/staff/fire-insurance-requests', headers: { cookie } })).statusCode).toBe(403);
    const staff = await createSignedInStaff(t.app, t.db);
    const missing = await t.app.inject({ method: 'POST', url: '/api/v2/staff/fire-insurance-requests/2000000000/quotes', headers: staff.headers, payload: { insurer: '한빛화재', yearlyPremium: 30_000, coverageSummary: '건물 1억 보장' } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('lists read in batches', () => {
  /** A resident with `n` requests (closed ones, no home), each with two quotes. */
  async function withRequests(n: number) {
    const { cookie, resident, apartment } = await residentWithHome();
    const rows = await t.db
      .insert(fireInsuranceRequests)
      .values(
        Array.from({ length: n }, (_, i) => ({
          residentIdx: resident.residentIdx,
          apartmentIdx: apartment.apartmentIdx,
          complexName: apartment.name,
          dong: '101',
          ho: String(100 + i),
          pyeong: 34,
          exclusiveArea: 84.95,
          coverages: ['building'],
          contactName: '김입주',
          contactPhone: resident.phone!,
          consentText: FIRE_CONSENT_TEXT,
          consentedAt: new Date(),
          requestKey: key(),
          status: 'completed' as const,
        })),
      )
      .returning();
    await t.db.insert(fireInsuranceQuotes).values(
      rows.flatMap((r) => [
        { requestIdx: r.requestIdx, insurer: '한빛화재', yearlyPremium: 40_000, coverageSummary: '건물 2억 원' },
        { requestIdx: r.requestIdx, insurer: '바른손해보험', yearlyPremium: 38_000, coverageSummary: '건물 2억 원' },
      ]),
    );
    return cookie;
  }

  it('my requests: 20 cost the queries 2 do', async () => {
    const few = await withRequests(2);
    const many = await withRequests(20);
    // The requests' notices go out through the app's job queue: let it finish, or its statements are counted too.
    await t.jobs.drain();
    const count = async (cookie: string) => (await t.queries.count(() => t.app.inject({ url: URL, headers: { cookie } }))).queries;
    const [a, b] = [await count(few), await count(many)];
    expect(b).toBe(a);
    expect(b).toBeLessThanOrEqual(6);
    expect(await mine(many)).toHaveLength(20);
  });

  it('the staff list is a fixed number of queries', async () => {
    await withRequests(20);
    const staff = await createSignedInStaff(t.app, t.db);
    await t.jobs.drain();
    const n = (await t.queries.count(() => t.app.inject({ url: '/api/v2/staff/fire-insurance-requests', headers: staff.headers }))).queries;
    expect(n).toBeLessThanOrEqual(6);
  });
});
