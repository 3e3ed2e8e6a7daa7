import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@ipju/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatOrder } from '../../../test/factories/chat';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createSignedInResident } from '../../../test/factories/residents';
import { createSignedInStaff } from '../../../test/factories/staff';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { describeOnPostgres } from '../../../test/on-postgres';
import { openSse, type SseEvent } from '../../../test/sse-client';

/**
 * Real time across server processes: two apps on one PostgreSQL, each listening on its own port with its own
 * LISTEN connection, as two server processes would be.
 */
const messagesOf = (events: SseEvent[], threadIdx: number): ChatMessage[] =>
  events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data) as ChatMessage).filter((m) => m.threadIdx === threadIdx);

const baseOf = (t: TestContext) => {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}/api/v2`;
};

describeOnPostgres('chat streams across two server processes', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp();
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    expect(a.deps.realtime.kind).toBe('postgres');
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  async function post(t: TestContext, url: string, headers: Record<string, string>, text: string) {
    const res = await t.app.inject({ method: 'POST', url: `/api/v2${url}`, headers, payload: { text, clientKey: randomUUID() } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.message as ChatMessage;
  }

  it('a resident on one process and staff on the other exchange 100 messages: none lost, none twice, in order', async () => {
    const staff = await createSignedInStaff(a.app, a.db);
    const r = await createSignedInResident(a.app, a.db);
    const bystander = await createSignedInResident(a.app, a.db);
    const opened = await a.app.inject({ method: 'POST', url: '/api/v2/chat/threads', headers: { cookie: r.cookie }, payload: { kind: 'staff' } });
    const threadIdx = opened.json().data.thread.threadIdx as number;

    const residentStream = await openSse(`${baseOf(a)}/chat/stream`, { cookie: r.cookie });
    const staffStream = await openSse(`${baseOf(b)}/staff/chat/stream`, staff.headers);
    const otherStream = await openSse(`${baseOf(b)}/chat/stream`, { cookie: bystander.cookie });
    expect(residentStream.status).toBe(200);
    expect(residentStream.headers['content-type']).toContain('text/event-stream');
    expect(residentStream.headers['content-encoding']).toBeUndefined();
    await Promise.all([residentStream, staffStream, otherStream].map((s) => s.until((e) => e.some((x) => x.event === 'ready'), 'ready')));

    // Ten rounds of ten messages sent at once, the resident's through one process and the staff's through the other.
    const sent: ChatMessage[] = [];
    for (let round = 0; round < 10; round++) {
      sent.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, i) =>
            i % 2 === 0
              ? post(a, `/chat/threads/${threadIdx}/messages`, { cookie: r.cookie }, `입주민 ${round}-${i}`)
              : post(b, `/staff/chat/threads/${threadIdx}/messages`, staff.headers, `상담 ${round}-${i}`),
          ),
        )),
      );
    }
    expect(sent).toHaveLength(100);
    const expected = sent.map((m) => m.messageIdx).sort((x, y) => x - y);

    for (const stream of [residentStream, staffStream]) {
      await stream.until((e) => messagesOf(e, threadIdx).length >= 100, '100 messages');
      const got = messagesOf(stream.events, threadIdx).map((m) => m.messageIdx);
      expect(got).toEqual(expected);
      // The SSE id of each message is its number (what Last-Event-ID resumes from).
      const ids = stream.events.filter((e) => e.event === 'message').map((e) => Number(e.id));
      expect(ids).toEqual([...ids].sort((x, y) => x - y));
    }
    const seenByResident = messagesOf(residentStream.events, threadIdx);
    expect(seenByResident.filter((m) => m.mine).map((m) => m.text).every((text) => text.startsWith('입주민'))).toBe(true);
    expect(seenByResident.find((m) => m.sender === 'staff')).toMatchObject({ mine: false, clientKey: null });

    // Someone else's stream got none of it.
    expect(messagesOf(otherStream.events, threadIdx)).toHaveLength(0);

    // A read mark reaches the other side as a `read` event.
    const last = (await post(b, `/staff/chat/threads/${threadIdx}/messages`, staff.headers, '더 궁금한 점 있으세요?')).messageIdx;
    await a.app.inject({ method: 'PUT', url: `/api/v2/chat/threads/${threadIdx}/read`, headers: { cookie: r.cookie }, payload: { messageIdx: last } });
    await staffStream.until(
      (e) => e.some((x) => x.event === 'read' && JSON.parse(x.data).threadIdx === threadIdx && JSON.parse(x.data).messageIdx === last),
      'the read event',
    );
    for (const s of [residentStream, staffStream, otherStream]) s.close();
  });

  it('the staff stream, which spans every resident’s thread, misses none when many threads write at once', async () => {
    const staff = await createSignedInStaff(a.app, a.db);
    const residents = await Promise.all(Array.from({ length: 10 }, () => createSignedInResident(a.app, a.db)));
    const threads = await Promise.all(
      residents.map(async (r) => {
        const res = await a.app.inject({ method: 'POST', url: '/api/v2/chat/threads', headers: { cookie: r.cookie }, payload: { kind: 'staff' } });
        return { cookie: r.cookie, threadIdx: res.json().data.thread.threadIdx as number };
      }),
    );
    const staffStream = await openSse(`${baseOf(b)}/staff/chat/stream`, staff.headers);
    await staffStream.until((e) => e.some((x) => x.event === 'ready'), 'ready');
    const sent: ChatMessage[] = [];
    for (let round = 0; round < 10; round++) {
      sent.push(
        ...(await Promise.all(
          threads.map((th, i) => post(i % 2 ? a : b, `/chat/threads/${th.threadIdx}/messages`, { cookie: th.cookie }, `문의 ${round}`)),
        )),
      );
    }
    const ours = new Set(threads.map((th) => th.threadIdx));
    const received = () =>
      staffStream.events
        .filter((e) => e.event === 'message')
        .map((e) => JSON.parse(e.data) as ChatMessage)
        .filter((m) => ours.has(m.threadIdx));
    // A marker sent last: once it arrives, everything stored before it has been read past.
    const marker = await post(a, `/chat/threads/${threads[0]!.threadIdx}/messages`, { cookie: threads[0]!.cookie }, '마지막');
    await staffStream.until(() => received().some((m) => m.messageIdx === marker.messageIdx), 'the last message');
    expect(received().map((m) => m.messageIdx)).toEqual([...sent, marker].map((m) => m.messageIdx).sort((x, y) => x - y));
    staffStream.close();
  });

  it('a dropped stream resumes from Last-Event-ID with exactly the missed messages', async () => {
    const o = await chatOrder(a);
    const thread = (await a.app.inject({ method: 'POST', url: '/api/v2/chat/threads', headers: { cookie: o.cookie }, payload: { kind: 'order', orderLineIdx: o.line.lineIdx } })).json().data.thread;
    const url = `/partner/chat/threads/${thread.threadIdx}/messages`;

    const first = await openSse(`${baseOf(a)}/chat/stream`, { cookie: o.cookie });
    await first.until((e) => e.some((x) => x.event === 'ready'), 'ready');
    const before = [];
    for (let i = 0; i < 5; i++) before.push(await post(b, url, o.partner.headers, `연결 중 ${i}`));
    await first.until((e) => messagesOf(e, thread.threadIdx).length === 5, 'the first five');
    const lastSeen = first.events.filter((e) => e.event === 'message').at(-1)!.id!;
    first.close();
    await first.ended;

    const missed = [];
    for (let i = 0; i < 7; i++) missed.push(await post(b, url, o.partner.headers, `끊긴 동안 ${i}`));

    const resumed = await openSse(`${baseOf(a)}/chat/stream`, { cookie: o.cookie, 'last-event-id': lastSeen });
    await resumed.until((e) => messagesOf(e, thread.threadIdx).length >= 7, 'the missed seven');
    const after = [await post(a, `/chat/threads/${thread.threadIdx}/messages`, { cookie: o.cookie }, '다시 연결됐어요')];
    await resumed.until((e) => messagesOf(e, thread.threadIdx).length >= 8, 'the new one');
    expect(messagesOf(resumed.events, thread.threadIdx).map((m) => m.messageIdx)).toEqual([...missed, ...after].map((m) => m.messageIdx));
    resumed.close();

    // The same through ?lastEventId= (a client that cannot set the header).
    const byQuery = await openSse(`${baseOf(b)}/chat/stream?lastEventId=${before[2]!.messageIdx}`, { cookie: o.cookie });
    await byQuery.until((e) => messagesOf(e, thread.threadIdx).length >= 10, 'everything after the third');
    expect(messagesOf(byQuery.events, thread.threadIdx).map((m) => m.messageIdx)).toEqual(
      [...before.slice(3), ...missed, ...after].map((m) => m.messageIdx),
    );
    byQuery.close();
  });

  it('a company’s stream carries its own chats only', async () => {
    const o = await chatOrder(a);
    const other = await createSignedInPartner(a.app, a.db);
    const thread = (await a.app.inject({ method: 'POST', url: '/api/v2/chat/threads', headers: { cookie: o.cookie }, payload: { kind: 'order', orderLineIdx: o.line.lineIdx } })).json().data.thread;
    const own = await openSse(`${baseOf(b)}/partner/chat/stream`, o.partner.headers);
    const foreign = await openSse(`${baseOf(b)}/partner/chat/stream`, other.headers);
    await Promise.all([own, foreign].map((s) => s.until((e) => e.some((x) => x.event === 'ready'), 'ready')));
    const m = await post(a, `/chat/threads/${thread.threadIdx}/messages`, { cookie: o.cookie }, '안녕하세요');
    await own.until((e) => messagesOf(e, thread.threadIdx).length === 1, 'the message');
    // The foreign stream is woken by the same note; by the time the owner has it, it has read and found nothing.
    const marker = await post(a, `/chat/threads/${thread.threadIdx}/messages`, { cookie: o.cookie }, '두 번째');
    await own.until((e) => messagesOf(e, thread.threadIdx).length === 2, 'the second');
    expect(messagesOf(foreign.events, thread.threadIdx)).toHaveLength(0);
    expect([m.messageIdx, marker.messageIdx]).toEqual(messagesOf(own.events, thread.threadIdx).map((x) => x.messageIdx));
    own.close();
    foreign.close();
  });
});

describe('chat streams and shutdown', () => {
  it('an open stream ends when the server shuts down, and the shutdown completes', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const r = await createSignedInResident(t.app, t.db);
    const stream = await openSse(`${baseOf(t)}/chat/stream`, { cookie: r.cookie });
    await stream.until((e) => e.some((x) => x.event === 'ready'), 'ready');
    expect(t.services.chat.streams.size).toBe(1);
    await t.close();
    await stream.ended;
    expect(t.services.chat.streams.size).toBe(0);
  });

  it('signed out is a 401 in Korean and a bad resume point a 400, not a stream', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${baseOf(t)}/chat/stream`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toMatch(/로그인/);
    // A Last-Event-ID that is not a message number is a 400 naming it.
    const r = await createSignedInResident(t.app, t.db);
    const bad = await fetch(`${baseOf(t)}/chat/stream`, { headers: { cookie: r.cookie, 'last-event-id': 'abc' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('Last-Event-ID');
    const badQuery = await fetch(`${baseOf(t)}/chat/stream?lastEventId=-1`, { headers: { cookie: r.cookie } });
    expect(badQuery.status).toBe(400);
    await t.close();
  });
});
