import { MIN_HOUSEHOLDS_SHOWN } from '@ipju/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectionTasks, orderLines, specialPriceSteps } from '../../db/schema';
import { createInspection } from '../inspections';
import { createTestApp, unique, type TestContext } from '../../../test/helpers';
import { createCatalogPartner, createItem, createSpecialPrice, type CreatedItem } from '../../../test/factories/catalog';
import { createOrder } from '../../../test/factories/orders';
import { createApartment } from '../../../test/factories/places';
import { createResident } from '../../../test/factories/residents';

let t: TestContext;
// Reports are computed on every request here (no reuse), so each step of a test sees its own orders.
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_TTL_MS: '0' });
});
afterAll(() => t.close());

const DAY = 86_400_000;

/**
 * A household of `apartmentIdx` that paid for `item` at its special price `daysBefore` days before the
 * complex's move-in start (2027-03-01): one order, one line of 300,000원 regular, 10 % off.
 */
async function paidHousehold(
  apartmentIdx: number,
  item: CreatedItem,
  o: { daysBefore?: number; status?: string; paymentStatus?: 'paid' | 'cancelled'; dong?: string } = {},
) {
  const resident = await createResident(t.db);
  const paidAt = new Date(Date.parse('2027-03-01T12:00:00+09:00') - (o.daysBefore ?? 30) * DAY);
  const order = await createOrder(t.db, {
    residentIdx: resident.residentIdx,
    paymentStatus: o.paymentStatus ?? 'paid',
    paidAt,
    regularTotal: 300_000,
    specialDiscount: 30_000,
    dong: o.dong ?? '101',
    ho: unique().slice(0, 4),
  });
  await t.db.insert(orderLines).values({
    orderIdx: order.orderIdx,
    itemIdx: item.item.itemIdx,
    partnerIdx: item.partner.partnerIdx,
    categoryCode: item.category.code,
    itemName: item.item.name,
    categoryName: item.category.name,
    companyName: item.partner.companyName,
    thumbnailUrl: item.item.thumbnailUrl,
    apartmentIdx,
    options: [],
    quantity: 1,
    visitTimeSet: 'morningAfternoon',
    regularPrice: 300_000,
    specialDiscount: 30_000,
    price: 270_000,
    payAmount: 270_000,
    status: o.status ?? 'awaiting_work',
  });
}

async function complexWithSpecial(slug?: string) {
  const apartment = await createApartment(t.db, { moveInStart: '2027-03-01', moveInEnd: '2027-04-30', builder: '테스트건설', slug });
  const item = await createItem(t.db);
  const special = await createSpecialPrice(t.db, {
    apartmentIdx: apartment.apartmentIdx,
    itemIdx: item.item.itemIdx,
    discountRate: 10,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date(Date.now() + 60 * DAY),
  });
  await t.db.insert(specialPriceSteps).values([
    { specialPriceIdx: special.specialPriceIdx, minHouseholds: 5, discountRate: 15 },
    { specialPriceIdx: special.specialPriceIdx, minHouseholds: 20, discountRate: 20 },
  ]);
  return { apartment, item, special };
}

const report = (complexIdx: number | string) => t.app.inject({ method: 'GET', url: `/api/v2/complexes/${complexIdx}/move-in-report` });

describe('GET /complexes/{complexIdx}/move-in-report', () => {
  it('hides figures of 4 households and shows them from 5, counting only paid, not cancelled orders', async () => {
    expect(MIN_HOUSEHOLDS_SHOWN).toBe(5);
    const { apartment, item } = await complexWithSpecial();
    // Another service's special price in the same complex, with a step nobody has joined for: it stays as it is.
    const other = await createItem(t.db);
    const otherSpecial = await createSpecialPrice(t.db, { apartmentIdx: apartment.apartmentIdx, itemIdx: other.item.itemIdx, discountRate: 10 });
    await t.db.insert(specialPriceSteps).values({ specialPriceIdx: otherSpecial.specialPriceIdx, minHouseholds: 5, discountRate: 40 });
    for (const daysBefore of [40, 35, 20, 10]) await paidHousehold(apartment.apartmentIdx, item, { daysBefore });
    // Neither a cancelled line nor a cancelled payment is a neighbour's booking.
    await paidHousehold(apartment.apartmentIdx, item, { status: 'cancelled' });
    await paidHousehold(apartment.apartmentIdx, item, { paymentStatus: 'cancelled' });

    const four = await report(apartment.apartmentIdx);
    expect(four.statusCode).toBe(200);
    const hidden = four.json().data;
    expect(hidden.complex).toMatchObject({ name: apartment.name, builder: '테스트건설', moveInStart: '2027-03-01', moveInEnd: '2027-04-30' });
    expect(hidden.paidHouseholds).toBeNull();
    expect(hidden.services).toEqual([
      expect.objectContaining({ categoryCode: item.category.code, households: null, timing: null, averagePaid: null, medianDaysBefore: null }),
    ]);
    expect(hidden.groupBuys[0]).toMatchObject({ baseRate: 10, currentRate: 10, households: null, next: { minHouseholds: 5, discountRate: 15, householdsToGo: null } });
    expect(hidden.inspections).toBeNull();

    await paidHousehold(apartment.apartmentIdx, item, { daysBefore: 3 });
    const five = (await report(apartment.apartmentIdx)).json().data;
    expect(five.paidHouseholds).toBe(5);
    const service = five.services[0];
    expect(service).toMatchObject({ households: 5, averagePaid: 270_000, averageRegular: 300_000, medianDaysBefore: 20 });
    expect(service.timing).toEqual([
      { bucket: 'd60plus', percent: 0 },
      { bucket: 'd30to59', percent: 40 },
      { bucket: 'd14to29', percent: 20 },
      { bucket: 'd7to13', percent: 20 },
      { bucket: 'd0to6', percent: 20 },
      { bucket: 'after', percent: 0 },
    ]);
    // The fifth household reached the first step: the rate every price is computed from is now 15 %.
    expect(five.groupBuys[0]).toMatchObject({
      households: 5,
      currentRate: 15,
      steps: [
        { minHouseholds: 5, discountRate: 15, reached: true },
        { minHouseholds: 20, discountRate: 20, reached: false },
      ],
      next: { minHouseholds: 20, discountRate: 20, householdsToGo: 15 },
    });
    const cards = await t.app.inject({ method: 'GET', url: `/api/v2/items?apartmentIdx=${apartment.apartmentIdx}&itemType=${item.category.code}` });
    expect(cards.json().data.items[0].price).toMatchObject({ priceType: 'special', discountRate: 15 });
    // What checkout charges follows the same rate: 15 % off the 평형 tier.
    const estimate = await t.app.inject({
      method: 'POST',
      url: `/api/v2/items/${item.item.itemIdx}/expect_price`,
      payload: { apartmentIdx: apartment.apartmentIdx, pyeong: 34, quantity: 1 },
    });
    expect(estimate.json().data).toMatchObject({ discountRate: 15, priceType: 'special' });
    const otherCards = await t.app.inject({ method: 'GET', url: `/api/v2/items?apartmentIdx=${apartment.apartmentIdx}&itemType=${other.category.code}` });
    expect(otherCards.json().data.items[0].price).toMatchObject({ priceType: 'special', discountRate: 10 });
    expect(five.groupBuys.find((g: { itemIdx: number }) => g.itemIdx === other.item.itemIdx)).toMatchObject({ currentRate: 10, households: null });
  });

  it('shows the 사전점검 findings of 5 inspected households and hides a finding only 4 of them had', async () => {
    const apartment = await createApartment(t.db);
    const partner = await createCatalogPartner(t.db);
    const inspect = async (ho: string, categories: string[], sample = false) => {
      const row = (await createInspection(t.db, {
        partnerIdx: partner.partnerIdx,
        residentIdx: null,
        apartmentIdx: apartment.apartmentIdx,
        complexName: apartment.name,
        dong: '101',
        ho,
        pyeong: 34,
        exclusiveArea: 84.95,
        isSample: sample,
      }))!;
      if (categories.length) {
        await t.db.insert(inspectionTasks).values(
          categories.map((category, i) => ({
            inspectionIdx: row.inspectionIdx,
            type: 'visual' as const,
            location: '거실',
            clientKey: `t-${ho}-${i}`,
            values: { category, severity: 'repair', description: '들뜸' },
          })),
        );
      }
    };
    for (const ho of ['101', '102', '103', '104']) await inspect(ho, ['tile', 'silicone']);
    // A sample inspection is nobody's home: it never counts.
    await inspect('999', ['tile', 'silicone'], true);
    const four = (await report(apartment.apartmentIdx)).json().data.inspections;
    expect(four).toEqual({ inspectedHouseholds: null, findings: [] });

    await inspect('105', ['tile']);
    const five = (await report(apartment.apartmentIdx)).json().data.inspections;
    expect(five).toEqual({ inspectedHouseholds: 5, findings: [{ category: 'tile', label: '타일', households: 5, percent: 100 }] });
  });

  it('answers 400 naming the field for a bad number and 404 for an unknown complex', async () => {
    const bad = await report('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('단지 번호(complexIdx)');
    expect(bad.json().details[0].field).toBe('complexIdx');

    const missing = await report(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('단지를 찾을 수 없어요.');
  });
});

describe('GET /complexes/by-slug/{slug}', () => {
  it("shows the complex's data, its special prices and a timeline ending with moving in", async () => {
    const slug = `test-${unique()}`;
    const { apartment, item } = await complexWithSpecial(slug);
    const res = await t.app.inject({ method: 'GET', url: `/api/v2/complexes/by-slug/${slug}` });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.complex).toMatchObject({ apartmentIdx: apartment.apartmentIdx, households: 1000, pagePath: `/complexes/${slug}` });
    expect(page.floorPlans.map((f: { typeName: string }) => f.typeName)).toEqual(['59A', '84A']);
    expect(page.specialItems.map((i: { itemIdx: number }) => i.itemIdx)).toEqual([item.item.itemIdx]);
    expect(page.specialItems[0].price).toMatchObject({ priceType: 'special', discountRate: 10 });
    expect(page.groupBuys[0]).toMatchObject({ itemIdx: item.item.itemIdx, households: null });
    expect(page.timeline[0]).toMatchObject({ kind: 'inspection', title: '사전점검' });
    expect(page.timeline.find((s: { kind: string }) => s.kind === 'move_in')).toMatchObject({ when: '2027.03.01 ~ 2027.04.30' });
  });

  it('answers 400 for a slug with capitals and 404 for an unknown one', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/v2/complexes/by-slug/Jamsil_Leel' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('slug');
    const missing = await t.app.inject({ method: 'GET', url: `/api/v2/complexes/by-slug/nope-${unique()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('단지 페이지를 찾을 수 없어요.');
  });
});
