import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerAccounts, partners, sessions } from '../../db/schema';
import { verifyPassword } from '../../lib/password';
import { createPartner, createSignedInPartner } from '../../../test/factories/partners';
import { createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uniqueIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const login = (payload: Record<string, unknown>, ip = uniqueIp()) =>
  t.app.inject({ method: 'POST', url: '/api/v2/auths/partner/login', payload, remoteAddress: ip });
const getPartner = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/v2/partner', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const WRONG = '이메일 또는 비밀번호가 맞지 않아요. 다시 확인해 주세요.';

describe('POST /auths/partner/login', () => {
  it('returns a bearer credential and the company profile', async () => {
    const p = await createPartner(t.db);
    const res = await login({ email: p.email.toUpperCase(), password: p.password });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(data.expiresAt)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(data.partner).toMatchObject({ partnerIdx: p.partner.partnerIdx, companyName: p.partner.companyName, account: { email: p.email } });
    expect(res.headers['set-cookie']).toBeUndefined();
    const profile = await getPartner(bearer(data.accessToken));
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.account.lastLoginAt).not.toBeNull();
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const p = await createPartner(t.db);
    const wrong = await login({ email: p.email, password: 'not-the-password' });
    const unknown = await login({ email: `nobody-${p.email}`, password: p.password });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(WRONG);
    }
  });

  it('refuses bad input in Korean, naming the field', async () => {
    const noEmail = await login({ password: 'x' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ message: '이메일을 입력해 주세요.' });
    const badEmail = await login({ email: 'not-an-email', password: 'x' });
    expect(badEmail.json().message).toBe('이메일 형식이 올바르지 않아요. 예: partner@ipju.kr');
    expect(badEmail.json().details[0].field).toBe('email');
    const noPassword = await login({ email: 'a@b.kr', password: '' });
    expect(noPassword.json().details[0].field).toBe('password');
  });

  it('stops an e-mail after 10 failures in 15 minutes, even with the right password', async () => {
    const p = await createPartner(t.db);
    for (let i = 0; i < 10; i++) expect((await login({ email: p.email, password: `wrong-${i}` })).statusCode).toBe(401);
    const locked = await login({ email: p.email, password: p.password });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().message).toMatch(/^로그인 시도가 너무 많아요\. \d{2}시 \d{2}분 이후에 다시 시도해 주세요\.$/);
  });

  it('stores scrypt hashes with their parameters', async () => {
    const p = await createPartner(t.db, { password: '다른-비밀번호-42' });
    expect(p.account.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('다른-비밀번호-42', p.account.passwordHash)).toBe(true);
    expect(await verifyPassword('다른-비밀번호-43', p.account.passwordHash)).toBe(false);
    expect((await login({ email: p.email, password: '다른-비밀번호-42' })).statusCode).toBe(200);
  });
});

describe('GET /partner', () => {
  it('returns the signed-in partner company', async () => {
    const p = await createSignedInPartner(t.app, t.db, { partner: { isInspection: true } });
    const res = await getPartner(p.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      partnerIdx: p.partner.partnerIdx,
      companyName: p.partner.companyName,
      ceoName: '박대표',
      businessNumber: p.partner.businessNumber,
      serviceAreas: ['서울 송파구', '서울 강남구'],
      ratingAvg: 4.8,
      reviewCount: 120,
      isInspection: true,
    });
  });

  it('401 without a credential, 403 with a resident session as bearer', async () => {
    const none = await getPartner();
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('파트너 로그인이 필요해요. 파트너 계정으로 로그인해 주세요.');
    expect((await getPartner(bearer('not-a-token'))).statusCode).toBe(401);
    const resident = await createSignedInResident(t.app, t.db);
    const forbidden = await getPartner(bearer(resident.token));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('파트너 계정으로만 이용할 수 있어요.');
  });
});

describe('POST /auths/partner/logout', () => {
  it('ends the credential on the server', async () => {
    const p = await createSignedInPartner(t.app, t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/auths/partner/logout', headers: p.headers });
    expect(res.statusCode).toBe(200);
    expect((await getPartner(p.headers)).statusCode).toBe(401);
  });

  it('401 signed out, 403 for a resident', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/auths/partner/logout' })).statusCode).toBe(401);
    const resident = await createSignedInResident(t.app, t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/auths/partner/logout', headers: bearer(resident.token) });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /auths/partner/withdrawal', () => {
  it('disables the accounts, ends sessions and keeps the company record', async () => {
    const p = await createSignedInPartner(t.app, t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/auths/partner/withdrawal', headers: p.headers });
    expect(res.statusCode).toBe(200);
    expect((await getPartner(p.headers)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.subjectIdx, p.account.accountIdx))).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ role: 'partner' })]),
    );
    const [company] = await t.db.select().from(partners).where(eq(partners.partnerIdx, p.partner.partnerIdx));
    expect(company).toMatchObject({ companyName: p.partner.companyName, businessNumber: p.partner.businessNumber });
    expect(company!.withdrawnAt).not.toBeNull();
    const [account] = await t.db.select().from(partnerAccounts).where(eq(partnerAccounts.accountIdx, p.account.accountIdx));
    expect(account!.disabledAt).not.toBeNull();
    expect(account!.email).not.toBe(p.email);
    const again = await login({ email: p.email, password: p.password });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(WRONG);
  });

  it('401 signed out, 403 for a resident', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v2/auths/partner/withdrawal' })).statusCode).toBe(401);
    const resident = await createSignedInResident(t.app, t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/auths/partner/withdrawal', headers: bearer(resident.token) });
    expect(res.statusCode).toBe(403);
  });
});
