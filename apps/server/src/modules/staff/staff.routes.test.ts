import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createSignedInResident } from '../../../test/factories/residents';
import { createStaff, STAFF_PASSWORD } from '../../../test/factories/staff';
import { staffAccounts } from '../../db/schema';
import { eq } from 'drizzle-orm';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('staff sign-in', () => {
  it('signs in with e-mail and password and reads its own account with the bearer token', async () => {
    const { email, staff } = await createStaff(t.db);
    const login = await t.app.inject({ method: 'POST', url: '/api/v2/auths/staff/login', payload: { email, password: STAFF_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const { accessToken, staff: profile } = login.json().data;
    expect(profile).toMatchObject({ staffIdx: staff.staffIdx, email, name: '이운영' });

    const me = await t.app.inject({ method: 'GET', url: '/api/v2/staff/me', headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.staffIdx).toBe(staff.staffIdx);

    const logout = await t.app.inject({ method: 'POST', url: '/api/v2/auths/staff/logout', headers: { authorization: `Bearer ${accessToken}` } });
    expect(logout.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/v2/staff/me', headers: { authorization: `Bearer ${accessToken}` } });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a wrong password with one Korean message, and a disabled account the same way', async () => {
    const { email } = await createStaff(t.db);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/v2/auths/staff/login', payload: { email, password: 'nope-nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('이메일 또는 비밀번호가 맞지 않아요. 다시 확인해 주세요.');

    const disabled = await createStaff(t.db, { disabledAt: new Date() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auths/staff/login',
      payload: { email: disabled.email, password: STAFF_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(wrong.json().message);
  });

  it('ends a session when the account is disabled', async () => {
    const { email, staff } = await createStaff(t.db);
    const login = await t.app.inject({ method: 'POST', url: '/api/v2/auths/staff/login', payload: { email, password: STAFF_PASSWORD } });
    const { accessToken } = login.json().data;
    await t.db.update(staffAccounts).set({ disabledAt: new Date() }).where(eq(staffAccounts.staffIdx, staff.staffIdx));
    const me = await t.app.inject({ method: 'GET', url: '/api/v2/staff/me', headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.statusCode).toBe(401);
  });

  it('keeps residents and partners out of staff routes (403)', async () => {
    const { token } = await createSignedInResident(t.app, t.db);
    const asResident = await t.app.inject({ method: 'GET', url: '/api/v2/staff/me', headers: { authorization: `Bearer ${token}` } });
    expect(asResident.statusCode).toBe(403);
    expect(asResident.json().message).toBe('운영팀 계정으로만 이용할 수 있어요.');
    const partner = await createSignedInPartner(t.app, t.db);
    const asPartner = await t.app.inject({ method: 'GET', url: '/api/v2/staff/me', headers: partner.headers });
    expect(asPartner.statusCode).toBe(403);
  });

  it('answers 400 naming the e-mail field for a malformed address', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/auths/staff/login', payload: { email: 'nope', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('이메일');
  });
});
