import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../../db/client';
import { refundPolicies } from '../../db/schema';
import { createCategory } from '../../../test/factories/catalog';
import { createRefundPolicy } from '../../../test/factories/schedule';
import { openTestDatabase } from '../../../test/helpers';
import { loadRefundPolicies } from './load-refund-policies';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/**
 * The 'default' row is shared by every test of the run, so tests that need it present or absent change it
 * inside a transaction that is always rolled back.
 */
async function withDefaultRow(row: Partial<typeof refundPolicies.$inferInsert> | null, fn: (tx: Tx) => Promise<void>) {
  const rollback = new Error('rollback');
  await database.db
    .transaction(async (tx) => {
      await tx.delete(refundPolicies).where(eq(refundPolicies.policyKey, 'default'));
      if (row) {
        await tx.insert(refundPolicies).values({
          policyKey: 'default',
          freeCancelDays: 4,
          lateFeePercent: 15,
          sameDayFeePercent: 40,
          dateChangeDays: 2,
          ...row,
        });
      }
      await fn(tx);
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
}

describe('loadRefundPolicies', () => {
  it("gives each code its own row, else the 'default' row", async () => {
    const own = await createCategory(database.db);
    const other = await createCategory(database.db);
    await createRefundPolicy(database.db, {
      policyKey: own.code,
      freeCancelDays: 7,
      lateFeePercent: 20,
      sameDayFeePercent: 50,
      dateChangeDays: 3,
      note: '자재를 미리 준비하는 시공이에요.',
    });
    await withDefaultRow({}, async (tx) => {
      const policies = await loadRefundPolicies(tx, [own.code, other.code, own.code]);
      expect([...policies.keys()]).toEqual([own.code, other.code]);
      expect(policies.get(own.code)).toEqual({
        policyKey: own.code,
        freeCancelDays: 7,
        lateFeePercent: 20,
        sameDayFeePercent: 50,
        dateChangeDays: 3,
        summary:
          '방문 7일 전까지 무료 취소, 6일 전~1일 전 취소 수수료 20%, 방문 당일 50%. 시공이 시작되면 온라인으로 취소할 수 없어요. 방문일 변경은 3일 전까지 가능해요. 자재를 미리 준비하는 시공이에요.',
      });
      expect(policies.get(other.code)).toMatchObject({ policyKey: 'default', freeCancelDays: 4, lateFeePercent: 15, sameDayFeePercent: 40 });
    });
  });

  it('falls back to the built-in default without a default row', async () => {
    const category = await createCategory(database.db);
    await withDefaultRow(null, async (tx) => {
      const policies = await loadRefundPolicies(tx, [category.code]);
      expect(policies.get(category.code)).toEqual({
        policyKey: 'default',
        freeCancelDays: 3,
        lateFeePercent: 10,
        sameDayFeePercent: 30,
        dateChangeDays: 2,
        summary:
          '방문 3일 전까지 무료 취소, 2일 전~1일 전 취소 수수료 10%, 방문 당일 30%. 시공이 시작되면 온라인으로 취소할 수 없어요. 방문일 변경은 2일 전까지 가능해요.',
      });
    });
  });

  it('reads a changed row on the next call (no cache)', async () => {
    const category = await createCategory(database.db);
    await createRefundPolicy(database.db, { policyKey: category.code, lateFeePercent: 10 });
    expect((await loadRefundPolicies(database.db, [category.code])).get(category.code)?.lateFeePercent).toBe(10);
    await database.db.update(refundPolicies).set({ lateFeePercent: 25 }).where(eq(refundPolicies.policyKey, category.code));
    expect((await loadRefundPolicies(database.db, [category.code])).get(category.code)?.lateFeePercent).toBe(25);
  });

  it('answers an empty map for no codes', async () => {
    expect((await loadRefundPolicies(database.db, [])).size).toBe(0);
  });
});
