import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerAccounts, partnerCertificates, partners } from '../../db/schema';
import { verifyPassword } from '../../lib/password';
import { createCategory, createItem } from '../../../test/factories/catalog';
import { createSignedInPartner, signInPartner } from '../../../test/factories/partners';
import { createSignedInResident } from '../../../test/factories/residents';
import { createSignedInStaff } from '../../../test/factories/staff';
import { uploadFile } from '../../../test/factories/uploads';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'PATCH' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const companyRow = async (partnerIdx: number) => (await t.db.select().from(partners).where(eq(partners.partnerIdx, partnerIdx)))[0]!;

const COMPANY = {
  companyName: '반짝입주청소',
  ceoName: '김반짝',
  address: '서울특별시 송파구 올림픽로 300',
  phone: '0212345678',
  intro: '입주청소 10년, 꼼꼼하게 해요.',
  description: '전 직원이 정규직이고, 시공 후 3일 안에 다시 봐 드려요.',
};
const HOURS = {
  hours: {
    mon: { open: '09:00', close: '18:00' },
    tue: { open: '09:00', close: '18:00' },
    wed: { open: '09:00', close: '18:00' },
    thu: { open: '09:00', close: '18:00' },
    fri: { open: '09:00', close: '18:00' },
    sat: { open: '10:00', close: '15:00' },
    sun: null,
  },
  lunchBreak: { start: '12:00', end: '13:00' },
  closedOnHolidays: true,
};

/** Each profile operation: a valid body, an invalid one with the field and message it must name. */
const SECTIONS: Array<{ url: string; method: Method; ok: () => Promise<unknown> | unknown; bad: unknown; field: string; message: string }> = [
  { url: '/partner/company-information', method: 'PATCH', ok: () => COMPANY, bad: { ...COMPANY, ceoName: '' }, field: 'ceoName', message: '대표자명은 2자 이상 입력해 주세요.' },
  {
    url: '/partner/areas-information',
    method: 'PATCH',
    ok: () => ({ serviceAreas: ['서울 송파구', '경기 성남시 분당구', '서울특별시 강동구', '경기도 하남시'] }),
    bad: { serviceAreas: ['송파'] },
    field: 'serviceAreas.0',
    message: "서비스 지역은 '서울 송파구'처럼 시·도와 시·군·구로 입력해 주세요.",
  },
  {
    url: '/partner/hours-information',
    method: 'PATCH',
    ok: () => HOURS,
    bad: { ...HOURS, hours: { ...HOURS.hours, mon: { open: '18:00', close: '09:00' } } },
    field: 'hours.mon',
    message: '월요일 닫는 시간은 여는 시간보다 늦어야 해요.',
  },
  {
    url: '/partner/items-information',
    method: 'PATCH',
    ok: async () => ({ categoryCodes: [(await createCategory(t.db)).code] }),
    bad: { categoryCodes: [] },
    field: 'categoryCodes',
    message: '제공 서비스를 하나 이상 골라 주세요.',
  },
  {
    url: '/partner/main-items-information',
    method: 'PATCH',
    ok: () => ({ itemIdxs: [] }),
    bad: { itemIdxs: [1, 2, 3, 4] },
    field: 'itemIdxs',
    message: '대표 상품은 3개까지 고를 수 있어요.',
  },
  {
    url: '/partner/update',
    method: 'PUT',
    ok: () => ({ name: '이담당', phone: '010-2222-3333', currentPassword: 'ipju-partner-1234' }),
    bad: { name: '이담당', phone: '02-123', currentPassword: 'ipju-partner-1234' },
    field: 'phone',
    message: '담당자 휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.',
  },
];

describe('profile sections: success, 400, 401, 403', () => {
  for (const s of SECTIONS) {
    it(`${s.method} ${s.url}`, async () => {
      const p = await createSignedInPartner(t.app, t.db);
      const before = await companyRow(p.partner.partnerIdx);
      const bad = await call(s.method, s.url, p.headers, s.bad);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().message).toBe(s.message);
      expect(bad.json().details[0].field).toBe(s.field);
      expect(await companyRow(p.partner.partnerIdx)).toEqual(before);

      const body = await s.ok();
      expect((await call(s.method, s.url, {}, body)).statusCode).toBe(401);
      const resident = await createSignedInResident(t.app, t.db);
      expect((await call(s.method, s.url, { cookie: resident.cookie }, body)).statusCode).toBe(403);
      expect(await companyRow(p.partner.partnerIdx)).toEqual(before);

      const res = await call(s.method, s.url, p.headers, body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.partnerIdx).toBe(p.partner.partnerIdx);
    });
  }

  it('saves each section as GET /partner then shows it', async () => {
    const p = await createSignedInPartner(t.app, t.db);
    const category = await createCategory(t.db);
    const item = await createItem(t.db, { partnerIdx: p.partner.partnerIdx });
    await call('PATCH', '/partner/company-information', p.headers, COMPANY);
    await call('PATCH', '/partner/areas-information', p.headers, { serviceAreas: ['서울 송파구', '서울 전체'] });
    await call('PATCH', '/partner/hours-information', p.headers, HOURS);
    await call('PATCH', '/partner/items-information', p.headers, { categoryCodes: [category.code] });
    await call('PATCH', '/partner/main-items-information', p.headers, { itemIdxs: [item.item.itemIdx] });
    const profile = (await call('GET', '/partner', p.headers)).json().data;
    expect(profile).toMatchObject({
      ...COMPANY,
      phone: '02-1234-5678',
      businessNumber: p.partner.businessNumber,
      serviceAreas: ['서울 송파구', '서울 전체'],
      hours: HOURS.hours,
      lunchBreak: HOURS.lunchBreak,
      closedOnHolidays: true,
      categoryCodes: [category.code],
      mainItemIdxs: [item.item.itemIdx],
    });
    // The resident's company view shows the offered service and the featured item.
    const pub = (await call('GET', `/items/${item.item.itemIdx}/partner`)).json().data;
    expect(pub).toMatchObject({
      intro: COMPANY.intro,
      categories: [{ code: category.code, name: category.name }],
      mainItems: [{ itemIdx: item.item.itemIdx }],
      lunchBreak: HOURS.lunchBreak,
      closedOnHolidays: true,
      badges: [],
    });
  });

  it('sets a new logo from the company’s own upload only', async () => {
    const p = await createSignedInPartner(t.app, t.db);
    const other = await createSignedInPartner(t.app, t.db);
    const theirs = await uploadFile(t, other.headers, 'profile');
    const refused = await call('PATCH', '/partner/company-information', p.headers, { ...COMPANY, logoKey: theirs });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].field).toBe('logoKey');
    const mine = await uploadFile(t, p.headers, 'profile');
    const res = await call('PATCH', '/partner/company-information', p.headers, { ...COMPANY, logoKey: mine });
    expect(res.json().data.logoUrl).toContain(mine);
  });

  it('refuses unknown categories, a lunch break outside hours, and another company’s item as a featured item', async () => {
    const p = await createSignedInPartner(t.app, t.db);
    const theirs = await createItem(t.db);
    const unknown = await call('PATCH', '/partner/items-information', p.headers, { categoryCodes: ['no-such-code'] });
    expect(unknown.json()).toMatchObject({ message: '없는 서비스 분류예요: no-such-code. 목록에서 골라 주세요.', details: [{ field: 'categoryCodes' }] });
    const { sun: _sun, ...sixDays } = HOURS.hours;
    const noSunday = await call('PATCH', '/partner/hours-information', p.headers, { ...HOURS, hours: sixDays });
    expect(noSunday.json()).toMatchObject({ message: '일요일 영업시간을 입력해 주세요.', details: [{ field: 'hours.sun' }] });
    const lunch = await call('PATCH', '/partner/hours-information', p.headers, { ...HOURS, lunchBreak: { start: '20:00', end: '21:00' } });
    expect(lunch.json()).toMatchObject({ details: [{ field: 'lunchBreak' }] });
    const foreign = await call('PATCH', '/partner/main-items-information', p.headers, { itemIdxs: [theirs.item.itemIdx] });
    const missing = await call('PATCH', '/partner/main-items-information', p.headers, { itemIdxs: [2147483000] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details[0].field).toBe('itemIdxs');
    expect(foreign.json().message).toBe(`상품을 찾을 수 없어요: ${theirs.item.itemIdx}. 우리 업체 상품에서 골라 주세요.`);
    expect(missing.json().message).toBe('상품을 찾을 수 없어요: 2147483000. 우리 업체 상품에서 골라 주세요.');
    expect((await companyRow(p.partner.partnerIdx)).mainItemIdxs).toEqual([]);
  });
});

describe('GET /partner/email and /partner/is-inspection', () => {
  it('answers the account’s e-mail and whether the company inspects; 401 signed out, 403 for a resident', async () => {
    const p = await createSignedInPartner(t.app, t.db, { partner: { isInspection: true } });
    expect((await call('GET', '/partner/email', p.headers)).json().data).toEqual({ email: p.email });
    expect((await call('GET', '/partner/is-inspection', p.headers)).json().data).toEqual({ isInspection: true });
    const resident = await createSignedInResident(t.app, t.db);
    for (const url of ['/partner/email', '/partner/is-inspection']) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, { cookie: resident.cookie })).statusCode).toBe(403);
    }
  });
});

describe('PUT /partner/update', () => {
  it('changes name, contact and password with the current password; a wrong one changes nothing', async () => {
    const p = await createSignedInPartner(t.app, t.db);
    const wrong = await call('PUT', '/partner/update', p.headers, { name: '이담당', phone: '01022223333', currentPassword: 'nope', newPassword: 'new-pass-2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: '현재 비밀번호가 맞지 않아요. 다시 입력해 주세요.', details: [{ field: 'currentPassword' }] });
    const weak = await call('PUT', '/partner/update', p.headers, { name: '이담당', phone: '01022223333', currentPassword: p.password, newPassword: 'short' });
    expect(weak.json().details[0].field).toBe('newPassword');
    const [unchanged] = await t.db.select().from(partnerAccounts).where(eq(partnerAccounts.accountIdx, p.account.accountIdx));
    expect(unchanged).toMatchObject({ name: '박담당', phone: null });

    const otherPhone = { authorization: `Bearer ${await signInPartner(t.app, t.db, p)}` };
    const res = await call('PUT', '/partner/update', p.headers, { name: '이담당', phone: '010-2222-3333', currentPassword: p.password, newPassword: 'new-pass-2026' });
    expect(res.statusCode, res.body).toBe(200);
    // The new password signs the account out on its other phone; this one stays signed in.
    expect((await call('GET', '/partner', otherPhone)).statusCode).toBe(401);
    expect((await call('GET', '/partner', p.headers)).statusCode).toBe(200);
    expect(res.json().data.account).toMatchObject({ name: '이담당', phone: '010-2222-3333' });
    const [account] = await t.db.select().from(partnerAccounts).where(eq(partnerAccounts.accountIdx, p.account.accountIdx));
    expect(await verifyPassword('new-pass-2026', account!.passwordHash)).toBe(true);
  });
});

describe('certificates and verified badges', () => {
  it('an approved business registration becomes a badge on the resident’s company view; a rejected licence does not', async () => {
    const p = await createSignedInPartner(t.app, t.db);
    const item = await createItem(t.db, { partnerIdx: p.partner.partnerIdx });
    const staff = await createSignedInStaff(t.app, t.db);
    const pdf = await uploadFile(t, p.headers, 'certificate', 'application/pdf');
    const submitted = await call('PATCH', '/partner/certificate', p.headers, { kind: 'business', name: '사업자등록증', fileKey: pdf });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data.certificates[0]).toMatchObject({ kind: 'business', status: 'pending', statusLabel: '심사 중', mimeType: 'application/pdf' });
    const photo = await uploadFile(t, p.headers, 'certificate');
    await call('PATCH', '/partner/certificate', p.headers, { kind: 'license', name: '실내건축공사업 면허', fileKey: photo });
    // Pending documents give no badge.
    expect((await call('GET', `/items/${item.item.itemIdx}/partner`)).json().data.badges).toEqual([]);

    const pending = (await call('GET', '/staff/partner-certificates', staff.headers)).json().data.certificates;
    const mine = pending.filter((c: { partnerIdx: number }) => c.partnerIdx === p.partner.partnerIdx);
    expect(mine.map((c: { name: string }) => c.name)).toEqual(['사업자등록증', '실내건축공사업 면허']);
    const [business, license] = mine;

    const approve = await call('PATCH', `/staff/partner-certificates/${business.certificateIdx}`, staff.headers, { decision: 'approve' });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().data).toMatchObject({ status: 'approved', statusLabel: '인증됨' });
    const noReason = await call('PATCH', `/staff/partner-certificates/${license.certificateIdx}`, staff.headers, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0].field).toBe('reason');
    const reject = await call('PATCH', `/staff/partner-certificates/${license.certificateIdx}`, staff.headers, { decision: 'reject', reason: '면허 번호가 보이지 않아요.' });
    expect(reject.json().data).toMatchObject({ status: 'rejected', statusLabel: '반려', rejectReason: '면허 번호가 보이지 않아요.' });
    // A decided document is not decided again.
    const again = await call('PATCH', `/staff/partner-certificates/${business.certificateIdx}`, staff.headers, { decision: 'reject', reason: '다시 봐요' });
    expect(again.statusCode).toBe(409);

    const pub = (await call('GET', `/items/${item.item.itemIdx}/partner`)).json().data;
    expect(pub.badges).toEqual([{ kind: 'business', label: '사업자 인증', detail: '사업자등록증' }]);
    const own = (await call('GET', '/partner/certificates', p.headers)).json().data;
    expect(own.badges).toEqual(pub.badges);
    expect(own.certificates.map((c: { statusLabel: string }) => c.statusLabel)).toEqual(['반려', '인증됨']);
  });

  it('400 for a bad kind or someone else’s file, 401, 403 for a resident; staff routes refuse partners', async () => {
    const p = await createSignedInPartner(t.app, t.db);
    const other = await createSignedInPartner(t.app, t.db);
    const theirs = await uploadFile(t, other.headers, 'certificate');
    const kind = await call('PATCH', '/partner/certificate', p.headers, { kind: 'diploma', name: '졸업장', fileKey: theirs });
    expect(kind.json()).toMatchObject({ message: '서류 종류는 사업자등록증, 자격증·면허, 배상책임보험 중에서 골라 주세요.', details: [{ field: 'kind' }] });
    const foreign = await call('PATCH', '/partner/certificate', p.headers, { kind: 'business', name: '사업자등록증', fileKey: theirs });
    expect(foreign.json()).toMatchObject({ message: '서류 파일을 찾을 수 없어요. 파일을 다시 올려 주세요.', details: [{ field: 'fileKey' }] });
    const body = { kind: 'business', name: '사업자등록증', fileKey: theirs };
    expect((await call('PATCH', '/partner/certificate', {}, body)).statusCode).toBe(401);
    const resident = await createSignedInResident(t.app, t.db);
    expect((await call('PATCH', '/partner/certificate', { cookie: resident.cookie }, body)).statusCode).toBe(403);
    expect((await call('GET', '/partner/certificates', { cookie: resident.cookie })).statusCode).toBe(403);
    expect((await call('GET', '/staff/partner-certificates', p.headers)).statusCode).toBe(403);
    expect(await t.db.select().from(partnerCertificates).where(eq(partnerCertificates.partnerIdx, p.partner.partnerIdx))).toEqual([]);
    const staff = await createSignedInStaff(t.app, t.db);
    expect((await call('PATCH', '/staff/partner-certificates/2147483000', staff.headers, { decision: 'approve' })).statusCode).toBe(404);
  });
});
