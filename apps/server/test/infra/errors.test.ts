import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInfraApp, type InfraApp } from './infra-app';

let t: InfraApp;
beforeAll(async () => {
  t = await createInfraApp();
});
afterAll(() => t.close());

describe('error responses', () => {
  it('answers an unknown route with a JSON 404 in Korean', async () => {
    const res = await t.app.inject({ url: '/api/v2/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: '요청한 주소를 찾을 수 없어요. 주소를 확인해 주세요.',
    });
  });

  it('answers an unexpected error with a generic Korean 500 and logs it with the request id', async () => {
    const res = await t.app.inject({ url: '/api/v2/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ status: 'error', error: 'Internal Server Error', code: 'INTERNAL' });
    expect(res.json().message).toBe('일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.');
    expect(res.body).not.toContain('secret internals');

    const entries = t.logs.entries();
    const error = entries.find((e) => e.msg === 'unexpected error');
    expect(error).toBeDefined();
    expect(error!.level).toBe(50);
    expect(String((error!.err as { message: string }).message)).toContain('database exploded');
    expect(error!.reqId).toMatch(/^[0-9a-f-]{36}$/);
    const requestLine = entries.find((e) => (e.req as { url?: string } | undefined)?.url === '/api/v2/test/boom');
    expect(requestLine?.reqId).toBe(error!.reqId);
  });

  it('refuses a body over the limit with a Korean 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'ㄱ'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: '요청 본문이 너무 커요. 크기를 줄여 다시 보내 주세요.' });
  });

  it('refuses invalid JSON with a Korean 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', error: 'Bad Request', message: '요청 본문이 올바른 JSON이 아니에요.' });
  });
});

describe('security headers', () => {
  it('sends helmet headers on API responses', async () => {
    const res = await t.app.inject({ url: '/api/v2/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { ok: true } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // JSON answers carry the API policy (plugins/security.ts; pages: test/infra/security-headers.test.ts).
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the same headers when the router refuses the address (malformed, over-long parameter) or knows no route', async () => {
    const SECURITY_HEADERS = [
      'content-security-policy',
      'cross-origin-resource-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-frame-options',
    ];
    const pick = (headers: Record<string, unknown>) => Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]]));
    const healthy = pick((await t.app.inject({ url: '/api/v2/health' })).headers);
    const malformed = await t.app.inject({ url: '/api/v2/items/%ED%A0%80' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['x-content-type-options']).toBe('nosniff');
    expect(pick(malformed.headers)).toEqual(healthy);
    const overLong = await t.app.inject({ url: `/api/v2/items/${'1'.repeat(1000)}` });
    expect(overLong.statusCode).toBe(400);
    expect(pick(overLong.headers)).toEqual(healthy);
    const unknown = await t.app.inject({ url: '/api/v2/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(pick(unknown.headers)).toEqual(healthy);
  });
});
