import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_PUSH_KIND_VALUES } from '@ipju/contract';
import { deviceTokens, PARTNER_PUSH_KINDS, partnerPushes } from '../../db/schema';
import { createPartnerPush } from '../../../test/factories/partner-pushes';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, unique, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH' | 'POST', url: string, headers: Record<string, string> = {}, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers, ...(payload === undefined ? {} : { payload }) });

const company = () => createSignedInPartner(t.app, t.db);

describe('GET /partner/pushs', () => {
  it('lists the company’s notices newest first, page by page, with the unread count', async () => {
    const me = await company();
    const other = await company();
    const pushes = [];
    for (let i = 0; i < 5; i++) pushes.push(await createPartnerPush(t.db, { partnerIdx: me.partner.partnerIdx, title: `알림 ${i}` }));
    await createPartnerPush(t.db, { partnerIdx: me.partner.partnerIdx, title: '읽은 알림', readAt: new Date() });
    await createPartnerPush(t.db, { partnerIdx: other.partner.partnerIdx, title: '다른 업체 알림' });

    const first = await call('GET', '/partner/pushs?limit=4', me.headers);
    expect(first.statusCode).toBe(200);
    const page1 = first.json().data;
    expect(page1.unreadCount).toBe(5);
    expect(page1.items.map((p: { title: string }) => p.title)).toEqual(['읽은 알림', '알림 4', '알림 3', '알림 2']);
    expect(page1.items[0]).toMatchObject({ read: true, clicked: false, kind: 'new_order', link: '/partner/orders/1' });
    expect(page1.items[1]).toMatchObject({ read: false, clicked: false });
    const second = (await call('GET', `/partner/pushs?limit=4&before=${page1.nextCursor}`, me.headers)).json().data;
    expect(second.items.map((p: { title: string }) => p.title)).toEqual(['알림 1', '알림 0']);
    expect(second.nextCursor).toBeNull();
    expect(pushes).toHaveLength(5);
  });

  it('refuses a bad page size (400) and answers signed out 401, a resident 403', async () => {
    const me = await company();
    const bad = await call('GET', '/partner/pushs?limit=abc', me.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('개수');
    expect((await call('GET', '/partner/pushs')).statusCode).toBe(401);
    const resident = await createSignedInResident(t.app, t.db);
    expect((await call('GET', '/partner/pushs', { cookie: resident.cookie })).statusCode).toBe(403);
  });

  it('costs the same number of queries for a page of 20 as for a page of 2', async () => {
    const small = await company();
    const big = await company();
    for (let i = 0; i < 2; i++) await createPartnerPush(t.db, { partnerIdx: small.partner.partnerIdx });
    for (let i = 0; i < 20; i++) await createPartnerPush(t.db, { partnerIdx: big.partner.partnerIdx });
    const few = await t.queries.count(() => call('GET', '/partner/pushs', small.headers));
    const many = await t.queries.count(() => call('GET', '/partner/pushs', big.headers));
    expect(many.result.json().data.items).toHaveLength(20);
    expect(many.queries).toBe(few.queries);
    expect(many.queries).toBeLessThanOrEqual(6);
  });
});

describe('PATCH /partner/pushs/{pushIdx}/click', () => {
  it('marks the notice read and clicked; tapping again keeps the first time', async () => {
    const me = await company();
    const push = await createPartnerPush(t.db, { partnerIdx: me.partner.partnerIdx });
    const res = await call('PATCH', `/partner/pushs/${push.pushIdx}/click`, me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ pushIdx: push.pushIdx, read: true, clicked: true });
    const [first] = await t.db.select().from(partnerPushes).where(eq(partnerPushes.pushIdx, push.pushIdx));
    await call('PATCH', `/partner/pushs/${push.pushIdx}/click`, me.headers);
    const [again] = await t.db.select().from(partnerPushes).where(eq(partnerPushes.pushIdx, push.pushIdx));
    expect(again!.clickedAt).toEqual(first!.clickedAt);
    expect((await call('GET', '/partner/pushs', me.headers)).json().data.unreadCount).toBe(0);
  });

  it('answers another company’s notice like a missing one (404) and changes nothing', async () => {
    const me = await company();
    const other = await company();
    const theirs = await createPartnerPush(t.db, { partnerIdx: other.partner.partnerIdx });
    const res = await call('PATCH', `/partner/pushs/${theirs.pushIdx}/click`, me.headers);
    expect(res.statusCode).toBe(404);
    const missing = await call('PATCH', '/partner/pushs/2147483000/click', me.headers);
    expect(missing.statusCode).toBe(404);
    expect(res.json().message).toBe(missing.json().message);
    const [row] = await t.db.select().from(partnerPushes).where(eq(partnerPushes.pushIdx, theirs.pushIdx));
    expect(row).toMatchObject({ readAt: null, clickedAt: null });
  });

  it('refuses a bad id (400), signed out 401, a resident 403', async () => {
    const me = await company();
    const push = await createPartnerPush(t.db, { partnerIdx: me.partner.partnerIdx });
    const bad = await call('PATCH', '/partner/pushs/abc/click', me.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('알림 번호');
    expect((await call('PATCH', `/partner/pushs/${push.pushIdx}/click`)).statusCode).toBe(401);
    const resident = await createSignedInResident(t.app, t.db);
    expect((await call('PATCH', `/partner/pushs/${push.pushIdx}/click`, { cookie: resident.cookie })).statusCode).toBe(403);
    const [row] = await t.db.select().from(partnerPushes).where(eq(partnerPushes.pushIdx, push.pushIdx));
    expect(row!.readAt).toBeNull();
  });
});

describe('PATCH /partner/pushs/read', () => {
  it('marks all of the company’s notices read and no other company’s', async () => {
    const me = await company();
    const other = await company();
    await createPartnerPush(t.db, { partnerIdx: me.partner.partnerIdx });
    await createPartnerPush(t.db, { partnerIdx: me.partner.partnerIdx });
    const theirs = await createPartnerPush(t.db, { partnerIdx: other.partner.partnerIdx });
    const res = await call('PATCH', '/partner/pushs/read', me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ marked: 2, unreadCount: 0 });
    const mine = (await call('GET', '/partner/pushs', me.headers)).json().data;
    expect(mine.items.every((p: { read: boolean; clicked: boolean }) => p.read && !p.clicked)).toBe(true);
    const [still] = await t.db.select().from(partnerPushes).where(eq(partnerPushes.pushIdx, theirs.pushIdx));
    expect(still!.readAt).toBeNull();
  });

  it('signed out 401, a resident 403', async () => {
    expect((await call('PATCH', '/partner/pushs/read')).statusCode).toBe(401);
    const resident = await createSignedInResident(t.app, t.db);
    expect((await call('PATCH', '/partner/pushs/read', { cookie: resident.cookie })).statusCode).toBe(403);
  });
});

describe('partner push tokens', () => {
  it('registers one token per device for the company, replacing it on a new registration', async () => {
    const me = await company();
    const deviceKey = `device-${unique()}`;
    const first = await call('POST', '/partner/fcm-token', me.headers, { fcmToken: `t1-${deviceKey}`, deviceType: 'android', deviceKey });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'success', data: { fcmToken: `t1-${deviceKey}`, deviceType: 'android', deviceKey } });
    await call('POST', '/partner/fcm-token', me.headers, { fcmToken: `t2-${deviceKey}`, deviceType: 'android', deviceKey });
    const got = await call('GET', `/partner/fcm-token/${deviceKey}`, me.headers);
    expect(got.json().data.fcmToken).toBe(`t2-${deviceKey}`);
    const rows = await t.db
      .select()
      .from(deviceTokens)
      .where(and(eq(deviceTokens.ownerRole, 'partner'), eq(deviceTokens.ownerIdx, me.partner.partnerIdx)));
    expect(rows).toHaveLength(1);
  });

  it('moves a phone to the company that signs in on it with its push token; a device key alone moves nothing', async () => {
    const a = await company();
    const b = await company();
    const deviceKey = `device-${unique()}`;
    const fcmToken = `fcm-${unique()}`;
    await call('POST', '/partner/fcm-token', a.headers, { fcmToken, deviceType: 'ios', deviceKey });
    const guess = await call('POST', '/partner/fcm-token', b.headers, { fcmToken: `other-${unique()}`, deviceType: 'ios', deviceKey });
    expect(guess.statusCode).toBe(200);
    expect((await call('GET', `/partner/fcm-token/${deviceKey}`, a.headers)).json().data.fcmToken).toBe(fcmToken);
    await call('POST', '/partner/fcm-token', b.headers, { fcmToken, deviceType: 'ios', deviceKey });
    expect((await call('GET', `/partner/fcm-token/${deviceKey}`, a.headers)).statusCode).toBe(404);
    expect((await call('GET', `/partner/fcm-token/${deviceKey}`, b.headers)).json().data.fcmToken).toBe(fcmToken);
  });

  it('forgets the company’s phones when it withdraws, so they get no more pushes', async () => {
    const me = await company();
    const other = await company();
    const key = `device-${unique()}`;
    await call('POST', '/partner/fcm-token', me.headers, { fcmToken: `fcm-${key}`, deviceType: 'android', deviceKey: key });
    await call('POST', '/partner/fcm-token', other.headers, { fcmToken: `fcm-other-${key}`, deviceType: 'android', deviceKey: key });
    const gone = await call('POST', '/auths/partner/withdrawal', me.headers);
    expect(gone.statusCode, gone.body).toBe(200);
    const owners = async (partnerIdx: number) =>
      t.db.select().from(deviceTokens).where(and(eq(deviceTokens.ownerRole, 'partner'), eq(deviceTokens.ownerIdx, partnerIdx)));
    expect(await owners(me.partner.partnerIdx)).toEqual([]);
    expect(await owners(other.partner.partnerIdx)).toHaveLength(1);
  });

  it('refuses bad input (400 naming the field), signed out 401, a resident 403; another company’s device is 404', async () => {
    const me = await company();
    const other = await company();
    const bad = await call('POST', '/partner/fcm-token', me.headers, { fcmToken: 'x', deviceType: 'windows', deviceKey: 'k' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('기기 종류');
    const noToken = await call('POST', '/partner/fcm-token', me.headers, { deviceType: 'ios', deviceKey: 'k' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().message).toContain('푸시 토큰');
    const theirKey = `device-${unique()}`;
    await call('POST', '/partner/fcm-token', other.headers, { fcmToken: `fcm-${theirKey}`, deviceType: 'ios', deviceKey: theirKey });
    expect((await call('GET', `/partner/fcm-token/${theirKey}`, me.headers)).statusCode).toBe(404);
    const resident = await createSignedInResident(t.app, t.db);
    for (const [method, url, body] of [
      ['POST', '/partner/fcm-token', { fcmToken: 't', deviceType: 'ios', deviceKey: 'k' }],
      ['GET', '/partner/fcm-token/k', undefined],
    ] as const) {
      expect((await call(method, url, {}, body)).statusCode).toBe(401);
      expect((await call(method, url, { cookie: resident.cookie }, body)).statusCode).toBe(403);
    }
  });
});

it('knows every kind of notice the table holds', () => {
  expect([...PARTNER_PUSH_KIND_VALUES]).toEqual([...PARTNER_PUSH_KINDS]);
});
