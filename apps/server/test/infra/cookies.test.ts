import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInResident } from '../factories/residents';
import { createInfraApp, type InfraApp } from './infra-app';

/**
 * Cookies are parsed where they are read (the session hook, the CSRF check on a change, Apple's sign-in state),
 * not on every request (docs/PERFORMANCE.md): the routes that need them still see them.
 */
let t: InfraApp;
beforeAll(async () => {
  t = await createInfraApp({ PUBLIC_URL: 'https://ipju.example' });
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ url: '/api/v2/auths/me', headers: { cookie } });

describe('cookies, read where they are needed', () => {
  it('sign a resident in by the session cookie among other cookies', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.database.db);
    const res = await me(`theme=dark; ${cookie}; ipju_apartment=12`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ residentIdx: resident.residentIdx });
  });

  it('clear an unknown session cookie and ask to sign in again', async () => {
    const res = await me('ipju_session=not-a-session');
    expect(res.statusCode).toBe(401);
    expect(String(res.headers['set-cookie'])).toMatch(/ipju_session=;/);
  });

  it('refuse a change that carries the session cookie but says neither where it comes from, and keep the session', async () => {
    const { cookie } = await createSignedInResident(t.app, t.database.db);
    const refused = await t.app.inject({ method: 'POST', url: '/api/v2/auths/logout', headers: { cookie: `a=1; ${cookie}` } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CSRF' });
    expect((await me(cookie)).statusCode).toBe(200);
    // The same change from our own page signs out.
    const done = await t.app.inject({ method: 'POST', url: '/api/v2/auths/logout', headers: { cookie, origin: 'https://ipju.example' } });
    expect(done.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('do not matter to a public read, whatever the cookie header holds', async () => {
    const res = await t.app.inject({ url: '/api/v2/health', headers: { cookie: 'ipju_session=x; %E0%A4%A; =;;' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('request bodies', () => {
  it('are taken as sent: a compressed body (no client of ours sends one) is refused as malformed and reaches no route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/test/echo',
      payload: gzipSync(JSON.stringify({ a: 1 })),
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error' });
  });
});
