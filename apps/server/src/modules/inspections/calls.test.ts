import { addDays, seoulToday } from '@ipju/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspections, orderLines, orderVisits } from '../../db/schema';
import { createItem } from '../../../test/factories/catalog';
import { addLine, reportSuccess, sandboxPay, shopper, startOrder, VISIT_DETAILS, visitDay } from '../../../test/factories/commerce';
import { api } from '../../../test/factories/inspection-calls';
import { createInspector, createTestInspection, homeinspCategory } from '../../../test/factories/inspections';
import { createApartment } from '../../../test/factories/places';
import { createTestApp, type TestContext } from '../../../test/helpers';

/**
 * The inspector calls the resident through a 050 안심번호 (GET /inspection/{inspectionId}/get_vn): the
 * screen shows the resident's phone masked, outside inspection companies included.
 */
let t: TestContext;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t.close());

const companyPhone = '0212345678';

async function orderedInspection() {
  const inspector = await createInspector(t);
  const category = await homeinspCategory(t.db);
  const item = await createItem(t.db, { partnerIdx: inspector.partner.partnerIdx, category });
  const apartment = await createApartment(t.db);
  const { cookie, resident } = await shopper(t);
  const line = await addLine(t, cookie, { itemIdx: item.item.itemIdx, apartmentIdx: apartment.apartmentIdx, pyeong: 34, tz: visitDay(5), time: 10 });
  const init = await startOrder(t, cookie, { cartIdxs: [line.cartIdx], ...VISIT_DETAILS });
  await reportSuccess(t, cookie, await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount }), init.merchantUid);
  const list = (await call('GET', '/inspection/check-inspection', inspector.headers)).json().data.inspections;
  return { inspector, resident, inspectionIdx: list[0].inspectionIdx as number };
}

describe('calling the resident of an inspection', () => {
  it('shows the phone masked and rings the visit contact through one 050 number', async () => {
    const { inspector, resident, inspectionIdx } = await orderedInspection();
    const detail = (await call('GET', `/inspection/${inspectionIdx}`, inspector.headers)).json().data;
    expect(detail).not.toHaveProperty('residentPhone');
    expect(detail.residentPhoneMasked).toBe(`010-****-${resident.phone!.slice(-4)}`);
    expect(detail.canCall).toBe(true);

    const first = await call('GET', `/inspection/${inspectionIdx}/get_vn`, inspector.headers);
    expect(first.statusCode, first.body).toBe(200);
    const grant = first.json().data;
    expect(grant.virtualNumber).toMatch(/^050\d-\d{4}-\d{4}$/);
    expect((await call('GET', `/inspection/${inspectionIdx}/get_vn`, inspector.headers)).json().data.virtualNumber).toBe(grant.virtualNumber);
    const [contact] = await t.db
      .select({ phone: orderVisits.contactPhone })
      .from(inspections)
      .innerJoin(orderLines, eq(orderLines.lineIdx, inspections.orderLineIdx))
      .innerJoin(orderVisits, eq(orderVisits.orderIdx, orderLines.orderIdx))
      .where(eq(inspections.inspectionIdx, inspectionIdx));
    expect(await t.deps.virtualNumbers.resolve(grant.telUri.slice(4), companyPhone)).toBe(contact!.phone.replace(/\D/g, ''));

    const other = await createInspector(t);
    expect((await call('GET', `/inspection/${inspectionIdx}/get_vn`, other.headers)).statusCode).toBe(404);
  });

  it('refuses an inspection without a resident, and one whose visit day is over, with the reason', async () => {
    const inspector = await createInspector(t);
    const lone = await createTestInspection(t, inspector.partner.partnerIdx, { visitDate: seoulToday() });
    expect((await call('GET', `/inspection/${lone.inspectionIdx}`, inspector.headers)).json().data).toMatchObject({ residentPhoneMasked: null, canCall: false });
    const refused = await call('GET', `/inspection/${lone.inspectionIdx}/get_vn`, inspector.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('연결된 입주민이 없어요. 먼저 입주민을 연결해 주세요.');

    const { resident } = await shopper(t);
    const past = await createTestInspection(t, inspector.partner.partnerIdx, { residentIdx: resident.residentIdx, visitDate: addDays(seoulToday(), -2) });
    expect((await call('GET', `/inspection/${past.inspectionIdx}`, inspector.headers)).json().data.canCall).toBe(false);
    const late = await call('GET', `/inspection/${past.inspectionIdx}/get_vn`, inspector.headers);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('방문 다음 날이 지나 안심번호 연결이 끝났어요.');
  });
});
