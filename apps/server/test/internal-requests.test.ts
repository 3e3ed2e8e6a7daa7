import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_REQUEST_HEADER, internalRequestSecret } from '../src/lib/internal-request';
import { createTestApp, type TestContext } from './helpers';

/** The page renderer's in-process API calls (lib/internal-request.ts) and the per-IP flood limit. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '3' });
});
afterAll(async () => t.close());

const categories = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v2/categories', headers });

describe('the flood limit and the server’s own calls', () => {
  it('does not count the renderer’s calls, but a guessed header value is counted like any request', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await categories({ [INTERNAL_REQUEST_HEADER]: internalRequestSecret() })).statusCode).toBe(200);
    }
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await categories({ [INTERNAL_REQUEST_HEADER]: 'guess' })).statusCode);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});
