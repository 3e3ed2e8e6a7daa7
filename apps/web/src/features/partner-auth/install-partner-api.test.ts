import { configureApi, operations, request } from '@ipju/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPartnerApi } from './install-partner-api';
import { getPartnerToken, savePartnerCredential } from './partner-credential';

const answer = (status: number, body: unknown) =>
  vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));

afterEach(() => configureApi({ fetch: undefined }));

describe('installPartnerApi', () => {
  it('sends the stored token with partner calls and signs out when one answers 401', async () => {
    installPartnerApi();
    savePartnerCredential({ accessToken: 'tok-9', expiresAt: new Date(Date.now() + 60_000).toISOString() });
    const refused = answer(401, { status: 'error', message: '파트너 로그인이 필요해요.' });
    configureApi({ fetch: refused });
    await expect(request(operations.partnerListOrders, {})).rejects.toMatchObject({ status: 401 });
    expect(new Headers(refused.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer tok-9');
    expect(getPartnerToken()).toBeNull();
  });

  it('keeps the partner signed in on a wrong password (the sign-in call is public) and on a 401 of a resident call', async () => {
    installPartnerApi();
    savePartnerCredential({ accessToken: 'tok-10', expiresAt: new Date(Date.now() + 60_000).toISOString() });
    configureApi({ fetch: answer(401, { status: 'error', message: '이메일 또는 비밀번호가 맞지 않아요.' }) });
    await expect(request(operations.partnerLogin, { body: { email: 'a@b.kr', password: 'x' } })).rejects.toMatchObject({ status: 401 });
    await expect(request(operations.getCart, {})).rejects.toMatchObject({ status: 401 });
    expect(getPartnerToken()).toBe('tok-10');
  });
});
