import { addDays, compareYmd, formatWon, MIN_HOUSEHOLDS_SHOWN, type PlanApplication } from '@ipju/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, moveInPlanApplications, moveInPlanLines, residentHomes, residents } from '../../db/schema';
import { application, moveInIn, paidLine, planWorld } from '../../../test/factories/move-in-plans';
import { createOffline, latestPayToken, offlineCompany, payLink } from '../../../test/factories/offline-orders';
import { itOnPostgres } from '../../../test/on-postgres';
import type { LanguageModel } from '../../lib/language-model';
import { createMoveInPlanService, type HandOverPlan } from './move-in-plan.service';
import { createCategory, createItem } from '../../../test/factories/catalog';
import { createClosedDate, fillSlot } from '../../../test/factories/schedule';
import { createSignedInResident } from '../../../test/factories/residents';
import { createSignedInStaff } from '../../../test/factories/staff';
import { createTestApp, unique, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_TTL_MS: '0' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, payload, headers: cookie ? { cookie } : {} });

async function apply(cookie: string, body: object): Promise<PlanApplication> {
  const res = await call('POST', '/ai-recommend', cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.application;
}

describe('GET /ai-recommend/options', () => {
  it('signed out: the choices without homes', async () => {
    const res = await call('GET', '/ai-recommend/options');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.signedIn).toBe(false);
    expect(data.homes).toEqual([]);
    expect(data.priorities.map((p: { label: string }) => p.label)).toEqual(expect.arrayContaining(['청소', '새집증후군', '소음', '수납']));
    expect(data.budgets.at(-1)).toEqual({ code: 'none', label: '상관없어요', max: null });
  });

  it('signed in: my homes with their labels, and the categories I can say I booked', async () => {
    const world = await planWorld(t, { codes: [] });
    const data = (await call('GET', '/ai-recommend/options', world.cookie)).json().data;
    expect(data.homes).toHaveLength(1);
    expect(data.homes[0]).toMatchObject({ homeIdx: world.homeIdx, dong: '101', ho: '1203', pyeong: 34 });
    expect(data.homes[0].label).toMatch(/101동 1203호 34평$/);
    expect(data.categories.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['cleaning', 'tljoint', 'sickhs']));
  });
});

describe('POST /ai-recommend', () => {
  it('makes a dated plan in the rules order at the cart prices, and a double tap returns the same application', async () => {
    const world = await planWorld(t);
    const body = application(world);
    const plan = await apply(world.cookie, body);
    const codes = plan.lines.map((l) => l.categoryCode);
    expect(codes).toEqual(['homeinsp', 'tljoint', 'coatpnt', 'cleaning', 'sickhs']);
    const date = (code: string) => plan.lines.find((l) => l.categoryCode === code)!.date;
    expect(compareYmd(date('homeinsp'), world.preVisit.start)).toBeGreaterThanOrEqual(0);
    expect(compareYmd(date('homeinsp'), world.preVisit.end)).toBeLessThanOrEqual(0);
    expect(compareYmd(date('tljoint'), date('cleaning'))).toBeLessThan(0);
    expect(compareYmd(date('coatpnt'), date('cleaning'))).toBeLessThan(0);
    expect(compareYmd(date('sickhs'), date('cleaning'))).toBeGreaterThan(0);
    expect(compareYmd(date('sickhs'), body.moveInDate)).toBeLessThan(0);
    // 25~34평 tier 400,000원, 10% 단지 특가: 360,000원, as the cart prices it.
    for (const line of plan.lines) {
      expect(line).toMatchObject({ price: 360_000, regularPrice: 400_000, status: 'planned', neighbours: null });
      expect(line.item.itemIdx).toBe(world.items.get(line.categoryCode)!.item.itemIdx);
      expect(compareYmd(line.earliestDate, line.date)).toBeLessThanOrEqual(0);
      expect(compareYmd(line.date, line.latestDate)).toBeLessThanOrEqual(0);
      expect(line.reason).toMatch(/요\.$/);
    }
    expect(plan.total).toBe(360_000 * 5);
    expect(plan.summarySource).toBe('template');
    expect(plan.summary.split('\n').length).toBeGreaterThanOrEqual(2);
    expect(plan.home).toMatchObject({ homeIdx: world.homeIdx, dong: '101', ho: '1203', pyeong: 34 });

    const again = await apply(world.cookie, body);
    expect(again.applicationIdx).toBe(plan.applicationIdx);
    const count = await t.db.$count(moveInPlanApplications, eq(moveInPlanApplications.residentIdx, world.residentIdx));
    expect(count).toBe(1);
  });

  it("refuses another resident's home, a past move-in date and an unknown priority with Korean messages naming the field", async () => {
    const world = await planWorld(t, { codes: [] });
    const other = await createSignedInResident(t.app, t.db);
    const res = await call('POST', '/ai-recommend', other.cookie, application(world));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('집을 찾을 수 없어요');

    const past = await call('POST', '/ai-recommend', world.cookie, application(world, { moveInDate: addDays(moveInIn(0), -10) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toContain('입주 예정일');

    const bad = await call('POST', '/ai-recommend', world.cookie, application(world, { priorities: ['zzz'] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('중요한 것');
    await t.db.update(residentHomes).set({ areaIdx: null }).where(eq(residentHomes.homeIdx, world.homeIdx));
    const noArea = await call('POST', '/ai-recommend', world.cookie, application(world));
    expect(noArea.statusCode).toBe(400);
    expect(noArea.json().message).toContain('평형');
    await t.db.update(residentHomes).set({ areaIdx: world.areaIdx }).where(eq(residentHomes.homeIdx, world.homeIdx));
    const booked = await call('POST', '/ai-recommend', world.cookie, application(world, { alreadyBooked: ['nosuchservice'] }));
    expect(booked.statusCode).toBe(400);
    expect(booked.json().details[0].field).toBe('alreadyBooked');
    expect(await t.db.$count(moveInPlanApplications, eq(moveInPlanApplications.residentIdx, world.residentIdx))).toBe(0);
  });
});

describe('the plan afterwards', () => {
  it('lists, reads (404 for someone else), moves and drops a line, and puts the rest in the cart once', async () => {
    const world = await planWorld(t);
    const plan = await apply(world.cookie, application(world));

    const list = (await call('GET', '/ai-recommend', world.cookie)).json().data.list;
    expect(list[0]).toMatchObject({ applicationIdx: plan.applicationIdx, lineCount: 5, bookedCount: 0, total: plan.total, consultThreadIdx: null });
    expect(list[0].homeLabel).toMatch(/101동 1203호 34평$/);

    const other = await createSignedInResident(t.app, t.db);
    expect((await call('GET', `/ai-recommend/${plan.applicationIdx}`, other.cookie)).statusCode).toBe(404);

    const sick = plan.lines.find((l) => l.categoryCode === 'sickhs')!;
    const cleaning = plan.lines.find((l) => l.categoryCode === 'cleaning')!;
    // Before 입주청소 breaks the order rule: 400 naming date, nothing changes.
    const early = await call('PATCH', `/ai-recommend/${plan.applicationIdx}/lines/${sick.lineIdx}`, world.cookie, { date: cleaning.date });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toContain('방문일은');
    const moved = await call('PATCH', `/ai-recommend/${plan.applicationIdx}/lines/${sick.lineIdx}`, world.cookie, { date: sick.latestDate });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.application.lines.find((l: { lineIdx: number }) => l.lineIdx === sick.lineIdx).date).toBe(sick.latestDate);

    const coat = plan.lines.find((l) => l.categoryCode === 'coatpnt')!;
    const dropped = await call('PATCH', `/ai-recommend/${plan.applicationIdx}/lines/${coat.lineIdx}`, world.cookie, { dropped: true });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json().data.application.total).toBe(plan.total - coat.price);
    // The summary follows the plan as it is now: its last day and its total, never the first plan's.
    const now: PlanApplication = dropped.json().data.application;
    const kept = now.lines.filter((l) => l.status !== 'dropped').sort((x, y) => compareYmd(x.date, y.date));
    const [, month, day] = kept.at(-1)!.date.split('-').map(Number);
    expect(now.summary).toContain(`${month}월 ${day}일`);
    expect(now.summary).toContain(`${formatWon(now.total)}이에요`);
    expect(now.summarySource).toBe('template');
    expect((await call('GET', `/ai-recommend/${plan.applicationIdx}`, world.cookie)).json().data.application.summary).toBe(now.summary);

    // 전부 담기 sends no body: every kept line.
    const cart = await call('POST', `/ai-recommend/${plan.applicationIdx}/cart`, world.cookie);
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cart.json().data.added).toBe(4);
    const statuses = cart.json().data.application.lines.map((l: { categoryCode: string; status: string }) => [l.categoryCode, l.status]);
    expect(Object.fromEntries(statuses)).toMatchObject({ coatpnt: 'dropped', cleaning: 'in_cart', sickhs: 'in_cart' });
    const rows = await t.db.select().from(cartLines).where(eq(cartLines.residentIdx, world.residentIdx));
    expect(rows).toHaveLength(4);
    const cartSick = rows.find((r) => r.itemIdx === sick.item.itemIdx)!;
    expect(cartSick).toMatchObject({ visitDate: sick.latestDate, apartmentIdx: world.apartmentIdx, pyeong: 34 });
    const cartRes = (await call('GET', '/carts', world.cookie)).json().data;
    for (const line of cartRes.lines) {
      expect(line.price).toBe(plan.lines.find((l) => l.item.itemIdx === line.itemIdx)!.price);
    }

    const twice = await call('POST', `/ai-recommend/${plan.applicationIdx}/cart`, world.cookie, {});
    expect(twice.json().data.added).toBe(0);
    expect(await t.db.$count(cartLines, eq(cartLines.residentIdx, world.residentIdx))).toBe(4);
  });

  it('상담 요청 opens the resident\'s ipju 상담 chat with the plan, once, and staff read the plan beside it', async () => {
    const world = await planWorld(t, { codes: ['cleaning'] });
    const plan = await apply(world.cookie, application(world));
    const res = await call('POST', `/ai-recommend/${plan.applicationIdx}/consult`, world.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { threadIdx } = res.json().data;
    // A second tap, and the list, lead to the same chat.
    expect((await call('POST', `/ai-recommend/${plan.applicationIdx}/consult`, world.cookie)).json().data.threadIdx).toBe(threadIdx);
    const listed = (await call('GET', '/ai-recommend', world.cookie)).json().data.list;
    expect(listed.find((a: { applicationIdx: number }) => a.applicationIdx === plan.applicationIdx).consultThreadIdx).toBe(threadIdx);
    const thread = (await call('GET', `/chat/threads/${threadIdx}`, world.cookie)).json().data.thread;
    expect(thread).toMatchObject({ kind: 'staff', planApplicationIdx: plan.applicationIdx });
    // The request is said in the chat once, as the resident's own message, with what staff need to start.
    const said = (await call('GET', `/chat/threads/${threadIdx}/messages`, world.cookie)).json().data.list;
    expect(said).toHaveLength(1);
    expect(said[0]).toMatchObject({ sender: 'resident', mine: true });
    expect(said[0].text).toContain('입주 플랜으로 상담을 요청해요');
    expect(said[0].text).toContain(`서비스 ${plan.lines.length}개 · 합계 ${formatWon(plan.total)}`);

    const staff = await createSignedInStaff(t.app, t.db);
    const detail = await t.app.inject({ method: 'GET', url: `/api/v2/staff/chat/threads/${threadIdx}`, headers: staff.headers });
    expect(detail.statusCode, detail.body).toBe(200);
    const waiting = (await t.app.inject({ method: 'GET', url: '/api/v2/staff/chat/threads?filter=unanswered', headers: staff.headers })).json().data.list;
    expect(waiting.map((w: { threadIdx: number }) => w.threadIdx)).toContain(threadIdx);
    const shown = detail.json().data.plan;
    expect(shown).toMatchObject({ applicationIdx: plan.applicationIdx, moveInDate: plan.moveInDate, total: plan.total, summary: plan.summary });
    expect(shown.lines.map((l: { itemName: string; price: number; date: string }) => [l.itemName, l.price, l.date])).toEqual(
      plan.lines.map((l) => [l.item.itemName, l.price, l.date]),
    );
  });
});

describe('neighbours and bookings', () => {
  it('shows what households of the same complex and 평형 paid for, hidden below the threshold', async () => {
    const world = await planWorld(t, { codes: ['cleaning', 'tljoint', 'coatpnt', 'sickhs', 'homeinsp'] });
    const cleaning = world.items.get('cleaning')!;
    const joint = world.items.get('tljoint')!;
    for (let i = 0; i < MIN_HOUSEHOLDS_SHOWN; i++) await paidLine(t, { item: cleaning, apartmentIdx: world.apartmentIdx, pyeong: 34 });
    // One household short of the threshold for 줄눈; another 평형's orders do not count.
    for (let i = 0; i < MIN_HOUSEHOLDS_SHOWN - 1; i++) await paidLine(t, { item: joint, apartmentIdx: world.apartmentIdx, pyeong: 34 });
    for (let i = 0; i < 3; i++) await paidLine(t, { item: joint, apartmentIdx: world.apartmentIdx, pyeong: 25 });
    const plan = await apply(world.cookie, application(world));
    const line = (code: string) => plan.lines.find((l) => l.categoryCode === code)!;
    // 5 of the 9 households of 34평 that bought anything chose 입주청소.
    expect(line('cleaning').neighbours).toEqual({ count: MIN_HOUSEHOLDS_SHOWN, share: Math.round((MIN_HOUSEHOLDS_SHOWN / (2 * MIN_HOUSEHOLDS_SHOWN - 1)) * 100) });
    expect(line('tljoint').neighbours).toBeNull();
  });

  it('a line counts as booked once the resident paid for its item after applying', async () => {
    const world = await planWorld(t, { codes: ['cleaning'] });
    // Bought before applying: not this plan's booking.
    await paidLine(t, { item: world.items.get('cleaning')!, apartmentIdx: world.apartmentIdx, pyeong: 34, residentIdx: world.residentIdx });
    const plan = await apply(world.cookie, application(world, { priorities: ['cleaning'] }));
    expect(plan.lines.map((l) => [l.categoryCode, l.status])).toEqual([['cleaning', 'planned']]);
    await paidLine(t, { item: world.items.get('cleaning')!, apartmentIdx: world.apartmentIdx, pyeong: 34, residentIdx: world.residentIdx });
    const read = (await call('GET', `/ai-recommend/${plan.applicationIdx}`, world.cookie)).json().data.application;
    expect(read.lines[0].status).toBe('booked');
    expect((await call('GET', '/ai-recommend', world.cookie)).json().data.list[0].bookedCount).toBe(1);
    const move = await call('PATCH', `/ai-recommend/${plan.applicationIdx}/lines/${plan.lines[0]!.lineIdx}`, world.cookie, { dropped: true });
    expect(move.statusCode).toBe(409);
    expect((await call('POST', `/ai-recommend/${plan.applicationIdx}/cart`, world.cookie, {})).json().data.added).toBe(0);
  });

  it('leaves out a service this home already has a paid order of, marks it 이미 예약했어요, and says so in the options', async () => {
    const world = await planWorld(t, { codes: ['cleaning', 'tljoint', 'coatpnt', 'sickhs', 'homeinsp'] });
    // 입주청소 booked for this very home (101동 1203호); 줄눈 for another 호 of the complex, which is not this home.
    await paidLine(t, { item: world.items.get('cleaning')!, apartmentIdx: world.apartmentIdx, pyeong: 34, residentIdx: world.residentIdx, dong: '101', ho: '1203' });
    await paidLine(t, { item: world.items.get('tljoint')!, apartmentIdx: world.apartmentIdx, pyeong: 34, residentIdx: world.residentIdx, dong: '101', ho: '9999' });
    const options = (await call('GET', '/ai-recommend/options', world.cookie)).json().data;
    expect(options.homes[0].bookedCategories).toEqual(['cleaning']);

    // The resident did not say so: the plan still does not sell a second 입주청소, and names it as booked.
    const plan = await apply(world.cookie, application(world));
    expect(plan.lines.map((l) => l.categoryCode)).toEqual(['homeinsp', 'tljoint', 'coatpnt', 'sickhs']);
    expect(plan.alreadyBooked).toEqual(['cleaning']);
    expect(plan.bookedServices).toEqual([{ categoryCode: 'cleaning', categoryName: '입주청소' }]);
  });

  it('counts a paid offline order a company sent to the resident’s phone for this home', async () => {
    const world = await planWorld(t, { codes: ['cleaning', 'sickhs'] });
    const company = await offlineCompany(t);
    const sickhs = await createItem(t.db, { categoryCode: 'sickhs', partnerIdx: company.partner.partnerIdx });
    const [me] = await t.db.select({ phone: residents.phone }).from(residents).where(eq(residents.residentIdx, world.residentIdx));
    const body = { phone: me!.phone!, apartmentIdx: world.apartmentIdx, areaIdx: world.areaIdx, dong: '101', ho: '1203', itemIdx: sickhs.item.itemIdx, optionIdxs: [] };
    await createOffline(t, company, body);
    // Unpaid, it is no booking yet.
    expect((await call('GET', '/ai-recommend/options', world.cookie)).json().data.homes[0].bookedCategories).toEqual([]);
    const token = await latestPayToken(t, me!.phone!);
    const { impUid } = await payLink(t, token);
    expect((await t.app.inject({ method: 'POST', url: `/api/v2/linkpay/${token}/complete`, payload: { impUid } })).json().data.outcome).toBe('paid');

    expect((await call('GET', '/ai-recommend/options', world.cookie)).json().data.homes[0].bookedCategories).toEqual(['sickhs']);
    const plan = await apply(world.cookie, application(world, { priorities: ['cleaning', 'air'] }));
    expect(plan.lines.map((l) => l.categoryCode)).toEqual(['cleaning']);
    expect(plan.bookedServices).toEqual([{ categoryCode: 'sickhs', categoryName: '새집증후군 시공' }]);
  });

  it('a plan made before another company’s 입주청소 was booked marks that line 이미 예약했어요 and never puts it in the cart', async () => {
    const world = await planWorld(t, { codes: ['cleaning', 'sickhs'] });
    const plan = await apply(world.cookie, application(world, { priorities: ['cleaning', 'air'] }));
    expect(plan.lines.map((l) => [l.categoryCode, l.status])).toEqual([
      ['cleaning', 'planned'],
      ['sickhs', 'planned'],
    ]);
    const otherCleaning = await createItem(t.db, { categoryCode: 'cleaning' });
    await paidLine(t, { item: otherCleaning, apartmentIdx: world.apartmentIdx, pyeong: 34, residentIdx: world.residentIdx, dong: '101', ho: '1203' });

    const read: PlanApplication = (await call('GET', `/ai-recommend/${plan.applicationIdx}`, world.cookie)).json().data.application;
    expect(read.lines.map((l) => [l.categoryCode, l.status])).toEqual([
      ['cleaning', 'already_booked'],
      ['sickhs', 'planned'],
    ]);
    const cleaningLine = read.lines[0]!.lineIdx;
    const moved = await call('PATCH', `/ai-recommend/${plan.applicationIdx}/lines/${cleaningLine}`, world.cookie, { dropped: true });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe('이 집에 입주청소를 이미 예약했어요. 예약한 주문의 날짜는 주문 상세에서 바꿔 주세요.');
    const added = (await call('POST', `/ai-recommend/${plan.applicationIdx}/cart`, world.cookie, {})).json().data;
    expect(added.added).toBe(1);
    expect(added.application.lines.map((l: { categoryCode: string; status: string }) => [l.categoryCode, l.status])).toEqual([
      ['cleaning', 'already_booked'],
      ['sickhs', 'in_cart'],
    ]);
  });

  it('the list costs the same number of queries for 2 applications as for 6', async () => {
    const world = await planWorld(t, { codes: ['cleaning'] });
    for (let i = 0; i < 2; i++) await apply(world.cookie, application(world));
    const { queries: few } = await t.queries.count(() => call('GET', '/ai-recommend', world.cookie));
    for (let i = 0; i < 4; i++) await apply(world.cookie, application(world));
    const { queries: many, result } = await t.queries.count(() => call('GET', '/ai-recommend', world.cookie));
    expect(result.json().data.list).toHaveLength(6);
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(8);
  });
});

describe('the summary and the consult port (service built with fakes)', () => {
  const fakeModel = (answer: (template: string) => string): LanguageModel => ({
    async complete(messages) {
      const template = messages[1]!.content.split('참고 요약:\n')[1]!;
      return answer(template);
    },
  });
  const service = (model: LanguageModel | null, handOverPlan: HandOverPlan = async () => 1) =>
    createMoveInPlanService(t.deps, { ...t.services, model, handOverPlan });

  it('a model that rewords the plan writes the summary', async () => {
    const world = await planWorld(t, { codes: ['cleaning', 'sickhs'] });
    const plan = await service(fakeModel((template) => template.replace('잡았어요', '준비했어요'))).create(world.residentIdx, application(world) as never);
    expect(plan.summarySource).toBe('model');
    expect(plan.summary).toContain('준비했어요');
  });

  it('a model that invents an item or a price is refused and the template is used', async () => {
    const world = await planWorld(t, { codes: ['cleaning', 'sickhs'] });
    // A service the catalogue sells, but not in this plan.
    const elsewhere = await createCategory(t.db, { name: `창문 청소 ${unique()}` });
    await createItem(t.db, { category: elsewhere });
    const body = () => application(world, { priorities: ['cleaning', 'air'] }) as never;
    const invented = await service(fakeModel((template) => `${template}\n${elsewhere.name}도 함께 하면 좋아요.`)).create(world.residentIdx, body());
    expect(invented.summarySource).toBe('template');
    expect(invented.summary).not.toContain(elsewhere.name);
    const priced = await service(fakeModel(() => '입주청소는 단돈 9,900원이에요. 지금 바로 담아 보세요.')).create(world.residentIdx, body());
    expect(priced.summarySource).toBe('template');
    expect(priced.summary).not.toContain('9,900원');
  });

  it('상담 요청 opens the thread through the port once and keeps it on the application', async () => {
    const world = await planWorld(t, { codes: ['cleaning'] });
    const calls: Array<{ residentIdx: number; planApplicationIdx: number; request: string }> = [];
    const moveInPlan = service(null, async (input) => {
      calls.push(input);
      return 4242;
    });
    const plan = await moveInPlan.create(world.residentIdx, application(world) as never);
    expect(await moveInPlan.consult(world.residentIdx, plan.applicationIdx)).toEqual({ threadIdx: 4242 });
    expect(await moveInPlan.consult(world.residentIdx, plan.applicationIdx)).toEqual({ threadIdx: 4242 });
    expect(calls).toEqual([{ residentIdx: world.residentIdx, planApplicationIdx: plan.applicationIdx, request: expect.stringContaining('입주 플랜으로 상담을 요청해요') }]);
    expect((await moveInPlan.get(world.residentIdx, plan.applicationIdx)).consultThreadIdx).toBe(4242);
    const other = await createSignedInResident(t.app, t.db);
    await expect(moveInPlan.consult(other.resident.residentIdx, plan.applicationIdx)).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('concurrent taps', () => {
  itOnPostgres('전부 담기 tapped five times at once puts each line in the cart once (PostgreSQL only)', async () => {
    const world = await planWorld(t, { codes: ['cleaning', 'tljoint', 'sickhs'] });
    const plan = await apply(world.cookie, application(world));
    const results = await Promise.all(Array.from({ length: 5 }, () => call('POST', `/ai-recommend/${plan.applicationIdx}/cart`, world.cookie, {})));
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    // Other tests' items of the other usual categories may join the plan: every line goes in once.
    expect(plan.lines.length).toBeGreaterThanOrEqual(3);
    expect(results.reduce((s, r) => s + r.json().data.added, 0)).toBe(plan.lines.length);
    expect(await t.db.$count(cartLines, eq(cartLines.residentIdx, world.residentIdx))).toBe(plan.lines.length);
  });

  itOnPostgres('the same application sent twice at once is made once (PostgreSQL only)', async () => {
    const world = await planWorld(t, { codes: ['cleaning'] });
    const body = application(world);
    const [a, b] = await Promise.all([call('POST', '/ai-recommend', world.cookie, body), call('POST', '/ai-recommend', world.cookie, body)]);
    expect(a.json().data.application.applicationIdx).toBe(b.json().data.application.applicationIdx);
    expect(await t.db.$count(moveInPlanApplications, eq(moveInPlanApplications.residentIdx, world.residentIdx))).toBe(1);
  });
});

describe('PATCH a line', () => {
  async function cleaningPlan() {
    const world = await planWorld(t, { codes: ['cleaning', 'sickhs'] });
    const plan = await apply(world.cookie, application(world, { priorities: ['cleaning', 'air'] }));
    const cleaning = plan.lines.find((l) => l.categoryCode === 'cleaning')!;
    return { world, plan, cleaning, url: `/ai-recommend/${plan.applicationIdx}/lines/${cleaning.lineIdx}` };
  }
  const stored = async (lineIdx: number) => (await t.db.select().from(moveInPlanLines).where(eq(moveInPlanLines.lineIdx, lineIdx)))[0]!;

  it("refuses the partner's closed day, a full hour and an hour the item does not offer, naming the field, and changes nothing", async () => {
    const { world, cleaning, url } = await cleaningPlan();
    const partnerIdx = world.items.get('cleaning')!.partner.partnerIdx;
    const day = cleaning.earliestDate === cleaning.date ? cleaning.latestDate : cleaning.earliestDate;
    await createClosedDate(t.db, { partnerIdx, closedDate: day });
    const closed = await call('PATCH', url, world.cookie, { date: day });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toContain('휴무일');
    expect(closed.json().details[0].field).toBe('date');

    const other = addDays(cleaning.date, day === cleaning.earliestDate ? -1 : 1);
    await fillSlot(t.db, partnerIdx, other, 9);
    const full = await call('PATCH', url, world.cookie, { date: other, time: 9 });
    expect(full.statusCode).toBe(400);
    expect(full.json().details[0].field).toBe('time');
    const odd = await call('PATCH', url, world.cookie, { date: other, time: 7 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toContain('오전 9시, 오후 1시');
    expect(await stored(cleaning.lineIdx)).toMatchObject({ visitDate: cleaning.date, visitHour: cleaning.time, dropped: false });

    // Without a time the day's first open hour is taken (9시 is full: 13시).
    const ok = await call('PATCH', url, world.cookie, { date: other });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await stored(cleaning.lineIdx)).toMatchObject({ visitDate: other, visitHour: 13 });
  });

  it("another resident's plan or line is a 404 and stays as it was", async () => {
    const { cleaning, url, plan } = await cleaningPlan();
    const stranger = await createSignedInResident(t.app, t.db);
    expect((await call('PATCH', url, stranger.cookie, { dropped: true })).statusCode).toBe(404);
    expect((await call('POST', `/ai-recommend/${plan.applicationIdx}/cart`, stranger.cookie, {})).statusCode).toBe(404);
    expect((await call('POST', `/ai-recommend/${plan.applicationIdx}/consult`, stranger.cookie)).statusCode).toBe(404);
    expect(await stored(cleaning.lineIdx)).toMatchObject({ dropped: false, cartIdx: null });
    const mine = await cleaningPlan();
    expect((await call('PATCH', `/ai-recommend/${mine.plan.applicationIdx}/lines/${cleaning.lineIdx}`, mine.world.cookie, { dropped: true })).statusCode).toBe(404);
  });

  it('a line in the cart moves there too; a dropped line taken back keeps its rules', async () => {
    const { world, plan, cleaning, url } = await cleaningPlan();
    await call('POST', `/ai-recommend/${plan.applicationIdx}/cart`, world.cookie, { lineIdxs: [cleaning.lineIdx] });
    const day = cleaning.earliestDate;
    const moved = await call('PATCH', url, world.cookie, { date: day });
    expect(moved.statusCode, moved.body).toBe(200);
    const [cartLine] = await t.db.select().from(cartLines).where(eq(cartLines.residentIdx, world.residentIdx));
    expect(cartLine).toMatchObject({ itemIdx: cleaning.item.itemIdx, visitDate: day });

    const sick = plan.lines.find((l) => l.categoryCode === 'sickhs')!;
    const sickUrl = `/ai-recommend/${plan.applicationIdx}/lines/${sick.lineIdx}`;
    expect((await call('PATCH', sickUrl, world.cookie, { dropped: true })).statusCode).toBe(200);
    const back = await call('PATCH', sickUrl, world.cookie, { dropped: false });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.application.lines.find((l: { lineIdx: number }) => l.lineIdx === sick.lineIdx).status).toBe('planned');
    // Dropped again; meanwhile its day fills up: taking it back on that day is refused.
    expect((await call('PATCH', sickUrl, world.cookie, { dropped: true })).statusCode).toBe(200);
    const sickPartner = world.items.get('sickhs')!.partner.partnerIdx;
    await fillSlot(t.db, sickPartner, sick.date, 9);
    await fillSlot(t.db, sickPartner, sick.date, 13);
    const filled = await call('PATCH', sickUrl, world.cookie, { dropped: false });
    expect(filled.statusCode).toBe(400);
    expect(filled.json().message).toContain('마감');
    expect(await stored(sick.lineIdx)).toMatchObject({ dropped: true });
    const emptyBody = await call('PATCH', sickUrl, world.cookie, {});
    expect(emptyBody.statusCode).toBe(400);
    expect(emptyBody.json().message).toContain('방문일(date)');
  });
});
