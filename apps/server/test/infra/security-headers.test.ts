import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers';

/** The security headers are worked out once at start (plugins/security.ts); every kind of answer carries them. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'referrer-policy': 'no-referrer',
};

describe('security headers', () => {
  it('are on an API answer, a 404, a refused request and an address the router cannot read', async () => {
    const answers = [
      await t.app.inject({ url: '/api/v2/health' }),
      await t.app.inject({ url: '/api/v2/no-such-route' }),
      await t.app.inject({ url: '/api/v2/billings' }),
      await t.app.inject({ url: '/api/v2/items/%ED%A0%80' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 401, 400]);
    for (const res of answers) {
      expect(res.headers).toMatchObject(EXPECTED);
      expect(res.headers['content-security-policy']).toContain("script-src 'self' https://cdn.iamport.kr https://appleid.cdn-apple.com");
      expect(res.headers['content-security-policy']).toContain("frame-src 'self' https://*.iamport.kr https://appleid.apple.com");
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });
});
