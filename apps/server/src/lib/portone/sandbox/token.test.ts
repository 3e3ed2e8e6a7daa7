import { describe, expect, it } from 'vitest';
import { issueToken, tokenFromAuthorization, TOKEN_TTL_S, verifyToken } from './token';

const keys = { secret: 'secret-one', apiKey: 'sandbox-api-key' };

describe('sandbox access tokens', () => {
  it('are valid for 30 minutes in any process with the same secret and key', () => {
    const token = issueToken(keys, 1_000);
    expect(token).toMatchObject({ now: 1_000, expired_at: 1_000 + TOKEN_TTL_S });
    expect(verifyToken({ ...keys }, token.access_token, 1_000 + TOKEN_TTL_S - 1)).toBe(true);
    expect(verifyToken(keys, token.access_token, 1_000 + TOKEN_TTL_S)).toBe(false);
    expect(verifyToken({ ...keys, secret: 'secret-two' }, token.access_token, 1_000)).toBe(false);
    expect(verifyToken({ ...keys, apiKey: 'other-key' }, token.access_token, 1_000)).toBe(false);
  });

  it('cannot be extended by editing the expiry', () => {
    const [, signature] = issueToken(keys, 1_000).access_token.split('.');
    expect(verifyToken(keys, `${1_000 + 10 * TOKEN_TTL_S}.${signature}`, 5_000)).toBe(false);
  });

  it('are read from "Bearer <token>" or the bare token', () => {
    expect(tokenFromAuthorization('Bearer abc')).toBe('abc');
    expect(tokenFromAuthorization('bearer   abc ')).toBe('abc');
    expect(tokenFromAuthorization('abc')).toBe('abc');
    expect(tokenFromAuthorization(undefined)).toBeNull();
    expect(tokenFromAuthorization('  ')).toBeNull();
  });
});
