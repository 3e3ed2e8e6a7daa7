import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerAccounts } from '../src/db/schema';
import { grantPoints } from '../src/modules/points';
import { createItem } from './factories/catalog';
import { createCoupon, giveCoupon } from './factories/coupons';
import { giveZzims, manyItems } from './factories/engagement';
import { paidOrderWithHistory } from './factories/orders';
import { signInPartner } from './factories/partners';
import { createQuestion } from './factories/questions';
import { createSignedInResident } from './factories/residents';
import { completedLine, writeReview } from './factories/reviews';
import { createTestApp, type TestContext } from './helpers';

/**
 * The other lists a resident or partner pages through already read in batches; these hold them there:
 * 20 rows cost the queries 2 rows do, under a small bound (order, receipt and cart lists have their own).
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MAX_LIST_QUERIES = 10;

/** A resident with `n` of everything these lists show, and a signed-in account of the company they bought from. */
async function residentWith(n: number) {
  const { resident, cookie } = await createSignedInResident(t.app, t.db);
  const residentIdx = resident.residentIdx;
  const item = await createItem(t.db);
  await giveZzims(t.db, residentIdx, (await manyItems(t.db, n)).map((i) => i.itemIdx));
  for (let i = 0; i < n; i++) {
    const { order } = await completedLine(t.db, { residentIdx, item });
    await writeReview(t, cookie, { merchantUid: order.merchantUid, itemIdx: item.item.itemIdx });
    await createQuestion(t.db, { residentIdx });
    await grantPoints(t.db, { residentIdx, amount: 100, reason: 'event', memo: '이벤트 적립' });
    await giveCoupon(t.db, { couponIdx: (await createCoupon(t.db)).couponIdx, residentIdx });
    await paidOrderWithHistory(t.db, { residentIdx, item, lines: 1 });
  }
  const [account] = await t.db.select().from(partnerAccounts).where(eq(partnerAccounts.partnerIdx, item.partner.partnerIdx)).limit(1);
  const partnerToken = await signInPartner(t.app, t.db, { account: account! });
  return { resident: { cookie }, partner: { authorization: `Bearer ${partnerToken}` } };
}

describe('list endpoints', () => {
  it('read 20 rows with as many queries as 2', async () => {
    const few = await residentWith(2);
    const many = await residentWith(20);
    const lists: Array<{ url: string; as: 'resident' | 'partner'; rows: (data: never) => unknown[] }> = [
      { url: '/zzims', as: 'resident', rows: (d: { zzims: unknown[] }) => d.zzims },
      { url: '/reviews/mine?limit=50', as: 'resident', rows: (d: { reviews: unknown[] }) => d.reviews },
      { url: '/question/me?limit=50', as: 'resident', rows: (d: { questions: unknown[] }) => d.questions },
      { url: '/points', as: 'resident', rows: (d: { entries: unknown[] }) => d.entries },
      { url: '/coupons', as: 'resident', rows: (d: unknown[]) => d },
      { url: '/partner/pp_order_list', as: 'partner', rows: (d: unknown[]) => d },
    ];
    for (const list of lists) {
      const measure = async (who: typeof few) => {
        const headers = list.as === 'resident' ? { cookie: who.resident.cookie } : who.partner;
        const { result, queries } = await t.queries.count(() => t.app.inject({ url: `/api/v2${list.url}`, headers }));
        expect(result.statusCode, `${list.url}: ${result.body}`).toBe(200);
        return { rows: list.rows(result.json().data as never).length, queries };
      };
      await measure(few); // The first read fills the catalogue cache (zzim cards), which is not per row.
      const small = await measure(few);
      const large = await measure(many);
      expect(large.rows, list.url).toBeGreaterThanOrEqual(20);
      expect(large.queries, list.url).toBe(small.queries);
      expect(large.queries, list.url).toBeLessThanOrEqual(MAX_LIST_QUERIES);
    }
  });
});
