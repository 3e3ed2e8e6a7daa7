import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PATH } from '../../src/lib/portone/sandbox-path';
import { createTestApp, type TestContext } from '../helpers';

/**
 * The security headers are worked out once at start (plugins/security.ts) and chosen by what the answer is:
 * a page (HTML, files) carries the full page policy, a JSON answer the short API policy.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('on an HTML page: the full page policy (script, frame and form sources; popups for PortOne)', async () => {
    const page = await t.app.inject({ url: `${SANDBOX_PATH}/checkout` });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self' https://cdn.iamport.kr https://appleid.cdn-apple.com");
    expect(page.headers['content-security-policy']).toContain("frame-src 'self' https://*.iamport.kr https://appleid.apple.com");
    expect(page.headers['content-security-policy']).toContain("form-action 'self' https://appleid.apple.com");
    expect(page.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(page.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('on every JSON answer (success, 404, refused, an address the router cannot read): nothing may run, frame or read it from elsewhere', async () => {
    const answers = [
      await t.app.inject({ url: '/api/v2/health' }),
      await t.app.inject({ url: '/api/v2/no-such-route' }),
      await t.app.inject({ url: '/api/v2/billings' }),
      await t.app.inject({ url: '/api/v2/items/%ED%A0%80' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 401, 400]);
    for (const res of answers) {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
      });
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      // Page-only policies have nothing to govern in JSON.
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });
});
