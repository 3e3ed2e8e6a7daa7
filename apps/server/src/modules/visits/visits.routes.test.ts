import { addDays, seoulToday } from '@ipju/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, entryCodeReads, orderLines, orders, orderVisits, partnerAccounts } from '../../db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { addLine, bookableItem, reportSuccess, sandboxPay, shopper, startOrder, visitDay, VISIT_DETAILS } from '../../../test/factories/commerce';
import { createSignedInPartner, signInPartner } from '../../../test/factories/partners';
import { addAfterPhoto } from '../../../test/factories/partner-orders';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DOOR = { ...VISIT_DETAILS, visit: { ...VISIT_DETAILS.visit, entryMethod: 'door_code', entryCode: '1203#', request: '도착 전에 전화 주세요.' } };

const init = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v2/billings/init', headers: { cookie }, payload: { couponIdxs: [], point: 0, payMethod: 'card', agreeTerms: true, ...payload } });
const detail = async (cookie: string, merchantUid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/v2/billings/detail?merchantUid=${merchantUid}`, headers: { cookie } })).json().data;
const readCode = (token: string, lineIdx: number) =>
  t.app.inject({ method: 'GET', url: `/api/v2/partner/orders/${lineIdx}/entry-code`, headers: { authorization: `Bearer ${token}` } });
const partnerMove = (token: string, lineIdx: number, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/v2/partner/orders/${lineIdx}/status`, headers: { authorization: `Bearer ${token}` }, payload: { status } });

/** A resident's order paid by card with a 공동현관 비밀번호, and a signed-in account of the company it was sold to. */
async function paidWithCode(tz = visitDay()) {
  const { resident, cookie } = await shopper(t);
  const item = await bookableItem(t.db);
  const line = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz, time: 9 });
  const started = await startOrder(t, cookie, { cartIdxs: [line.cartIdx], ...DOOR });
  const impUid = await sandboxPay(t, { merchantUid: started.merchantUid, amount: started.amount });
  expect((await reportSuccess(t, cookie, impUid, started.merchantUid)).statusCode).toBe(200);
  const [order] = await t.db.select().from(orders).where(eq(orders.merchantUid, started.merchantUid));
  const [orderLine] = await t.db.select().from(orderLines).where(eq(orderLines.orderIdx, order!.orderIdx));
  const [account] = await t.db.select().from(partnerAccounts).where(eq(partnerAccounts.partnerIdx, orderLine!.partnerIdx)).limit(1);
  const partnerToken = await signInPartner(t.app, t.db, { account: account! });
  return { resident, cookie, item, merchantUid: started.merchantUid, order: order!, lineIdx: orderLine!.lineIdx, partnerToken };
}
const setVisitDate = (lineIdx: number, visitDate: string) => t.db.update(orderLines).set({ visitDate }).where(eq(orderLines.lineIdx, lineIdx));
const visitRow = async (orderIdx: number) => (await t.db.select().from(orderVisits).where(eq(orderVisits.orderIdx, orderIdx)))[0]!;

describe('POST /billings/init: the visit details', () => {
  it('refuses an order without 동·호 naming the field, and creates nothing', async () => {
    const { resident, cookie } = await shopper(t);
    const item = await bookableItem(t.db);
    const line = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: visitDay(), time: 9 });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ agreeThirdParty: true }, 'visit', '방문할 집의 동·호수와 방문 정보를 입력해 주세요.'],
      [{ ...VISIT_DETAILS, visit: { ...VISIT_DETAILS.visit, dong: undefined } }, 'visit.dong', '방문할 집의 동·호수를 입력해 주세요.'],
      [{ ...VISIT_DETAILS, visit: { ...VISIT_DETAILS.visit, ho: '' } }, 'visit.ho', '방문할 집의 동·호수를 입력해 주세요.'],
      [{ ...VISIT_DETAILS, visit: { ...VISIT_DETAILS.visit, ho: '12층' } }, 'visit.ho', '호수는 1203 또는 1203호처럼 숫자로 입력해 주세요.'],
      [{ ...VISIT_DETAILS, visit: { ...VISIT_DETAILS.visit, entryMethod: 'door_code' } }, 'visit.entryCode', '공동현관 비밀번호를 입력해 주세요.'],
      [{ ...VISIT_DETAILS, visit: { ...VISIT_DETAILS.visit, request: '가'.repeat(201) } }, 'visit.request', '업체에 요청할 내용은 200자까지 적어 주세요.'],
      [{ visit: VISIT_DETAILS.visit }, 'agreeThirdParty', '개인정보 제3자 제공(업체에 방문 정보 전달)에 동의해 주세요.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await init(cookie, { cartIdxs: [line.cartIdx], ...payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().details[0].field).toBe(field);
    }
    expect(await t.db.select().from(orders).where(eq(orders.residentIdx, resident.residentIdx))).toEqual([]);
    expect(await t.db.select().from(cartLines).where(eq(cartLines.cartIdx, line.cartIdx))).toHaveLength(1);
  });

  it('stores the visit on the order: the resident reads it with the code masked, the contact defaulting to them, and the consent', async () => {
    const { resident, cookie, item, merchantUid, order } = await paidWithCode();
    const { visit } = await detail(cookie, merchantUid);
    expect(visit).toMatchObject({
      complexName: null,
      dong: '101',
      ho: '1203',
      contactName: resident.name,
      entryMethod: 'door_code',
      entryMethodLabel: '공동현관 비밀번호',
      entryCodeMasked: '•••••',
      entryCodeErased: false,
      parking: 'available',
      parkingLabel: '지하주차장 이용 가능',
      request: '도착 전에 전화 주세요.',
      entryCodeReads: [],
      consent: { companies: [item.partner.companyName] },
    });
    expect(visit.contactPhone.replaceAll('-', '')).toBe(resident.phone);
    expect(visit.consent.text).toContain(`제공받는 자: ${item.partner.companyName}`);
    expect(JSON.stringify(await detail(cookie, merchantUid))).not.toContain('1203#');
    // At rest only the ciphertext.
    const row = await visitRow(order.orderIdx);
    expect(row.entryCodeCipher).toMatch(/^v1\./);
    expect(row.entryCodeCipher).not.toContain('1203');
    expect(row.consentAt).toBeInstanceOf(Date);
  });
});

describe('GET /partner/orders/{lineIdx}/entry-code', () => {
  it('is readable by the company only from the day before the visit, each read logged and shown to the resident', async () => {
    const { cookie, merchantUid, order, lineIdx, partnerToken, item } = await paidWithCode();
    await setVisitDate(lineIdx, addDays(seoulToday(), 2));
    const early = await readCode(partnerToken, lineIdx);
    expect(early.statusCode).toBe(404);
    expect(early.json().message).toBe('주문을 찾을 수 없어요.');

    await setVisitDate(lineIdx, addDays(seoulToday(), 1));
    const res = await readCode(partnerToken, lineIdx);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ lineIdx, entryCode: '1203#' });
    const visit = await t.app.inject({ method: 'GET', url: `/api/v2/partner/orders/${lineIdx}/visit`, headers: { authorization: `Bearer ${partnerToken}` } });
    expect(visit.json().data).toMatchObject({ dong: '101', ho: '1203', entryCodeReadable: true, request: '도착 전에 전화 주세요.' });
    expect(JSON.stringify(visit.json())).not.toContain('1203#');
    // The company never gets the contact's own phone (it calls through the 050 number).
    expect(visit.json().data).not.toHaveProperty('contactPhone');

    const reads = await t.db.select().from(entryCodeReads).where(eq(entryCodeReads.orderIdx, order.orderIdx));
    expect(reads).toMatchObject([{ lineIdx, partnerIdx: item.partner.partnerIdx }]);
    const { visit: seen } = await detail(cookie, merchantUid);
    expect(seen.entryCodeReads).toEqual([{ companyName: item.partner.companyName, readAt: reads[0]!.readAt.toISOString() }]);
  });

  it('is a 404 for another company, and a resident cannot call it; neither leaves a read', async () => {
    const { cookie, order, lineIdx } = await paidWithCode();
    await setVisitDate(lineIdx, seoulToday());
    const other = await createSignedInPartner(t.app, t.db);
    const res = await readCode(other.token, lineIdx);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('주문을 찾을 수 없어요.');
    const byResident = await t.app.inject({ method: 'GET', url: `/api/v2/partner/orders/${lineIdx}/entry-code`, headers: { cookie } });
    expect([403, 404]).toContain(byResident.statusCode);
    expect(await t.db.select().from(entryCodeReads).where(eq(entryCodeReads.orderIdx, order.orderIdx))).toEqual([]);
  });

  it('is gone once the work is done: erased in the same move, unreadable, and the resident is told', async () => {
    const { cookie, merchantUid, order, lineIdx, partnerToken } = await paidWithCode();
    await setVisitDate(lineIdx, seoulToday());
    expect((await readCode(partnerToken, lineIdx)).statusCode).toBe(200);
    expect((await partnerMove(partnerToken, lineIdx, 'in_progress')).statusCode).toBe(200);
    expect((await readCode(partnerToken, lineIdx)).statusCode).toBe(200);
    await addAfterPhoto(t.db, lineIdx);
    expect((await partnerMove(partnerToken, lineIdx, 'completed')).statusCode).toBe(200);

    expect(await visitRow(order.orderIdx)).toMatchObject({ entryCodeCipher: null });
    expect((await visitRow(order.orderIdx)).entryCodeErasedAt).toBeInstanceOf(Date);
    expect((await readCode(partnerToken, lineIdx)).statusCode).toBe(404);
    const { visit } = await detail(cookie, merchantUid);
    expect(visit).toMatchObject({ entryCodeMasked: null, entryCodeErased: true });
    expect(visit.entryCodeReads).toHaveLength(2);
  });

  it('is erased when the order is cancelled', async () => {
    const { cookie, merchantUid, order, lineIdx, partnerToken } = await paidWithCode();
    const res = await t.app.inject({ method: 'PUT', url: `/api/v2/billings/${merchantUid}/cancel`, headers: { cookie }, payload: { reason: '일정이 바뀌었어요' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await visitRow(order.orderIdx)).toMatchObject({ entryCodeCipher: null });
    await setVisitDate(lineIdx, seoulToday());
    expect((await readCode(partnerToken, lineIdx)).statusCode).toBe(404);
  });

  it('the nightly sweep erases codes of ended orders left over, and keeps live ones', async () => {
    const ended = await paidWithCode();
    const live = await paidWithCode();
    // An order that ended without its code being erased (e.g. before this rule existed).
    await t.db.update(orderLines).set({ status: 'cancelled' }).where(eq(orderLines.orderIdx, ended.order.orderIdx));
    await t.services.visits.sweep();
    expect(await visitRow(ended.order.orderIdx)).toMatchObject({ entryCodeCipher: null });
    expect((await visitRow(live.order.orderIdx)).entryCodeCipher).not.toBeNull();
  });
});

describe('POST /billings/visit-check', () => {
  it('names the companies for the consent and warns of the same service for the same home on the same day', async () => {
    const first = await paidWithCode();
    const tz = (await t.db.select().from(orderLines).where(eq(orderLines.lineIdx, first.lineIdx)))[0]!.visitDate!;
    const again = await addLine(t, first.cookie, { itemIdx: first.item.item.itemIdx, pyeong: 34, tz, time: 13 });
    const check = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v2/billings/visit-check', headers: { cookie: first.cookie }, payload });

    const res = await check({ cartIdxs: [again.cartIdx], dong: '101', ho: '1203' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      companies: [first.item.partner.companyName],
      duplicates: [{ cartIdx: again.cartIdx, itemName: first.item.item.name, visitDate: tz, merchantUid: first.merchantUid }],
    });
    // Another unit of the complex is another home; another day is no double booking.
    expect((await check({ cartIdxs: [again.cartIdx], dong: '102', ho: '1203' })).json().data.duplicates).toEqual([]);
    await t.db.update(cartLines).set({ visitDate: addDays(tz, 1) }).where(eq(cartLines.cartIdx, again.cartIdx));
    expect((await check({ cartIdxs: [again.cartIdx] })).json().data.duplicates).toEqual([]);
  });

  it("refuses another resident's cart line as payment does (404 on cartIdxs, no ids in the words)", async () => {
    const owner = await paidWithCode();
    const theirs = await addLine(t, owner.cookie, { itemIdx: owner.item.item.itemIdx, pyeong: 34, tz: '미정' });
    const other = await shopper(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/billings/visit-check',
      headers: { cookie: other.cookie },
      payload: { cartIdxs: [theirs.cartIdx] },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: '장바구니에 없는 상품이 있어요. 장바구니를 새로 고쳐 주세요.', details: [{ field: 'cartIdxs' }] });
  });
});
