import { formatPhone, type PartnerLoginResult, type PartnerProfile } from '@ipju/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { hashPassword, needsRehash } from '../../lib/password';
import { checkPasswordSignIn } from '../../lib/password-sign-in';
import { createSession, destroySession, destroySessionToken } from '../../lib/session-store';
import * as repo from './partner-account.repository';

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
    lunchBreak: p.lunchBreak ?? null,
    closedOnHolidays: p.closedOnHolidays,
    categoryCodes: p.categoryCodes,
    mainItemIdxs: p.mainItemIdxs,
    account: {
      accountIdx: a.accountIdx,
      email: a.email,
      name: a.name,
      phone: a.phone === null ? null : formatPhone(a.phone),
      lastLoginAt: a.lastLoginAt?.toISOString() ?? null },
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

    /** E-mail and password sign-in (the shared checks of lib/password-sign-in.ts). */
    async login(
      body: { email: string; password: string },
      ctx: { ip: string; previousTokens: string[]; userAgent?: string },
    ): Promise<PartnerLoginResult> {
      const found = await repo.findAccountByEmail(db, body.email);
      const usable = found && !found.account.disabledAt && !found.partnerWithdrawnAt ? found.account : undefined;
      const account = await checkPasswordSignIn(db, { scope: 'partner-login', ...body, ip: ctx.ip }, usable, (a) => a.passwordHash);
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

export type PartnerAccountService = ReturnType<typeof createPartnerAccountService>;
