import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceTokens, notificationQueue } from '../../db/schema';
import { createTestApp, outboxFor, uniquePhone, type TestContext } from '../../../test/helpers';
import { createResident } from '../../../test/factories/residents';
import type { MessageSender, OutgoingMessage } from '../messaging/types';
import { dispatcherFor } from '../../../test/dispatch';
import { queueResidentNotice } from './queue';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({});
});
afterAll(() => t.close());

describe('notification outbox', () => {
  it('sends AlimTalk to the phone and push to every device, once', async () => {
    const phone = uniquePhone();
    const resident = await createResident(t.db, { phone });
    await t.db.insert(deviceTokens).values([
      { ownerRole: 'resident', ownerIdx: resident.residentIdx, deviceKey: 'a', deviceType: 'ios', fcmToken: `tok-a-${phone}` },
      { ownerRole: 'resident', ownerIdx: resident.residentIdx, deviceKey: 'b', deviceType: 'android', fcmToken: `tok-b-${phone}` },
    ]);
    await queueResidentNotice(t.db, { residentIdx: resident.residentIdx, phone, title: '결제가 완료되었어요', body: '입주청소 400,000원', link: '/my-page/orders/x' });
    const dispatcher = dispatcherFor(t, { residentIdxs: [resident.residentIdx] });
    await dispatcher.dispatchAll();
    await dispatcher.dispatchAll();
    const sms = await outboxFor(t.db, phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'alimtalk', body: '[입주] 결제가 완료되었어요\n입주청소 400,000원' });
    expect(await outboxFor(t.db, `tok-a-${phone}`)).toHaveLength(1);
    expect(await outboxFor(t.db, `tok-b-${phone}`)).toHaveLength(1);
    const rows = await t.db.select().from(notificationQueue).where(eq(notificationQueue.residentIdx, resident.residentIdx));
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
  });

  it('keeps a notice whose send failed for a later try, then gives up after five', async () => {
    const phone = uniquePhone();
    const resident = await createResident(t.db, { phone });
    await queueResidentNotice(t.db, { residentIdx: resident.residentIdx, phone: null, title: '안내', body: '본문' });
    await queueResidentNotice(t.db, { residentIdx: resident.residentIdx, phone, title: '안내', body: '본문' });
    const failing: MessageSender = {
      name: 'failing',
      async send(message: OutgoingMessage) {
        if (message.to === phone) throw new Error('provider down');
      },
    };
    const dispatcher = dispatcherFor(t, { residentIdxs: [resident.residentIdx] }, { messages: failing });
    const mine = () => t.db.select().from(notificationQueue).where(eq(notificationQueue.residentIdx, resident.residentIdx));
    // Run until this notice is settled: five tries (bounded).
    for (let i = 0; i < 20 && (await mine()).some((r) => r.status === 'pending'); i++) await dispatcher.dispatchAll();
    const rows = await mine();
    const sms = rows.find((r) => r.channel === 'alimtalk')!;
    expect(sms).toMatchObject({ status: 'failed', attempts: 5, lastError: 'provider down' });
    // The push (no device registered) was handled and is done.
    expect(rows.find((r) => r.channel === 'push')!.status).toBe('sent');
  });

  it('a dispatcher for some recipients sends theirs and never touches another resident\'s notice', async () => {
    const [mine, other] = [uniquePhone(), uniquePhone()];
    const me = await createResident(t.db, { phone: mine });
    const them = await createResident(t.db, { phone: other });
    await queueResidentNotice(t.db, { residentIdx: me.residentIdx, phone: mine, title: '안내', body: '내 알림' });
    await queueResidentNotice(t.db, { residentIdx: them.residentIdx, phone: other, title: '안내', body: '다른 사람 알림' });
    const sentTo: string[] = [];
    const recording: MessageSender = {
      name: 'recording',
      async send(message: OutgoingMessage) {
        sentTo.push(message.to);
      },
    };
    await dispatcherFor(t, { residentIdxs: [me.residentIdx] }, { messages: recording }).dispatchAll();
    expect(sentTo).toContain(mine);
    expect(sentTo).not.toContain(other);
  });
});
