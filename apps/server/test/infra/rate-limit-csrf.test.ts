import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers';
import { createInfraApp, type InfraApp } from './infra-app';

describe('general rate limit', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 in Korean once a client passes the limit', async () => {
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/api/v2/health' })).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/v2/health' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED', message: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.' });
  });

  it('tells a refused client its limit, that nothing is left and when to retry (answers under the limit carry no rate headers)', async () => {
    const ip = '10.1.2.3';
    const first = await t.app.inject({ url: '/api/v2/health', remoteAddress: ip });
    expect(first.statusCode).toBe(200);
    for (const header of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after']) {
      expect(first.headers[header], header).toBeUndefined();
    }
    await t.app.inject({ url: '/api/v2/health', remoteAddress: ip });
    await t.app.inject({ url: '/api/v2/health', remoteAddress: ip });
    const refused = await t.app.inject({ url: '/api/v2/health', remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['x-ratelimit-limit']).toBe('3');
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is counted on its own.
    expect((await t.app.inject({ url: '/api/v2/health', remoteAddress: '10.1.2.4' })).statusCode).toBe(200);
  });

  it("never limits the site's own files: a page loads dozens of them at once", async () => {
    const ip = '10.9.8.7';
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({ url: '/files/seed/does-not-exist.webp', remoteAddress: ip });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('CSRF', () => {
  let t: InfraApp;
  beforeAll(async () => {
    t = await createInfraApp({ PUBLIC_URL: 'https://ipju.example' });
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v2/test/echo', payload: { a: 1 }, headers: { cookie: 'ipju_session=abc', ...headers } });

  it('refuses a cookie-authenticated POST from a foreign origin', async () => {
    const res = await post({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CSRF', message: '다른 사이트에서 보낸 요청은 처리할 수 없어요. 입주 앱에서 다시 시도해 주세요.' });
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('accepts the same request from our own origin, and bearer-authenticated apps', async () => {
    expect((await post({ origin: 'https://ipju.example' })).statusCode).toBe(200);
    expect((await post({ origin: 'http://localhost:80' })).statusCode).toBe(200);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await post({ origin: 'https://evil.example', authorization: 'Bearer token' })).statusCode).toBe(200);
    expect((await post({ authorization: 'Bearer token' })).statusCode).toBe(200);
  });

  it('refuses a cookie-authenticated change that says neither where it comes from (no Origin, no Sec-Fetch-Site)', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/v2/test/echo', payload: { a: 1 }, headers: { cookie: 'ipju_session=abc' } });
      expect(res.statusCode, method).toBe(403);
      expect(res.json()).toMatchObject({ status: 'error', code: 'CSRF', message: '어디에서 보낸 요청인지 알 수 없어 처리하지 않았어요. 입주 앱에서 다시 시도해 주세요.' });
    }
  });

  it('still takes changes that carry no session cookie (server-to-server notifications) and reads without an Origin', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/test/echo', payload: { a: 1 } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/test/echo', payload: { a: 1 }, headers: { cookie: 'other=1' } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v2/health', headers: { cookie: 'ipju_session=abc' } })).statusCode).toBe(200);
  });
});
