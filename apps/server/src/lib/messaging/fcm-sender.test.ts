import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceTokens, notificationQueue } from '../../db/schema';
import { createPartner } from '../../../test/factories/partners';
import { PRODUCTION_ENV } from '../../../test/production-env';
import { createTestApp, outboxFor, unique, type TestContext } from '../../../test/helpers';
import { loadConfig } from '../../config';
import { dispatcherFor } from '../../../test/dispatch';
import { queuePartnerNotice } from '../notifications/partner-notice';
import { createFcmSender, fcmSendUrl } from './fcm-sender';
import { createMessageSender } from './index';
import type { MessageSender, OutgoingMessage } from './types';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({});
});
afterAll(() => t.close());

interface Call {
  url: string;
  authorization: string | null;
  body: { message: { token: string; notification: { title: string; body: string }; data: Record<string, string> } };
}

/** A stand-in for FCM: answers each token from `answers` (default 200), records every request. */
function fakeFcm(answers: Record<string, { status: number; body: unknown }> = {}) {
  const calls: Call[] = [];
  const fetcher = (async (input: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Call['body'];
    calls.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization'), body });
    const answer = answers[body.message.token] ?? { status: 200, body: { name: 'projects/ipju/messages/1' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, fetcher };
}

const others: MessageSender & { sent: OutgoingMessage[] } = {
  name: 'others',
  sent: [],
  async send(message) {
    this.sent.push(message);
  },
};

const sender = (fetcher: typeof fetch) =>
  createFcmSender(t.db, { projectId: 'ipju-test', clientEmail: 'x@y', privateKey: 'k', others, fetch: fetcher, accessToken: async () => 'access-1' });

async function companyWithDevices(...tokens: string[]) {
  const { partner } = await createPartner(t.db);
  for (const [i, fcmToken] of tokens.entries()) {
    await t.db.insert(deviceTokens).values({ ownerRole: 'partner', ownerIdx: partner.partnerIdx, deviceKey: `k${i}-${fcmToken}`, deviceType: 'android', fcmToken });
  }
  return partner.partnerIdx;
}

const queueOf = (partnerIdx: number) => t.db.select().from(notificationQueue).where(eq(notificationQueue.partnerIdx, partnerIdx));

describe('FCM push sender', () => {
  it('sends a company notice to each of its devices through FCM HTTP v1 with the service account token', async () => {
    const a = `fcm-a-${unique()}`;
    const b = `fcm-b-${unique()}`;
    const partnerIdx = await companyWithDevices(a, b);
    await queuePartnerNotice(t.db, { partnerIdx, kind: 'new_order', title: '새 주문이 들어왔어요', body: '래미안 입주청소', link: '/partner/orders/7' });
    const fcm = fakeFcm();
    const dispatcher = dispatcherFor(t, { partnerIdxs: [partnerIdx] }, { messages: sender(fcm.fetcher) });
    for (let i = 0; i < 10 && (await queueOf(partnerIdx)).some((r) => r.status === 'pending'); i++) await dispatcher.dispatchAll();

    const mine = fcm.calls.filter((c) => c.body.message.token === a || c.body.message.token === b);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      url: 'https://fcm.googleapis.com/v1/projects/ipju-test/messages:send',
      authorization: 'Bearer access-1',
      body: { message: { notification: { title: '새 주문이 들어왔어요', body: '래미안 입주청소' }, data: { link: '/partner/orders/7', kind: 'new_order' } } },
    });
    expect((await queueOf(partnerIdx)).map((r) => r.status)).toEqual(['sent']);
    expect(await outboxFor(t.db, a)).toMatchObject([{ channel: 'push', provider: 'fcm', status: 'sent' }]);
  });

  it('forgets a device FCM no longer knows (404 UNREGISTERED, 400 INVALID_ARGUMENT) and keeps the others', async () => {
    const gone = `fcm-gone-${unique()}`;
    const invalid = `fcm-bad-${unique()}`;
    const alive = `fcm-ok-${unique()}`;
    const partnerIdx = await companyWithDevices(gone, invalid, alive);
    await queuePartnerNotice(t.db, { partnerIdx, kind: 'review', title: '새 리뷰가 올라왔어요', body: '별점 5점' });
    const fcm = fakeFcm({
      [gone]: { status: 404, body: { error: { code: 404, status: 'NOT_FOUND', message: 'Requested entity was not found.', details: [{ errorCode: 'UNREGISTERED' }] } } },
      [invalid]: { status: 400, body: { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'The registration token is not a valid FCM registration token' } } },
    });
    const dispatcher = dispatcherFor(t, { partnerIdxs: [partnerIdx] }, { messages: sender(fcm.fetcher) });
    for (let i = 0; i < 10 && (await queueOf(partnerIdx)).some((r) => r.status === 'pending'); i++) await dispatcher.dispatchAll();

    const left = await t.db.select().from(deviceTokens).where(and(eq(deviceTokens.ownerRole, 'partner'), eq(deviceTokens.ownerIdx, partnerIdx)));
    expect(left.map((d) => d.fcmToken)).toEqual([alive]);
    expect((await queueOf(partnerIdx)).map((r) => r.status)).toEqual(['sent']);
    expect(await outboxFor(t.db, gone)).toMatchObject([{ provider: 'fcm', status: 'failed' }]);
    // Tried once each: a dead token is not retried.
    expect(fcm.calls.filter((c) => c.body.message.token === gone)).toHaveLength(1);
  });

  it('leaves the notice for a retry when FCM fails otherwise (5xx), keeping the device', async () => {
    const token = `fcm-busy-${unique()}`;
    const partnerIdx = await companyWithDevices(token);
    await queuePartnerNotice(t.db, { partnerIdx, kind: 'cancelled', title: '주문이 취소되었어요', body: '입주청소' });
    const fcm = fakeFcm({ [token]: { status: 503, body: { error: { code: 503, status: 'UNAVAILABLE', message: 'try later' } } } });
    const dispatcher = dispatcherFor(t, { partnerIdxs: [partnerIdx] }, { messages: sender(fcm.fetcher) });
    await dispatcher.dispatchAll();
    const [row] = await queueOf(partnerIdx);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toContain('FCM 503 UNAVAILABLE');
    expect(await t.db.select().from(deviceTokens).where(eq(deviceTokens.fcmToken, token))).toHaveLength(1);
  });

  it('hands every other channel to the SMS sender', async () => {
    const fcm = fakeFcm();
    const phone = `010${Date.now() % 100_000_000}`;
    await sender(fcm.fetcher).send({ channel: 'alimtalk', to: phone, body: '안내' });
    expect(fcm.calls.filter((c) => c.body.message.token === phone)).toEqual([]);
    expect(others.sent.map((m) => m.to)).toContain(phone);
  });
});

describe('choosing the push provider', () => {
  it('records pushes in the outbox in demo mode and uses FCM when PUSH_PROVIDER=fcm', async () => {
    expect(createMessageSender(loadConfig({ APP_MODE: 'demo' }), t.db).name).toBe('outbox');
    const fcm = loadConfig({ APP_MODE: 'demo', PUSH_PROVIDER: 'fcm', FCM_PROJECT_ID: 'p', FCM_CLIENT_EMAIL: 'e@x', FCM_PRIVATE_KEY: 'a\\nb' });
    expect(fcm.push).toMatchObject({ provider: 'fcm', privateKey: 'a\nb' });
    expect(createMessageSender(fcm, t.db).name).toBe('fcm+outbox');
    expect(fcmSendUrl('my project')).toBe('https://fcm.googleapis.com/v1/projects/my%20project/messages:send');
  });

  it('refuses to start production without the FCM service account unless pushes are only recorded', () => {
    const { FCM_PRIVATE_KEY: _key, ...withoutKey } = PRODUCTION_ENV;
    expect(() => loadConfig(withoutKey)).toThrow(/FCM_PROJECT_ID, FCM_CLIENT_EMAIL and FCM_PRIVATE_KEY/);
    expect(loadConfig({ ...withoutKey, PUSH_PROVIDER: 'outbox' }).push.provider).toBe('outbox');
    expect(loadConfig(PRODUCTION_ENV).push.provider).toBe('fcm');
  });
});
