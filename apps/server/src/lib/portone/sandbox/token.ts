import { createHmac } from 'node:crypto';
import { safeEqual } from '../../tokens';

/** PortOne's access tokens live 30 minutes. */
export const TOKEN_TTL_S = 30 * 60;

export interface IssuedToken {
  access_token: string;
  now: number;
  expired_at: number;
}

export interface TokenKeys {
  /** The server's session secret: signs the token. */
  secret: string;
  /** The API key the token was issued for; a changed key invalidates old tokens. */
  apiKey: string;
}

const sign = (keys: TokenKeys, expiredAt: number) =>
  createHmac('sha256', keys.secret).update(`portone-sandbox:${keys.apiKey}:${expiredAt}`).digest('hex').slice(0, 40);

/**
 * A stateless token: `<expired_at>.<hmac>`. Nothing is stored, so any server process with the same secret
 * accepts it (several processes, restarts) and it needs no table.
 */
export function issueToken(keys: TokenKeys, nowS: number): IssuedToken {
  const expiredAt = nowS + TOKEN_TTL_S;
  return { access_token: `${expiredAt}.${sign(keys, expiredAt)}`, now: nowS, expired_at: expiredAt };
}

export function verifyToken(keys: TokenKeys, token: string, nowS: number): boolean {
  const match = /^(\d{1,12})\.([0-9a-f]{40})$/.exec(token);
  if (!match) return false;
  const expiredAt = Number(match[1]);
  return expiredAt > nowS && safeEqual(match[2]!, sign(keys, expiredAt));
}

/** PortOne takes `Authorization: Bearer <token>` and also the bare token. */
export function tokenFromAuthorization(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  const bearer = /^Bearer\s+(.+)$/i.exec(value);
  return (bearer ? bearer[1]!.trim() : value) || null;
}
