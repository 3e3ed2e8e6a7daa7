import { addDays } from '@ipju/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '../../../test/factories/catalog';
import { addLine, reportSuccess, sandboxPay, shopper, startOrder, VISIT_DETAILS, visitDay } from '../../../test/factories/commerce';
import { api } from '../../../test/factories/inspection-calls';
import { createInspector, homeinspCategory } from '../../../test/factories/inspections';
import { createApartment } from '../../../test/factories/places';
import { createTestApp, type TestContext } from '../../../test/helpers';

/**
 * What the inspector needs to get into the home of a paid 사전점검 order: the inspection names its order line,
 * and the company reads that line's visit details through the partner console's own GET
 * /partner/orders/{lineIdx}/visit (same words, same entry-code window). Another company gets 404 on both.
 */
let t: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t.close());

async function paidDoorCodeInspection() {
  const inspector = await createInspector(t);
  const category = await homeinspCategory(t.db);
  const item = await createItem(t.db, { partnerIdx: inspector.partner.partnerIdx, category });
  const apartment = await createApartment(t.db, { builder: '테스트건설' });
  const { cookie } = await shopper(t);
  const date = visitDay(5);
  const line = await addLine(t, cookie, { itemIdx: item.item.itemIdx, apartmentIdx: apartment.apartmentIdx, pyeong: 34, tz: date, time: 10 });
  const visit = { ...VISIT_DETAILS.visit, entryMethod: 'door_code', entryCode: '1203#', parking: 'registration', request: '도착 전에 전화 주세요.' };
  const init = await startOrder(t, cookie, { cartIdxs: [line.cartIdx], visit });
  const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount });
  await reportSuccess(t, cookie, impUid, init.merchantUid);
  const list = (await call('GET', '/inspection/check-inspection', inspector.headers)).json().data.inspections;
  return { inspector, apartment, date, inspectionIdx: list[0].inspectionIdx as number };
}

describe('getting into the home of an ordered inspection', () => {
  it('gives the owning inspector the address, entry method, parking and request; another company gets 404', async () => {
    const { inspector, apartment, date, inspectionIdx } = await paidDoorCodeInspection();
    const detail = (await call('GET', `/inspection/${inspectionIdx}`, inspector.headers)).json().data;
    expect(detail).toMatchObject({ address: apartment.address });
    expect(detail.orderLineIdx).toEqual(expect.any(Number));

    const visit = await call('GET', `/partner/orders/${detail.orderLineIdx}/visit`, inspector.headers);
    expect(visit.statusCode, visit.body).toBe(200);
    expect(visit.json().data).toMatchObject({
      address: apartment.address,
      entryMethodLabel: '공동현관 비밀번호',
      parkingLabel: '방문 차량 등록 필요',
      request: '도착 전에 전화 주세요.',
      // The code itself only from the day before the visit, on its own logged read.
      entryCodeAvailableFrom: addDays(date, -1),
      entryCodeReadable: false,
    });
    expect(JSON.stringify(visit.json())).not.toContain('1203#');

    const other = await createInspector(t);
    expect((await call('GET', `/inspection/${inspectionIdx}`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', `/partner/orders/${detail.orderLineIdx}/visit`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', `/partner/orders/${detail.orderLineIdx}/entry-code`, other.headers)).statusCode).toBe(404);
  });
});
