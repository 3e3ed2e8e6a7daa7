import { addDays, earliestSelectableDate } from '@ipju/contract';
import { randomUUID } from 'node:crypto';
import { categories, orderLines } from '../../src/db/schema';
import { createItem, createSpecialPrice, type CreatedItem } from './catalog';
import { createOrder } from './orders';
import { createApartment } from './places';
import { createResident, createSignedInResident } from './residents';
import type { TestContext } from '../helpers';

/**
 * Test data of the move-in assistant's tests: the rule categories, a complex with its
 * pre-visit days, a resident with a 34평 home there, and one item per category with the complex's special price
 * (so the plan picks these items over any other test's items in the same categories).
 */

export const RULE_CATEGORIES: Array<{ code: string; name: string; visitTimeSet: 'morningAfternoon' | 'inspection' | 'happyCall' }> = [
  { code: 'homeinsp', name: '사전점검 대행', visitTimeSet: 'inspection' },
  { code: 'tljoint', name: '줄눈 시공', visitTimeSet: 'morningAfternoon' },
  { code: 'coatpnt', name: '탄성코트', visitTimeSet: 'morningAfternoon' },
  { code: 'cleaning', name: '입주청소', visitTimeSet: 'morningAfternoon' },
  { code: 'sickhs', name: '새집증후군 시공', visitTimeSet: 'morningAfternoon' },
  { code: 'builtinac', name: '시스템에어컨', visitTimeSet: 'happyCall' },
  { code: 'noisefree', name: '층간소음매트', visitTimeSet: 'morningAfternoon' },
  { code: 'furn', name: '가구', visitTimeSet: 'happyCall' },
  { code: 'move', name: '이사', visitTimeSet: 'happyCall' },
];

export async function ensureRuleCategories(t: TestContext) {
  await t.db
    .insert(categories)
    .values(
      RULE_CATEGORIES.map((c, i) => ({
        code: c.code,
        name: c.name,
        label: c.name,
        headline: `${c.name} 단지 특가`,
        description: `${c.name} 서비스예요.`,
        chapter: null,
        visitTimeSet: c.visitTimeSet,
        hasItemGuide: false,
        imageUrl: '/static/categories/test.png',
        sortOrder: 200 + i,
      })),
    )
    .onConflictDoNothing();
}

/** The move-in date `days` after the first bookable day (so every window has room). */
export const moveInIn = (days = 30) => addDays(earliestSelectableDate(new Date()), days);

export interface World {
  apartmentIdx: number;
  areaIdx: number;
  homeIdx: number;
  cookie: string;
  residentIdx: number;
  items: Map<string, CreatedItem>;
  preVisit: { start: string; end: string };
}

export async function planWorld(
  t: TestContext,
  options: { codes?: string[]; discountRate?: number; preVisit?: { start: string; end: string } | null } = {},
): Promise<World> {
  await ensureRuleCategories(t);
  const preVisit = options.preVisit === undefined ? { start: moveInIn(5), end: moveInIn(7) } : options.preVisit;
  const apartment = await createApartment(t.db, { preVisitStart: preVisit?.start ?? null, preVisitEnd: preVisit?.end ?? null });
  const area = apartment.areas.find((a) => a.pyeong === 34)!;
  const { resident, cookie } = await createSignedInResident(t.app, t.db, {
    apartmentIdx: apartment.apartmentIdx,
    areaIdx: area.areaIdx,
    dong: '101',
    ho: '1203',
  });
  const home = await t.db.query.residentHomes.findFirst({ where: (h, { eq }) => eq(h.residentIdx, resident.residentIdx) });
  const items = new Map<string, CreatedItem>();
  for (const code of options.codes ?? RULE_CATEGORIES.map((c) => c.code)) {
    const item = await createItem(t.db, { categoryCode: code });
    await createSpecialPrice(t.db, { apartmentIdx: apartment.apartmentIdx, itemIdx: item.item.itemIdx, discountRate: options.discountRate ?? 10 });
    items.set(code, item);
  }
  return {
    apartmentIdx: apartment.apartmentIdx,
    areaIdx: area.areaIdx,
    homeIdx: home!.homeIdx,
    cookie,
    residentIdx: resident.residentIdx,
    items,
    preVisit: preVisit ?? { start: '', end: '' },
  };
}

export const application = (world: World, over: Record<string, unknown> = {}) => ({
  homeIdx: world.homeIdx,
  moveInDate: moveInIn(30),
  household: { adults: 2, children: 0, pets: 0, allergies: false },
  budget: null,
  priorities: [],
  alreadyBooked: [],
  requestKey: randomUUID(),
  ...over,
});

/**
 * A paid order line of `item` for a home of the complex (status 시공대기), inserted directly: by a new
 * neighbour household (another 동·호) unless `residentIdx` is given.
 */
export async function paidLine(
  t: TestContext,
  input: { item: CreatedItem; apartmentIdx: number; pyeong: number; residentIdx?: number; dong?: string; ho?: string },
) {
  const residentIdx = input.residentIdx ?? (await createResident(t.db)).residentIdx;
  const order = await createOrder(t.db, {
    residentIdx,
    paymentStatus: 'paid',
    paidAt: new Date(),
    regularTotal: 400_000,
    dong: input.dong ?? String(100 + Math.floor(Math.random() * 900)),
    ho: input.ho ?? String(1000 + residentIdx),
  });
  await t.db.insert(orderLines).values({
    orderIdx: order.orderIdx,
    itemIdx: input.item.item.itemIdx,
    partnerIdx: input.item.partner.partnerIdx,
    categoryCode: input.item.category.code,
    itemName: input.item.item.name,
    categoryName: input.item.category.name,
    companyName: input.item.partner.companyName,
    thumbnailUrl: input.item.item.thumbnailUrl,
    apartmentIdx: input.apartmentIdx,
    pyeong: input.pyeong,
    options: [],
    quantity: 1,
    visitTimeSet: 'morningAfternoon',
    regularPrice: 400_000,
    specialDiscount: 0,
    price: 400_000,
    payAmount: 400_000,
    status: 'awaiting_work',
    visitDate: moveInIn(10),
    visitHour: 9,
  });
  return order;
}
