import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { pointLedger, residents } from '../../db/schema';
import { createOrder } from '../../../test/factories/orders';
import { createResident } from '../../../test/factories/residents';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { describeOnPostgres } from '../../../test/on-postgres';
import { getPointBalance, grantPoints, refundPoints, returnSpentPoints, spendPoints, takeBackPoints } from './points.ledger';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ledgerOf = (residentIdx: number) =>
  t.db.select().from(pointLedger).where(eq(pointLedger.residentIdx, residentIdx)).orderBy(asc(pointLedger.pointIdx));

/** A resident holding `points`, through a ledger entry like any other. */
async function residentWith(points: number) {
  const resident = await createResident(t.db);
  if (points > 0) await t.db.transaction((tx) => grantPoints(tx, { residentIdx: resident.residentIdx, amount: points, reason: 'event', memo: '테스트 적립' }));
  return resident.residentIdx;
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const owedBy = async (residentIdx: number) =>
  (await t.db.select({ owed: residents.pointsOwed }).from(residents).where(eq(residents.residentIdx, residentIdx)))[0]!.owed;

/** The ledger adds up to the balance, and each entry's balanceAfter follows from the one before. */
async function expectConsistent(residentIdx: number) {
  const entries = await ledgerOf(residentIdx);
  let running = 0;
  for (const e of entries) {
    running += e.amount;
    expect(e.balanceAfter).toBe(running);
  }
  expect(await getPointBalance(t.db, residentIdx)).toBe(running);
}

describe('spendPoints and returnSpentPoints', () => {
  it('spends once per order and gives it back once', async () => {
    const r = await residentWith(10_000);
    const order = await createOrder(t.db, { residentIdx: r });
    await t.db.transaction((tx) => spendPoints(tx, r, 4_000, order.orderIdx));
    expect(await getPointBalance(t.db, r)).toBe(6_000);
    const twice = await refusal(t.db.transaction((tx) => spendPoints(tx, r, 1_000, order.orderIdx)));
    expect(twice.statusCode).toBe(409);
    expect(await getPointBalance(t.db, r)).toBe(6_000);

    expect(await t.db.transaction((tx) => returnSpentPoints(tx, r, order.orderIdx, '결제 실패'))).toBe(4_000);
    expect(await t.db.transaction((tx) => returnSpentPoints(tx, r, order.orderIdx))).toBe(0);
    expect(await getPointBalance(t.db, r)).toBe(10_000);
    const entries = await ledgerOf(r);
    expect(entries.slice(1).map((e) => [e.reason, e.amount, e.balanceAfter, e.orderIdx])).toEqual([
      ['spend', -4_000, 6_000, order.orderIdx],
      ['spend_return', 4_000, 10_000, order.orderIdx],
    ]);
    await expectConsistent(r);
  });

  it('refuses more than the balance with 409 naming point, and changes nothing', async () => {
    const r = await residentWith(1_000);
    const order = await createOrder(t.db, { residentIdx: r });
    const e = await refusal(t.db.transaction((tx) => spendPoints(tx, r, 1_001, order.orderIdx)));
    expect(e.statusCode).toBe(409);
    expect(e.message).toBe('포인트가 부족해요. 보유 포인트: 1,000P');
    expect(e.details).toEqual([{ field: 'point', message: e.message }]);
    expect(await ledgerOf(r)).toHaveLength(1);
    expect(await getPointBalance(t.db, r)).toBe(1_000);
    const zero = await refusal(t.db.transaction((tx) => spendPoints(tx, r, 0, order.orderIdx)));
    expect(zero.statusCode).toBe(400);
  });

  it('returns nothing for an order that spent nothing', async () => {
    const r = await residentWith(500);
    const order = await createOrder(t.db, { residentIdx: r });
    expect(await t.db.transaction((tx) => returnSpentPoints(tx, r, order.orderIdx))).toBe(0);
    expect(await ledgerOf(r)).toHaveLength(1);
  });
});

describe('refundPoints and takeBackPoints', () => {
  it('refunds several times per order; 0 is a no-op', async () => {
    const r = await residentWith(0);
    const order = await createOrder(t.db, { residentIdx: r });
    await t.db.transaction(async (tx) => {
      await refundPoints(tx, r, 3_000, order.orderIdx, '입주청소 취소');
      await refundPoints(tx, r, 2_000, order.orderIdx, '줄눈 취소');
      await refundPoints(tx, r, 0, order.orderIdx, '없음');
    });
    expect((await ledgerOf(r)).map((e) => [e.reason, e.amount, e.memo])).toEqual([
      ['refund', 3_000, '입주청소 취소'],
      ['refund', 2_000, '줄눈 취소'],
    ]);
    await expectConsistent(r);
  });

  it('takes back in full: what the balance lacks is owed, never below zero', async () => {
    const r = await residentWith(0);
    const order = await createOrder(t.db, { residentIdx: r });
    expect(await t.db.transaction((tx) => grantPoints(tx, { residentIdx: r, amount: 3_000, reason: 'purchase', orderIdx: order.orderIdx }))).toBe(true);
    expect(await t.db.transaction((tx) => grantPoints(tx, { residentIdx: r, amount: 3_000, reason: 'purchase', orderIdx: order.orderIdx }))).toBe(false);
    const other = await createOrder(t.db, { residentIdx: r });
    await t.db.transaction((tx) => spendPoints(tx, r, 2_000, other.orderIdx));
    expect(await t.db.transaction((tx) => takeBackPoints(tx, r, 2_500, order.orderIdx, '부분 취소'))).toBe(2_500);
    expect(await t.db.transaction((tx) => takeBackPoints(tx, r, 500, order.orderIdx, '부분 취소'))).toBe(500);
    expect(await getPointBalance(t.db, r)).toBe(0);
    expect(await owedBy(r)).toBe(2_000);
    expect((await ledgerOf(r)).map((e) => [e.reason, e.amount])).toEqual([
      ['purchase', 3_000],
      ['spend', -2_000],
      ['purchase_cancel', -1_000],
    ]);
    await expectConsistent(r);
  });

  it('pays what is owed first from the next points that come in, and nothing owed can be spent', async () => {
    const r = await residentWith(1_000);
    const order = await createOrder(t.db, { residentIdx: r });
    await t.db.transaction((tx) => takeBackPoints(tx, r, 4_000, order.orderIdx, '입주청소 취소'));
    expect([await getPointBalance(t.db, r), await owedBy(r)]).toEqual([0, 3_000]);
    const spend = await createOrder(t.db, { residentIdx: r });
    expect((await refusal(t.db.transaction((tx) => spendPoints(tx, r, 1, spend.orderIdx)))).statusCode).toBe(409);

    // 2,000 back from a cancel: all of it pays the debt.
    await t.db.transaction((tx) => refundPoints(tx, r, 2_000, order.orderIdx, '줄눈 취소'));
    expect([await getPointBalance(t.db, r), await owedBy(r)]).toEqual([0, 1_000]);
    // A 5,000 reward: 1,000 pays the rest, 4,000 can be spent.
    await t.db.transaction((tx) => grantPoints(tx, { residentIdx: r, amount: 5_000, reason: 'event', memo: '이벤트' }));
    expect([await getPointBalance(t.db, r), await owedBy(r)]).toEqual([4_000, 0]);
    expect((await ledgerOf(r)).map((e) => [e.reason, e.amount, e.balanceAfter])).toEqual([
      ['event', 1_000, 1_000],
      ['purchase_cancel', -1_000, 0],
      ['refund', 2_000, 2_000],
      ['owed_recovery', -2_000, 0],
      ['event', 5_000, 5_000],
      ['owed_recovery', -1_000, 4_000],
    ]);
    await expectConsistent(r);
  });

  it('the database refuses a balance beside a debt', async () => {
    const r = await residentWith(1_000);
    await expect(t.db.update(residents).set({ pointsOwed: 500 }).where(eq(residents.residentIdx, r))).rejects.toThrow();
  });
});

describe('grantPoints', () => {
  it('grants a referral once per new account and never to oneself', async () => {
    const referrer = await residentWith(0);
    const neighbour = (await createResident(t.db, { referredByIdx: referrer })).residentIdx;
    const grant = (residentIdx: number, referredResidentIdx: number) =>
      t.db.transaction((tx) => grantPoints(tx, { residentIdx, amount: 5_000, reason: 'referral', referredResidentIdx }));
    expect(await grant(referrer, neighbour)).toBe(true);
    expect(await grant(referrer, neighbour)).toBe(false);
    expect(await grant(referrer, referrer)).toBe(false);
    expect(await getPointBalance(t.db, referrer)).toBe(5_000);
    expect(await ledgerOf(referrer)).toHaveLength(1);
  });
});

describeOnPostgres('under concurrency', () => {
  it('10 transactions each spending the whole balance: exactly one succeeds, never negative', async () => {
    const r = await residentWith(7_000);
    const orders = await Promise.all(Array.from({ length: 10 }, () => createOrder(t.db, { residentIdx: r })));
    const results = await Promise.allSettled(orders.map((o) => t.db.transaction((tx) => spendPoints(tx, r, 7_000, o.orderIdx))));
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((x): x is PromiseRejectedResult => x.status === 'rejected');
    expect(refused.map((x) => (x.reason as AppError).message)).toEqual(Array(9).fill('포인트가 부족해요. 보유 포인트: 0P'));
    const [row] = await t.db.select({ balance: residents.pointBalance }).from(residents).where(eq(residents.residentIdx, r));
    expect(row!.balance).toBe(0);
    const spends = await t.db.select().from(pointLedger).where(and(eq(pointLedger.residentIdx, r), eq(pointLedger.reason, 'spend')));
    expect(spends).toHaveLength(1);
    await expectConsistent(r);
  });

  it('10 concurrent grants of the same referral write one ledger row', async () => {
    const referrer = await residentWith(0);
    const neighbour = (await createResident(t.db, { referredByIdx: referrer })).residentIdx;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.db.transaction((tx) => grantPoints(tx, { residentIdx: referrer, amount: 5_000, reason: 'referral', referredResidentIdx: neighbour })),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await ledgerOf(referrer)).toHaveLength(1);
    expect(await getPointBalance(t.db, referrer)).toBe(5_000);
  });
});
