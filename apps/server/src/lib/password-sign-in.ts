import type { DbOrTx } from '../db/client';
import { AppError } from './errors';
import { burnPasswordCheck, verifyPassword } from './password';
import { hit, koreanClock, RateLimitedError, release, type RateResult } from './rate-counter';

/**
 * Failed sign-ins allowed in any 15 minutes (a rolling window, lib/rate-counter; an attempt counts until it
 * succeeds): per e-mail and per IP.
 */
export const PASSWORD_SIGN_IN_POLICY = { windowMs: 15 * 60_000, perEmail: 10, perIp: 30 } as const;

const WRONG = '이메일 또는 비밀번호가 맞지 않아요. 다시 확인해 주세요.';

/**
 * The password check shared by the e-mail sign-ins (partners, staff). Unknown e-mail, disabled account and
 * wrong password get the same message and take the same time (a dummy hash check). `scope` keeps the
 * counters of each sign-in apart. `account` is the usable account of that e-mail (undefined when unknown or
 * disabled); it is returned when the password matches. Throws 429 while a limit is reached, 401 on failure.
 *
 * Every attempt is counted first, atomically, per e-mail and per IP, and only an attempt counted within
 * both limits has its password checked: 50 parallel guesses get at most 10 checks, the rest 429 (a count
 * read first and written after the check would let them all through). A success then takes back what it
 * saw counted on the e-mail, its own attempt and the failures before it (the owner starts over), while
 * attempts counted in the meantime stay counted; on the IP it takes back only its own attempt, so the IP
 * limit keeps counting failures. An attempt the IP limit refuses is taken back from the e-mail (it checked
 * nothing), and one either limit refuses is not counted at all, so the time the 429 names stays true.
 */
export async function checkPasswordSignIn<T>(
  db: DbOrTx,
  input: { scope: string; email: string; password: string; ip: string },
  account: T | undefined,
  passwordHashOf: (account: T) => string,
): Promise<T> {
  const { windowMs, perEmail, perIp } = PASSWORD_SIGN_IN_POLICY;
  const emailKey = `${input.scope}:email:${input.email}`;
  const ipKey = `${input.scope}:ip:${input.ip}`;
  const byEmail = allowedOrThrow(await hit(db, emailKey, perEmail, windowMs));
  const byIp = await hit(db, ipKey, perIp, windowMs);
  if (!byIp.allowed) {
    // Refused before any check: the attempt does not count against the e-mail either.
    await release(db, emailKey, byEmail, 1);
    allowedOrThrow(byIp);
  }
  let valid = false;
  if (account !== undefined) valid = await verifyPassword(input.password, passwordHashOf(account));
  else await burnPasswordCheck(input.password);
  if (!valid || account === undefined) throw new AppError('UNAUTHORIZED', WRONG, [{ field: 'password', message: WRONG }]);
  await release(db, emailKey, byEmail, byEmail.count);
  await release(db, ipKey, byIp, 1);
  return account;
}

function allowedOrThrow(counted: RateResult): RateResult {
  if (!counted.allowed) {
    throw new RateLimitedError(`로그인 시도가 너무 많아요. ${koreanClock(counted.resetAt)} 이후에 다시 시도해 주세요.`, counted.resetAt);
  }
  return counted;
}
