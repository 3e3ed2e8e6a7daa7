import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationQueue } from '../../db/schema';
import { addLine, bookableItem, reportSuccess, sandboxPay, shopper, startOrder, visitDay } from '../../../test/factories/commerce';
import { createTestApp, isPostgres, type TestContext } from '../../../test/helpers';

/**
 * A checkout runs a fixed number of statements (issue 14: the cost of paying at busy moments), however
 * often residents pay: the refund policies the payment page and the order state come from the process's
 * copy, and the notices a payment queues are sent by a job after the answer, not inside the request.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each request runs one transaction; Drizzle logs its begin and commit on PostgreSQL only (not on PGlite). */
const TRANSACTION = isPostgres() ? 2 : 0;
/** From the session lookup to the answer: POST /billings/init of one dated service paid by card. */
const INIT_QUERIES = 14 + TRANSACTION;
/**
 * POST /billings/success: the payment from PortOne, the order settled (its visit slot held) in one
 * transaction, the order read back for the answer.
 */
const SUCCESS_QUERIES = 29 + TRANSACTION;

async function checkout() {
  const { cookie, resident } = await shopper(t);
  const item = await bookableItem(t.db);
  const line = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: visitDay(), time: 9 });
  const init = await t.queries.count(() => startOrder(t, cookie, { cartIdxs: [line.cartIdx] }));
  const impUid = await sandboxPay(t, { merchantUid: init.result.merchantUid, amount: init.result.amount });
  const success = await t.queries.count(() => reportSuccess(t, cookie, impUid, init.result.merchantUid));
  expect(success.result.statusCode, success.result.body).toBe(200);
  expect(success.result.json().data.outcome).toBe('paid');
  return { resident, init, success };
}

describe('a checkout (POST /billings/init + POST /billings/success)', () => {
  it('runs the same statements every time and sends its notices after the answer', async () => {
    await checkout();
    await t.jobs.drain();
    const { resident, init, success } = await checkout();

    expect(init.statements).toHaveLength(INIT_QUERIES);
    expect(success.statements).toHaveLength(SUCCESS_QUERIES);
    // Neither request read the refund policies (the process keeps them) nor sent a notice itself.
    for (const statement of [...init.statements, ...success.statements]) {
      expect(statement).not.toMatch(/from "refund_policies"/);
      expect(statement).not.toMatch(/skip locked/);
    }

    // The resident's notices were queued by the payment and go out with the dispatch job.
    const mine = and(eq(notificationQueue.residentIdx, resident.residentIdx), eq(notificationQueue.status, 'sent'));
    await t.jobs.drain();
    // Another test file's dispatcher (one shared PostgreSQL database) may have claimed them and be sending them now.
    await expect.poll(async () => (await t.db.select().from(notificationQueue).where(mine)).length, { timeout: 10_000 }).toBeGreaterThan(0);
  });
});
