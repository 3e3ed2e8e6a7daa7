import type { PartnerLoginResult, PartnerProfile } from '@ipju/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../lib/password';
import { hit, koreanClock, peek, RateLimitedError, reset } from '../../lib/rate-counter';
import { createSession, destroySession, destroySessionToken } from '../../lib/session-store';
import * as repo from './partner-account.repository';

/** Failed sign-ins allowed per 15 minutes: per e-mail (guessing one account) and per IP (spraying). */
export const PARTNER_LOGIN_POLICY = { windowMs: 15 * 60_000, perEmail: 10, perIp: 30 } as const;

const WRONG = '이메일 또는 비밀번호가 맞지 않아요. 다시 확인해 주세요.';

export function toPartnerProfile(row: repo.PartnerProfileRow): PartnerProfile {
  const { partner: p, account: a } = row;
  return {
    partnerIdx: p.partnerIdx,
    companyName: p.companyName,
    ceoName: p.ceoName,
    businessNumber: p.businessNumber,
    businessType: p.businessType,
    address: p.address,
    phone: p.phone,
    intro: p.intro,
    description: p.description,
    logoUrl: p.logoUrl,
    serviceAreas: p.serviceAreas,
    hours: p.hours,
    establishedYear: p.establishedYear,
    employees: p.employees,
    ratingAvg: Number(p.ratingAvg),
    reviewCount: p.reviewCount,
    completedCount: p.completedCount,
    isInspection: p.isInspection,
    account: { accountIdx: a.accountIdx, email: a.email, name: a.name, lastLoginAt: a.lastLoginAt?.toISOString() ?? null },
  };
}

export function createPartnerAccountService(db: Db) {
  async function getProfile(accountIdx: number) {
    const row = await repo.findProfileRow(db, accountIdx);
    if (!row) throw new AppError('UNAUTHORIZED', '파트너 로그인이 필요해요. 파트너 계정으로 로그인해 주세요.');
    return toPartnerProfile(row);
  }

  return {
    getProfile,

    /**
     * E-mail and password sign-in. Unknown e-mail, disabled account and wrong password get the same
     * message and take the same time. Failures are counted per e-mail and per IP in the database.
     */
    async login(
      body: { email: string; password: string },
      ctx: { ip: string; previousTokens: string[]; userAgent?: string },
    ): Promise<PartnerLoginResult> {
      const { windowMs, perEmail, perIp } = PARTNER_LOGIN_POLICY;
      const emailKey = `partner-login:email:${body.email}`;
      const ipKey = `partner-login:ip:${ctx.ip}`;
      for (const limit of [await peek(db, emailKey, perEmail, windowMs), await peek(db, ipKey, perIp, windowMs)]) {
        if (!limit.allowed) {
          throw new RateLimitedError(`로그인 시도가 너무 많아요. ${koreanClock(limit.resetAt)} 이후에 다시 시도해 주세요.`, limit.resetAt);
        }
      }
      const found = await repo.findAccountByEmail(db, body.email);
      const usable = found && !found.account.disabledAt && !found.partnerWithdrawnAt;
      let valid = false;
      if (usable) valid = await verifyPassword(body.password, found.account.passwordHash);
      else await burnPasswordCheck(body.password);
      if (!valid || !found) {
        await hit(db, emailKey, perEmail, windowMs);
        await hit(db, ipKey, perIp, windowMs);
        throw new AppError('UNAUTHORIZED', WRONG, [{ field: 'password', message: WRONG }]);
      }
      await reset(db, emailKey, windowMs);
      const account = found.account;
      await repo.recordLogin(
        db,
        account.accountIdx,
        needsRehash(account.passwordHash) ? await hashPassword(body.password) : undefined,
      );
      for (const token of ctx.previousTokens) await destroySessionToken(db, token);
      const { token, expiresAt } = await createSession(db, 'partner', account.accountIdx, ctx.userAgent?.slice(0, 300));
      return { accessToken: token, expiresAt: expiresAt.toISOString(), partner: await getProfile(account.accountIdx) };
    },

    logout: (tokenHash: string) => destroySession(db, tokenHash),

    withdraw: (partnerIdx: number) => repo.withdrawPartner(db, partnerIdx),
  };
}
