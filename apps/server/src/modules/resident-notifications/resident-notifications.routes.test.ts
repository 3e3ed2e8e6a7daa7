import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, seoulInstant, seoulToday } from '@ipju/contract';
import { deviceTokens, notificationQueue, residentPushes, residents } from '../../db/schema';
import { queueResidentNotice, unsubscribeToken } from '../../lib/notifications';
import { dispatchFor } from '../../../test/dispatch';
import { createResident, createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, outboxFor, uniquePhone, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({});
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH' | 'PUT' | 'POST', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

/** Today and the night after tomorrow in Seoul: a message held over that night waits past the test (its lease is ahead). */
const today = seoulToday();
const DAY = seoulInstant(today, '14:00');
const NIGHT = seoulInstant(addDays(today, 2), '23:30');
const MORNING = seoulInstant(addDays(today, 3), '08:00');

/** The residents this file made: dispatching waits for their notices only. */
const mine: number[] = [];

async function memberWithPhone(overrides: Partial<typeof residents.$inferInsert> = {}) {
  const phone = uniquePhone();
  const signed = await createSignedInResident(t.app, t.db, { phone, ...overrides });
  mine.push(signed.resident.residentIdx);
  await t.db.insert(deviceTokens).values({ ownerRole: 'resident', ownerIdx: signed.resident.residentIdx, deviceKey: 'd', deviceType: 'android', fcmToken: `fcm-${phone}` });
  return { ...signed, phone, fcm: `fcm-${phone}` };
}

const notice = (residentIdx: number, phone: string, title: string, extra: { kind?: 'service' | 'answer' | 'marketing'; link?: string } = {}) =>
  queueResidentNotice(t.db, { residentIdx, phone, title, body: `${title} 본문`, link: extra.link ?? '/my-page/orders/ipju_1', kind: extra.kind });

const inbox = async (residentIdx: number) => t.db.select().from(residentPushes).where(eq(residentPushes.residentIdx, residentIdx));

const settingsBody = (marketing: { push: boolean; message: boolean; night: boolean; reconfirm?: boolean }, answer = { push: true, message: true }) => ({ answer, marketing });

describe('GET /residents/pushs', () => {
  it('lists every notice the resident was sent, newest first and page by page, with the unread count', async () => {
    const me = await memberWithPhone();
    const other = await memberWithPhone();
    for (let i = 0; i < 5; i++) await notice(me.resident.residentIdx, me.phone, `알림 ${i}`);
    await notice(other.resident.residentIdx, other.phone, '다른 회원 알림');
    await dispatchFor(t, mine, DAY);

    const first = await call('GET', '/residents/pushs?limit=3', me.cookie);
    expect(first.statusCode).toBe(200);
    const page1 = first.json().data;
    expect(page1.unreadCount).toBe(5);
    expect(page1.items.map((p: { title: string }) => p.title)).toEqual(['알림 4', '알림 3', '알림 2']);
    // The AlimTalk heading is not repeated in the entry; the link is the app's.
    expect(page1.items[0]).toMatchObject({ kind: 'service', body: '알림 4 본문', link: '/my-page/orders/ipju_1', read: false, clicked: false });
    const page2 = (await call('GET', `/residents/pushs?limit=3&before=${page1.nextCursor}`, me.cookie)).json().data;
    expect(page2.items.map((p: { title: string }) => p.title)).toEqual(['알림 1', '알림 0']);
    expect(page2.nextCursor).toBeNull();
  });

  it('keeps one entry per notice: its AlimTalk and push, and a retried dispatch, add nothing', async () => {
    const me = await memberWithPhone();
    await notice(me.resident.residentIdx, me.phone, '결제가 완료되었어요');
    await dispatchFor(t, mine, DAY);
    expect(await inbox(me.resident.residentIdx)).toHaveLength(1);
    // The job runs the same messages again (a worker died after sending): still one entry.
    await t.db.update(notificationQueue).set({ status: 'pending', leaseUntil: null }).where(eq(notificationQueue.residentIdx, me.resident.residentIdx));
    await dispatchFor(t, mine, DAY);
    expect(await inbox(me.resident.residentIdx)).toHaveLength(1);
  });

  it('answers a bad page size with 400 in Korean, and signed out with 401', async () => {
    const me = await memberWithPhone();
    const bad = await call('GET', '/residents/pushs?limit=abc', me.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('개수');
    expect((await call('GET', '/residents/pushs')).statusCode).toBe(401);
  });

  it('costs the same number of queries for a page of 20 as for a page of 2', async () => {
    const small = await memberWithPhone();
    const big = await memberWithPhone();
    for (let i = 0; i < 2; i++) await notice(small.resident.residentIdx, small.phone, `알림 ${i}`);
    for (let i = 0; i < 20; i++) await notice(big.resident.residentIdx, big.phone, `알림 ${i}`);
    await dispatchFor(t, mine, DAY);
    const few = await t.queries.count(() => call('GET', '/residents/pushs', small.cookie));
    const many = await t.queries.count(() => call('GET', '/residents/pushs', big.cookie));
    expect(many.result.json().data.items).toHaveLength(20);
    expect(many.queries).toBe(few.queries);
    expect(many.queries).toBeLessThanOrEqual(6);
  });
});

describe('PATCH /residents/pushs/{pushIdx}/click and /residents/pushs/read', () => {
  it('marks a tapped entry read and answers its link; all read clears the count', async () => {
    const me = await memberWithPhone();
    await notice(me.resident.residentIdx, me.phone, '질문에 답변이 달렸어요', { link: '/question/7', kind: 'answer' });
    await notice(me.resident.residentIdx, me.phone, '업체가 출발했어요');
    await dispatchFor(t, mine, DAY);
    const [answer] = (await inbox(me.resident.residentIdx)).filter((p) => p.kind === 'answer');
    const res = await call('PATCH', `/residents/pushs/${answer!.pushIdx}/click`, me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ pushIdx: answer!.pushIdx, link: '/question/7', read: true, clicked: true });
    expect((await call('GET', '/residents/pushs', me.cookie)).json().data.unreadCount).toBe(1);
    const all = await call('PATCH', '/residents/pushs/read', me.cookie);
    expect(all.json().data).toEqual({ marked: 1, unreadCount: 0 });
  });

  it('answers another resident’s entry like a missing one (404) and changes nothing', async () => {
    const me = await memberWithPhone();
    const other = await memberWithPhone();
    await notice(other.resident.residentIdx, other.phone, '다른 회원 알림');
    await dispatchFor(t, mine, DAY);
    const [theirs] = await inbox(other.resident.residentIdx);
    const res = await call('PATCH', `/residents/pushs/${theirs!.pushIdx}/click`, me.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('알림을 찾을 수 없어요.');
    expect((await inbox(other.resident.residentIdx))[0]).toMatchObject({ readAt: null, clickedAt: null });
    expect((await call('PATCH', '/residents/pushs/99999999/click', me.cookie)).statusCode).toBe(404);
  });

  it('refuses a bad number (400) and signed-out calls (401)', async () => {
    const me = await memberWithPhone();
    const bad = await call('PATCH', '/residents/pushs/abc/click', me.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('알림 번호');
    expect((await call('PATCH', '/residents/pushs/1/click')).statusCode).toBe(401);
    expect((await call('PATCH', '/residents/pushs/read')).statusCode).toBe(401);
  });
});

describe('알림 설정 (GET, PUT /residents/notification-settings)', () => {
  it('starts with 혜택·이벤트 off; turning it on records the date and the two-year re-confirmation, and tells the resident', async () => {
    const me = await memberWithPhone();
    const before = (await call('GET', '/residents/notification-settings', me.cookie)).json().data;
    expect(before).toMatchObject({ service: { push: true, message: true }, answer: { push: true, message: true } });
    expect(before.marketing).toMatchObject({ push: false, message: false, active: false, agreedAt: null, night: false });

    const res = await call('PUT', '/residents/notification-settings', me.cookie, settingsBody({ push: true, message: false, night: true }));
    expect(res.statusCode).toBe(200);
    const m = res.json().data.marketing;
    expect(m).toMatchObject({ push: true, message: false, active: true, night: true, reconfirmOverdue: false });
    const agreedAt = new Date(m.agreedAt);
    expect(new Date(m.reconfirmDueAt).getUTCFullYear()).toBe(agreedAt.getUTCFullYear() + 2);
    expect(m.nightAgreedAt).toBe(m.agreedAt);
    await dispatchFor(t, mine, DAY);
    const told = (await inbox(me.resident.residentIdx)).find((p) => p.title === '혜택·이벤트 수신 설정이 바뀌었어요');
    expect(told?.body).toContain('혜택·이벤트 수신에 동의하셨어요');
    expect(told?.body).toContain('밤 9시~아침 8시에도');
  });

  it('records the sign-up terms screen’s 혜택·이벤트 consent like 알림 설정: dated, told, and withdrawn when refused later', async () => {
    const me = await memberWithPhone({ termsAgreedAt: null, privacyAgreedAt: null, ageConfirmedAt: null });
    const agreed = await call('PUT', '/auths/agreement', me.cookie, { ageOver14: true, terms: true, privacy: true, marketing: true });
    expect(agreed.statusCode).toBe(200);
    const on = (await call('GET', '/residents/notification-settings', me.cookie)).json().data.marketing;
    expect(on).toMatchObject({ push: true, message: true, active: true, withdrawnAt: null });
    expect(on.agreedAt).toBe(agreed.json().data.agreements.marketingAgreedAt);
    await dispatchFor(t, mine, DAY);
    const toldOn = (await inbox(me.resident.residentIdx)).filter((p) => p.title === '혜택·이벤트 수신 설정이 바뀌었어요');
    expect(toldOn.map((p) => p.body).join()).toContain('혜택·이벤트 수신에 동의하셨어요');

    await call('PUT', '/auths/agreement', me.cookie, { ageOver14: true, terms: true, privacy: true, marketing: false });
    const off = (await call('GET', '/residents/notification-settings', me.cookie)).json().data.marketing;
    expect(off).toMatchObject({ active: false, agreedAt: null });
    expect(off.withdrawnAt).not.toBeNull();
    await dispatchFor(t, mine, DAY);
    const told = (await inbox(me.resident.residentIdx)).filter((p) => p.title === '혜택·이벤트 수신 설정이 바뀌었어요');
    expect(told.map((p) => p.body).join()).toContain('혜택·이벤트 수신을 거부하셨어요');

    // Refusing without a consent before it is nothing to tell.
    const never = await memberWithPhone({ termsAgreedAt: null, privacyAgreedAt: null, ageConfirmedAt: null });
    await call('PUT', '/auths/agreement', never.cookie, { ageOver14: true, terms: true, privacy: true, marketing: false });
    await dispatchFor(t, mine, DAY);
    expect((await inbox(never.resident.residentIdx)).filter((p) => p.title === '혜택·이벤트 수신 설정이 바뀌었어요')).toEqual([]);
  });

  it('shows an old consent as due and stops it until the resident confirms again', async () => {
    const me = await memberWithPhone({ marketingAgreed: true, marketingAgreedAt: new Date('2023-01-05T00:00:00Z') });
    const m = (await call('GET', '/residents/notification-settings', me.cookie)).json().data.marketing;
    expect(m).toMatchObject({ push: true, message: true, active: false, reconfirmOverdue: true, reconfirmDueAt: '2025-01-05T00:00:00.000Z' });
    await notice(me.resident.residentIdx, me.phone, '12월 이벤트', { kind: 'marketing' });
    await dispatchFor(t, mine, DAY);
    expect(await outboxFor(t.db, me.phone)).toHaveLength(0);

    const again = await call('PUT', '/residents/notification-settings', me.cookie, settingsBody({ push: true, message: true, night: false, reconfirm: true }));
    expect(again.json().data.marketing).toMatchObject({ active: true, reconfirmOverdue: false });
  });

  it('refuses bad input in Korean naming the field and changes nothing; signed out is 401', async () => {
    const me = await memberWithPhone();
    const missing = await call('PUT', '/residents/notification-settings', me.cookie, { answer: { push: true, message: true } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('혜택·이벤트');
    const notBool = await call('PUT', '/residents/notification-settings', me.cookie, settingsBody({ push: 'yes' as unknown as boolean, message: false, night: false }));
    expect(notBool.statusCode).toBe(400);
    expect(notBool.json().message).toContain('혜택·이벤트 앱 푸시');
    expect((await call('GET', '/residents/notification-settings', me.cookie)).json().data.marketing.agreedAt).toBeNull();
    expect((await call('GET', '/residents/notification-settings')).statusCode).toBe(401);
    expect((await call('PUT', '/residents/notification-settings', undefined, settingsBody({ push: true, message: true, night: false }))).statusCode).toBe(401);
  });
});

describe('the senders read the settings', () => {
  it('with 혜택·이벤트 off, a marketing message is not sent (nor put in the inbox) while an order notice goes', async () => {
    const me = await memberWithPhone();
    await notice(me.resident.residentIdx, me.phone, '12월 이벤트', { kind: 'marketing' });
    await notice(me.resident.residentIdx, me.phone, '결제가 완료되었어요');
    await dispatchFor(t, mine, DAY);
    const sent = await outboxFor(t.db, me.phone);
    expect(sent.map((s) => s.subject)).toEqual(['결제가 완료되었어요']);
    expect(await outboxFor(t.db, me.fcm)).toHaveLength(1);
    expect((await inbox(me.resident.residentIdx)).map((p) => p.title)).toEqual(['결제가 완료되었어요']);
    const skipped = await t.db.select().from(notificationQueue).where(eq(notificationQueue.residentIdx, me.resident.residentIdx));
    expect(skipped.filter((r) => r.status === 'skipped').map((r) => r.lastError)).toEqual(['marketing consent off', 'marketing consent off']);
  });

  it('with consent, a marketing message goes as SMS with "(광고)" and a 수신거부 link, only on the channels left on', async () => {
    const me = await memberWithPhone();
    await call('PUT', '/residents/notification-settings', me.cookie, settingsBody({ push: false, message: true, night: false }));
    await dispatchFor(t, mine, DAY);
    await notice(me.resident.residentIdx, me.phone, '12월 이벤트', { kind: 'marketing', link: '/events/3' });
    await dispatchFor(t, mine, DAY);
    const [sms] = (await outboxFor(t.db, me.phone)).filter((s) => s.subject?.includes('12월 이벤트'));
    expect(sms).toMatchObject({ channel: 'sms', subject: '(광고) 12월 이벤트' });
    expect(sms!.body.startsWith('(광고)[입주] 12월 이벤트')).toBe(true);
    expect(sms!.body).toContain(`무료 수신거부: ${t.deps.config.siteUrl}/unsubscribe/${unsubscribeToken(me.resident.residentIdx, t.deps.config.sessionSecret)}`);
    expect((await outboxFor(t.db, me.fcm)).filter((p) => p.subject?.includes('12월 이벤트'))).toHaveLength(0);
    expect((await inbox(me.resident.residentIdx)).find((p) => p.kind === 'marketing')).toMatchObject({ title: '12월 이벤트', link: '/events/3' });
  });

  it('at night holds a marketing message until 08:00 without the night consent, sends it with one; order notices go at once', async () => {
    const day = await memberWithPhone();
    const night = await memberWithPhone();
    await call('PUT', '/residents/notification-settings', day.cookie, settingsBody({ push: true, message: true, night: false }));
    await call('PUT', '/residents/notification-settings', night.cookie, settingsBody({ push: true, message: true, night: true }));
    await dispatchFor(t, mine, DAY);
    for (const who of [day, night]) {
      await notice(who.resident.residentIdx, who.phone, '야간 특가', { kind: 'marketing' });
      await notice(who.resident.residentIdx, who.phone, '업체가 출발했어요');
    }
    await dispatchFor(t, mine, NIGHT);
    expect((await outboxFor(t.db, day.phone)).map((s) => s.subject)).not.toContain('(광고) 야간 특가');
    expect((await outboxFor(t.db, day.phone)).map((s) => s.subject)).toContain('업체가 출발했어요');
    expect((await outboxFor(t.db, night.phone)).map((s) => s.subject)).toContain('(광고) 야간 특가');
    const held = (await t.db.select().from(notificationQueue).where(eq(notificationQueue.residentIdx, day.resident.residentIdx))).filter(
      (r) => r.status === 'pending',
    );
    expect(held).toHaveLength(2);
    expect(held[0]!.leaseUntil).toEqual(MORNING);
    // 08:00: the dispatcher sends it (the test moves the lease to now instead of waiting).
    await t.db.update(notificationQueue).set({ leaseUntil: null }).where(eq(notificationQueue.residentIdx, day.resident.residentIdx));
    await dispatchFor(t, mine, MORNING);
    expect((await outboxFor(t.db, day.phone)).map((s) => s.subject)).toContain('(광고) 야간 특가');
  });
});

describe('POST /residents/notification-settings/unsubscribe (the 수신거부 link)', () => {
  it('ends the consent without signing in, tells the resident, and later marketing stops', async () => {
    const me = await memberWithPhone();
    await call('PUT', '/residents/notification-settings', me.cookie, settingsBody({ push: true, message: true, night: true }));
    await dispatchFor(t, mine, DAY);
    const token = unsubscribeToken(me.resident.residentIdx, t.deps.config.sessionSecret);
    const res = await call('POST', '/residents/notification-settings/unsubscribe', undefined, { token });
    expect(res.statusCode).toBe(200);
    const at = res.json().data.unsubscribedAt;
    const again = await call('POST', '/residents/notification-settings/unsubscribe', undefined, { token });
    expect(again.json().data.unsubscribedAt).toBe(at);
    const m = (await call('GET', '/residents/notification-settings', me.cookie)).json().data.marketing;
    expect(m).toMatchObject({ push: false, message: false, active: false, night: false, withdrawnAt: at });
    await dispatchFor(t, mine, DAY);
    expect((await inbox(me.resident.residentIdx)).some((p) => p.body.includes('수신을 거부하셨어요'))).toBe(true);
    await notice(me.resident.residentIdx, me.phone, '1월 이벤트', { kind: 'marketing' });
    await dispatchFor(t, mine, DAY);
    expect((await outboxFor(t.db, me.phone)).map((s) => s.subject)).not.toContain('(광고) 1월 이벤트');
  });

  it('refuses a forged or malformed token (400 naming the link) and changes nothing', async () => {
    const victim = await createResident(t.db, { marketingAgreed: true, marketingAgreedAt: new Date() });
    const forged = `${victim.residentIdx}.${'A'.repeat(32)}`;
    const res = await call('POST', '/residents/notification-settings/unsubscribe', undefined, { token: forged });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('수신거부 링크');
    expect((await call('POST', '/residents/notification-settings/unsubscribe', undefined, {})).statusCode).toBe(400);
    const [row] = await t.db.select().from(residents).where(eq(residents.residentIdx, victim.residentIdx));
    expect(row!.marketingAgreed).toBe(true);
  });
});
