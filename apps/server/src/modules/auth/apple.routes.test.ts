import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residents } from '../../db/schema';
import { createTestApp, unique, type TestContext } from '../../../test/helpers';

/**
 * Apple sign-in against a local key set: a key pair made here, its public JWK served by a tiny HTTP
 * server that APPLE_KEYS_URL points at, id_tokens signed with the private key.
 */
const CLIENT_ID = 'kr.ipju.web';
let t: TestContext;
let server: Server;
let privateKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    APPLE_CLIENT_ID: CLIENT_ID,
    APPLE_REDIRECT_URI: 'https://ipju.example/auth/apple/callback',
    APPLE_KEYS_URL: `http://127.0.0.1:${port}/auth/keys`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

function idToken(
  claims: Record<string, unknown> = {},
  opts: { key?: CryptoKey; iss?: string; aud?: string; exp?: number | string; sub?: string } = {},
) {
  return new SignJWT({ email: `${unique()}@privaterelay.appleid.com`, email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(opts.iss ?? 'https://appleid.apple.com')
    .setAudience(opts.aud ?? CLIENT_ID)
    .setSubject(opts.sub ?? `001234.${unique()}.0456`)
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? '10m')
    .sign(opts.key ?? privateKey);
}

const signIn = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v2/auths/apple', payload, headers });

describe('GET /auths/apple/config', () => {
  it('gives the web button its settings and a state nonce cookie', async () => {
    const res = await t.app.inject({ url: '/api/v2/auths/apple/config' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ enabled: true, clientId: CLIENT_ID, redirectUri: 'https://ipju.example/auth/apple/callback', scope: 'name email' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`ipju_apple_state=${data.state}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=None/);
    expect(cookie).toMatch(/Secure/);
  });
});

describe('POST /auths/apple', () => {
  it('signs up by Apple sub, keeps the name Apple sends the first time only', async () => {
    const sub = `001234.${unique()}.0456`;
    const first = await signIn({ idToken: await idToken({}, { sub }), user: { name: { firstName: '입주', lastName: '김' } } });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ isNew: true, needsAgreement: true, user: { name: '김입주', phone: null, signInMethods: ['apple'] } });
    expect(first.json().data.user.email).toMatch(/@privaterelay\.appleid\.com$/);
    expect(String(first.headers['set-cookie'])).toMatch(/ipju_session=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/);

    const second = await signIn({ idToken: await idToken({}, { sub }), user: { name: { firstName: '바뀐', lastName: '이' } } });
    expect(second.json().data).toMatchObject({ isNew: false, user: { residentIdx: first.json().data.user.residentIdx, name: '김입주' } });
  });

  it('refuses tokens that are expired, for another audience or issuer, or signed by another key', async () => {
    const cases = [
      await idToken({}, { exp: Math.floor(Date.now() / 1000) - 60 }),
      await idToken({}, { aud: 'com.other.app' }),
      await idToken({}, { iss: 'https://evil.example' }),
      await idToken({}, { key: strangerKey }),
    ];
    for (const [i, token] of cases.entries()) {
      const res = await signIn({ idToken: token });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(
        i === 0
          ? 'Apple 로그인 정보가 만료되었어요. Apple 로그인을 다시 해 주세요.'
          : 'Apple 로그인 정보를 확인하지 못했어요. Apple 로그인을 다시 해 주세요.',
      );
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a missing token in Korean, naming the field', async () => {
    const res = await signIn({});
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('idToken');
    expect(res.json().message).toBe('Apple 인증 토큰을 입력해 주세요.');
  });

  it('checks the state against the nonce cookie when one is sent', async () => {
    const config = await t.app.inject({ url: '/api/v2/auths/apple/config' });
    const state = config.json().data.state as string;
    const wrong = await signIn({ idToken: await idToken(), state: 'forged-state' }, { cookie: `ipju_apple_state=${state}` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details[0].field).toBe('state');
    const right = await signIn({ idToken: await idToken(), state }, { cookie: `ipju_apple_state=${state}` });
    expect(right.statusCode).toBe(200);
  });
});

describe('POST /auth/apple/callback (form_post from Apple)', () => {
  const post = (form: Record<string, string>, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/apple/callback',
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('verifies, signs in and sends the browser to the result page', async () => {
    const state = (await t.app.inject({ url: '/api/v2/auths/apple/config' })).json().data.state as string;
    const sub = `001234.${unique()}.0456`;
    const res = await post(
      { state, code: 'c0de', id_token: await idToken({}, { sub }), user: JSON.stringify({ name: { firstName: 'Jane', lastName: 'Doe' }, email: 'jane@example.com' }) },
      { origin: 'https://appleid.apple.com', 'sec-fetch-site': 'cross-site', cookie: `ipju_apple_state=${state}` },
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/auth/apple/callback?result=ok&isNew=true&needsAgreement=true');
    const cookies = String(res.headers['set-cookie']);
    expect(cookies).toMatch(/ipju_session=[^;]+/);
    const [row] = await t.db.select().from(residents).where(eq(residents.appleSub, sub));
    expect(row?.name).toBe('Jane Doe');
    const session = cookies.match(/ipju_session=[^;]+/)![0];
    expect((await t.app.inject({ url: '/api/v2/auths/me', headers: { cookie: session } })).statusCode).toBe(200);
  });

  it('sends an error result when the state nonce is missing or wrong', async () => {
    const sub = `001234.${unique()}.0456`;
    const res = await post({ state: 'x', id_token: await idToken({}, { sub }) }, { origin: 'https://appleid.apple.com' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/auth\/apple\/callback\?result=error&message=/);
    expect(decodeURIComponent(String(res.headers.location).split('message=')[1]!)).toContain('만료');
    expect(await t.db.select().from(residents).where(eq(residents.appleSub, sub))).toHaveLength(0);
  });

  it('sends an error result for an invalid token', async () => {
    const state = 'state-123';
    const res = await post(
      { state, id_token: await idToken({}, { aud: 'com.other' }) },
      { origin: 'https://appleid.apple.com', cookie: `ipju_apple_state=${state}` },
    );
    expect(res.headers.location).toMatch(/result=error/);
  });

  it('stays protected from other origins (only Apple is exempt, only on this path)', async () => {
    const evil = await post({ state: 'x', id_token: 'y'.repeat(30) }, { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().code).toBe('CSRF');
    const appleElsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auths/logout',
      headers: { origin: 'https://appleid.apple.com', cookie: 'ipju_session=abc' },
    });
    expect(appleElsewhere.statusCode).toBe(403);
  });
});
