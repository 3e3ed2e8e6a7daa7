import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceTokens, partnerPushes } from '../../db/schema';
import { createTestApp, outboxFor, type TestContext } from '../../../test/helpers';
import { createPartner } from '../../../test/factories/partners';
import { dispatcherFor } from '../../../test/dispatch';
import { queuePartnerNotice } from './partner-notice';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({});
});
afterAll(() => t.close());

describe('partner notices', () => {
  it("lands in the company's inbox and is pushed once to each of its devices, not to another company's", async () => {
    const { partner } = await createPartner(t.db);
    const other = await createPartner(t.db);
    const tag = `${partner.partnerIdx}-${Date.now()}`;
    await t.db.insert(deviceTokens).values([
      { ownerRole: 'partner', ownerIdx: partner.partnerIdx, deviceKey: 'a', deviceType: 'android', fcmToken: `ptok-a-${tag}` },
      { ownerRole: 'partner', ownerIdx: other.partner.partnerIdx, deviceKey: 'a', deviceType: 'android', fcmToken: `ptok-other-${tag}` },
    ]);
    await queuePartnerNotice(t.db, {
      partnerIdx: partner.partnerIdx,
      kind: 'new_order',
      title: '새 주문이 들어왔어요',
      body: '입주청소 · 2026.12.05 (토) 오전 9시',
      link: '/partner/orders/1',
    });
    const dispatcher = dispatcherFor(t, { partnerIdxs: [partner.partnerIdx, other.partner.partnerIdx] });
    await dispatcher.dispatchAll();
    await dispatcher.dispatchAll();

    const inbox = await t.db.select().from(partnerPushes).where(eq(partnerPushes.partnerIdx, partner.partnerIdx));
    expect(inbox).toMatchObject([{ kind: 'new_order', title: '새 주문이 들어왔어요', link: '/partner/orders/1', readAt: null }]);
    const pushed = await outboxFor(t.db, `ptok-a-${tag}`);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({ channel: 'push', body: '입주청소 · 2026.12.05 (토) 오전 9시' });
    expect(await outboxFor(t.db, `ptok-other-${tag}`)).toHaveLength(0);
  });
});
