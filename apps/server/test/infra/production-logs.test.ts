import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../production-env';
import { createInfraApp, type InfraApp } from './infra-app';

const PHONE = '01055557777';
const CODE = '482913';

let t: InfraApp;
beforeAll(async () => {
  t = await createInfraApp({ ...PRODUCTION_ENV });
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
    for (const entry of requests) {
      expect(entry.reqId).toEqual(expect.any(String));
      // The access line says what was asked, how it ended and how long it took, in pino's line format.
      expect(entry).toMatchObject({
        level: 30,
        time: expect.any(Number),
        msg: 'request',
        req: { method: expect.stringMatching(/^(GET|POST)$/), url: expect.stringMatching(/^\/api\/v2\//), id: entry.reqId },
        statusCode: expect.any(Number),
        ms: expect.any(Number),
      });
    }
    expect(requests.map((e) => e.statusCode)).toEqual([200, 404, 404, 401, 500]);
  });
});
