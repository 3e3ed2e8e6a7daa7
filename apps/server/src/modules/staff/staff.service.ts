import type { StaffLoginResult, StaffProfile } from '@ipju/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../lib/password';
import { hit, koreanClock, peek, RateLimitedError, reset } from '../../lib/rate-counter';
import { createSession, destroySession, destroySessionToken } from '../../lib/session-store';
import * as repo from './staff.repository';

/** Failed sign-ins allowed per 15 minutes, per e-mail and per IP (as for partners). */
export const STAFF_LOGIN_POLICY = { windowMs: 15 * 60_000, perEmail: 10, perIp: 30 } as const;

const WRONG = '이메일 또는 비밀번호가 맞지 않아요. 다시 확인해 주세요.';

const toProfile = (row: repo.StaffRow): StaffProfile => ({
  staffIdx: row.staffIdx,
  email: row.email,
  name: row.name,
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

export function createStaffService(db: Db) {
  async function getProfile(staffIdx: number): Promise<StaffProfile> {
    const row = await repo.findActive(db, staffIdx);
    if (!row) throw new AppError('UNAUTHORIZED', '운영팀 로그인이 필요해요. 운영팀 계정으로 로그인해 주세요.');
    return toProfile(row);
  }

  return {
    getProfile,

    /** Same rules as the partner sign-in: one message and one timing for every failure, counted per e-mail and IP. */
    async login(
      body: { email: string; password: string },
      ctx: { ip: string; previousTokens: string[]; userAgent?: string },
    ): Promise<StaffLoginResult> {
      const { windowMs, perEmail, perIp } = STAFF_LOGIN_POLICY;
      const emailKey = `staff-login:email:${body.email}`;
      const ipKey = `staff-login:ip:${ctx.ip}`;
      for (const limit of [await peek(db, emailKey, perEmail, windowMs), await peek(db, ipKey, perIp, windowMs)]) {
        if (!limit.allowed) {
          throw new RateLimitedError(`로그인 시도가 너무 많아요. ${koreanClock(limit.resetAt)} 이후에 다시 시도해 주세요.`, limit.resetAt);
        }
      }
      const found = await repo.findByEmail(db, body.email);
      let valid = false;
      if (found && !found.disabledAt) valid = await verifyPassword(body.password, found.passwordHash);
      else await burnPasswordCheck(body.password);
      if (!valid || !found) {
        await hit(db, emailKey, perEmail, windowMs);
        await hit(db, ipKey, perIp, windowMs);
        throw new AppError('UNAUTHORIZED', WRONG, [{ field: 'password', message: WRONG }]);
      }
      await reset(db, emailKey, windowMs);
      await repo.recordLogin(db, found.staffIdx, needsRehash(found.passwordHash) ? await hashPassword(body.password) : undefined);
      for (const token of ctx.previousTokens) await destroySessionToken(db, token);
      const { token, expiresAt } = await createSession(db, 'staff', found.staffIdx, ctx.userAgent?.slice(0, 300));
      return { accessToken: token, expiresAt: expiresAt.toISOString(), staff: await getProfile(found.staffIdx) };
    },

    logout: (tokenHash: string) => destroySession(db, tokenHash),
  };
}
