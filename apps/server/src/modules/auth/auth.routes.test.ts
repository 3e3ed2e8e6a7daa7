import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { deviceTokens, otpCodes, pointLedger, referredPhones, residents, sessions } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { createApartment } from '../../../test/factories/places';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createResident, createSignedInResident, latestOtpCode, signInResident } from '../../../test/factories/residents';
import { createTestApp, outboxFor, uniquePhone, type TestContext } from '../../../test/helpers';
import { addLine, bookableItem, paidOrder, shopper, startOrder, visitDay } from '../../../test/factories/commerce';
import { itOnPostgres } from '../../../test/on-postgres';
import { referralPhoneHash, rewardReferral } from './referral-reward';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ MIN_APP_VERSION_IOS: '2.3.0', MIN_APP_VERSION_ANDROID: '2.1.5' });
});
afterAll(() => t.close());

/** Each test signs in from its own address so the per-IP send limit never couples tests. */
const uniqueIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

const sendCode = (phone: string, ip = uniqueIp()) =>
  t.app.inject({ method: 'POST', url: '/api/v2/auths/phone_send', payload: { phone }, remoteAddress: ip });

const signIn = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v2/auths/phone', payload, headers, remoteAddress: uniqueIp() });

const me = (cookie: string) => t.app.inject({ url: '/api/v2/auths/me', headers: { cookie } });

function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const all = (Array.isArray(raw) ? raw : [raw]).filter(Boolean) as string[];
  const found = all.find((c) => c.startsWith('ipju_session=') && !c.startsWith('ipju_session=;'));
  if (!found) throw new Error(`no session cookie in ${JSON.stringify(all)}`);
  return found;
}
const cookiePair = (setCookie: string) => setCookie.split(';')[0]!;

async function signInByPhone(phone = uniquePhone()) {
  expect((await sendCode(phone)).statusCode).toBe(200);
  const code = await latestOtpCode(t.db, phone);
  const res = await signIn({ phone, code });
  expect(res.statusCode).toBe(200);
  return { phone, res, cookie: cookiePair(sessionCookie(res)) };
}

describe('POST /auths/phone_send', () => {
  it('sends a 6-digit code by SMS, valid for 5 minutes, accepting 010-1234-5678', async () => {
    const phone = uniquePhone();
    const dashed = `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`;
    const before = Date.now();
    const res = await sendCode(dashed);
    expect(res.statusCode).toBe(200);
    const expiresAt = Date.parse(res.json().data.expiresAt);
    expect(expiresAt - before).toBeGreaterThan(4.5 * 60_000);
    expect(expiresAt - before).toBeLessThanOrEqual(5 * 60_000 + 5_000);
    const [message] = await outboxFor(t.db, phone);
    expect(message?.channel).toBe('sms');
    expect(message?.body).toMatch(/^\[입주\] 인증번호 \[\d{6}\]를 입력해 주세요\. \(5분 이내\)$/);
    // Only a keyed hash is stored, never the code itself.
    const code = message!.body.match(/\[(\d{6})\]/)![1]!;
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row!.codeHash).not.toContain(code);
    const spaced = await sendCode(`${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`);
    expect(spaced.statusCode).toBe(200);
    expect(await outboxFor(t.db, phone)).toHaveLength(2);
  });

  it('refuses a malformed phone number in Korean, naming the field, and sends nothing', async () => {
    for (const phone of ['02-123-4567', '0101234', 'abc', '']) {
      const res = await sendCode(phone);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', message: '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.' });
      expect(res.json().details[0].field).toBe('phone');
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/v2/auths/phone_send', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('휴대폰 번호를 입력해 주세요.');
    expect(await outboxFor(t.db, '0101234')).toHaveLength(0);
  });

  it('allows 5 codes per phone per hour, then 429 in Korean saying when to retry', async () => {
    const phone = uniquePhone();
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await sendCode(phone));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(results[3]!.json().data.resendAvailableAt).toBeUndefined();
    expect(results[4]!.json().data.resendAvailableAt).toBeDefined();
    const sixth = await sendCode(phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('RATE_LIMITED');
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    // An hour after the minute the first code was counted in: at most an hour and a minute away.
    expect(retryAfter).toBeGreaterThan(3540);
    expect(retryAfter).toBeLessThanOrEqual(3660);
    expect(sixth.json().message).toMatch(/^인증번호는 1시간에 5번까지 받을 수 있어요\. \d{2}시 \d{2}분 이후에 다시 요청해 주세요\.$/);
    expect(await outboxFor(t.db, phone)).toHaveLength(5);
  });

  it('limits sends per IP address across phone numbers', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) expect((await sendCode(uniquePhone(), ip)).statusCode).toBe(200);
    const phone = uniquePhone();
    const refused = await sendCode(phone, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/인증번호 요청이 너무 많아요\. \d{2}시 \d{2}분 이후에/);
    expect(await outboxFor(t.db, phone)).toHaveLength(0);
    // Another address is not affected.
    expect((await sendCode(phone)).statusCode).toBe(200);
  });

  it('takes a number pasted from Android contacts, wrapped in bidi marks, as the number itself', async () => {
    const phone = uniquePhone();
    const res = await sendCode(`\u202A${phone}\u202C\u200E`);
    expect(res.statusCode).toBe(200);
    expect(await outboxFor(t.db, phone)).toHaveLength(1);
  });

  it('counts the 5 codes over any hour, not per clock hour: 5 at 10:57, the next at 11:01 waits until 11:58', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    const at = (seoul: string) => vi.setSystemTime(new Date(`2026-11-27T${seoul}+09:00`));
    const phone = uniquePhone();
    at('10:57:20');
    const sent = [];
    for (let i = 0; i < 5; i++) sent.push(await sendCode(phone));
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(sent[4]!.json().data.resendAvailableAt).toBe('2026-11-27T02:58:00.000Z');
    const refusedMessage = '인증번호는 1시간에 5번까지 받을 수 있어요. 11시 58분 이후에 다시 요청해 주세요.';
    at('11:01:00');
    const sixth = await sendCode(phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(refusedMessage);
    expect(sixth.headers['retry-after']).toBe(String(57 * 60));
    at('11:57:30');
    const retried = await sendCode(phone);
    expect(retried.statusCode).toBe(429);
    expect(retried.json().message).toBe(refusedMessage);
    expect(await outboxFor(t.db, phone)).toHaveLength(5);
    at('11:58:00');
    expect((await sendCode(phone)).statusCode).toBe(200);
    expect(await outboxFor(t.db, phone)).toHaveLength(6);
  });
});

describe('POST /auths/phone', () => {
  it('signs a new resident up with an HttpOnly SameSite=Lax session cookie and no token in the body', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const code = await latestOtpCode(t.db, phone);
    const res = await signIn({ phone: `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`, code });
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body).toMatchObject({ isNew: true, needsAgreement: true });
    expect(body.user.phone).toBe(`${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`);
    expect(body.user.referralCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(body).not.toHaveProperty('accessToken');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=77759\d\d/); // 90 days
    expect(cookie).not.toMatch(/Secure/);
    const token = cookiePair(cookie).split('=')[1]!;
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    // The database holds only the token's hash.
    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token)));
    expect(row?.subjectIdx).toBe(body.user.residentIdx);

    const again = await signInByPhone(phone);
    expect(again.res.json().data).toMatchObject({ isNew: false, user: { residentIdx: body.user.residentIdx } });
  });

  it('marks the cookie Secure behind a trusted HTTPS proxy, and ignores the header otherwise', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const untrusted = await signIn({ phone, code: await latestOtpCode(t.db, phone) }, { 'x-forwarded-proto': 'https' });
    expect(sessionCookie(untrusted)).not.toMatch(/Secure/);

    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const phone2 = uniquePhone();
      await proxied.app.inject({ method: 'POST', url: '/api/v2/auths/phone_send', payload: { phone: phone2 } });
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/v2/auths/phone',
        payload: { phone: phone2, code: await latestOtpCode(proxied.db, phone2) },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(sessionCookie(res)).toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a wrong code with the tries left, locks the code after 5 wrong tries', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const code = (await latestOtpCode(t.db, phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await signIn({ phone, code: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'OTP_INVALID', message: '인증번호가 맞지 않아요. 다시 확인해 주세요. (4번 더 시도할 수 있어요)' });
    expect(first.json().details[0].field).toBe('code');
    for (let i = 0; i < 3; i++) expect((await signIn({ phone, code: wrong })).statusCode).toBe(400);
    const fifth = await signIn({ phone, code: wrong });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({ code: 'LOCKED', message: '인증번호를 5번 잘못 입력했어요. 인증번호를 다시 요청해 주세요.' });
    // The right code no longer works either; a new code does.
    const late = await signIn({ phone, code });
    expect(late.statusCode).toBe(423);
    expect(late.headers['set-cookie']).toBeUndefined();
    expect((await t.db.select().from(residents).where(eq(residents.phone, phone)))).toHaveLength(0);
    await signInByPhone(phone);
  });

  it('refuses an expired code', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const code = await latestOtpCode(t.db, phone);
    await t.db.update(otpCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(otpCodes.phone, phone));
    const res = await signIn({ phone, code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'OTP_EXPIRED', message: '인증번호가 만료되었어요. 인증번호를 다시 요청해 주세요.' });
    expect(await t.db.select().from(residents).where(eq(residents.phone, phone))).toHaveLength(0);
  });

  it('accepts a code once only, and only the newest code', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const older = await latestOtpCode(t.db, phone);
    await sendCode(phone);
    const newer = await latestOtpCode(t.db, phone);
    if (older !== newer) expect((await signIn({ phone, code: older })).statusCode).toBe(400);
    expect((await signIn({ phone, code: newer })).statusCode).toBe(200);
    const reuse = await signIn({ phone, code: newer });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe('이미 사용한 인증번호예요. 인증번호를 다시 요청해 주세요.');
  });

  it('asks for a code first when none was sent, and validates the code format', async () => {
    const none = await signIn({ phone: uniquePhone(), code: '123456' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('인증번호를 먼저 요청해 주세요.');
    const bad = await signIn({ phone: uniquePhone(), code: '12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('인증번호 6자리 숫자를 입력해 주세요.');
    expect(bad.json().details[0].field).toBe('code');
  });

  it('records the referrer, and refuses an unknown referral code without spending the code', async () => {
    const referrer = await createResident(t.db);
    const phone = uniquePhone();
    await sendCode(phone);
    const code = await latestOtpCode(t.db, phone);
    const unknown = await signIn({ phone, code, referralCode: 'ZZZZ9999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: '추천인 코드를 찾을 수 없어요. 코드를 확인하거나 비워 두세요.' });
    expect(unknown.json().details[0].field).toBe('referralCode');
    const res = await signIn({ phone, code, referralCode: referrer.referralCode.toLowerCase() });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(residents).where(eq(residents.residentIdx, res.json().data.user.residentIdx));
    expect(row!.referredByIdx).toBe(referrer.residentIdx);
  });

  it('credits the referrer 5,000 points once per new account, in the sign-up', async () => {
    const referrer = await createResident(t.db);
    const balance = async () =>
      (await t.db.select().from(residents).where(eq(residents.residentIdx, referrer.residentIdx)))[0]!.pointBalance;
    const signUp = async (phone: string, referralCode: string) => {
      await sendCode(phone);
      return signIn({ phone, code: await latestOtpCode(t.db, phone), referralCode });
    };

    const phone = uniquePhone();
    const first = await signUp(phone, referrer.referralCode);
    expect(first.json().data.isNew).toBe(true);
    expect(await balance()).toBe(5_000);
    const ledger = await t.db.select().from(pointLedger).where(eq(pointLedger.residentIdx, referrer.residentIdx));
    expect(ledger).toEqual([
      expect.objectContaining({ reason: 'referral', amount: 5_000, balanceAfter: 5_000, referredResidentIdx: first.json().data.user.residentIdx }),
    ]);

    const again = await signUp(phone, referrer.referralCode);
    expect(again.json().data.isNew).toBe(false);
    expect(await balance()).toBe(5_000);

    const second = await signUp(uniquePhone(), referrer.referralCode);
    expect(second.json().data.isNew).toBe(true);
    expect(await balance()).toBe(10_000);

    const unknown = await signUp(uniquePhone(), 'ZZZZ9999');
    expect(unknown.statusCode).toBe(400);
    expect(await balance()).toBe(10_000);
    const info = await t.app.inject({ url: `/api/v2/referrals/${referrer.residentIdx}/code`, headers: { cookie: await signInResident(t.app, t.db, referrer) } });
    expect(info.json().data).toMatchObject({ referredCount: 2, pointsEarned: 10_000 });
  });

  describe('the referral reward is once per phone number, also across withdrawal', () => {
    const balanceOf = async (residentIdx: number) =>
      (await t.db.select().from(residents).where(eq(residents.residentIdx, residentIdx)))[0]!.pointBalance;
    const referralEntries = (referrerIdx: number) =>
      t.db.select().from(pointLedger).where(and(eq(pointLedger.residentIdx, referrerIdx), eq(pointLedger.reason, 'referral')));
    const signUp = async (phone: string, referralCode: string) => {
      await sendCode(phone);
      const res = await signIn({ phone, code: await latestOtpCode(t.db, phone), referralCode });
      expect(res.statusCode).toBe(200);
      return { data: res.json().data, cookie: cookiePair(sessionCookie(res)) };
    };
    const withdraw = async (cookie: string) =>
      expect((await t.app.inject({ method: 'POST', url: '/api/v2/auths/signout', headers: { cookie } })).statusCode).toBe(200);

    it('a number that withdrew and signs up again with the same code makes a new account but earns nothing', async () => {
      const referrer = await createResident(t.db);
      const phone = uniquePhone();
      const first = await signUp(phone, referrer.referralCode);
      expect(first.data.isNew).toBe(true);
      await withdraw(first.cookie);
      const second = await signUp(phone, referrer.referralCode);
      expect(second.data.isNew).toBe(true);
      expect(second.data.user.residentIdx).not.toBe(first.data.user.residentIdx);
      await withdraw(second.cookie);
      const third = await signUp(phone, referrer.referralCode);
      expect(third.data.isNew).toBe(true);

      expect(await balanceOf(referrer.residentIdx)).toBe(5_000);
      expect(await referralEntries(referrer.residentIdx)).toEqual([
        expect.objectContaining({ amount: 5_000, referredResidentIdx: first.data.user.residentIdx }),
      ]);
      // Only the account that earned the reward counts as referred: the referrer's page counts people.
      const [again] = await t.db.select().from(residents).where(eq(residents.residentIdx, third.data.user.residentIdx));
      expect(again!.referredByIdx).toBeNull();
      const info = await t.app.inject({ url: `/api/v2/referrals/${referrer.residentIdx}/code`, headers: { cookie: await signInResident(t.app, t.db, referrer) } });
      expect(info.json().data).toMatchObject({ referredCount: 1, pointsEarned: 5_000 });
    });

    it('another number still earns the referrer 5,000', async () => {
      const referrer = await createResident(t.db);
      const first = await signUp(uniquePhone(), referrer.referralCode);
      await withdraw(first.cookie);
      await signUp(uniquePhone(), referrer.referralCode);
      expect(await balanceOf(referrer.residentIdx)).toBe(10_000);
      expect(await referralEntries(referrer.residentIdx)).toHaveLength(2);
    });

    it('keeps only a keyed hash of the number, not the number, after the withdrawal', async () => {
      const referrer = await createResident(t.db);
      const phone = uniquePhone();
      await withdraw((await signUp(phone, referrer.referralCode)).cookie);
      const hash = referralPhoneHash(t.config.sessionSecret, phone);
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(hash).not.toBe(sha256(phone));
      const [row] = await t.db.select().from(referredPhones).where(eq(referredPhones.phoneHash, hash));
      expect(row).toBeDefined();
      expect(row!.phoneHash).not.toContain(phone);
      expect(await t.db.select().from(referredPhones).where(sql`${referredPhones.phoneHash} like ${`%${phone}%`}`)).toHaveLength(0);
      // Another secret gives another key: the table cannot be matched against a list of numbers without it.
      expect(referralPhoneHash('another-secret', phone)).not.toBe(hash);
    });
  });

  it('rotates the session: the cookie carried into sign-in stops working', async () => {
    const first = await signInByPhone();
    expect((await me(first.cookie)).statusCode).toBe(200);
    await sendCode(first.phone);
    const code = await latestOtpCode(t.db, first.phone);
    const second = await signIn({ phone: first.phone, code }, { cookie: first.cookie });
    const newCookie = cookiePair(sessionCookie(second));
    expect(newCookie).not.toBe(first.cookie);
    expect((await me(first.cookie)).statusCode).toBe(401);
    expect((await me(newCookie)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('expires after 30 idle days and clears the cookie', async () => {
    const { cookie, token } = await createSignedInResident(t.app, t.db);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(sessions.tokenHash, sha256(token)));
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED', message: '로그인이 만료되었어요. 다시 로그인해 주세요.' });
    expect(String(res.headers['set-cookie'])).toMatch(/ipju_session=;/);
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token)))).toHaveLength(0);
  });

  it('expires at its absolute expiry even when used every day', async () => {
    const { cookie, token } = await createSignedInResident(t.app, t.db);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(eq(sessions.tokenHash, sha256(token)));
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('GET /auths/me', () => {
  it('returns the profile with the complex, formatted phone and no-store caching', async () => {
    const apt = await createApartment(t.db);
    const resident = await createResident(t.db, {
      name: '이입주',
      email: 'lee@example.com',
      apartmentIdx: apt.apartmentIdx,
      areaIdx: apt.areas[1]!.areaIdx,
      dong: '101',
      ho: '1203',
    });
    const res = await me(await signInResident(t.app, t.db, resident));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const p = resident.phone!;
    expect(res.json().data).toMatchObject({
      residentIdx: resident.residentIdx,
      name: '이입주',
      phone: `${p.slice(0, 3)}-${p.slice(3, 7)}-${p.slice(7)}`,
      email: 'lee@example.com',
      complexName: apt.name,
      apartmentIdx: apt.apartmentIdx,
      areaIdx: apt.areas[1]!.areaIdx,
      pyeong: 34,
      dong: '101',
      ho: '1203',
      agreements: { terms: true, privacy: true, ageOver14: true, marketing: false },
      referralCode: resident.referralCode,
      signInMethods: ['phone'],
    });
  });

  it('has no complex name before one is chosen', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    expect((await me(cookie)).json().data).toMatchObject({ complexName: null, pyeong: null });
  });

  it('401 signed out (also for an unknown cookie), 403 for a partner credential', async () => {
    const res = await t.app.inject({ url: '/api/v2/auths/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'Unauthorized', message: '로그인이 필요해요. 로그인한 뒤 다시 시도해 주세요.' });
    expect((await me('ipju_session=not-a-session')).statusCode).toBe(401);
    const partner = await createSignedInPartner(t.app, t.db);
    const forbidden = await t.app.inject({ url: '/api/v2/auths/me', headers: partner.headers });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('입주민 계정으로만 이용할 수 있어요.');
  });
});

describe('PUT /auths/agreement', () => {
  const put = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/v2/auths/agreement', payload: payload as object, headers: cookie ? { cookie } : {} });

  it('stores the agreements and when they were given', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db, { termsAgreedAt: null, privacyAgreedAt: null, ageConfirmedAt: null });
    expect((await me(cookie)).json().data.agreements).toMatchObject({ terms: false, ageOver14: false, agreedAt: null });
    const res = await put(cookie, { ageOver14: true, terms: true, privacy: true, marketing: true });
    expect(res.statusCode).toBe(200);
    const agreements = res.json().data.agreements;
    expect(agreements).toMatchObject({ terms: true, privacy: true, ageOver14: true, marketing: true });
    expect(Math.abs(Date.parse(agreements.agreedAt) - Date.now())).toBeLessThan(60_000);
    expect(agreements.marketingAgreedAt).toBe(agreements.agreedAt);
    const off = await put(cookie, { ageOver14: true, terms: true, privacy: true, marketing: false });
    expect(off.json().data.agreements.marketing).toBe(false);
  });

  it('refuses a missing required agreement, naming it, and changes nothing', async () => {
    const { cookie, resident } = await createSignedInResident(t.app, t.db, {
      termsAgreedAt: null,
      privacyAgreedAt: null,
      ageConfirmedAt: null,
    });
    const noAge = await put(cookie, { terms: true, privacy: true, marketing: true });
    expect(noAge.statusCode).toBe(400);
    expect(noAge.json().message).toBe('만 14세 이상인지 확인해 주세요. 필수 항목이에요.');
    expect(noAge.json().details[0].field).toBe('ageOver14');
    const noTerms = await put(cookie, { ageOver14: true, terms: false, privacy: true, marketing: true });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().message).toBe('이용약관에 동의해 주세요. 필수 항목이에요.');
    expect(noTerms.json().details[0].field).toBe('terms');
    const noPrivacy = await put(cookie, { ageOver14: true, terms: true, marketing: false });
    expect(noPrivacy.json().message).toBe('개인정보 수집·이용에 동의해 주세요. 필수 항목이에요.');
    expect(noPrivacy.json().details[0].field).toBe('privacy');
    const [row] = await t.db.select().from(residents).where(eq(residents.residentIdx, resident.residentIdx));
    expect(row).toMatchObject({ termsAgreedAt: null, privacyAgreedAt: null, ageConfirmedAt: null, marketingAgreed: false });
  });

  it('requires a signed-in resident', async () => {
    expect((await put(undefined, { ageOver14: true, terms: true, privacy: true, marketing: false })).statusCode).toBe(401);
    const partner = await createSignedInPartner(t.app, t.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/auths/agreement',
      payload: { ageOver14: true, terms: true, privacy: true, marketing: false },
      headers: partner.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /auths/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const { cookie, token } = await createSignedInResident(t.app, t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/auths/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/ipju_session=;/);
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(token)))).toHaveLength(0);
    // Replaying the old cookie gets nothing.
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('answers 401 Unauthorized when not signed in (the client treats it as logged out)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/auths/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Unauthorized');
  });

  it('refuses a cookie-authenticated request from a foreign origin (CSRF) and accepts its own origin', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const evil = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auths/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().code).toBe('CSRF');
    expect((await me(cookie)).statusCode).toBe(200);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auths/logout',
      headers: { cookie, origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(own.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('POST /auths/signout', () => {
  it('anonymises the account, keeps the row, ends sessions, and the phone can sign up anew', async () => {
    const first = await signInByPhone();
    const residentIdx = first.res.json().data.user.residentIdx as number;
    await t.db.update(residents).set({ name: '탈퇴예정', email: 'bye@example.com', dong: '102', ho: '501' }).where(eq(residents.residentIdx, residentIdx));
    await t.db.insert(deviceTokens).values({ ownerRole: 'resident', ownerIdx: residentIdx, deviceKey: 'dev-1', deviceType: 'ios', fcmToken: 'tok' });
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/auths/signout', headers: { cookie: first.cookie } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/ipju_session=;/);
    const [row] = await t.db.select().from(residents).where(eq(residents.residentIdx, residentIdx));
    expect(row).toMatchObject({ phone: null, name: null, email: null, appleSub: null, dong: null, ho: null });
    expect(row!.withdrawnAt).not.toBeNull();
    // Partner sessions and devices share the id space: only the resident's count.
    expect(
      await t.db.select().from(deviceTokens).where(and(eq(deviceTokens.ownerRole, 'resident'), eq(deviceTokens.ownerIdx, residentIdx))),
    ).toHaveLength(0);
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(and(eq(sessions.role, 'resident'), eq(sessions.subjectIdx, residentIdx)))) as [{ n: number }];
    expect(n).toBe(0);
    expect((await me(first.cookie)).statusCode).toBe(401);

    const again = await signInByPhone(first.phone);
    expect(again.res.json().data.isNew).toBe(true);
    expect(again.res.json().data.user.residentIdx).not.toBe(residentIdx);
    expect(again.res.json().data.user.name).toBeNull();
  });

  it('is refused while an order is under way, and changes nothing; once it is cancelled the account can go', async () => {
    const paid = await paidOrder(t);
    const withdraw = () => t.app.inject({ method: 'POST', url: '/api/v2/auths/signout', headers: { cookie: paid.cookie } });
    const refused = await withdraw();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('진행 중인 주문이 있어 탈퇴할 수 없어요. 주문을 취소하거나 서비스가 끝난 뒤에 탈퇴해 주세요.');
    const [kept] = await t.db.select().from(residents).where(eq(residents.residentIdx, paid.resident.residentIdx));
    expect(kept).toMatchObject({ phone: paid.resident.phone, withdrawnAt: null });
    // Still signed in, and the order is still theirs to follow and cancel.
    expect((await me(paid.cookie)).statusCode).toBe(200);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/billings/${paid.merchantUid}/cancel`,
      headers: { cookie: paid.cookie },
      payload: { reason: '일정이 바뀌었어요' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await withdraw()).statusCode).toBe(200);
  });

  it('is refused while a payment window is open (결제대기)', async () => {
    const { cookie } = await shopper(t);
    const item = await bookableItem(t.db);
    const line = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: visitDay(), time: 9 });
    await startOrder(t, cookie, { cartIdxs: [line.cartIdx] });
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/auths/signout', headers: { cookie } })).statusCode).toBe(409);
  });

  it('requires a signed-in resident', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/auths/signout' })).statusCode).toBe(401);
    const partner = await createSignedInPartner(t.app, t.db);
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/auths/signout', headers: partner.headers })).statusCode).toBe(403);
  });
});

describe('GET /auths/client-app-version', () => {
  it('returns the configured minimum versions in data.data', async () => {
    const res = await t.app.inject({ url: '/api/v2/auths/client-app-version' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { data: { ios: '2.3.0', android: '2.1.5' } } });
  });
});

describe('under concurrency', () => {
  it('a code signs in once even when sent many times at once, creating one account', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const code = await latestOtpCode(t.db, phone);
    const results = await Promise.all(Array.from({ length: 6 }, () => signIn({ phone, code })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(await t.db.select().from(residents).where(eq(residents.phone, phone))).toHaveLength(1);
  });

  itOnPostgres('20 sign-ups of one number claiming its referral reward at once give one reward', async () => {
    const referrer = await createResident(t.db);
    const phone = uniquePhone();
    // Accounts the same number could have had one after another (withdrawn in between).
    const accounts = await Promise.all(Array.from({ length: 20 }, () => createResident(t.db, { phone: null })));
    const granted = await Promise.all(
      accounts.map((a) =>
        t.db.transaction((tx) => rewardReferral(tx, t.config.sessionSecret, referrer.residentIdx, { residentIdx: a.residentIdx, phone })),
      ),
    );
    expect(granted.filter(Boolean)).toHaveLength(1);
    const [balance] = await t.db.select().from(residents).where(eq(residents.residentIdx, referrer.residentIdx));
    expect(balance!.pointBalance).toBe(5_000);
    const entries = await t.db.select().from(pointLedger).where(and(eq(pointLedger.residentIdx, referrer.residentIdx), eq(pointLedger.reason, 'referral')));
    expect(entries).toHaveLength(1);
    const referred = await t.db.select().from(residents).where(eq(residents.referredByIdx, referrer.residentIdx));
    expect(referred.map((r) => r.residentIdx)).toEqual([entries[0]!.referredResidentIdx]);
  });

  it('the per-phone send limit holds for parallel requests', async () => {
    const phone = uniquePhone();
    const results = await Promise.all(Array.from({ length: 8 }, () => sendCode(phone)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(3);
    expect(await outboxFor(t.db, phone)).toHaveLength(5);
  });
});
