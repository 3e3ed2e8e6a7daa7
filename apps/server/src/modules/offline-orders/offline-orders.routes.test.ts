import { addDays, formatYmd, OFFLINE_PAID_LOCK_MESSAGE, offlineVisitHours, seoulInstant, seoulToday } from '@ipju/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationQueue, offlineOrderLinks, offlineOrders, partnerPushes, slotUsage } from '../../db/schema';
import { createTestApp, outboxFor, uniquePhone, type TestContext } from '../../../test/helpers';
import { describeOnPostgres } from '../../../test/on-postgres';
import { fillSlot } from '../../../test/factories/schedule';
import { createOffline, EVERY_DAY_8_TO_20, latestPayToken, offlineBody, offlineCompany, payLink, type OfflineCompany } from '../../../test/factories/offline-orders';
import { createSignedInResident } from '../../../test/factories/residents';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers, ...(payload === undefined ? {} : { payload }) });
const complete = (token: string, impUid: string) => api('POST', `/linkpay/${token}/complete`, {}, { impUid });
const ordersOf = (partnerIdx: number) => t.db.select().from(offlineOrders).where(eq(offlineOrders.partnerIdx, partnerIdx));
const held = async (partnerIdx: number, visitDate: string, hour: number) =>
  (await t.db.select().from(slotUsage).where(and(eq(slotUsage.partnerIdx, partnerIdx), eq(slotUsage.visitDate, visitDate), eq(slotUsage.slotHour, hour))))[0]?.held ?? 0;
const sandboxPayment = async (impUid: string) =>
  (await t.app.inject({ method: 'GET', url: `/sandbox/portone/payments/${impUid}`, headers: { authorization: await sandboxToken() } })).json().response;
async function sandboxToken() {
  const res = await t.app.inject({ method: 'POST', url: '/sandbox/portone/users/getToken', payload: { imp_key: t.config.portone.apiKey, imp_secret: t.config.portone.apiSecret } });
  return res.json().response.access_token as string;
}

/** The newest message to `phone` whose body contains `text`, once a dispatcher (of any test process) sent it. */
async function messageTo(phone: string, text: string) {
  await expect
    .poll(async () => {
      await t.jobs.drain();
      return (await outboxFor(t.db, phone)).some((m) => m.body.includes(text));
    }, { timeout: 5000, interval: 100 })
    .toBe(true);
  return (await outboxFor(t.db, phone)).find((m) => m.body.includes(text))!;
}

/** Moves the order's links a minute back, past the 30-second resend gap. */
const sentAMinuteAgo = (offlineIdx: number) =>
  t.db.update(offlineOrderLinks).set({ sentAt: new Date(Date.now() - 60_000) }).where(eq(offlineOrderLinks.offlineIdx, offlineIdx));

/** A company's pending order with its link token. */
async function orderWithLink(company?: OfflineCompany, overrides: Record<string, unknown> = {}) {
  const c = company ?? (await offlineCompany(t));
  const order = await createOffline(t, c, overrides);
  return { company: c, order, token: await latestPayToken(t, order.phone) };
}

describe('POST /partner/offlines/order/create', () => {
  it('creates a pending order, holds its visit slot and sends the resident an AlimTalk with the payment link', async () => {
    const company = await offlineCompany(t);
    const body = offlineBody(company);
    const res = await api('POST', '/partner/offlines/order/create', company.headers, body);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data;
    expect(order).toMatchObject({ status: 'pending', statusLabel: '결제 대기', name: '김입주', price: 330_000, complexName: company.apartment.name, pyeong: 34, dong: '101', ho: '1203' });
    expect(order.links).toEqual([expect.objectContaining({ linkType: 'ALIMTALK', current: true })]);
    expect(await held(company.partner.partnerIdx, body.visitDate, 10)).toBe(1);
    const message = await messageTo(body.phone, '/pay/');
    expect(message.channel).toBe('alimtalk');
    expect(message.body).toContain(`${company.partner.companyName}에서 결제 요청을 보냈어요`);
    expect(message.body).toContain('330,000원');
    expect(message.body).toMatch(/http:\/\/localhost:\d+\/pay\/[A-Za-z0-9_-]{40,}/);
  });

  it('sends the link by SMS when asked', async () => {
    const { order } = await orderWithLink(undefined, { linkType: 'SMS' });
    const message = await messageTo(order.phone, '/pay/');
    expect(message.channel).toBe('sms');
  });

  it('refuses bad input with a Korean message naming the field, and creates nothing', async () => {
    const company = await offlineCompany(t);
    const other = await offlineCompany(t);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', '고객 이름을 입력해 주세요.'],
      [{ phone: '02-123' }, 'phone', '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.'],
      [{ price: 500 }, 'price', '금액은 1,000원 이상이어야 해요.'],
      [{ price: 1000.5 }, 'price', '금액(price)은 원 단위 정수로 보내 주세요.'],
      [{ itemIdx: other.item.item.itemIdx }, 'itemIdx', '우리 업체의 판매 중인 서비스 중에서 골라 주세요.'],
      [{ optionIdxs: [other.item.tiers[0]!.optionIdx] }, 'optionIdxs', '고른 서비스의 옵션 중에서 골라 주세요.'],
      [{ areaIdx: other.apartment.areas[0]!.areaIdx }, 'areaIdx', '이 단지의 평형 중에서 골라 주세요.'],
      [{ visitDate: '2020-01-01' }, 'visitDate', '방문일은 오늘이나 그 뒤로 골라 주세요.'],
      [{ linkType: 'EMAIL' }, 'linkType', '보내는 방법(linkType)은 SMS 또는 ALIMTALK 중 하나여야 해요.'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await api('POST', '/partner/offlines/order/create', company.headers, offlineBody(company, overrides));
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe(message);
      expect(JSON.stringify(res.json().details)).toContain(field);
    }
    expect(await ordersOf(company.partner.partnerIdx)).toHaveLength(0);
  });

  it('refuses a full slot with 409 telling the company to raise capacity or pick another time', async () => {
    const company = await offlineCompany(t);
    const body = offlineBody(company);
    await fillSlot(t.db, company.partner.partnerIdx, body.visitDate, 10);
    const res = await api('POST', '/partner/offlines/order/create', company.headers, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('받을 수 있는 방문 수를 늘리거나 다른 시간을 골라 주세요');
    expect(await ordersOf(company.partner.partnerIdx)).toHaveLength(0);
  });
});

describe('the visit of an offline order follows the company’s own calendar (Korea time)', () => {
  afterEach(() => vi.useRealTimers());
  const weekdayKey = (date: string) => ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][new Date(`${date}T00:00:00Z`).getUTCDay()]!;

  it('refuses an hour outside the opening hours, the weekday off and a day closed in the calendar with 400 naming the field, and holds nothing', async () => {
    const day = offlineBody(await offlineCompany(t)).visitDate;
    const dayOff = addDays(day, 1);
    const closed = addDays(day, 2);
    const company = await offlineCompany(t, {
      hours: { ...EVERY_DAY_8_TO_20, [weekdayKey(day)]: { open: '09:30', close: '18:00' }, [weekdayKey(dayOff)]: null },
    });
    expect((await api('PUT', `/partner/calendar/closed-days/${closed}`, company.headers, { reason: '휴무' })).statusCode).toBe(200);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ visitDate: day, visitHour: 9 }, 'visitHour', '방문 시간은 영업시간(09:30~18:00) 안에서 골라 주세요: 오전 10시부터 오후 5시까지.'],
      [{ visitDate: day, visitHour: 18 }, 'visitHour', '방문 시간은 영업시간(09:30~18:00) 안에서 골라 주세요: 오전 10시부터 오후 5시까지.'],
      [{ visitDate: dayOff, visitHour: 10 }, 'visitDate', `${formatYmd(dayOff)}에는 방문을 받을 수 없어요. ${formatYmd(dayOff).slice(-2, -1)}요일은 업체가 쉬는 요일이에요. 영업하는 날을 골라 주세요.`],
      [{ visitDate: dayOff, visitHour: null }, 'visitDate', `${formatYmd(dayOff)}에는 방문을 받을 수 없어요. ${formatYmd(dayOff).slice(-2, -1)}요일은 업체가 쉬는 요일이에요. 영업하는 날을 골라 주세요.`],
      [{ visitDate: closed, visitHour: 10 }, 'visitDate', `${formatYmd(closed)}에는 캘린더에서 휴무로 막아 두어 방문을 받을 수 없어요. 다른 날을 고르거나 캘린더에서 휴무를 풀어 주세요.`],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await api('POST', '/partner/offlines/order/create', company.headers, offlineBody(company, overrides));
      expect(res.statusCode, `${JSON.stringify(overrides)}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().details).toEqual([expect.objectContaining({ field })]);
    }
    expect(await ordersOf(company.partner.partnerIdx)).toHaveLength(0);
    expect(await held(company.partner.partnerIdx, day, 9)).toBe(0);

    const last = await api('POST', '/partner/offlines/order/create', company.headers, offlineBody(company, { visitDate: day, visitHour: 17 }));
    expect(last.statusCode, last.body).toBe(200);
    expect(await held(company.partner.partnerIdx, day, 17)).toBe(1);

    // The picker is drawn from the same hours and closed days.
    const month = await api('GET', `/partner/offlines/visit-calendar?month=${closed.slice(0, 7)}`, company.headers);
    expect(month.statusCode, month.body).toBe(200);
    expect(month.json().data.closedDates).toEqual([closed]);
    expect(offlineVisitHours(month.json().data.hours, dayOff)).toEqual([]);
    expect(offlineVisitHours(month.json().data.hours, day)).toEqual([10, 11, 12, 13, 14, 15, 16, 17]);
    const bad = await api('GET', '/partner/offlines/visit-calendar?month=2026-13', company.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('월(month)을 2026-12처럼 입력해 주세요.');
  });

  it('refuses an hour already past today in Korea, and once the day is over any visit that day', async () => {
    // 14:30 today in Seoul (05:30 UTC), open 08:00-20:00: only 3시 to 7시 are still ahead. (The clock stays within a
    // day of the real one, so the company's session is still valid.)
    const today = seoulToday();
    vi.useFakeTimers({ toFake: ['Date'], now: seoulInstant(today, '14:30') });
    const company = await offlineCompany(t);
    const past = await api('POST', '/partner/offlines/order/create', company.headers, offlineBody(company, { visitDate: today, visitHour: 14 }));
    expect(past.statusCode, past.body).toBe(400);
    expect(past.json().message).toBe('방문 시간이 이미 지났어요. 오늘은 오후 3시부터 오후 7시까지 중에서 골라 주세요.');
    expect(past.json().details).toEqual([expect.objectContaining({ field: 'visitHour' })]);
    const ahead = await api('POST', '/partner/offlines/order/create', company.headers, offlineBody(company, { visitDate: today, visitHour: 15 }));
    expect(ahead.statusCode, ahead.body).toBe(200);

    vi.setSystemTime(seoulInstant(today, '20:10'));
    const over = await api('POST', '/partner/offlines/order/create', company.headers, offlineBody(company, { visitDate: today, visitHour: null }));
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().message).toBe('오늘은 영업시간이 끝났어요. 방문일을 내일 이후로 골라 주세요.');
    expect(await ordersOf(company.partner.partnerIdx)).toHaveLength(1);
  });

  it('checks a moved visit on update, but lets the company change the memo of a visit that has passed', async () => {
    const today = seoulToday();
    vi.useFakeTimers({ toFake: ['Date'], now: seoulInstant(today, '08:00') });
    const company = await offlineCompany(t);
    const order = await createOffline(t, company, { visitDate: today, visitHour: 10 });
    const body = offlineBody(company, { phone: order.phone, visitDate: today, visitHour: 10 });
    const early = await api('PUT', `/partner/offlines/order/update/${order.id}`, company.headers, { ...body, visitHour: 7 });
    expect(early.statusCode, early.body).toBe(400);
    expect(early.json().details).toEqual([expect.objectContaining({ field: 'visitHour' })]);
    expect(await held(company.partner.partnerIdx, body.visitDate, 10)).toBe(1);

    vi.setSystemTime(seoulInstant(addDays(today, 1), '09:00'));
    const memo = await api('PUT', `/partner/offlines/order/update/${order.id}`, company.headers, { ...body, memo: '다녀왔어요' });
    expect(memo.statusCode, memo.body).toBe(200);
    expect(memo.json().data).toMatchObject({ memo: '다녀왔어요', visitDate: body.visitDate, visitHour: 10 });
  });
});

describe('who may call the offline order routes', () => {
  it('answers 401 signed out, 403 to a resident, and 404 for another company’s order on every id route', async () => {
    const { company, order } = await orderWithLink();
    const other = await offlineCompany(t);
    const { cookie } = await createSignedInResident(t.app, t.db);
    const routes: Array<['GET' | 'POST' | 'PUT', string, object?]> = [
      ['GET', '/partner/offlines/order/get_item_type_list'],
      ['GET', '/partner/offlines/order/list'],
      ['GET', `/partner/offlines/order/detail/${order.id}`],
      ['GET', `/partner/offlines/order/detail/get_resident_info/${order.id}`],
      ['GET', `/partner/offlines/order/${order.id}/get_vn`],
      ['POST', '/partner/offlines/order/create', offlineBody(company)],
      ['POST', `/partner/offlines/order/${order.id}/linkpay_send`, { linkType: 'SMS' }],
      ['PUT', `/partner/offlines/order/cancel/${order.id}`],
      ['PUT', `/partner/offlines/order/update/${order.id}`, offlineBody(company)],
      ['GET', '/partner/offlines/aparts/search?q=테스트'],
      ['GET', `/partner/offlines/search/area/${company.apartment.apartmentIdx}`],
      ['GET', '/partner/offlines/search/pre_order_resident?q=김입주'],
    ];
    for (const [method, url, payload] of routes) {
      expect((await api(method, url, {}, payload)).statusCode, `${method} ${url} signed out`).toBe(401);
      expect((await api(method, url, { cookie }, payload)).statusCode, `${method} ${url} resident`).toBe(403);
    }
    for (const [method, url, payload] of routes.filter(([, url]) => url.includes(String(order.id)))) {
      const res = await api(method, url, other.headers, payload === undefined ? undefined : offlineBody(other));
      expect(res.statusCode, `${method} ${url} other company`).toBe(404);
      expect(res.json().message).toBe('주문을 찾을 수 없어요.');
    }
    const [row] = await t.db.select().from(offlineOrders).where(eq(offlineOrders.offlineIdx, order.id));
    expect(row).toMatchObject({ status: 'pending', version: 1, amount: 330_000 });
  });
});

describe('GET /partner/offlines/order/list and the lookups', () => {
  it('filters by name, phone, complex and visit or created date, and shows paid orders as 결제 완료', async () => {
    const company = await offlineCompany(t);
    const a = await createOffline(t, company, { name: '박고객' });
    const b = await createOffline(t, company, { name: '최고객', visitDate: null, visitHour: null });
    const list = async (query: string) => (await api('GET', `/partner/offlines/order/list?${query}`, company.headers)).json().data;
    expect((await list('')).orders.map((o: { id: number }) => o.id)).toEqual([b.id, a.id]);
    expect((await list(`name=${encodeURIComponent('박고')}`)).orders.map((o: { id: number }) => o.id)).toEqual([a.id]);
    expect((await list(`phone=${b.phone.slice(3)}`)).orders.map((o: { id: number }) => o.id)).toEqual([b.id]);
    expect((await list(`complexName=${encodeURIComponent(company.apartment.name)}`)).total).toBe(2);
    const visit = offlineBody(company).visitDate;
    expect((await list(`dateType=visit&startDate=${visit}&endDate=${visit}`)).orders.map((o: { id: number }) => o.id)).toEqual([a.id]);
    expect((await list(`dateType=created&startDate=2020-01-01&endDate=2020-01-31`)).total).toBe(0);
    const bad = await api('GET', '/partner/offlines/order/list?dateType=paid', company.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('날짜 기준(dateType)은 visit(방문일) 또는 created(등록일)이어야 해요.');

    const token = await latestPayToken(t, a.phone);
    const { impUid } = await payLink(t, token);
    expect((await complete(token, impUid)).statusCode).toBe(200);
    const paid = (await list('status=paid')).orders;
    expect(paid).toEqual([expect.objectContaining({ id: a.id, status: 'paid', statusLabel: '결제 완료' })]);
  });

  it('costs the same number of queries for 2 orders as for 12', async () => {
    const company = await offlineCompany(t);
    for (let i = 0; i < 2; i++) await createOffline(t, company, { visitDate: null, visitHour: null });
    await t.jobs.drain();
    const { queries: two } = await t.queries.count(() => api('GET', '/partner/offlines/order/list', company.headers));
    for (let i = 0; i < 10; i++) await createOffline(t, company, { visitDate: null, visitHour: null });
    await t.jobs.drain();
    const { queries: twelve, statements } = await t.queries.count(() => api('GET', '/partner/offlines/order/list', company.headers));
    expect(twelve, statements.join('\n')).toBe(two);
    // The session lookup and one page query with its names and the total.
    expect(twelve).toBeLessThanOrEqual(2);
  });

  it('lists only this company’s items with their options, complexes and their areas', async () => {
    const company = await offlineCompany(t);
    await offlineCompany(t);
    const items = (await api('GET', '/partner/offlines/order/get_item_type_list', company.headers)).json().data;
    expect(items.map((i: { itemIdx: number }) => i.itemIdx)).toEqual([company.item.item.itemIdx]);
    expect(items[0].groups.find((g: { kind: string }) => g.kind === 'pyeong').options).toHaveLength(3);
    const found = (await api('GET', `/partner/offlines/aparts/search?q=${encodeURIComponent(company.apartment.name)}`, company.headers)).json().data;
    expect(found[0].apartmentIdx).toBe(company.apartment.apartmentIdx);
    const areas = (await api('GET', `/partner/offlines/search/area/${company.apartment.apartmentIdx}`, company.headers)).json().data;
    expect(areas.map((a: { pyeong: number }) => a.pyeong)).toEqual([25, 34]);
    const empty = await api('GET', '/partner/offlines/aparts/search?q=', company.headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('검색어를 입력해 주세요.');
    expect((await api('GET', '/partner/offlines/search/area/999999999', company.headers)).statusCode).toBe(404);
  });

  it('finds a past customer of this company by phone or name, never another company’s customer', async () => {
    const company = await offlineCompany(t);
    const other = await offlineCompany(t);
    const mine = await createOffline(t, company, { name: '한예전고객' });
    await createOffline(t, other, { name: '한남의고객' });
    const search = async (q: string) => (await api('GET', `/partner/offlines/search/pre_order_resident?q=${encodeURIComponent(q)}`, company.headers)).json().data;
    expect(await search(mine.phone)).toEqual([expect.objectContaining({ name: '한예전고객', dong: '101', ho: '1203', complexName: company.apartment.name, pyeong: 34 })]);
    expect((await search('한예전')).map((r: { name: string }) => r.name)).toEqual(['한예전고객']);
    expect(await search('한남의')).toEqual([]);
    const short = await api('GET', '/partner/offlines/search/pre_order_resident?q=한', company.headers);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('검색어는 2자 이상 입력해 주세요.');
  });

  it('gives the company a 050 number for the customer and the customer’s details', async () => {
    const resident = await createSignedInResident(t.app, t.db);
    const { company, order } = await orderWithLink(undefined, { phone: resident.resident.phone });
    const vn = await api('GET', `/partner/offlines/order/${order.id}/get_vn`, company.headers);
    expect(vn.statusCode, vn.body).toBe(200);
    expect(vn.json().data.number).toMatch(/^0507-\d{4}-\d{4}$/);
    const again = await api('GET', `/partner/offlines/order/${order.id}/get_vn`, company.headers);
    expect(again.json().data.number).toBe(vn.json().data.number);
    const info = (await api('GET', `/partner/offlines/order/detail/get_resident_info/${order.id}`, company.headers)).json().data;
    expect(info).toMatchObject({ name: '김입주', complexName: company.apartment.name, dong: '101', ho: '1203', isMember: true });
    expect((await api('GET', '/partner/offlines/order/abc/get_vn', company.headers)).json().message).toBe('주문 번호를 숫자로 입력해 주세요.');
  });
});

describe('the payment link', () => {
  it('shows the order without an account and pays it once through the sandbox; the company is told', async () => {
    const { company, order, token } = await orderWithLink();
    const view = await api('GET', `/linkpay/${token}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data).toMatchObject({ status: 'pending', companyName: company.partner.companyName, itemName: company.item.item.name, amount: 330_000, dong: '101', ho: '1203' });
    const init = await api('POST', `/linkpay/${token}/payment`, {}, { payMethod: 'kakaopay' });
    expect(init.json().data.payment).toMatchObject({ amount: 330_000, pg: 'kakaopay', noticeUrl: expect.stringContaining('/api/v2/linkpay/webhook') });
    expect(init.json().data.payment.checkoutUrl).toContain(`m_redirect_url=%2Fpay%2F${token}`);

    const { impUid } = await payLink(t, token, 'kakaopay');
    const res = await complete(token, impUid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ outcome: 'paid', message: '결제가 완료됐어요.', order: { status: 'paid', statusLabel: '결제 완료', payMethod: 'kakaopay' } });
    expect((await complete(token, impUid)).json().data.outcome).toBe('paid');
    const pushes = await t.db.select().from(partnerPushes).where(and(eq(partnerPushes.partnerIdx, company.partner.partnerIdx), eq(partnerPushes.kind, 'link_paid')));
    expect(pushes).toHaveLength(1);
    expect(pushes[0]!.link).toBe(`/partner/offline/${order.id}`);
    expect(pushes[0]!.body).toBe(`${company.apartment.name} 김입주 고객님이 ${company.item.item.name} (${formatYmd(offlineBody(company).visitDate)} 오전 10시) 330,000원을 결제했어요.`);
    const again = await api('POST', `/linkpay/${token}/payment`, {}, { payMethod: 'card' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 결제가 끝난 주문이에요.');
  });

  it('answers an unknown link with 404 and a malformed one with 400, in Korean', async () => {
    const missing = await api('GET', `/linkpay/${'a'.repeat(43)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('결제 링크를 찾을 수 없어요. 받은 문자나 알림톡의 링크를 다시 눌러 주세요.');
    expect((await api('GET', '/linkpay/short')).statusCode).toBe(400);
    const { token } = await orderWithLink();
    const bad = await api('POST', `/linkpay/${token}/payment`, {}, { payMethod: 'vbank' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('결제 수단은 card(신용카드), kakaopay, naverpay 중 하나여야 해요.');
  });

  it('stops the old link when the amount changes, sends a new one, and refunds a payment made on the old amount', async () => {
    const { company, order, token: oldToken } = await orderWithLink();
    // The resident opened the payment window before the company changed the price.
    const stale = await payLink(t, oldToken);
    const body = offlineBody(company, { phone: order.phone, price: 300_000, linkType: 'SMS' });
    const updated = await api('PUT', `/partner/offlines/order/update/${order.id}`, company.headers, body);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.price).toBe(300_000);
    expect(updated.json().data.links.map((l: { current: boolean }) => l.current)).toEqual([true, false]);

    // The old link says it was replaced and who to ask, and shows nothing of the changed order (it may be for another phone).
    const old = await api('GET', `/linkpay/${oldToken}`);
    expect(old.statusCode, old.body).toBe(200);
    expect(old.json().data).toEqual({ link: 'replaced', status: 'pending', companyName: company.partner.companyName, companyPhone: company.partner.phone });
    const startOld = await api('POST', `/linkpay/${oldToken}/payment`, {}, { payMethod: 'card' });
    expect(startOld.statusCode).toBe(409);
    expect(startOld.json().message).toBe('주문 금액이나 내용이 바뀌어 이 링크로는 결제할 수 없어요. 업체가 새로 보낸 링크로 결제해 주세요.');
    const refused = await complete(oldToken, stale.impUid);
    expect(refused.json().data).toMatchObject({ outcome: 'failed', order: { link: 'replaced', status: 'pending' } });
    expect(refused.json().data.order).not.toHaveProperty('amount');
    expect(refused.json().data.message).toContain('주문 내용이 바뀌어 결제를 취소했어요');
    expect((await sandboxPayment(stale.impUid)).status).toBe('cancelled');

    const newToken = await latestPayToken(t, order.phone, oldToken);
    expect(newToken).not.toBe(oldToken);
    const sms = await messageTo(order.phone, newToken);
    expect(sms.channel).toBe('sms');
    expect(sms.body).toContain('300,000원');
    expect((await api('GET', `/linkpay/${newToken}`)).json().data).toMatchObject({ link: 'current', amount: 300_000 });
    const fresh = await payLink(t, newToken);
    expect(fresh.amount).toBe(300_000);
    expect((await complete(newToken, fresh.impUid)).json().data.outcome).toBe('paid');
    // Paid through the new link: the old one now says so instead of asking for a payment.
    expect((await api('GET', `/linkpay/${oldToken}`)).json().data).toMatchObject({ link: 'replaced', status: 'paid' });
  });

  it('keeps links working when only the visit changes, and refuses an amount change after payment', async () => {
    const { company, order, token } = await orderWithLink();
    const moved = await api('PUT', `/partner/offlines/order/update/${order.id}`, company.headers, offlineBody(company, { phone: order.phone, visitHour: 14 }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await api('GET', `/linkpay/${token}`)).json().data.visitHour).toBe(14);
    const { impUid } = await payLink(t, token);
    await complete(token, impUid);
    const res = await api('PUT', `/partner/offlines/order/update/${order.id}`, company.headers, offlineBody(company, { phone: order.phone, visitHour: 14, price: 1_000 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(OFFLINE_PAID_LOCK_MESSAGE);
    const [row] = await t.db.select().from(offlineOrders).where(eq(offlineOrders.offlineIdx, order.id));
    expect(row).toMatchObject({ amount: 330_000, status: 'paid' });
    // What the payment does not cover still changes after payment, and sends no new link.
    const home = await api('PUT', `/partner/offlines/order/update/${order.id}`, company.headers, offlineBody(company, { phone: order.phone, visitHour: 14, name: '김바뀜', dong: '102', memo: '현관 비밀번호 받음' }));
    expect(home.statusCode, home.body).toBe(200);
    expect(home.json().data).toMatchObject({ status: 'paid', name: '김바뀜', dong: '102', memo: '현관 비밀번호 받음', price: 330_000 });
    expect(home.json().data.links).toHaveLength(1);
  });

  it('resends a link by SMS (not twice within 30 seconds), and refuses to resend for a paid order', async () => {
    const { company, order, token } = await orderWithLink();
    const tooSoon = await api('POST', `/partner/offlines/order/${order.id}/linkpay_send`, company.headers, { linkType: 'SMS' });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe('결제 링크는 30초에 한 번 보낼 수 있어요. 잠시 후 다시 보내 주세요.');
    await sentAMinuteAgo(order.id);
    const sent = await api('POST', `/partner/offlines/order/${order.id}/linkpay_send`, company.headers, { linkType: 'SMS' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ linkType: 'SMS', current: true });
    const second = await latestPayToken(t, order.phone, token);
    expect(second).not.toBe(token);
    expect((await api('GET', `/linkpay/${token}`)).statusCode).toBe(200);
    const bad = await api('POST', `/partner/offlines/order/${order.id}/linkpay_send`, company.headers, { linkType: 'FAX' });
    expect(bad.statusCode).toBe(400);
    const { impUid } = await payLink(t, second);
    await complete(second, impUid);
    await sentAMinuteAgo(order.id);
    const paid = await api('POST', `/partner/offlines/order/${order.id}/linkpay_send`, company.headers, { linkType: 'SMS' });
    expect(paid.statusCode).toBe(409);
  });
});

describe('PUT /partner/offlines/order/cancel', () => {
  it('closes a pending order: the slot is given back and the link cannot pay', async () => {
    const { company, order, token } = await orderWithLink();
    const visitDate = offlineBody(company).visitDate;
    expect(await held(company.partner.partnerIdx, visitDate, 10)).toBe(1);
    const res = await api('PUT', `/partner/offlines/order/cancel/${order.id}`, company.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', statusLabel: '취소', refunded: false });
    expect(await held(company.partner.partnerIdx, visitDate, 10)).toBe(0);
    expect((await api('GET', `/linkpay/${token}`)).json().data.status).toBe('cancelled');
    const pay = await api('POST', `/linkpay/${token}/payment`, {}, { payMethod: 'card' });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe('업체가 취소한 주문이라 결제할 수 없어요.');
    expect((await api('PUT', `/partner/offlines/order/cancel/${order.id}`, company.headers)).statusCode).toBe(409);
  });

  it('refunds a paid order in full through PortOne, then cancels it', async () => {
    const { company, order, token } = await orderWithLink();
    const { impUid } = await payLink(t, token);
    await complete(token, impUid);
    const res = await api('PUT', `/partner/offlines/order/cancel/${order.id}`, company.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', refunded: true });
    const payment = await sandboxPayment(impUid);
    expect(payment).toMatchObject({ status: 'cancelled', cancel_amount: 330_000 });
    await messageTo(order.phone, '330,000원을 환불했어요');
  });
});

describe('GET /offline-orders (the resident’s orders from companies)', () => {
  it('shows a paid offline order to the resident whose phone it was sent to, and to nobody else', async () => {
    const resident = await createSignedInResident(t.app, t.db);
    const stranger = await createSignedInResident(t.app, t.db);
    const { company, token } = await orderWithLink(undefined, { phone: resident.resident.phone });
    const mine = () => api('GET', '/offline-orders', { cookie: resident.cookie });
    expect((await mine()).json().data).toEqual([]);
    const { impUid } = await payLink(t, token);
    await complete(token, impUid);
    expect((await mine()).json().data).toEqual([
      expect.objectContaining({ companyName: company.partner.companyName, itemName: company.item.item.name, amount: 330_000, status: 'paid', statusLabel: '결제 완료' }),
    ]);
    expect((await api('GET', '/offline-orders', { cookie: stranger.cookie })).json().data).toEqual([]);
    expect((await api('GET', '/offline-orders')).statusCode).toBe(401);
    expect((await api('GET', '/offline-orders', company.headers)).statusCode).toBe(403);
  });
});

describeOnPostgres('paying a link under concurrent reports', () => {
  it('marks the order paid exactly once when the page and 20 reports race', async () => {
    const { company, order, token } = await orderWithLink(undefined, { phone: uniquePhone() });
    const { impUid } = await payLink(t, token);
    const reports = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 ? complete(token, impUid) : api('POST', '/linkpay/webhook', {}, { imp_uid: impUid, merchant_uid: `ipjuoff-${order.id}-1`, status: 'paid' }),
    );
    const answers = await Promise.all(reports);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const pushes = await t.db.select().from(partnerPushes).where(and(eq(partnerPushes.partnerIdx, company.partner.partnerIdx), eq(partnerPushes.kind, 'link_paid')));
    expect(pushes).toHaveLength(1);
    const receipts = await t.db.select().from(notificationQueue).where(and(eq(notificationQueue.recipient, order.phone), eq(notificationQueue.subject, '결제가 완료됐어요')));
    expect(receipts).toHaveLength(1);
    const [row] = await t.db.select().from(offlineOrders).where(eq(offlineOrders.offlineIdx, order.id));
    expect(row).toMatchObject({ status: 'paid', impUid, paidAmount: 330_000 });
    expect((await sandboxPayment(impUid)).status).toBe('paid');
  });

  it('pays once when two different payments of the same link race: the second is refunded', async () => {
    const { order, token } = await orderWithLink();
    const first = await payLink(t, token);
    const second = await payLink(t, token);
    await Promise.all([complete(token, first.impUid), complete(token, second.impUid), complete(token, first.impUid), complete(token, second.impUid)]);
    const [row] = await t.db.select().from(offlineOrders).where(eq(offlineOrders.offlineIdx, order.id));
    const loser = row!.impUid === first.impUid ? second.impUid : first.impUid;
    expect([first.impUid, second.impUid]).toContain(row!.impUid);
    expect((await sandboxPayment(row!.impUid!)).status).toBe('paid');
    expect((await sandboxPayment(loser)).status).toBe('cancelled');
  });
});

describe('the linkpay.reconcile job', () => {
  it('marks an order paid when PortOne has its payment but neither the page nor the webhook reported it', async () => {
    const { company, order, token } = await orderWithLink();
    await payLink(t, token);
    const before = await t.db.select().from(offlineOrders).where(eq(offlineOrders.offlineIdx, order.id));
    expect(before[0]!.status).toBe('pending');
    expect(await t.services.linkPay.reconcile()).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(offlineOrders).where(eq(offlineOrders.offlineIdx, order.id));
    expect(row!.status).toBe('paid');
    const pushes = await t.db.select().from(partnerPushes).where(and(eq(partnerPushes.partnerIdx, company.partner.partnerIdx), eq(partnerPushes.kind, 'link_paid')));
    expect(pushes).toHaveLength(1);
    await t.services.linkPay.reconcile();
    expect(await t.db.select().from(partnerPushes).where(and(eq(partnerPushes.partnerIdx, company.partner.partnerIdx), eq(partnerPushes.kind, 'link_paid')))).toHaveLength(1);
  });
});

describe('offline orders in GET /partner/calendar', () => {
  it('shows a dated offline job on its day until it is cancelled', async () => {
    const company = await offlineCompany(t);
    const order = await createOffline(t, company, { name: '달력고객' });
    const visitDate = offlineBody(company).visitDate;
    const day = async () =>
      (await api('GET', `/partner/calendar?type=day&date=${visitDate}`, company.headers)).json().data.offlineVisits as Array<Record<string, unknown>>;
    expect(await day()).toEqual([
      expect.objectContaining({ id: order.id, date: visitDate, hour: 10, timeLabel: '오전 10시', customerName: '달력고객', dong: '101', ho: '1203', status: 'pending', statusLabel: '결제 대기' }),
    ]);
    const other = await offlineCompany(t);
    expect((await api('GET', `/partner/calendar?type=day&date=${visitDate}`, other.headers)).json().data.offlineVisits).toEqual([]);
    await api('PUT', `/partner/offlines/order/cancel/${order.id}`, company.headers);
    expect(await day()).toEqual([]);
  });
});

describe('closing a day an offline job holds', () => {
  it('is refused with the job named by its customer, and opens once the job is cancelled', async () => {
    const company = await offlineCompany(t);
    const order = await createOffline(t, company, { name: '휴무고객' });
    const visitDate = offlineBody(company).visitDate;
    const close = () => t.app.inject({ method: 'PUT', url: `/api/v2/partner/calendar/closed-days/${visitDate}`, headers: company.headers, payload: { reason: '휴무' } });
    const refused = await close();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().details).toEqual([expect.objectContaining({ message: expect.stringContaining('(오프라인 주문 · 휴무고객 고객)') })]);
    await api('PUT', `/partner/offlines/order/cancel/${order.id}`, company.headers);
    expect((await close()).statusCode).toBe(200);
  });
});
