import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInfraApp, type InfraApp } from './infra-app';

const PHONE = '01055557777';
const CODE = '482913';

let t: InfraApp;
beforeAll(async () => {
  t = await createInfraApp({
    APP_MODE: 'production',
    DATABASE_URL: 'postgres://ipju@db.internal/ipju',
    SESSION_SECRET: 'a-long-random-secret-for-tests-only',
    PORTONE_API_KEY: 'key',
    PORTONE_API_SECRET: 'secret',
    PORTONE_IMP_CODE: 'imp00000000',
    SOLAPI_API_KEY: 'key',
    SOLAPI_API_SECRET: 'secret',
    SOLAPI_SENDER: '0212345678',
    PUBLIC_URL: 'https://ipju.example',
  });
});
afterAll(() => t.close());

describe('production logs', () => {
  it('carry one line per request with its id, and never a phone number or a code', async () => {
    await t.app.inject({ method: 'POST', url: '/api/v2/test/echo', payload: { phone: PHONE, code: CODE } });
    await t.app.inject({ url: `/api/v2/test/echo?phone=${PHONE}&code=${CODE}` });
    await t.app.inject({ url: `/api/v2/dev/outbox?to=${PHONE}` });
    await t.app.inject({ url: `/api/v2/files/presigned_url?type=review&mimeType=image/png&phone=010-5555-7777` });
    await t.app.inject({ url: '/api/v2/test/boom', headers: { cookie: `ipju_session=${CODE}`, authorization: `Bearer ${CODE}` } });

    const text = t.logs.lines.join('\n');
    expect(t.logs.lines.length).toBeGreaterThanOrEqual(5);
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain('010-5555-7777');
    expect(text).not.toContain(CODE);
    const requests = t.logs.entries().filter((e) => e.req);
    expect(requests.length).toBe(5);
    for (const entry of requests) expect(entry.reqId).toEqual(expect.any(String));
  });
});
