import type { DbOrTx } from '../db/client';
import { AppError } from './errors';
import { burnPasswordCheck, verifyPassword } from './password';
import { hit, koreanClock, peek, RateLimitedError, reset } from './rate-counter';

/** Failed sign-ins allowed per 15 minutes: per e-mail (guessing one account) and per IP (spraying). */
export const PASSWORD_SIGN_IN_POLICY = { windowMs: 15 * 60_000, perEmail: 10, perIp: 30 } as const;

const WRONG = '이메일 또는 비밀번호가 맞지 않아요. 다시 확인해 주세요.';

/**
 * The password check shared by the e-mail sign-ins (partners, staff). Unknown e-mail, disabled account and
 * wrong password get the same message and take the same time (a dummy hash check); failures are counted
 * per e-mail and per IP in the database (`scope` keeps the counters of each sign-in apart), and a success
 * clears the e-mail's counter. `account` is the usable account of that e-mail (undefined when unknown or
 * disabled); it is returned when the password matches. Throws 429 while a limit is reached, 401 on failure.
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
  for (const limit of [await peek(db, emailKey, perEmail, windowMs), await peek(db, ipKey, perIp, windowMs)]) {
    if (!limit.allowed) {
      throw new RateLimitedError(`로그인 시도가 너무 많아요. ${koreanClock(limit.resetAt)} 이후에 다시 시도해 주세요.`, limit.resetAt);
    }
  }
  let valid = false;
  if (account !== undefined) valid = await verifyPassword(input.password, passwordHashOf(account));
  else await burnPasswordCheck(input.password);
  if (!valid || account === undefined) {
    await hit(db, emailKey, perEmail, windowMs);
    await hit(db, ipKey, perIp, windowMs);
    throw new AppError('UNAUTHORIZED', WRONG, [{ field: 'password', message: WRONG }]);
  }
  await reset(db, emailKey, windowMs);
  return account;
}
