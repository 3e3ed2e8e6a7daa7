import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder } from '../../../test/factories/orders';
import { createResident, createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { grantPoints, refundPoints, returnSpentPoints, spendPoints, takeBackPoints } from './points.ledger';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getPoints = (cookie?: string, query = '') =>
  t.app.inject({ url: `/api/v2/points${query}`, headers: cookie ? { cookie } : {} });

describe('GET /points', () => {
  it('shows the balance, what was earned, and the history newest first with labels and order numbers', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const r = resident.residentIdx;
    const neighbour = await createResident(t.db, { referredByIdx: r });
    const order = await createOrder(t.db, { residentIdx: r });
    const failed = await createOrder(t.db, { residentIdx: r });
    await t.db.transaction(async (tx) => {
      await grantPoints(tx, { residentIdx: r, amount: 7_000, reason: 'event', memo: '입주 준비 이벤트 적립' });
      await grantPoints(tx, { residentIdx: r, amount: 5_000, reason: 'referral', referredResidentIdx: neighbour.residentIdx });
      await spendPoints(tx, r, 2_000, failed.orderIdx);
      await returnSpentPoints(tx, r, failed.orderIdx);
      await spendPoints(tx, r, 3_000, order.orderIdx);
      await refundPoints(tx, r, 1_000, order.orderIdx, '줄눈 취소');
      await grantPoints(tx, { residentIdx: r, amount: 500, reason: 'purchase', orderIdx: order.orderIdx });
      await takeBackPoints(tx, r, 200, order.orderIdx, '줄눈 취소');
    });

    const res = await getPoints(cookie);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // Earned = referral, event and purchase rewards less what was taken back; points coming back from a
    // failed payment or a cancel are not new earnings.
    expect(data).toMatchObject({ balance: 10_300, earnedTotal: 12_300, page: 1, limit: 20, total: 8 });
    expect(data.entries.map((e: { reason: string; amount: number; balanceAfter: number }) => [e.reason, e.amount, e.balanceAfter])).toEqual([
      ['purchase_cancel', -200, 10_300],
      ['purchase', 500, 10_500],
      ['refund', 1_000, 10_000],
      ['spend', -3_000, 9_000],
      ['spend_return', 2_000, 12_000],
      ['spend', -2_000, 10_000],
      ['referral', 5_000, 12_000],
      ['event', 7_000, 7_000],
    ]);
    expect(data.entries[0]).toMatchObject({ label: '결제 적립 취소', memo: '줄눈 취소', merchantUid: order.merchantUid });
    expect(data.entries[7]).toMatchObject({ label: '이벤트 적립', memo: '입주 준비 이벤트 적립', merchantUid: null });
    expect(data.entries[6].label).toBe('이웃 추천 적립');

    const page2 = (await getPoints(cookie, '?page=2&limit=3')).json().data;
    expect(page2).toMatchObject({ page: 2, limit: 3, total: 8 });
    expect(page2.entries.map((e: { reason: string }) => e.reason)).toEqual(['spend', 'spend_return', 'spend']);
  });

  it('starts at zero, validates paging in Korean, and needs a resident', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    expect((await getPoints(cookie)).json().data).toEqual({ balance: 0, earnedTotal: 0, owed: 0, entries: [], page: 1, limit: 20, total: 0 });
    const bad = await getPoints(cookie, '?limit=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: '개수는 100 이하여야 해요.', details: [{ field: 'limit' }] });
    expect((await getPoints()).statusCode).toBe(401);
  });
});
