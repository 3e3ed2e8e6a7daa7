import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspections, orderLines, orders } from '../../db/schema';
import { createItem } from '../../../test/factories/catalog';
import { addLine, paidOrder, reportSuccess, sandboxPay, shopper, startOrder, visitDay } from '../../../test/factories/commerce';
import { api } from '../../../test/factories/inspection-calls';
import { createInspector, homeinspCategory, taskBody } from '../../../test/factories/inspections';
import { createApartment } from '../../../test/factories/places';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t.close());

/** An inspection company selling a 사전점검 item, and a resident's order of it for a complex (34평 = 84.95㎡). */
async function homeinspOrder() {
  const inspector = await createInspector(t);
  const category = await homeinspCategory(t.db);
  const item = await createItem(t.db, { partnerIdx: inspector.partner.partnerIdx, category });
  const apartment = await createApartment(t.db, { district1: '부산광역시', builder: '테스트건설' });
  const { resident, cookie } = await shopper(t);
  const date = visitDay(5);
  const line = await addLine(t, cookie, { itemIdx: item.item.itemIdx, apartmentIdx: apartment.apartmentIdx, pyeong: 34, tz: date, time: 10 });
  const init = await startOrder(t, cookie, { cartIdxs: [line.cartIdx] });
  return { inspector, apartment, resident, cookie, date, init };
}

const inspectionsOf = async (merchantUid: string) => {
  const [order] = await t.db.select().from(orders).where(eq(orders.merchantUid, merchantUid));
  const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderIdx, order!.orderIdx));
  const rows = await t.db.select().from(inspections).where(eq(inspections.orderLineIdx, lines[0]!.lineIdx));
  return { rows, line: lines[0]! };
};

describe('a paid 사전점검 order', () => {
  it('creates exactly one inspection for the home, even when the webhook and the return both report the payment', async () => {
    const { inspector, apartment, resident, cookie, date, init } = await homeinspOrder();
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount });
    const [back, hook] = await Promise.all([
      reportSuccess(t, cookie, impUid, init.merchantUid),
      t.app.inject({ method: 'POST', url: '/api/v2/billings/webhook', payload: { imp_uid: impUid, merchant_uid: init.merchantUid, status: 'paid' } }),
    ]);
    expect(back.statusCode, back.body).toBe(200);
    expect(hook.statusCode, hook.body).toBe(200);
    await reportSuccess(t, cookie, impUid, init.merchantUid);
    const { rows } = await inspectionsOf(init.merchantUid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ partnerIdx: inspector.partner.partnerIdx, residentIdx: resident.residentIdx, region: 'III', builder: '테스트건설' });

    const list = (await call('GET', '/inspection/check-inspection', inspector.headers)).json().data.inspections;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      homeLabel: `${apartment.name} 101동 1203호`,
      areaLabel: '34평 (전용 84.95㎡)',
      residentName: resident.name,
      visitDate: date,
      visitHour: 10,
      status: 'scheduled',
    });
    const detail = (await call('GET', `/inspection/${rows[0]!.inspectionIdx}`, inspector.headers)).json().data;
    expect(detail.orderNo).toMatch(/^\d{4}-\d{2}-\d{4}$/);
    expect(detail.spaces.filter((s: { kind: string }) => s.kind === 'bedroom')).toHaveLength(3);
  });

  it("follows the order line's visit date when it changes", async () => {
    const { inspector, cookie, init } = await homeinspOrder();
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount });
    await reportSuccess(t, cookie, impUid, init.merchantUid);
    const { rows, line } = await inspectionsOf(init.merchantUid);
    const moved = visitDay(9);
    await t.db.update(orderLines).set({ visitDate: moved }).where(eq(orderLines.lineIdx, line.lineIdx));
    const detail = (await call('GET', `/inspection/${rows[0]!.inspectionIdx}`, inspector.headers)).json().data;
    expect(detail.visitDate).toBe(moved);
  });

  it('makes no inspection for another service', async () => {
    const { merchantUid, resident, item } = await paidOrder(t);
    const { rows } = await inspectionsOf(merchantUid);
    expect(rows).toHaveLength(0);
    // Nothing for this resident or company either (other test files make inspections in the same database).
    expect(await t.db.select().from(inspections).where(eq(inspections.residentIdx, resident.residentIdx))).toEqual([]);
    expect(await t.db.select().from(inspections).where(eq(inspections.partnerIdx, item.partner.partnerIdx))).toEqual([]);
  });

  it('cancelling the order cancels its inspection: it leaves the lists and refuses new records', async () => {
    const { inspector, cookie, init } = await homeinspOrder();
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount });
    await reportSuccess(t, cookie, impUid, init.merchantUid);
    const { rows } = await inspectionsOf(init.merchantUid);
    const id = rows[0]!.inspectionIdx;
    const cancel = await t.app.inject({ method: 'PUT', url: `/api/v2/billings/${init.merchantUid}/cancel`, headers: { cookie }, payload: { reason: '이사 일정이 바뀌었어요' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const detail = (await call('GET', `/inspection/${id}`, inspector.headers)).json().data;
    expect(detail).toMatchObject({ status: 'cancelled', statusLabel: '취소' });
    expect((await call('GET', '/inspection', inspector.headers)).json().data.inspections).toEqual([]);
    const spaceIdx = detail.spaces[0].spaceIdx;
    const refused = await call('POST', `/inspection/${id}/visual/tasks`, inspector.headers, taskBody('visual', spaceIdx));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('취소된 점검이에요. 더 기록할 수 없어요.');
  });
});
