import type { StaffLoginResult, StaffProfile } from '@ipju/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { hashPassword, needsRehash } from '../../lib/password';
import { checkPasswordSignIn } from '../../lib/password-sign-in';
import { createSession, destroySession, destroySessionToken } from '../../lib/session-store';
import * as repo from './staff.repository';

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

    /** E-mail and password sign-in, with the same checks as partners (lib/password-sign-in.ts). */
    async login(
      body: { email: string; password: string },
      ctx: { ip: string; previousTokens: string[]; userAgent?: string },
    ): Promise<StaffLoginResult> {
      const row = await repo.findByEmail(db, body.email);
      const usable = row && !row.disabledAt ? row : undefined;
      const found = await checkPasswordSignIn(db, { scope: 'staff-login', ...body, ip: ctx.ip }, usable, (a) => a.passwordHash);
      await repo.recordLogin(db, found.staffIdx, needsRehash(found.passwordHash) ? await hashPassword(body.password) : undefined);
      for (const token of ctx.previousTokens) await destroySessionToken(db, token);
      const { token, expiresAt } = await createSession(db, 'staff', found.staffIdx, ctx.userAgent?.slice(0, 300));
      return { accessToken: token, expiresAt: expiresAt.toISOString(), staff: await getProfile(found.staffIdx) };
    },

    logout: (tokenHash: string) => destroySession(db, tokenHash),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
