import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers';
import { operationsOf, urlFor } from '../openapi-walk';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A UTF-8 encoded lone surrogate: no string decodes from it. */
const MALFORMED = '%ED%A0%80';
const OVERLONG = 'q'.repeat(1000);

/** What a refusal of the address looks like: our envelope, in Korean, the security headers, and nothing of the address in it. */
function problems(res: LightMyRequestResponse, sent: string): string[] {
  const found: string[] = [];
  if (res.statusCode !== 400 && res.statusCode !== 404) found.push(`status ${res.statusCode}`);
  const body = res.json();
  if (body.status !== 'error' || body.statusCode !== res.statusCode || typeof body.code !== 'string') found.push('no error envelope');
  if (!/[가-힣]/.test(body.message ?? '')) found.push('message not in Korean');
  if (res.headers['x-content-type-options'] !== 'nosniff' || !res.headers['content-security-policy']) found.push('no security headers');
  if (res.body.includes(sent) || res.body.includes('/api/v2/')) {
    found.push('echoes the address');
  }
  return found.map((p) => `${p}: ${res.body.slice(0, 160)}`);
}

describe('addresses the router cannot take', () => {
  it('answers a malformed or over-long path parameter of every operation with the Korean error envelope, without echoing it', async () => {
    const { operations } = operationsOf(t.app);
    const failures: string[] = [];
    let tried = 0;
    for (const op of operations) {
      for (const param of op.parameters.filter((p) => p.in === 'path')) {
        for (const [kind, value] of [['malformed', MALFORMED], ['over-long', OVERLONG]] as const) {
          const url = urlFor(op, { path: { [param.name]: value } });
          const res = await t.app.inject({ method: op.method, url });
          tried++;
          for (const problem of problems(res, value)) failures.push(`${op.method} ${op.path} ${kind} ${param.name}: ${problem}`);
        }
      }
    }
    expect(tried).toBeGreaterThan(80);
    expect(failures).toEqual([]);
  });

  it('answers a malformed address outside the API the same way', async () => {
    const res = await t.app.inject({ url: `/${MALFORMED}/page` });
    expect(problems(res, MALFORMED)).toEqual([]);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST', message: '요청 주소가 올바르지 않아요. 주소를 확인해 주세요.' });
  });

  it('answers an unknown address without repeating it', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v2/nope-<script>alert(1)</script>?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 'error',
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: '요청한 주소를 찾을 수 없어요. 주소를 확인해 주세요.',
    });
  });
});
