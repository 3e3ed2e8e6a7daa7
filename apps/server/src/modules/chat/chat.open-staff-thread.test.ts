import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInResident } from '../../../test/factories/residents';
import { createSignedInStaff } from '../../../test/factories/staff';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { openSse } from '../../../test/sse-client';
import { openStaffThread } from './chat.service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('openStaffThread (상담 요청 from the move-in assistant)', () => {
  it('returns the resident’s one open ipju 상담, attaches the newest plan, and puts it in the unanswered list', async () => {
    const staff = await createSignedInStaff(t.app, t.db);
    const r = await createSignedInResident(t.app, t.db);
    const [a, b] = await Promise.all([
      openStaffThread(t.db, { residentIdx: r.resident.residentIdx, planApplicationIdx: 7 }),
      openStaffThread(t.db, { residentIdx: r.resident.residentIdx, planApplicationIdx: 7 }),
    ]);
    expect(a).toBe(b);
    expect(await openStaffThread(t.db, { residentIdx: r.resident.residentIdx, planApplicationIdx: 9 })).toBe(a);

    const seen = await t.app.inject({ url: `/api/v2/chat/threads/${a}`, headers: { cookie: r.cookie } });
    expect(seen.json().data.thread).toMatchObject({ kind: 'staff', planApplicationIdx: 9, subtitle: '입주 계획 상담 · 상담 중' });
    const inbox = await t.app.inject({ url: '/api/v2/staff/chat/threads?filter=unanswered&limit=100', headers: staff.headers });
    expect(inbox.json().data.list.find((x: { threadIdx: number }) => x.threadIdx === a)).toMatchObject({ unanswered: true, planApplicationIdx: 9 });
    // The resident's own POST /chat/threads {kind:'staff'} finds the same thread.
    const opened = await t.app.inject({ method: 'POST', url: '/api/v2/chat/threads', headers: { cookie: r.cookie }, payload: { kind: 'staff' } });
    expect(opened.json().data.thread.threadIdx).toBe(a);
  });
});

describe('real time on the embedded database (one process)', () => {
  it('a staff answer reaches the resident’s stream through the in-process bus', async () => {
    const app = t.deps.realtime.kind === 'in-process' ? t : undefined;
    const staff = await createSignedInStaff(t.app, t.db);
    const r = await createSignedInResident(t.app, t.db);
    const threadIdx = await openStaffThread(t.db, { residentIdx: r.resident.residentIdx });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const stream = await openSse(`http://127.0.0.1:${address.port}/api/v2/chat/stream`, { cookie: r.cookie });
    await stream.until((e) => e.some((x) => x.event === 'ready'), 'ready');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v2/staff/chat/threads/${threadIdx}/messages`,
      headers: staff.headers,
      payload: { text: '안녕하세요, ipju 상담이에요.', clientKey: randomUUID() },
    });
    await stream.until((e) => e.some((x) => x.event === 'message' && JSON.parse(x.data).threadIdx === threadIdx), 'the answer');
    const got = stream.events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data));
    expect(got.find((m) => m.threadIdx === threadIdx)).toMatchObject({ messageIdx: sent.json().data.message.messageIdx, sender: 'staff', mine: false });
    expect(app === undefined || app.deps.realtime.kind === 'in-process').toBe(true);
    stream.close();
  });
});
