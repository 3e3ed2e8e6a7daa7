import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPoints } from '../points';
import { createResident, createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { PRODUCTION_ENV } from '../../../test/production-env';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getCode = (id: number, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/v2/referrals/${id}/code`, headers: { ...(cookie ? { cookie } : {}), ...headers } });

describe('GET /referrals/:id/code', () => {
  it('gives my code, a share link on the address I used (demo mode without PUBLIC_URL), and how many neighbours joined with it', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const r = resident.residentIdx;
    for (let i = 0; i < 2; i++) {
      const neighbour = await createResident(t.db, { referredByIdx: r });
      await t.db.transaction((tx) => grantPoints(tx, { residentIdx: r, amount: 5_000, reason: 'referral', referredResidentIdx: neighbour.residentIdx }));
    }
    await t.db.transaction((tx) => grantPoints(tx, { residentIdx: r, amount: 1_000, reason: 'event' }));

    const res = await getCode(r, cookie, { host: 'ipju.example:8080' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      code: resident.referralCode,
      link: `http://ipju.example:8080/?ref=${resident.referralCode}`,
      referredCount: 2,
      pointsEarned: 10_000,
      pointsPerReferral: 5_000,
    });
    expect(data.shareText).toContain(resident.referralCode);
    expect(data.shareText).toContain('5,000포인트');
    expect(data.shareText).toContain(data.link);
  });

  it('uses PUBLIC_URL for the link when it is configured, whatever Host the request names', async () => {
    const configured = await createTestApp({ PUBLIC_URL: 'https://ipju.kr/' });
    try {
      const { resident, cookie } = await createSignedInResident(configured.app, configured.db);
      const res = await configured.app.inject({
        url: `/api/v2/referrals/${resident.residentIdx}/code`,
        headers: { cookie, host: 'evil.example' },
      });
      expect(res.json().data.link).toBe(`https://ipju.kr/?ref=${resident.referralCode}`);
      expect(res.body).not.toContain('evil.example');
    } finally {
      await configured.close();
    }
  });

  it('never puts a forged Host into the link in production mode', async () => {
    const production = await createTestApp(PRODUCTION_ENV);
    try {
      const { resident, cookie } = await createSignedInResident(production.app, production.db);
      const res = await production.app.inject({
        url: `/api/v2/referrals/${resident.residentIdx}/code`,
        headers: { cookie, host: 'evil.example:8080', 'x-forwarded-host': 'evil.example' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.link).toBe(`https://ipju.example/?ref=${resident.referralCode}`);
      expect(res.body).not.toContain('evil.example');
    } finally {
      await production.close();
    }
  });

  it("answers someone else's code like an unknown number (404) and a malformed id with 400", async () => {
    const other = await createResident(t.db);
    const { cookie } = await createSignedInResident(t.app, t.db);
    const res = await getCode(other.residentIdx, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('추천 코드를 찾을 수 없어요.');
    expect(res.body).not.toContain(other.referralCode);
    const unknown = await getCode(2_000_000_000, cookie);
    expect({ status: unknown.statusCode, message: unknown.json().message }).toEqual({ status: 404, message: res.json().message });
    const bad = await t.app.inject({ url: '/api/v2/referrals/me/code', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('id');
    expect((await getCode(other.residentIdx)).statusCode).toBe(401);
  });
});
