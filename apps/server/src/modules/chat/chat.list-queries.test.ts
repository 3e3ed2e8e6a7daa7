import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatOrder } from '../../../test/factories/chat';
import { createSignedInResident } from '../../../test/factories/residents';
import { createSignedInStaff } from '../../../test/factories/staff';
import { createTestApp, type TestContext } from '../../../test/helpers';

/** Chat lists read in batches: 20 threads cost the queries 2 do, under a small bound. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MAX_LIST_QUERIES = 10;

async function residentWithThreads(n: number) {
  const buyer = await createSignedInResident(t.app, t.db);
  for (let i = 0; i < n; i++) {
    const o = await chatOrder(t, buyer);
    const thread = (await t.app.inject({ method: 'POST', url: '/api/v2/chat/threads', headers: { cookie: o.cookie }, payload: { kind: 'order', orderLineIdx: o.line.lineIdx } })).json().data.thread;
    await t.app.inject({ method: 'POST', url: `/api/v2/partner/chat/threads/${thread.threadIdx}/messages`, headers: o.partner.headers, payload: { text: `안내 ${i}`, clientKey: randomUUID() } });
  }
  return buyer;
}

describe('chat lists', () => {
  it("a resident's thread list costs the same for 2 threads and for 20", async () => {
    const few = await residentWithThreads(2);
    const many = await residentWithThreads(20);
    const count = async (cookie: string) => (await t.queries.count(() => t.app.inject({ url: '/api/v2/chat/threads', headers: { cookie } }))).queries;
    await count(few.cookie); // The first request of a session also refreshes it; that is not per row.
    await count(many.cookie);
    const [a, b] = [await count(few.cookie), await count(many.cookie)];
    expect(a).toBe(b);
    expect(b).toBeLessThanOrEqual(MAX_LIST_QUERIES);
    const list = (await t.app.inject({ url: '/api/v2/chat/threads', headers: { cookie: many.cookie } })).json().data.list;
    expect(list).toHaveLength(20);
    expect(list[0]).toMatchObject({ unreadCount: 1, lastMessage: { text: '안내 19', mine: false } });
  });

  it('the staff inbox costs the same for a page of 2 and a page of 20', async () => {
    const staff = await createSignedInStaff(t.app, t.db);
    for (let i = 0; i < 20; i++) {
      const r = await createSignedInResident(t.app, t.db);
      const thread = (await t.app.inject({ method: 'POST', url: '/api/v2/chat/threads', headers: { cookie: r.cookie }, payload: { kind: 'staff' } })).json().data.thread;
      await t.app.inject({ method: 'POST', url: `/api/v2/chat/threads/${thread.threadIdx}/messages`, headers: { cookie: r.cookie }, payload: { text: `문의 ${i}`, clientKey: randomUUID() } });
    }
    const count = async (limit: number) => (await t.queries.count(() => t.app.inject({ url: `/api/v2/staff/chat/threads?filter=unanswered&limit=${limit}`, headers: staff.headers }))).queries;
    await count(2);
    const [a, b] = [await count(2), await count(20)];
    expect(a).toBe(b);
    expect(b).toBeLessThanOrEqual(MAX_LIST_QUERIES);
  });
});
