import { addDays, seoulToday } from '@ipju/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationQueue, orderLines, orders, partnerPushes, slotUsage } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { itOnPostgres } from '../../../test/on-postgres';
import { addLine, bookableItem, reportSuccess, sandboxPay, shopper, startOrder, visitDay, VISIT_DETAILS } from '../../../test/factories/commerce';
import { addAfterPhoto, partnerOfLine, uploadJobPhoto } from '../../../test/factories/partner-orders';
import { createSignedInPartner } from '../../../test/factories/partners';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DOOR = { ...VISIT_DETAILS, visit: { ...VISIT_DETAILS.visit, entryMethod: 'door_code', entryCode: '1203#', request: '도착 전에 전화 주세요.' } };
const api = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers, ...(payload === undefined ? {} : { payload: payload as never }) });

/** A resident's cleaning paid by card with a door code, and a signed-in account of the company it was sold to. */
async function paidJob(tz = visitDay()) {
  const { resident, cookie } = await shopper(t);
  const item = await bookableItem(t.db);
  const cart = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz, time: 9 });
  const started = await startOrder(t, cookie, { cartIdxs: [cart.cartIdx], ...DOOR });
  const impUid = await sandboxPay(t, { merchantUid: started.merchantUid, amount: started.amount });
  expect((await reportSuccess(t, cookie, impUid, started.merchantUid)).statusCode).toBe(200);
  const [order] = await t.db.select().from(orders).where(eq(orders.merchantUid, started.merchantUid));
  const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderIdx, order!.orderIdx));
  const partner = await partnerOfLine(t, line!.lineIdx);
  return { resident, cookie, item, merchantUid: started.merchantUid, order: order!, lineIdx: line!.lineIdx, partner };
}
const setVisitDate = (lineIdx: number, visitDate: string) => t.db.update(orderLines).set({ visitDate }).where(eq(orderLines.lineIdx, lineIdx));
const alimtalks = (residentIdx: number, subject: string) =>
  t.db
    .select()
    .from(notificationQueue)
    .where(and(eq(notificationQueue.residentIdx, residentIdx), eq(notificationQueue.channel, 'alimtalk'), eq(notificationQueue.subject, subject)));
const residentOrder = async (cookie: string, merchantUid: string) => (await api('GET', `/billings/detail?merchantUid=${merchantUid}`, { cookie })).json().data;

/** Every partner operation of this part: path, method and a valid body. */
const OPERATIONS = (lineIdx: number) => [
  { method: 'GET' as const, url: `/partner/orders/${lineIdx}` },
  { method: 'GET' as const, url: `/partner/get_virtual_number/${lineIdx}` },
  { method: 'POST' as const, url: `/partner/orders/${lineIdx}/confirm` },
  { method: 'POST' as const, url: `/partner/orders/${lineIdx}/date-proposal`, body: { tz: visitDay(9), time: 13 } },
  { method: 'POST' as const, url: `/partner/orders/${lineIdx}/depart` },
  { method: 'PATCH' as const, url: `/partner/orders/${lineIdx}/status`, body: { status: 'in_progress' } },
];

describe('who may call the partner order routes', () => {
  it('answers signed out 401, a resident 403, another company 404 like a missing line, and a bad id 400; nothing changes', async () => {
    const { cookie, lineIdx, resident } = await paidJob();
    const other = await createSignedInPartner(t.app, t.db);
    for (const op of OPERATIONS(lineIdx)) {
      expect((await api(op.method, op.url, {}, op.body)).statusCode, op.url).toBe(401);
      expect((await api(op.method, op.url, { cookie }, op.body)).statusCode, op.url).toBe(403);
      const theirs = await api(op.method, op.url, other.headers, op.body);
      const missing = await api(op.method, op.url.replace(String(lineIdx), '2000000000'), other.headers, op.body);
      expect(theirs.statusCode, op.url).toBe(404);
      expect(theirs.json().message).toBe(missing.json().message);
      const bad = await api(op.method, op.url.replace(String(lineIdx), 'abc'), other.headers, op.body);
      expect(bad.statusCode, op.url).toBe(400);
      expect(bad.json().message).toContain('주문 상품 번호');
    }
    expect((await api('GET', '/partner/schedules', {})).statusCode).toBe(401);
    expect((await api('GET', '/partner/schedules', { cookie })).statusCode).toBe(403);
    expect((await api('GET', '/partner/pp_order_list', { cookie })).statusCode).toBe(403);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.lineIdx, lineIdx));
    expect(line).toMatchObject({ status: 'awaiting_work', startedAt: null });
    expect(await alimtalks(resident.residentIdx, '업체가 일정을 확정했어요')).toEqual([]);
    expect(await alimtalks(resident.residentIdx, '업체가 다른 방문 일정을 제안했어요')).toEqual([]);
  });
});

describe("who may answer a proposal (the resident's route)", () => {
  it('answers signed out 401, a partner 403, another resident 404, a bad id 400, no open proposal 409', async () => {
    const { lineIdx, partner, cookie } = await paidJob();
    const url = `/billings/lines/${lineIdx}/date-proposal`;
    expect((await api('PUT', url, {}, { answer: 'accept' })).statusCode).toBe(401);
    expect((await api('PUT', url, partner.headers, { answer: 'accept' })).statusCode).toBe(403);
    const stranger = await shopper(t);
    const theirs = await api('PUT', url, { cookie: stranger.cookie }, { answer: 'accept' });
    const missing = await api('PUT', '/billings/lines/2000000000/date-proposal', { cookie: stranger.cookie }, { answer: 'accept' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(missing.json().message);
    const bad = await api('PUT', '/billings/lines/abc/date-proposal', { cookie: stranger.cookie }, { answer: 'accept' });
    expect(bad.statusCode).toBe(400);
    // The buyer, with no proposal open: nothing to answer, and the visit stays.
    const none = await api('PUT', url, { cookie }, { answer: 'accept' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('답할 일정 제안이 없어요. 이미 답했거나 업체가 제안을 거둔 일정이에요.');
  });
});

describe('GET /partner/pp_order_list and /partner/orders/{lineIdx}', () => {
  it('shows the company its line with 동·호, visit, step and payment, and the contact only as a 050 number', async () => {
    const { lineIdx, partner, resident, item } = await paidJob();
    const list = (await api('GET', `/partner/pp_order_list?category=${item.category.code}`, partner.headers)).json().data;
    const row = list.find((l: { lineIdx: number }) => l.lineIdx === lineIdx);
    expect(row).toMatchObject({ status: 'awaiting_work', step: 'booked', stepLabel: '확정 전', customer: { dong: '101', ho: '1203', pyeong: 34 }, payment: { status: 'paid', balance: null } });
    expect(row.payment.label).toContain('결제 완료');
    expect(JSON.stringify(row)).not.toContain(resident.phone);

    const res = await api('GET', `/partner/orders/${lineIdx}`, partner.headers);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().data;
    expect(detail).toMatchObject({
      home: { dong: '101', ho: '1203', pyeong: 34 },
      entryMethodLabel: '공동현관 비밀번호',
      entryCodeReadable: false,
      request: '도착 전에 전화 주세요.',
      job: { step: 'booked', photos: { before: [], after: [] } },
      actions: { confirm: true, propose: true, depart: false, start: false, complete: false },
    });
    expect(detail.contact.virtualNumber).toMatch(/^0507-\d{4}-\d{4}$/);
    expect(JSON.stringify(detail)).not.toContain(resident.phone);
    expect(detail.history.length).toBeGreaterThan(0);

    const bad = await api('GET', '/partner/pp_order_list?status=done', partner.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('주문 상태를 확인해 주세요.');
  });

  it('reads a list of many lines with as many queries as a list of one', async () => {
    const first = await paidJob();
    const count = async () => {
      // The payments' notices are sent in the background; let them finish before counting.
      await t.jobs.drain();
      return t.queries.count(() => api('GET', '/partner/pp_order_list', first.partner.headers));
    };
    const small = await count();
    // Two more lines of the same company.
    for (let i = 0; i < 2; i++) {
      const { cookie } = await shopper(t);
      const cart = await addLine(t, cookie, { itemIdx: first.item.item.itemIdx, pyeong: 34, tz: visitDay(3 + i), time: 13 });
      const started = await startOrder(t, cookie, { cartIdxs: [cart.cartIdx], ...VISIT_DETAILS });
      const impUid = await sandboxPay(t, { merchantUid: started.merchantUid, amount: started.amount });
      expect((await reportSuccess(t, cookie, impUid, started.merchantUid)).statusCode).toBe(200);
    }
    const large = await count();
    expect(large.result.json().data).toHaveLength(3);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(6);
  });
});

describe('GET /partner/get_virtual_number/{partnerIdx} (the order line)', () => {
  it('gives one number per job until the day after the visit, and ends it when the job is done', async () => {
    const { lineIdx, partner, order } = await paidJob();
    const first = await api('GET', `/partner/get_virtual_number/${lineIdx}`, partner.headers);
    expect(first.statusCode, first.body).toBe(200);
    const again = (await api('GET', `/partner/get_virtual_number/${lineIdx}`, partner.headers)).json().data;
    expect(again.virtualNumber).toBe(first.json().data.virtualNumber);
    expect(again.telUri).toBe(`tel:${again.virtualNumber.replace(/-/g, '')}`);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.lineIdx, lineIdx));
    expect(seoulToday(new Date(new Date(again.expiresAt).getTime() - 1))).toBe(addDays(line!.visitDate!, 1));
    expect(await t.deps.virtualNumbers.resolve(again.virtualNumber.replace(/-/g, ''), order.buyerPhone!)).toBe('0212345678');

    await setVisitDate(lineIdx, seoulToday());
    await addAfterPhoto(t.db, lineIdx);
    for (const status of ['in_progress', 'completed']) expect((await api('PATCH', `/partner/orders/${lineIdx}/status`, partner.headers, { status })).statusCode).toBe(200);
    expect(await t.deps.virtualNumbers.resolve(again.virtualNumber.replace(/-/g, ''), order.buyerPhone!)).toBeNull();
    const ended = await api('GET', `/partner/get_virtual_number/${lineIdx}`, partner.headers);
    expect(ended.statusCode).toBe(409);
    expect((await api('GET', `/partner/orders/${lineIdx}`, partner.headers)).json().data.contact.virtualNumber).toBeNull();
  });
});

describe('확정 and the proposal of another date', () => {
  it('confirms once: the resident is told and sees it on the order', async () => {
    const { lineIdx, partner, cookie, merchantUid, resident } = await paidJob();
    const res = await api('POST', `/partner/orders/${lineIdx}/confirm`, partner.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ notified: true, job: { step: 'confirmed' } });
    expect((await api('POST', `/partner/orders/${lineIdx}/confirm`, partner.headers)).json().data.notified).toBe(false);
    expect(await alimtalks(resident.residentIdx, '업체가 일정을 확정했어요')).toHaveLength(1);
    expect((await residentOrder(cookie, merchantUid)).lines[0].job).toMatchObject({ step: 'confirmed', residentMessage: '업체가 일정을 확정했어요' });
  });

  it('refuses a bad date naming the field; the resident accepting moves the visit and its slot once, a second answer is refused', async () => {
    const { lineIdx, partner, cookie, merchantUid, resident } = await paidJob();
    const bad = await api('POST', `/partner/orders/${lineIdx}/date-proposal`, partner.headers, { tz: '내일' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('희망일(tz)');
    const [before] = await t.db.select().from(orderLines).where(eq(orderLines.lineIdx, lineIdx));
    const same = await api('POST', `/partner/orders/${lineIdx}/date-proposal`, partner.headers, { tz: before!.visitDate, time: before!.visitHour });
    expect(same.statusCode).toBe(400);

    const target = visitDay(12);
    const proposed = await api('POST', `/partner/orders/${lineIdx}/date-proposal`, partner.headers, { tz: target, time: 13 });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json().data.job).toMatchObject({ step: 'proposed', proposal: { tz: target, time: 13 } });
    expect(await alimtalks(resident.residentIdx, '업체가 다른 방문 일정을 제안했어요')).toHaveLength(1);
    expect((await residentOrder(cookie, merchantUid)).lines[0].job.proposal).toMatchObject({ tz: target, time: 13 });

    const badAnswer = await api('PUT', `/billings/lines/${lineIdx}/date-proposal`, { cookie }, { answer: 'maybe' });
    expect(badAnswer.statusCode).toBe(400);
    const stranger = await shopper(t);
    expect((await api('PUT', `/billings/lines/${lineIdx}/date-proposal`, { cookie: stranger.cookie }, { answer: 'accept' })).statusCode).toBe(404);

    const held = async (date: string, hour: number) =>
      (await t.db.select().from(slotUsage).where(and(eq(slotUsage.partnerIdx, partner.partnerIdx), eq(slotUsage.visitDate, date), eq(slotUsage.slotHour, hour))))[0]?.held ?? 0;
    const oldHeld = await held(before!.visitDate!, before!.visitHour!);
    const accepted = await api('PUT', `/billings/lines/${lineIdx}/date-proposal`, { cookie }, { answer: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.lines[0]).toMatchObject({ tz: target, time: 13, job: { step: 'confirmed', proposal: null, lastAnswer: { answer: 'accepted' } } });
    expect(await held(target, 13)).toBe(1);
    expect(await held(before!.visitDate!, before!.visitHour!)).toBe(oldHeld - 1);
    const twice = await api('PUT', `/billings/lines/${lineIdx}/date-proposal`, { cookie }, { answer: 'accept' });
    expect(twice.statusCode).toBe(409);
    expect(await held(target, 13)).toBe(1);
    const pushes = await t.db.select().from(partnerPushes).where(eq(partnerPushes.partnerIdx, partner.partnerIdx));
    // The company hears the resident's answer, not its own proposal.
    expect(pushes.map((p) => p.title).filter((title) => title !== '새 주문이 들어왔어요')).toEqual(['입주민이 일정 변경을 수락했어요']);
  });

  it('refusing keeps the booked date', async () => {
    const { lineIdx, partner, cookie, merchantUid } = await paidJob();
    const [before] = await t.db.select().from(orderLines).where(eq(orderLines.lineIdx, lineIdx));
    expect((await api('POST', `/partner/orders/${lineIdx}/date-proposal`, partner.headers, { tz: visitDay(11), time: 13 })).statusCode).toBe(200);
    const refused = await api('PUT', `/billings/lines/${lineIdx}/date-proposal`, { cookie }, { answer: 'refuse' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data.lines[0]).toMatchObject({ tz: before!.visitDate, job: { step: 'booked', proposal: null, lastAnswer: { answer: 'refused' } } });
    expect((await residentOrder(cookie, merchantUid)).lines[0].tz).toBe(before!.visitDate);
    const pushes = await t.db.select().from(partnerPushes).where(eq(partnerPushes.partnerIdx, partner.partnerIdx));
    expect(pushes.map((p) => p.title)).toContain('입주민이 일정 변경을 거절했어요');
    expect(pushes.find((p) => p.title === '입주민이 일정 변경을 거절했어요')!.body).toMatch(/(은|는) 예약한 일정\(/);
  });

  itOnPostgres('PostgreSQL only: two concurrent accepts move the slot exactly once', async () => {
    const { lineIdx, partner, cookie } = await paidJob();
    const target = visitDay(13);
    expect((await api('POST', `/partner/orders/${lineIdx}/date-proposal`, partner.headers, { tz: target, time: 13 })).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => api('PUT', `/billings/lines/${lineIdx}/date-proposal`, { cookie }, { answer: 'accept' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const [slot] = await t.db.select().from(slotUsage).where(and(eq(slotUsage.partnerIdx, partner.partnerIdx), eq(slotUsage.visitDate, target), eq(slotUsage.slotHour, 13)));
    expect(slot!.held).toBe(1);
  });
});

describe('출발', () => {
  it('is refused before the visit day; on the day the resident gets one AlimTalk naming the company and the window', async () => {
    const { lineIdx, partner, resident, cookie, merchantUid, item } = await paidJob();
    const early = await api('POST', `/partner/orders/${lineIdx}/depart`, partner.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('방문일인');
    await setVisitDate(lineIdx, seoulToday());
    const first = await api('POST', `/partner/orders/${lineIdx}/depart`, partner.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ notified: true, job: { step: 'departed', arrivalWindow: '오전 9시~10시' } });
    const second = await api('POST', `/partner/orders/${lineIdx}/depart`, partner.headers);
    expect(second.json().data).toMatchObject({ notified: false, message: '방금 출발을 알렸어요. 5분 안에는 다시 보내지 않아요.' });
    const sent = await alimtalks(resident.residentIdx, '업체가 출발했어요');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(item.partner.companyName);
    expect(sent[0]!.body).toContain('오전 9시~10시 도착 예정');
    expect((await residentOrder(cookie, merchantUid)).lines[0].job.residentMessage).toBe('업체가 출발했어요 · 오전 9시~10시 도착 예정');
  });

  it('sends again after five minutes', async () => {
    const { lineIdx, partner, resident } = await paidJob();
    await setVisitDate(lineIdx, seoulToday());
    expect((await api('POST', `/partner/orders/${lineIdx}/depart`, partner.headers)).json().data.notified).toBe(true);
    const { orderLineJobs } = await import('../../db/schema');
    await t.db.update(orderLineJobs).set({ departedAt: new Date(Date.now() - 6 * 60_000) }).where(eq(orderLineJobs.lineIdx, lineIdx));
    expect((await api('POST', `/partner/orders/${lineIdx}/depart`, partner.headers)).json().data.notified).toBe(true);
    expect(await alimtalks(resident.residentIdx, '업체가 출발했어요')).toHaveLength(2);
  });

  itOnPostgres('PostgreSQL only: ten concurrent taps send one AlimTalk', async () => {
    const { lineIdx, partner, resident } = await paidJob();
    await setVisitDate(lineIdx, seoulToday());
    const taps = await Promise.all(Array.from({ length: 10 }, () => api('POST', `/partner/orders/${lineIdx}/depart`, partner.headers)));
    expect(taps.every((r) => r.statusCode === 200)).toBe(true);
    expect(taps.filter((r) => r.json().data.notified)).toHaveLength(1);
    expect(await alimtalks(resident.residentIdx, '업체가 출발했어요')).toHaveLength(1);
  });
});

describe('시공 시작과 완료 with photos', () => {
  it('needs an after-photo; with uploaded photos it completes, invites a review and shows the resident the photos', async () => {
    const { lineIdx, partner, resident, cookie, merchantUid } = await paidJob();
    await setVisitDate(lineIdx, seoulToday());
    const before = await uploadJobPhoto(t, partner.headers);
    const start = await api('PATCH', `/partner/orders/${lineIdx}/status`, partner.headers, { status: 'in_progress', beforePhotoKeys: [before] });
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json().data).toMatchObject({ status: 'in_progress', step: 'working' });

    const none = await api('PATCH', `/partner/orders/${lineIdx}/status`, partner.headers, { status: 'completed' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: '시공 후 사진을 한 장 이상 올려 주세요.', details: [{ field: 'afterPhotoKeys' }] });
    const unknown = await api('PATCH', `/partner/orders/${lineIdx}/status`, partner.headers, { status: 'completed', afterPhotoKeys: ['job/none.png'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0].field).toBe('afterPhotoKeys');
    expect((await t.db.select().from(orderLines).where(eq(orderLines.lineIdx, lineIdx)))[0]!.status).toBe('in_progress');

    const after = await uploadJobPhoto(t, partner.headers);
    const done = await api('PATCH', `/partner/orders/${lineIdx}/status`, partner.headers, { status: 'completed', afterPhotoKeys: [after] });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'completed', step: 'done' });
    const job = (await residentOrder(cookie, merchantUid)).lines[0].job;
    expect(job.photos.before).toHaveLength(1);
    expect(job.photos.after).toHaveLength(1);
    expect(job.photos.after[0].url).toContain(after);
    const invites = await alimtalks(resident.residentIdx, '시공은 어떠셨어요?');
    expect(invites).toHaveLength(1);
    expect((invites[0]!.payload as { link: string }).link).toContain(`/review/write?merchantUid=${merchantUid}`);
    expect(await alimtalks(resident.residentIdx, '시공이 완료되었어요')).toHaveLength(1);
  });
});

describe('GET /partner/schedules', () => {
  it("lists today's and upcoming visits in time order with the entry summary; a bad range is a 400", async () => {
    const later = await paidJob(visitDay(2));
    const today = await paidJob();
    await setVisitDate(today.lineIdx, seoulToday());
    // Both sold by different companies: read each company's own day.
    const mine = (await api('GET', '/partner/schedules?days=30', today.partner.headers)).json().data;
    expect(mine[0]).toMatchObject({ lineIdx: today.lineIdx, isToday: true, dong: '101', ho: '1203', step: 'booked', entrySummary: '공동현관 비밀번호 · 지하주차장 이용 가능' });
    const theirs = (await api('GET', '/partner/schedules?days=30', later.partner.headers)).json().data;
    expect(theirs.map((e: { lineIdx: number }) => e.lineIdx)).toEqual([later.lineIdx]);
    const bad = await api('GET', '/partner/schedules?days=0', today.partner.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('기간(days)');
  });
});

describe('the door code from the console', () => {
  it('is readable from the day before the visit: the detail says so, and the read is logged for the resident', async () => {
    const { lineIdx, partner, cookie, merchantUid } = await paidJob();
    expect((await api('GET', `/partner/orders/${lineIdx}`, partner.headers)).json().data.entryCodeReadable).toBe(false);
    expect((await api('GET', `/partner/orders/${lineIdx}/entry-code`, partner.headers)).statusCode).toBe(404);
    await setVisitDate(lineIdx, addDays(seoulToday(), 1));
    const detail = (await api('GET', `/partner/orders/${lineIdx}`, partner.headers)).json().data;
    expect(detail).toMatchObject({ entryCodeReadable: true, entryCodeAvailableFrom: seoulToday() });
    const code = await api('GET', `/partner/orders/${lineIdx}/entry-code`, partner.headers);
    expect(code.json().data.entryCode).toBe('1203#');
    expect((await residentOrder(cookie, merchantUid)).visit.entryCodeReads).toHaveLength(1);
  });
});
