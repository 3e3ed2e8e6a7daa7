import { createHmac, randomBytes } from 'node:crypto';
import type { SignInResult } from '@ipju/contract';
import type { AppDeps } from '../../app-deps';
import { AppError, invalidField } from '../../lib/errors';
import { hit, koreanClock, RateLimitedError, release } from '../../lib/rate-counter';
import { createSession, destroySession, destroySessionToken } from '../../lib/session-store';
import { randomDigits, safeEqual } from '../../lib/tokens';
import { hasLiveOrder } from '../billing';
import type { ResidentNotificationsService } from '../resident-notifications';
import type { ResidentsService } from '../residents';
import { appleDisplayName, createAppleVerifier, type AppleVerifier } from './apple';
import * as repo from './auth.repository';
import { rewardReferral } from './referral-reward';

/**
 * Sign-in code rules (issue 2, section 4). The hourly caps are settings: per number
 * config.otpSendsPerPhonePerHour (default 5), per IP config.otpSendsPerIpPerHour (default 20), each over any
 * rolling hour (lib/rate-counter), not per clock hour.
 */
export const OTP_POLICY = {
  ttlMs: 5 * 60_000,
  maxWrongAttempts: 5,
} as const;
const HOUR_MS = 3_600_000;

const codeField = (message: string, code: 'OTP_INVALID' | 'OTP_EXPIRED' | 'LOCKED' = 'OTP_INVALID') =>
  new AppError(code, message, [{ field: 'code', message }]);

export interface AuthServiceOptions {
  /** The residents' profiles, read after sign-in. */
  residents: ResidentsService;
  /** Records the terms screen's 혜택·이벤트 consent and tells the resident, as 알림 설정 does (docs/NOTIFICATIONS.md). */
  notifications: Pick<ResidentNotificationsService, 'recordTermsConsent' | 'dispatchQueued'>;
  /** Replaces the Apple id_token check (tests of the service alone). */
  appleVerifier?: AppleVerifier;
}

export interface SignedIn extends SignInResult {
  token: string;
  expiresAt: Date;
}

export function createAuthService(deps: AppDeps, options: AuthServiceOptions) {
  const { db, config, messages } = deps;
  const { residents } = options;
  const verifyApple = options.appleVerifier ?? createAppleVerifier(config);

  /** Codes are stored as an HMAC keyed by the server secret: a leaked table does not reveal them. */
  const hashCode = (phone: string, code: string) =>
    createHmac('sha256', config.sessionSecret).update(`otp:${phone}:${code}`).digest('hex');

  /** Ends whatever session the request carried and opens a new one (session rotation at sign-in). */
  async function rotateSession(residentIdx: number, previousTokens: string[], userAgent?: string) {
    for (const token of previousTokens) await destroySessionToken(db, token);
    return createSession(db, 'resident', residentIdx, userAgent?.slice(0, 300));
  }

  async function finishSignIn(
    residentIdx: number,
    isNew: boolean,
    ctx: { previousTokens: string[]; userAgent?: string },
  ): Promise<SignedIn> {
    const { token, expiresAt } = await rotateSession(residentIdx, ctx.previousTokens, ctx.userAgent);
    const user = await residents.getProfile(residentIdx);
    return { isNew, needsAgreement: !user.agreements.terms || !user.agreements.privacy || !user.agreements.ageOver14, user, token, expiresAt };
  }

  return {
    async sendPhoneCode(phone: string, ip: string) {
      const perPhone = await hit(db, `otp-send:phone:${phone}`, config.otpSendsPerPhonePerHour, HOUR_MS);
      if (!perPhone.allowed) {
        throw new RateLimitedError(
          `인증번호는 1시간에 ${config.otpSendsPerPhonePerHour}번까지 받을 수 있어요. ${koreanClock(perPhone.resetAt)} 이후에 다시 요청해 주세요.`,
          perPhone.resetAt,
        );
      }
      const perIp = await hit(db, `otp-send:ip:${ip}`, config.otpSendsPerIpPerHour, HOUR_MS);
      if (!perIp.allowed) {
        // Nothing is sent: the number's count takes this request back.
        await release(db, `otp-send:phone:${phone}`, perPhone, 1);
        throw new RateLimitedError(
          `인증번호 요청이 너무 많아요. ${koreanClock(perIp.resetAt)} 이후에 다시 요청해 주세요.`,
          perIp.resetAt,
        );
      }
      const code = randomDigits(6);
      const expiresAt = new Date(Date.now() + OTP_POLICY.ttlMs);
      await repo.insertOtp(db, { phone, codeHash: hashCode(phone, code), expiresAt });
      try {
        await messages.send({ channel: 'sms', to: phone, body: `[입주] 인증번호 [${code}]를 입력해 주세요. (5분 이내)` });
      } catch {
        throw new AppError('UNAVAILABLE', '인증번호 문자를 보내지 못했어요. 잠시 후 다시 요청해 주세요.');
      }
      const remaining = Math.min(perPhone.remaining, perIp.remaining);
      return {
        expiresAt: expiresAt.toISOString(),
        ...(remaining === 0
          ? { resendAvailableAt: (perPhone.remaining === 0 ? perPhone.resetAt : perIp.resetAt).toISOString() }
          : {}),
      };
    },

    /**
     * Checks the code and signs the resident up or in. Wrong codes count against the code (5 wrong tries
     * and it is dead); a right code works once. A referral code is only looked at for new accounts, and an
     * unknown one is refused before the code is spent.
     */
    async signInWithPhone(
      body: { phone: string; code: string; referralCode?: string },
      ctx: { previousTokens: string[]; userAgent?: string },
    ): Promise<SignedIn> {
      const otp = await repo.latestOtp(db, body.phone);
      if (!otp) throw codeField('인증번호를 먼저 요청해 주세요.');
      if (otp.consumedAt) throw codeField('이미 사용한 인증번호예요. 인증번호를 다시 요청해 주세요.');
      if (otp.attempts >= OTP_POLICY.maxWrongAttempts) {
        throw codeField(`인증번호를 ${OTP_POLICY.maxWrongAttempts}번 잘못 입력했어요. 인증번호를 다시 요청해 주세요.`, 'LOCKED');
      }
      if (otp.expiresAt.getTime() <= Date.now()) {
        throw codeField('인증번호가 만료되었어요. 인증번호를 다시 요청해 주세요.', 'OTP_EXPIRED');
      }

      const existing = await repo.findResidentByPhone(db, body.phone);
      let referrerIdx: number | undefined;
      if (!existing && body.referralCode) {
        const referrer = await repo.findReferrer(db, body.referralCode);
        if (!referrer) throw invalidField('referralCode', '추천인 코드를 찾을 수 없어요. 코드를 확인하거나 비워 두세요.');
        referrerIdx = referrer.residentIdx;
      }

      if (!safeEqual(hashCode(body.phone, body.code), otp.codeHash)) {
        const attempts = await repo.countWrongAttempt(db, otp.otpIdx, OTP_POLICY.maxWrongAttempts);
        if (attempts === null || attempts >= OTP_POLICY.maxWrongAttempts) {
          throw codeField(`인증번호를 ${OTP_POLICY.maxWrongAttempts}번 잘못 입력했어요. 인증번호를 다시 요청해 주세요.`, 'LOCKED');
        }
        throw codeField(`인증번호가 맞지 않아요. 다시 확인해 주세요. (${OTP_POLICY.maxWrongAttempts - attempts}번 더 시도할 수 있어요)`);
      }
      if (!(await repo.consumeOtp(db, otp.otpIdx, OTP_POLICY.maxWrongAttempts))) {
        throw codeField('이미 사용한 인증번호예요. 인증번호를 다시 요청해 주세요.');
      }

      let resident = existing;
      let isNew = false;
      if (!resident) {
        // The referrer's reward is written with the account, so a new account never exists without the
        // reward it earned. The account is inserted first: a racing sign-up of the same number waits on the
        // phone's unique index and gets null, so it never claims the number's reward.
        const created = await db.transaction(async (tx) => {
          const row = await repo.insertResident(tx, { phone: body.phone });
          if (row && referrerIdx !== undefined) {
            await rewardReferral(tx, config.sessionSecret, referrerIdx, { residentIdx: row.residentIdx, phone: body.phone });
          }
          return row;
        });
        resident = created ?? (await repo.findResidentByPhone(db, body.phone));
        isNew = created !== null;
        if (!resident) throw new Error('resident vanished during sign-up');
      }
      return finishSignIn(resident.residentIdx, isNew, ctx);
    },

    /**
     * Apple sign-in (web flow, scopes name and email). Accounts are keyed by Apple's `sub`. Apple sends the
     * name (and, for the popup flow, the e-mail) only the first time, so they are kept only then (or to fill
     * a blank). The verified e-mail claim of the token is preferred over the client-sent one.
     */
    async signInWithApple(
      body: { idToken: string; user?: { name?: { firstName?: string; lastName?: string }; email?: string } },
      ctx: { previousTokens: string[]; userAgent?: string },
    ): Promise<SignedIn> {
      const identity = await verifyApple(body.idToken);
      const name = appleDisplayName(body.user?.name);
      const email = (identity.email ?? body.user?.email)?.toLowerCase().slice(0, 200);
      let resident = await repo.findResidentByAppleSub(db, identity.sub);
      let isNew = false;
      if (!resident) {
        const created = await repo.insertResident(db, { appleSub: identity.sub, name, email });
        resident = created ?? (await repo.findResidentByAppleSub(db, identity.sub));
        isNew = created !== null;
        if (!resident) throw new Error('resident vanished during Apple sign-up');
      } else if ((!resident.name && name) || (!resident.email && email)) {
        await repo.updateResident(db, resident.residentIdx, {
          ...(!resident.name && name ? { name } : {}),
          ...(!resident.email && email ? { email } : {}),
        });
      }
      return finishSignIn(resident.residentIdx, isNew, ctx);
    },

    getMe: (residentIdx: number) => residents.getProfile(residentIdx),

    /**
     * Terms and privacy are required (the schema refuses false); each agreement stores when it was given. The
     * 혜택·이벤트 choice is the marketing consent of 알림 설정, recorded and told to the resident the same way.
     */
    async updateAgreement(residentIdx: number, body: { ageOver14: true; terms: true; privacy: true; marketing: boolean }) {
      const now = new Date();
      const told = await db.transaction(async (tx) => {
        await repo.updateResident(tx, residentIdx, { ageConfirmedAt: now, termsAgreedAt: now, privacyAgreedAt: now });
        return options.notifications.recordTermsConsent(tx, residentIdx, body.marketing, now);
      });
      if (told) await options.notifications.dispatchQueued();
      return residents.getProfile(residentIdx);
    },

    logout: (tokenHash: string) => destroySession(db, tokenHash),

    /**
     * 회원 탈퇴. Refused (409) while an order is under way: the company still needs the resident's name, phone
     * and 동·호 to do the work, and the resident could no longer see, cancel or be refunded for an order of an
     * account that is gone. Cancelling, or the work finishing, makes it possible.
     */
    async withdraw(residentIdx: number) {
      if (await hasLiveOrder(db, residentIdx)) {
        throw new AppError('CONFLICT', '진행 중인 주문이 있어 탈퇴할 수 없어요. 주문을 취소하거나 서비스가 끝난 뒤에 탈퇴해 주세요.');
      }
      if (!(await repo.anonymiseResident(db, residentIdx))) {
        throw new AppError('UNAUTHORIZED', '로그인이 필요해요. 로그인한 뒤 다시 시도해 주세요.');
      }
    },

    clientAppVersion: () => ({ data: { ios: config.minAppVersion.ios, android: config.minAppVersion.android } }),

    appleConfig() {
      const enabled = Boolean(config.apple.clientId && config.apple.redirectUri);
      return {
        enabled,
        clientId: config.apple.clientId ?? null,
        redirectUri: config.apple.redirectUri ?? null,
        scope: 'name email' as const,
        state: randomBytes(24).toString('base64url'),
      };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
