import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentWebhooks } from '../../db/schema';
import { paidOrder } from '../../../test/factories/commerce';
import { createTestApp, unique, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const webhook = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v2/billings/webhook', payload });
const storedFor = (impUid: string) => t.db.select().from(paymentWebhooks).where(eq(paymentWebhooks.impUid, impUid));

describe('POST /billings/webhook: what is kept', () => {
  it('keeps nothing for an imp_uid that names no payment, however large the body', async () => {
    const impUid = `imp_${unique()}`;
    const res = await webhook({ imp_uid: impUid, merchant_uid: `ipju_${unique()}`, status: 'paid', filler: 'x'.repeat(200_000) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('결제 정보를 찾을 수 없어요. 잠시 후 다시 확인해 주세요.');
    expect(await storedFor(impUid)).toEqual([]);
  });

  it("keeps only PortOne's known fields of a notification for a real payment", async () => {
    const { impUid, merchantUid } = await paidOrder(t);
    const res = await webhook({
      imp_uid: impUid,
      merchant_uid: merchantUid,
      status: 'paid',
      filler: 'x'.repeat(100_000),
      nested: { anything: ['goes', 1, true] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await storedFor(impUid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ impUid, merchantUid, status: 'paid', outcome: 'paid' });
    expect(rows[0]!.body).toEqual({ imp_uid: impUid, merchant_uid: merchantUid, status: 'paid' });
  });

  it("stores the merchant_uid and status PortOne returns for the imp_uid, never made-up ones replayed with it", async () => {
    const { impUid, merchantUid } = await paidOrder(t);
    const madeUp = `ipju_${unique()}`;
    const res = await webhook({ imp_uid: impUid, merchant_uid: madeUp, status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await storedFor(impUid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ impUid, merchantUid, status: 'paid' });
    expect(rows[0]!.body).toEqual({ imp_uid: impUid, merchant_uid: merchantUid, status: 'paid' });
    expect(await t.db.select().from(paymentWebhooks).where(eq(paymentWebhooks.merchantUid, madeUp))).toEqual([]);
  });

  it('keeps one row per payment state however often the same notification is replayed', async () => {
    const { impUid, merchantUid } = await paidOrder(t);
    for (let i = 0; i < 5; i++) {
      const res = await webhook({ imp_uid: impUid, merchant_uid: merchantUid, status: i % 2 ? 'paid' : 'ready' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const rows = await storedFor(impUid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ impUid, merchantUid, status: 'paid', outcome: 'paid' });
  });
});
