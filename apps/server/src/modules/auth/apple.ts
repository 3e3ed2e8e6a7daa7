import type { JWTPayload } from 'jose';
import type { AppConfig } from '../../config';
import { AppError } from '../../lib/errors';
import { lazyModule } from '../../lib/lazy-module';

/** jose, loaded with the first Apple sign-in rather than at start-up. */
const loadJose = lazyModule(() => import('jose'));

export const APPLE_ISSUER = 'https://appleid.apple.com';

export interface AppleIdentity {
  sub: string;
  email?: string;
}

export type AppleVerifier = (idToken: string) => Promise<AppleIdentity>;

/**
 * Verifies Apple id_tokens: RS256 signature against Apple's key set (APPLE_KEYS_URL, fetched and cached
 * by jose; tests serve a local set), issuer https://appleid.apple.com, audience APPLE_CLIENT_ID
 * (the Services ID of the web flow), and expiry.
 */
export function createAppleVerifier(config: AppConfig): AppleVerifier {
  const clientId = config.apple.clientId;
  const keySet = lazyModule(async () =>
    (await loadJose()).createRemoteJWKSet(new URL(config.apple.keysUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 }),
  );
  return async (idToken) => {
    if (!clientId) throw new AppError('UNAVAILABLE', 'Apple 로그인을 지금은 사용할 수 없어요. 휴대폰 번호로 로그인해 주세요.');
    const { errors, jwtVerify } = await loadJose();
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, await keySet(), { issuer: APPLE_ISSUER, audience: clientId, algorithms: ['RS256'] }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new AppError('UNAUTHORIZED', 'Apple 로그인 정보가 만료되었어요. Apple 로그인을 다시 해 주세요.');
      }
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
        throw new AppError('UNAUTHORIZED', 'Apple 로그인 정보를 확인하지 못했어요. Apple 로그인을 다시 해 주세요.');
      }
      throw new AppError('UNAVAILABLE', 'Apple 서버에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.');
    }
    if (typeof payload.sub !== 'string' || payload.sub === '') {
      throw new AppError('UNAUTHORIZED', 'Apple 로그인 정보를 확인하지 못했어요. Apple 로그인을 다시 해 주세요.');
    }
    return { sub: payload.sub, email: typeof payload.email === 'string' ? payload.email : undefined };
  };
}

/** Apple sends the name only on the first sign-in: "김" + "입주" -> "김입주"; "Jane" "Doe" -> "Jane Doe". */
export function appleDisplayName(name?: { firstName?: string; lastName?: string }): string | undefined {
  const first = name?.firstName?.trim() ?? '';
  const last = name?.lastName?.trim() ?? '';
  if (!first && !last) return undefined;
  const hangul = /[가-힣]/.test(first + last);
  return (hangul ? `${last}${first}` : [first, last].filter(Boolean).join(' ')).slice(0, 20);
}
