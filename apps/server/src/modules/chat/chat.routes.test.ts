import { CHAT_OFF_PLATFORM_WARNING, CHAT_STAFF_TITLE } from '@ipju/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, notificationQueue, partnerPushes } from '../../db/schema';
import { chatOrder, clientKey } from '../../../test/factories/chat';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createSignedInResident } from '../../../test/factories/residents';
import { createSignedInStaff } from '../../../test/factories/staff';
import { uploadFile } from '../../../test/factories/uploads';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { MASKED_ACCOUNT, MASKED_PHONE } from './chat.masking';
import { CHAT_OFFLINE_NOTICE_MINUTES } from './chat.notices';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function openOrderThread(cookie: string, orderLineIdx: number) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v2/chat/threads', headers: { cookie }, payload: { kind: 'order', orderLineIdx } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.thread;
}

async function send(url: string, headers: Record<string, string>, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers, payload: { clientKey: clientKey(), ...payload } });
}

describe('order chats', () => {
  it('one thread per order and company, opened from either side, with the warning for the resident only', async () => {
    const o = await chatOrder(t);
    const first = await openOrderThread(o.cookie, o.line.lineIdx);
    const again = await openOrderThread(o.cookie, o.line.lineIdx);
    expect(again.threadIdx).toBe(first.threadIdx);
    expect(first).toMatchObject({ kind: 'order', title: o.line.companyName, warning: CHAT_OFF_PLATFORM_WARNING, order: { lineIdx: o.line.lineIdx } });

    const byPartner = await t.app.inject({ method: 'POST', url: '/api/v2/partner/chat/threads', headers: o.partner.headers, payload: { orderLineIdx: o.line.lineIdx } });
    expect(byPartner.statusCode, byPartner.body).toBe(200);
    expect(byPartner.json().data.thread).toMatchObject({ threadIdx: first.threadIdx, title: '김입주 고객님', warning: null });
  });

  it('another company and another resident get the 404 of a missing thread, and change nothing', async () => {
    const o = await chatOrder(t);
    const thread = await openOrderThread(o.cookie, o.line.lineIdx);
    const other = await createSignedInPartner(t.app, t.db);
    const stranger = await createSignedInResident(t.app, t.db);
    const base = `/api/v2/partner/chat/threads/${thread.threadIdx}`;
    for (const res of [
      await t.app.inject({ url: base, headers: other.headers }),
      await t.app.inject({ url: `${base}/messages`, headers: other.headers }),
      await send(`${base}/messages`, other.headers, { text: '안녕하세요' }),
      await t.app.inject({ method: 'PUT', url: `${base}/read`, headers: other.headers, payload: { messageIdx: 1 } }),
      await t.app.inject({ url: `/api/v2/chat/threads/${thread.threadIdx}`, headers: { cookie: stranger.cookie } }),
      await send(`/api/v2/chat/threads/${thread.threadIdx}/messages`, { cookie: stranger.cookie }, { text: '안녕하세요' }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('채팅방을 찾을 수 없어요.');
    }
    // Exactly what a thread that does not exist gets; and it is not in their list.
    const missing = await t.app.inject({ url: '/api/v2/partner/chat/threads/2000000000', headers: other.headers });
    expect({ status: missing.statusCode, message: missing.json().message }).toEqual({ status: 404, message: '채팅방을 찾을 수 없어요.' });
    const list = await t.app.inject({ url: '/api/v2/partner/chat/threads', headers: other.headers });
    expect(list.json().data.list.map((x: { threadIdx: number }) => x.threadIdx)).not.toContain(thread.threadIdx);
    // Nor can they open it through the order line.
    const open = await t.app.inject({ method: 'POST', url: '/api/v2/partner/chat/threads', headers: other.headers, payload: { orderLineIdx: o.line.lineIdx } });
    expect(open.statusCode).toBe(404);
    const rows = await t.db.select().from(chatMessages).where(eq(chatMessages.threadIdx, thread.threadIdx));
    expect(rows).toHaveLength(0);
  });

  it('masks phone and account numbers before storing, and says so', async () => {
    const o = await chatOrder(t);
    const thread = await openOrderThread(o.cookie, o.line.lineIdx);
    const res = await send(`/api/v2/partner/chat/threads/${thread.threadIdx}/messages`, o.partner.headers, {
      text: '현금 주시면 싸게 해 드려요. 신한 110-123-456789 입금 후 010-1234-5678로 문자 주세요',
    });
    expect(res.statusCode, res.body).toBe(201);
    const expected = `현금 주시면 싸게 해 드려요. 신한 ${MASKED_ACCOUNT} 입금 후 ${MASKED_PHONE}로 문자 주세요`;
    expect(res.json().data.message).toMatchObject({ text: expected, masked: true, sender: 'partner', mine: true });
    const [stored] = await t.db.select().from(chatMessages).where(eq(chatMessages.threadIdx, thread.threadIdx));
    expect(stored!.text).toBe(expected);
    const seen = await t.app.inject({ url: `/api/v2/chat/threads/${thread.threadIdx}/messages`, headers: { cookie: o.cookie } });
    expect(seen.json().data.list[0]).toMatchObject({ text: expected, masked: true, mine: false, clientKey: null, senderName: o.line.companyName });
  });

  it('a retried clientKey makes one message', async () => {
    const o = await chatOrder(t);
    const thread = await openOrderThread(o.cookie, o.line.lineIdx);
    const url = `/api/v2/chat/threads/${thread.threadIdx}/messages`;
    const payload = { text: '내일 몇 시에 오시나요?', clientKey: clientKey() };
    const first = await t.app.inject({ method: 'POST', url, headers: { cookie: o.cookie }, payload });
    const retries = await Promise.all([1, 2, 3].map(() => t.app.inject({ method: 'POST', url, headers: { cookie: o.cookie }, payload })));
    expect(first.statusCode).toBe(201);
    for (const r of retries) {
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data.message.messageIdx).toBe(first.json().data.message.messageIdx);
    }
    const rows = await t.db.select().from(chatMessages).where(eq(chatMessages.threadIdx, thread.threadIdx));
    expect(rows).toHaveLength(1);
  });

  it('read marks move forward only, and the other side sees them', async () => {
    const o = await chatOrder(t);
    const thread = await openOrderThread(o.cookie, o.line.lineIdx);
    const url = `/api/v2/partner/chat/threads/${thread.threadIdx}`;
    const ids: number[] = [];
    for (const text of ['안녕하세요', '방문 전에 연락드릴게요', '준비물은 없어요']) {
      ids.push((await send(`${url}/messages`, o.partner.headers, { text })).json().data.message.messageIdx);
    }
    const before = await t.app.inject({ url: `/api/v2/chat/threads/${thread.threadIdx}`, headers: { cookie: o.cookie } });
    expect(before.json().data.thread).toMatchObject({ unreadCount: 3, myLastReadIdx: 0, lastMessage: { text: '준비물은 없어요', mine: false } });

    const read = (messageIdx: number) =>
      t.app.inject({ method: 'PUT', url: `/api/v2/chat/threads/${thread.threadIdx}/read`, headers: { cookie: o.cookie }, payload: { messageIdx } });
    expect((await read(ids[1]!)).json().data).toEqual({ threadIdx: thread.threadIdx, myLastReadIdx: ids[1], unreadCount: 1 });
    // An older mark (another device behind) changes nothing.
    expect((await read(ids[0]!)).json().data).toEqual({ threadIdx: thread.threadIdx, myLastReadIdx: ids[1], unreadCount: 1 });
    const partnerView = await t.app.inject({ url, headers: o.partner.headers });
    expect(partnerView.json().data.thread.otherLastReadIdx).toBe(ids[1]);
    // Past the newest message reads everything there is.
    expect((await read(ids[2]! + 1000)).json().data).toMatchObject({ myLastReadIdx: ids[2], unreadCount: 0 });
  });

  it('pages through a conversation: the newest page first, then before and after a message', async () => {
    const o = await chatOrder(t);
    const thread = await openOrderThread(o.cookie, o.line.lineIdx);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push((await send(`/api/v2/chat/threads/${thread.threadIdx}/messages`, { cookie: o.cookie }, { text: `메시지 ${i}` })).json().data.message.messageIdx);
    }
    const page = async (query: string) => {
      const res = await t.app.inject({ url: `/api/v2/chat/threads/${thread.threadIdx}/messages?${query}`, headers: { cookie: o.cookie } });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data as { list: Array<{ messageIdx: number }>; hasMore: boolean };
      return { ids: data.list.map((m) => m.messageIdx), hasMore: data.hasMore };
    };
    expect(await page('limit=3')).toEqual({ ids: ids.slice(4), hasMore: true });
    expect(await page(`limit=3&before=${ids[4]}`)).toEqual({ ids: ids.slice(1, 4), hasMore: true });
    expect(await page(`limit=3&before=${ids[1]}`)).toEqual({ ids: ids.slice(0, 1), hasMore: false });
    expect(await page(`limit=5&after=${ids[3]}`)).toEqual({ ids: ids.slice(4), hasMore: false });
    const both = await t.app.inject({ url: `/api/v2/chat/threads/${thread.threadIdx}/messages?after=1&before=9`, headers: { cookie: o.cookie } });
    expect(both.statusCode).toBe(400);
  });

  it('refuses an empty message, naming the field, and stores nothing', async () => {
    const o = await chatOrder(t);
    const thread = await openOrderThread(o.cookie, o.line.lineIdx);
    const res = await send(`/api/v2/chat/threads/${thread.threadIdx}/messages`, { cookie: o.cookie }, { text: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('메시지(text)를 입력하거나 사진을 보내 주세요.');
    const long = await send(`/api/v2/chat/threads/${thread.threadIdx}/messages`, { cookie: o.cookie }, { text: '가'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('2,000자');
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.threadIdx, thread.threadIdx))).toHaveLength(0);
  });

  it('sends photos the sender uploaded, and refuses someone else’s', async () => {
    const o = await chatOrder(t);
    const thread = await openOrderThread(o.cookie, o.line.lineIdx);
    const key = await uploadFile(t, { cookie: o.cookie }, 'chat');
    const res = await send(`/api/v2/chat/threads/${thread.threadIdx}/messages`, { cookie: o.cookie }, { photoFileIds: [key] });
    expect(res.statusCode, res.body).toBe(201);
    const message = res.json().data.message;
    expect(message.text).toBe('');
    expect(message.photos).toHaveLength(1);
    expect(message.photos[0].url).toContain(key);
    expect(message.photos[0].thumbnailUrl).toContain('/_image?url=');

    const theirs = await uploadFile(t, o.partner.headers, 'chat');
    const refused = await send(`/api/v2/chat/threads/${thread.threadIdx}/messages`, { cookie: o.cookie }, { photoFileIds: [theirs] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('사진');
  });
});

describe('ipju 상담 (staff threads)', () => {
  it('staff send a photo they uploaded in the console, and the resident sees it; staff upload chat photos only', async () => {
    const staff = await createSignedInStaff(t.app, t.db);
    const r = await createSignedInResident(t.app, t.db);
    const thread = (await t.app.inject({ method: 'POST', url: '/api/v2/chat/threads', headers: { cookie: r.cookie }, payload: { kind: 'staff' } })).json().data.thread;
    const key = await uploadFile(t, staff.headers, 'chat', 'image/jpeg', 'staff');
    const sent = await send(`/api/v2/staff/chat/threads/${thread.threadIdx}/messages`, staff.headers, { text: '도면 사진이에요', photoFileIds: [key] });
    expect(sent.statusCode, sent.body).toBe(201);
    const seen = (await t.app.inject({ url: `/api/v2/chat/threads/${thread.threadIdx}/messages`, headers: { cookie: r.cookie } })).json().data.list;
    expect(seen.at(-1)).toMatchObject({ sender: 'staff', text: '도면 사진이에요' });
    expect(seen.at(-1).photos[0].url).toContain(key);

    const other = await t.app.inject({ url: '/api/v2/staff/files/presigned_url?type=review&mimeType=image/jpeg', headers: staff.headers });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toContain('채팅 사진');
    expect((await t.app.inject({ url: '/api/v2/staff/files/presigned_url?type=chat&mimeType=image/jpeg', headers: { cookie: r.cookie } })).statusCode).toBe(403);
  });

  it('one open thread per resident; the inbox lists unanswered first; a reply answers it', async () => {
    const staff = await createSignedInStaff(t.app, t.db);
    const r = await createSignedInResident(t.app, t.db);
    const open = () => t.app.inject({ method: 'POST', url: '/api/v2/chat/threads', headers: { cookie: r.cookie }, payload: { kind: 'staff' } });
    const [a, b] = await Promise.all([open(), open()]);
    expect(a.json().data.thread.threadIdx).toBe(b.json().data.thread.threadIdx);
    const thread = a.json().data.thread;
    expect(thread).toMatchObject({ kind: 'staff', title: CHAT_STAFF_TITLE, warning: null });

    // Not masked: staff may need the number to call back.
    const sent = await send(`/api/v2/chat/threads/${thread.threadIdx}/messages`, { cookie: r.cookie }, { text: '010-2222-3333으로 전화 주세요' });
    expect(sent.json().data.message).toMatchObject({ text: '010-2222-3333으로 전화 주세요', masked: false });

    const inbox = await t.app.inject({ url: '/api/v2/staff/chat/threads?filter=unanswered&limit=100', headers: staff.headers });
    expect(inbox.statusCode, inbox.body).toBe(200);
    const list = inbox.json().data.list as Array<{ threadIdx: number; unanswered: boolean; waitingSince: string | null }>;
    const mine = list.find((x) => x.threadIdx === thread.threadIdx);
    expect(mine).toMatchObject({ unanswered: true });
    // Oldest wait first.
    const waits = list.map((x) => x.waitingSince!);
    expect([...waits].sort()).toEqual(waits);

    const detail = await t.app.inject({ url: `/api/v2/staff/chat/threads/${thread.threadIdx}`, headers: staff.headers });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.resident).toMatchObject({ residentIdx: r.resident.residentIdx, name: '김입주 고객님' });
    expect(detail.json().data.resident.phone).toMatch(/^010-\*{4}-\d{4}$/);

    const reply = await send(`/api/v2/staff/chat/threads/${thread.threadIdx}/messages`, staff.headers, { text: '네, 곧 연락드릴게요.' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data.message).toMatchObject({ sender: 'staff', senderName: CHAT_STAFF_TITLE });
    const after = await t.app.inject({ url: '/api/v2/staff/chat/threads?filter=unanswered&limit=100', headers: staff.headers });
    expect((after.json().data.list as Array<{ threadIdx: number }>).some((x) => x.threadIdx === thread.threadIdx)).toBe(false);
  });

  it('staff close a thread; the resident writing again opens it again; order threads are not the staff’s', async () => {
    const staff = await createSignedInStaff(t.app, t.db);
    const o = await chatOrder(t);
    const threadIdx = (await t.app.inject({ method: 'POST', url: '/api/v2/chat/threads', headers: { cookie: o.cookie }, payload: { kind: 'staff' } })).json().data.thread.threadIdx;
    const closed = await t.app.inject({ method: 'PATCH', url: `/api/v2/staff/chat/threads/${threadIdx}`, headers: staff.headers, payload: { status: 'closed' } });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.thread.status).toBe('closed');
    await send(`/api/v2/chat/threads/${threadIdx}/messages`, { cookie: o.cookie }, { text: '하나 더 여쭤볼게요' });
    const view = await t.app.inject({ url: `/api/v2/chat/threads/${threadIdx}`, headers: { cookie: o.cookie } });
    expect(view.json().data.thread.status).toBe('open');

    const orderThread = await openOrderThread(o.cookie, o.line.lineIdx);
    const res = await t.app.inject({ url: `/api/v2/staff/chat/threads/${orderThread.threadIdx}`, headers: staff.headers });
    expect(res.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'PATCH', url: `/api/v2/staff/chat/threads/${threadIdx}`, headers: staff.headers, payload: { status: 'done' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('상태(status)');
  });

  it('canned answers: staff create, edit, list and delete them', async () => {
    const staff = await createSignedInStaff(t.app, t.db);
    const title = `입주청소 일정 ${Date.now()}`;
    const made = await t.app.inject({ method: 'POST', url: '/api/v2/staff/chat/canned-answers', headers: staff.headers, payload: { title, text: '입주청소는 입주 2~3일 전을 추천해요.' } });
    expect(made.statusCode, made.body).toBe(201);
    const idx = made.json().data.cannedAnswer.cannedAnswerIdx;
    const edited = await t.app.inject({ method: 'PATCH', url: `/api/v2/staff/chat/canned-answers/${idx}`, headers: staff.headers, payload: { text: '입주 3일 전을 추천해요.' } });
    expect(edited.json().data.cannedAnswer).toMatchObject({ title, text: '입주 3일 전을 추천해요.' });
    const list = await t.app.inject({ url: '/api/v2/staff/chat/canned-answers', headers: staff.headers });
    expect(list.json().data.list.some((c: { cannedAnswerIdx: number }) => c.cannedAnswerIdx === idx)).toBe(true);
    const empty = await t.app.inject({ method: 'POST', url: '/api/v2/staff/chat/canned-answers', headers: staff.headers, payload: { title: ' ', text: '내용' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('제목(title)');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v2/staff/chat/canned-answers/${idx}`, headers: staff.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v2/staff/chat/canned-answers/${idx}`, headers: staff.headers })).statusCode).toBe(404);
    const r = await createSignedInResident(t.app, t.db);
    expect((await t.app.inject({ url: '/api/v2/staff/chat/canned-answers', headers: { cookie: r.cookie } })).statusCode).toBe(403);
  });
});

describe('offline notices', () => {
  it('a message left unread sends the company one notice, and another only after they read again', async () => {
    const o = await chatOrder(t);
    const thread = await openOrderThread(o.cookie, o.line.lineIdx);
    const url = `/api/v2/chat/threads/${thread.threadIdx}/messages`;
    const m1 = (await send(url, { cookie: o.cookie }, { text: '주차는 어디에 하시나요?' })).json().data.message.messageIdx;
    const m2 = (await send(url, { cookie: o.cookie }, { text: '지하 2층 가능해요' })).json().data.message.messageIdx;
    await t.jobs.drain();
    const job = { threadIdx: thread.threadIdx, messageIdx: m1, recipient: 'partner' as const };

    expect(await t.services.chat.runOfflineNotice(job, new Date())).toBe('too-early');
    const runs = await Promise.all([1, 2, 3].map(() => t.services.chat.runOfflineNotice(job, later(CHAT_OFFLINE_NOTICE_MINUTES + 1))));
    expect(runs.filter((r) => r === 'sent')).toHaveLength(1);
    expect(await t.services.chat.runOfflineNotice({ ...job, messageIdx: m2 }, later(CHAT_OFFLINE_NOTICE_MINUTES + 1))).toBe('already-noticed');
    const pushes = () => t.db.select().from(partnerPushes).where(and(eq(partnerPushes.partnerIdx, o.partner.partnerIdx), eq(partnerPushes.kind, 'chat')));
    expect(await pushes()).toHaveLength(1);
    expect((await pushes())[0]).toMatchObject({ title: '고객 메시지가 도착했어요', link: `/partner/chat/${thread.threadIdx}` });

    // They read; a new unread message may notify once more.
    await t.app.inject({ method: 'PUT', url: `/api/v2/partner/chat/threads/${thread.threadIdx}/read`, headers: o.partner.headers, payload: { messageIdx: m2 } });
    const m3 = (await send(url, { cookie: o.cookie }, { text: '한 가지 더요' })).json().data.message.messageIdx;
    expect(await t.services.chat.runOfflineNotice({ ...job, messageIdx: m3 }, later(CHAT_OFFLINE_NOTICE_MINUTES + 1))).toBe('sent');
    expect(await pushes()).toHaveLength(2);
  });

  it('the resident gets push and AlimTalk for an unread company message, and nothing once read', async () => {
    const o = await chatOrder(t);
    const thread = await openOrderThread(o.cookie, o.line.lineIdx);
    const m = (await send(`/api/v2/partner/chat/threads/${thread.threadIdx}/messages`, o.partner.headers, { text: '내일 9시에 도착해요' })).json().data.message.messageIdx;
    await t.app.inject({ method: 'PUT', url: `/api/v2/chat/threads/${thread.threadIdx}/read`, headers: { cookie: o.cookie }, payload: { messageIdx: m } });
    const job = { threadIdx: thread.threadIdx, messageIdx: m, recipient: 'resident' as const };
    expect(await t.services.chat.runOfflineNotice(job, later(10))).toBe('read');

    const m2 = (await send(`/api/v2/partner/chat/threads/${thread.threadIdx}/messages`, o.partner.headers, { text: '도착하면 연락드릴게요' })).json().data.message.messageIdx;
    expect(await t.services.chat.runOfflineNotice({ ...job, messageIdx: m2 }, later(10))).toBe('sent');
    const queued = await t.db.select().from(notificationQueue).where(eq(notificationQueue.residentIdx, o.resident.residentIdx));
    const chat = queued.filter((q) => q.subject?.includes('메시지가 왔어요'));
    expect(chat.map((q) => q.channel).sort()).toEqual(['alimtalk', 'push']);
    expect(chat[0]!.body).toContain('도착하면 연락드릴게요');
  });
});
