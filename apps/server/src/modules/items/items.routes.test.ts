import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoulToday } from '@ipju/contract';
import {
  createCategory,
  createItem,
  createItemSection,
  createSpecialPrice,
  relateCategories,
} from '../../../test/factories/catalog';
import { createApartment } from '../../../test/factories/places';
import { createTestApp, unique, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  // Read the catalogue on every request, so each test sees the data it just made.
  t = await createTestApp({ CATALOG_CACHE_TTL_MS: '0' });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const get = (url: string) => t.app.inject({ url: `/api/v2${url}` });
const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/v2${url}`, payload: payload as object });
const enc = encodeURIComponent;
type Card = { itemIdx: number; price: Record<string, unknown> & { price: number; regularPrice: number } };

describe('GET /items', () => {
  it('lists a category with the 평형 tier price and says the regular price applies without a complex', async () => {
    const { item, category, partner, tiers } = await createItem(t.db);
    const res = await get(`/items?itemType=${category.code}&pyeong=30`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data.apartment).toBeNull();
    expect(body.data.items).toHaveLength(1);
    expect(body.data.items[0]).toMatchObject({
      itemIdx: item.itemIdx,
      name: item.name,
      categoryCode: category.code,
      categoryName: category.name,
      partner: { partnerIdx: partner.partnerIdx, companyName: partner.companyName, ratingAvg: partner.ratingAvg, reviewCount: partner.reviewCount },
      ratingAvg: 4.5,
      visitTimes: [
        { hour: 9, label: '오전 9시' },
        { hour: 13, label: '오후 1시' },
      ],
      price: {
        regularPrice: 400_000,
        price: 400_000,
        discountRate: 0,
        priceType: 'regular',
        pyeongTier: { optionIdx: tiers[1]!.optionIdx, name: '25~34평', pyeongMin: 25, pyeongMax: 34 },
      },
    });
    expect(body.data.items[0].price.specialLabel).toBeUndefined();
  });

  it('picks the tier from the 평형: the smallest without one, the largest above every tier', async () => {
    const { category } = await createItem(t.db);
    const price = async (q: string) => (await get(`/items?itemType=${category.code}${q}`)).json().data.items[0].price;
    expect((await price('')).regularPrice).toBe(300_000);
    expect((await price('&pyeong=24')).regularPrice).toBe(300_000);
    expect((await price('&pyeong=25')).regularPrice).toBe(400_000);
    expect((await price('&pyeong=34')).regularPrice).toBe(400_000);
    expect((await price('&pyeong=35')).regularPrice).toBe(550_000);
    expect((await price('&pyeong=150')).pyeongTier.name).toBe('35평 이상');
  });

  it("applies the complex's special price only for that complex, by name or number", async () => {
    const { item, category } = await createItem(t.db);
    const apt = await createApartment(t.db, { name: `잠실테스트${unique()}` });
    const other = await createApartment(t.db);
    await createSpecialPrice(t.db, { apartmentIdx: apt.apartmentIdx, itemIdx: item.itemIdx, discountRate: 15, label: '입주 특가' });

    const byName = (await get(`/items?itemType=${category.code}&complexName=${enc(apt.name)}&pyeong=34`)).json().data;
    expect(byName.apartment).toEqual({ apartmentIdx: apt.apartmentIdx, name: apt.name });
    expect(byName.items[0].price).toMatchObject({
      regularPrice: 400_000,
      price: 340_000,
      discountRate: 15,
      priceType: 'special',
      specialLabel: '입주 특가',
    });
    const byIdx = (await get(`/items?itemType=${category.code}&apartmentIdx=${apt.apartmentIdx}`)).json().data;
    expect(byIdx.items[0].price).toMatchObject({ regularPrice: 300_000, price: 255_000, priceType: 'special' });

    const elsewhere = (await get(`/items?itemType=${category.code}&apartmentIdx=${other.apartmentIdx}&pyeong=34`)).json().data;
    expect(elsewhere.items[0].price).toMatchObject({ price: 400_000, priceType: 'regular', discountRate: 0 });
  });

  it('applies a special price only within its dates', async () => {
    const category = await createCategory(t.db);
    const apt = await createApartment(t.db);
    const past = await createItem(t.db, { category });
    const future = await createItem(t.db, { category });
    const open = await createItem(t.db, { category });
    await createSpecialPrice(t.db, {
      apartmentIdx: apt.apartmentIdx,
      itemIdx: past.item.itemIdx,
      startsAt: new Date(Date.now() - 10 * DAY),
      endsAt: new Date(Date.now() - DAY),
    });
    await createSpecialPrice(t.db, {
      apartmentIdx: apt.apartmentIdx,
      itemIdx: future.item.itemIdx,
      startsAt: new Date(Date.now() + DAY),
    });
    await createSpecialPrice(t.db, {
      apartmentIdx: apt.apartmentIdx,
      itemIdx: open.item.itemIdx,
      startsAt: new Date(Date.now() - DAY),
      endsAt: null,
    });
    const items: Card[] = (await get(`/items?itemType=${category.code}&apartmentIdx=${apt.apartmentIdx}`)).json().data.items;
    const typeOf = (id: number) => items.find((i) => i.itemIdx === id)!.price.priceType;
    expect(typeOf(past.item.itemIdx)).toBe('regular');
    expect(typeOf(future.item.itemIdx)).toBe('regular');
    expect(typeOf(open.item.itemIdx)).toBe('special');
  });

  it('puts a 방문 견적 item after the priced ones in both price orders, flagged on its card', async () => {
    const category = await createCategory(t.db);
    const priced = await createItem(t.db, { category });
    const quoted = await createItem(t.db, { category, quoteOnVisit: true, basePrice: 0, optionGroups: [] });
    const cards = async (q: string) => (await get(`/items?itemType=${category.code}${q}`)).json().data.items as Array<{ itemIdx: number; quoteOnVisit: boolean }>;
    for (const sort of ['priceAsc', 'priceDesc']) {
      expect((await cards(`&itemSortType=${sort}`)).map((i) => [i.itemIdx, i.quoteOnVisit])).toEqual([
        [priced.item.itemIdx, false],
        [quoted.item.itemIdx, true],
      ]);
    }
  });

  it('sorts by applied price, rating, reviews and sales, and honours the limit', async () => {
    const category = await createCategory(t.db);
    const apt = await createApartment(t.db);
    const cheap = await createItem(t.db, {
      category,
      ratingAvg: 3.9,
      reviewCount: 300,
      salesCount: 5,
      optionGroups: [{ name: '평형', kind: 'pyeong', required: true, multiple: false, options: [{ name: '전 평형', price: 200_000 }] }],
    });
    const mid = await createItem(t.db, { category, ratingAvg: 4.9, reviewCount: 10, salesCount: 50 });
    const dear = await createItem(t.db, {
      category,
      ratingAvg: 4.2,
      reviewCount: 50,
      salesCount: 500,
      optionGroups: [{ name: '평형', kind: 'pyeong', required: true, multiple: false, options: [{ name: '전 평형', price: 500_000 }] }],
    });
    // 500,000 with 70% off (150,000) is the cheapest for this complex.
    await createSpecialPrice(t.db, { apartmentIdx: apt.apartmentIdx, itemIdx: dear.item.itemIdx, discountRate: 70 });
    const ids = async (q: string) =>
      ((await get(`/items?itemType=${category.code}${q}`)).json().data.items as Card[]).map((i) => i.itemIdx);
    const [c, m, d] = [cheap.item.itemIdx, mid.item.itemIdx, dear.item.itemIdx];

    expect(await ids('&itemSortType=priceAsc&pyeong=30')).toEqual([c, m, d]);
    expect(await ids(`&itemSortType=priceAsc&pyeong=30&apartmentIdx=${apt.apartmentIdx}`)).toEqual([d, c, m]);
    expect(await ids('&itemSortType=priceDesc&pyeong=30')).toEqual([d, m, c]);
    expect(await ids('&itemSortType=rating')).toEqual([m, d, c]);
    expect(await ids('&itemSortType=reviewCount')).toEqual([c, d, m]);
    expect(await ids('&itemSortType=popular')).toEqual([d, m, c]);
    expect(await ids(`&apartmentIdx=${apt.apartmentIdx}`)).toEqual(expect.arrayContaining([d]));
    expect((await ids(`&apartmentIdx=${apt.apartmentIdx}`))[0]).toBe(d); // recommended: special prices first
    expect(await ids('&itemSortType=popular&limit=2')).toEqual([d, m]);
  });

  it('lists a chapter with its member categories and everything without itemType', async () => {
    const chapter = `ch${unique()}`;
    const a = await createCategory(t.db, { chapter });
    const b = await createCategory(t.db, { chapter });
    const ia = await createItem(t.db, { category: a });
    const ib = await createItem(t.db, { category: b });
    const res = await get(`/items?itemType=${chapter}&limit=100`);
    expect(res.statusCode).toBe(200);
    expect((res.json().data.items as Card[]).map((i) => i.itemIdx).sort()).toEqual([ia.item.itemIdx, ib.item.itemIdx].sort());
    const all = await get('/items?limit=100');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.items.length).toBeGreaterThanOrEqual(2);
  });

  it('uses the item visit-time override, else the category set', async () => {
    const fridge = await createCategory(t.db, { visitTimeSet: 'refrigerator' });
    const plain = await createItem(t.db, { category: fridge });
    const special = await createItem(t.db, { category: fridge, visitTimeSet: 'morningAfternoon14' });
    const happy = await createItem(t.db, { category: fridge, visitTimeSet: 'happyCall' });
    const items: Array<Card & { visitTimes: Array<{ hour: number | null; label: string }> }> = (
      await get(`/items?itemType=${fridge.code}`)
    ).json().data.items;
    const hours = (id: number) => items.find((i) => i.itemIdx === id)!.visitTimes.map((v) => v.hour);
    expect(hours(plain.item.itemIdx)).toEqual([9, 11, 13, 15]);
    expect(hours(special.item.itemIdx)).toEqual([9, 14]);
    expect(items.find((i) => i.itemIdx === happy.item.itemIdx)!.visitTimes).toEqual([
      { hour: null, label: '해피콜 시 시간 협의' },
    ]);
  });

  it('leaves out inactive items', async () => {
    const category = await createCategory(t.db);
    await createItem(t.db, { category, isActive: false });
    const res = await get(`/items?itemType=${category.code}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items).toEqual([]);
  });

  it('refuses bad input with a Korean message naming the field', async () => {
    const cases: Array<[string, string, string]> = [
      ['/items?limit=0', 'limit', '개수는 1 이상이어야 해요.'],
      ['/items?limit=101', 'limit', '개수는 100 이하여야 해요.'],
      ['/items?limit=abc', 'limit', '개수는 숫자로 입력해 주세요.'],
      ['/items?pyeong=0', 'pyeong', '평형은 1 이상이어야 해요.'],
      ['/items?pyeong=151', 'pyeong', '평형은 150 이하여야 해요.'],
      ['/items?itemSortType=cheap', 'itemSortType', '정렬 방식은'],
      ['/items?itemType=CLEAN!', 'itemType', '서비스 종류는'],
    ];
    for (const [url, field, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(message);
      expect(res.json().details[0].field, url).toBe(field);
    }
  });

  it('404s for an unknown category or complex, naming it', async () => {
    const code = `nope${unique()}`;
    const res = await get(`/items?itemType=${code}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain(code);
    const name = `없는단지${unique()}`;
    const apt = await get(`/items?complexName=${enc(name)}`);
    expect(apt.statusCode).toBe(404);
    expect(apt.json().message).toBe(`'${name}' 단지를 찾을 수 없어요. 단지 이름을 정확히 입력해 주세요.`);
    const idx = await get('/items?apartmentIdx=999999999');
    expect(idx.statusCode).toBe(404);
    expect(idx.json().message).toBe('단지를 찾을 수 없어요.');
  });

  it('refuses a complex name that contradicts the complex number', async () => {
    const a = await createApartment(t.db);
    const b = await createApartment(t.db);
    const res = await get(`/items?apartmentIdx=${a.apartmentIdx}&complexName=${enc(b.name)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('complexName');
  });
});

describe('item detail resources', () => {
  it('lists images in order', async () => {
    const { item } = await createItem(t.db);
    const res = await get(`/items/${item.itemIdx}/item_images`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((i: { alt: string }) => i.alt)).toEqual(['시공 사진 1', '시공 사진 2']);
  });

  it('lists option groups with their options in order', async () => {
    const { item, groups } = await createItem(t.db);
    const res = await get(`/items/${item.itemIdx}/item_option_groups`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((g: { kind: string }) => g.kind)).toEqual(['pyeong', 'area', 'addon']);
    expect(data[0]).toMatchObject({ groupIdx: groups[0]!.groupIdx, name: '평형', required: true, multiple: false });
    expect(data[0].options.map((o: { name: string; price: number }) => [o.name, o.price])).toEqual([
      ['24평 이하', 300_000],
      ['25~34평', 400_000],
      ['35평 이상', 550_000],
    ]);
    expect(data[0].options[2]).toMatchObject({ pyeongMin: 35, pyeongMax: null });
  });

  it("returns the partner's company profile", async () => {
    const { item, partner } = await createItem(t.db);
    const res = await get(`/items/${item.itemIdx}/partner`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      partnerIdx: partner.partnerIdx,
      companyName: partner.companyName,
      businessNumber: partner.businessNumber,
      ceoName: partner.ceoName,
      intro: partner.intro,
      serviceAreas: partner.serviceAreas,
      hours: partner.hours,
      ratingAvg: partner.ratingAvg,
      completedCount: partner.completedCount,
      establishedYear: partner.establishedYear,
      // Counted with the founding year as the first, in Seoul's year: the one number every screen shows.
      yearsInBusiness: Number(seoulToday().slice(0, 4)) - partner.establishedYear + 1,
    });
  });

  it("lists sections of a group type, the complex's own first and other complexes' never", async () => {
    const { item } = await createItem(t.db);
    const apt = await createApartment(t.db);
    const other = await createApartment(t.db);
    await createItemSection(t.db, { itemIdx: item.itemIdx, groupType: 'caution', title: '공통 주의', sortOrder: 0 });
    await createItemSection(t.db, { itemIdx: item.itemIdx, groupType: 'caution', title: '단지 주의', apartmentIdx: apt.apartmentIdx, sortOrder: 5 });
    await createItemSection(t.db, { itemIdx: item.itemIdx, groupType: 'caution', title: '다른 단지', apartmentIdx: other.apartmentIdx });
    await createItemSection(t.db, { itemIdx: item.itemIdx, groupType: 'process', title: '과정' });
    const titles = async (q: string) =>
      (await get(`/items/${item.itemIdx}/sections/group_type?${q}`)).json().data.map((s: { title: string }) => s.title);
    expect(await titles(`groupType=caution&apartmentIdx=${apt.apartmentIdx}`)).toEqual(['단지 주의', '공통 주의', '취소·환불과 일정 변경']);
    expect(await titles('groupType=caution')).toEqual(['공통 주의', '취소·환불과 일정 변경']);
    expect(await titles('groupType=process')).toEqual(['과정']);

    const missingType = await get(`/items/${item.itemIdx}/sections/group_type`);
    expect(missingType.statusCode).toBe(400);
    expect(missingType.json().details[0].field).toBe('groupType');
    expect(missingType.json().message).toContain('구분을 입력해 주세요');
    const badApt = await get(`/items/${item.itemIdx}/sections/group_type?groupType=caution&apartmentIdx=999999999`);
    expect(badApt.statusCode).toBe(404);
  });

  it('404s in Korean for unknown and inactive items, 400 for a bad id', async () => {
    const { item: inactive } = await createItem(t.db, { isActive: false });
    for (const id of [999_999_999, inactive.itemIdx]) {
      for (const path of ['item_images', 'item_option_groups', 'partner', 'sections/group_type?groupType=detail']) {
        const res = await get(`/items/${id}/${path}`);
        expect(res.statusCode, path).toBe(404);
        expect(res.json().message).toBe('상품을 찾을 수 없어요. 판매가 끝났거나 없는 상품이에요.');
      }
      const est = await post(`/items/${id}/expect_price`, { optionIdxs: [], pyeong: 30 });
      expect(est.statusCode).toBe(404);
    }
    const bad = await get('/items/abc/item_images');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('id');
  });
});

describe('GET /related_items', () => {
  it('lists a few items of each related category in relation order', async () => {
    const base = await createCategory(t.db);
    const r1 = await createCategory(t.db);
    const r2 = await createCategory(t.db);
    await relateCategories(t.db, base.code, [r2.code, r1.code]);
    for (let i = 0; i < 6; i++) await createItem(t.db, { category: r1 });
    const r2item = await createItem(t.db, { category: r2 });
    const res = await get(`/related_items?itemType=${base.code}`);
    expect(res.statusCode).toBe(200);
    const groups = res.json().data;
    expect(groups.map((g: { categoryCode: string }) => g.categoryCode)).toEqual([r2.code, r1.code]);
    expect(groups[0].items.map((i: Card) => i.itemIdx)).toEqual([r2item.item.itemIdx]);
    expect(groups[1].items).toHaveLength(4);
    expect(groups[1]).toMatchObject({ categoryName: r1.name });
  });

  it('requires itemType and 404s for an unknown one', async () => {
    const missing = await get('/related_items');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('itemType');
    expect(missing.json().message).toContain('서비스 종류');
    const unknown = await get(`/related_items?itemType=zz${unique()}`);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /items/{id}/expect_price', () => {
  it('computes the total from options, the 평형 tier and the complex special price', async () => {
    const { item, tiers, areas, addons } = await createItem(t.db);
    const apt = await createApartment(t.db);
    await createSpecialPrice(t.db, { apartmentIdx: apt.apartmentIdx, itemIdx: item.itemIdx, discountRate: 7, label: '단지 특가' });

    const res = await post(`/items/${item.itemIdx}/expect_price`, {
      optionIdxs: [areas[0]!.optionIdx, addons[1]!.optionIdx],
      pyeong: 34,
      complexName: apt.name,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // 400,000 + 50,000 + 25,000 = 475,000; 7% = 33,250 -> 33,200 (rounded down to 100원)
    expect(data).toMatchObject({
      itemIdx: item.itemIdx,
      quantity: 1,
      pyeongTier: { optionIdx: tiers[1]!.optionIdx, name: '25~34평' },
      regularTotal: 475_000,
      discountAmount: 33_200,
      discountRate: 7,
      total: 441_800,
      priceType: 'special',
      specialLabel: '단지 특가',
    });
    expect(data.lines).toEqual([
      expect.objectContaining({ optionIdx: tiers[1]!.optionIdx, groupName: '평형', price: 400_000, autoSelected: true }),
      expect.objectContaining({ optionIdx: areas[0]!.optionIdx, groupName: '시공 범위', name: '베란다', price: 50_000 }),
      expect.objectContaining({ optionIdx: addons[1]!.optionIdx, groupName: '추가 옵션', price: 25_000 }),
    ]);
  });

  it('uses a chosen tier and the quantity; regular price elsewhere', async () => {
    const { item, tiers } = await createItem(t.db);
    const other = await createApartment(t.db);
    const res = await post(`/items/${item.itemIdx}/expect_price`, {
      optionIdxs: [tiers[2]!.optionIdx],
      apartmentIdx: other.apartmentIdx,
      quantity: 2,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      regularTotal: 1_100_000,
      total: 1_100_000,
      discountAmount: 0,
      priceType: 'regular',
      pyeongTier: { name: '35평 이상' },
    });
    expect(res.json().data.lines[0].autoSelected).toBe(false);
  });

  it("refuses options of another item, naming them, and ignores the client's idea of a price", async () => {
    const { item } = await createItem(t.db);
    const { areas: foreign } = await createItem(t.db);
    const res = await post(`/items/${item.itemIdx}/expect_price`, {
      optionIdxs: [foreign[0]!.optionIdx],
      pyeong: 30,
      price: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('optionIdxs');
    expect(res.json().message).toContain(String(foreign[0]!.optionIdx));
    expect(res.json().message).toContain('이 상품의 옵션이 아니에요');
  });

  it('needs exactly one 평형 tier', async () => {
    const { item, tiers } = await createItem(t.db);
    const none = await post(`/items/${item.itemIdx}/expect_price`, { optionIdxs: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().details[0].field).toBe('pyeong');
    expect(none.json().message).toBe('평형을 입력하거나 평형 구간 옵션을 골라 주세요.');
    const two = await post(`/items/${item.itemIdx}/expect_price`, {
      optionIdxs: [tiers[0]!.optionIdx, tiers[1]!.optionIdx],
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toContain('평형 구간은 하나만 골라 주세요');
  });

  it('requires required groups and allows one option in single-choice groups', async () => {
    const { item, groups } = await createItem(t.db, {
      optionGroups: [
        { name: '평형', kind: 'pyeong', required: true, multiple: false, options: [{ name: '전 평형', price: 100_000 }] },
        {
          name: '시공 위치',
          kind: 'area',
          required: true,
          multiple: false,
          options: [
            { name: '거실', price: 10_000 },
            { name: '안방', price: 20_000 },
          ],
        },
      ],
    });
    const [a, b] = groups[1]!.options;
    const missing = await post(`/items/${item.itemIdx}/expect_price`, { optionIdxs: [], pyeong: 30 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("'시공 위치' 옵션을 하나 이상 골라 주세요.");
    const both = await post(`/items/${item.itemIdx}/expect_price`, { optionIdxs: [a!.optionIdx, b!.optionIdx], pyeong: 30 });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe("'시공 위치' 옵션은 하나만 고를 수 있어요.");
    const okRes = await post(`/items/${item.itemIdx}/expect_price`, { optionIdxs: [b!.optionIdx], pyeong: 30 });
    expect(okRes.statusCode).toBe(200);
    expect(okRes.json().data.total).toBe(120_000);
  });

  it('prices an item without 평형 tiers from its base price', async () => {
    const { item, addons } = await createItem(t.db, {
      basePrice: 150_000,
      optionGroups: [{ name: '추가', kind: 'addon', required: false, multiple: true, options: [{ name: '브라켓', price: 30_000 }] }],
    });
    const res = await post(`/items/${item.itemIdx}/expect_price`, { optionIdxs: [addons[0]!.optionIdx] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ basePrice: 150_000, regularTotal: 180_000, pyeongTier: null });
  });

  it('refuses bad bodies with Korean messages naming the field', async () => {
    const { item, areas } = await createItem(t.db);
    const cases: Array<[unknown, string, string]> = [
      [{ optionIdxs: 'x' }, 'optionIdxs', '옵션을 목록으로 보내 주세요.'],
      [{ optionIdxs: [0] }, 'optionIdxs.0', '옵션 번호를 확인해 주세요.'],
      [{ optionIdxs: [2_147_483_648] }, 'optionIdxs.0', '옵션 번호는 2147483647 이하여야 해요.'],
      [{ optionIdxs: [], pyeong: 200 }, 'pyeong', '평형은 150 이하여야 해요.'],
      [{ optionIdxs: [], pyeong: 30, quantity: 0 }, 'quantity', '수량은 1 이상이어야 해요.'],
      [{ optionIdxs: [areas[0]!.optionIdx, areas[0]!.optionIdx], pyeong: 30 }, 'optionIdxs', '같은 옵션을 두 번'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(`/items/${item.itemIdx}/expect_price`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details[0].field).toBe(field);
      expect(res.json().message).toContain(message);
    }
    const unknownComplex = await post(`/items/${item.itemIdx}/expect_price`, { optionIdxs: [], pyeong: 30, complexName: `없는${unique()}` });
    expect(unknownComplex.statusCode).toBe(404);
  });
});

describe('GET /items with the in-memory catalogue (CATALOG_CACHE_TTL_MS > 0)', () => {
  it('answers with the applied prices and finds a category made after the snapshot', async () => {
    // Its own app (on PGlite also its own database copy), so data is made through cached.db.
    const cached = await createTestApp({ CATALOG_CACHE_TTL_MS: '60000' });
    try {
      const { item, category } = await createItem(cached.db);
      const apt = await createApartment(cached.db);
      await createSpecialPrice(cached.db, { apartmentIdx: apt.apartmentIdx, itemIdx: item.itemIdx, discountRate: 20 });
      const url = `/api/v2/items?itemType=${category.code}&complexName=${enc(apt.name)}&pyeong=34`;
      const first = await cached.app.inject({ url });
      const again = await cached.app.inject({ url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toContain('application/json');
      expect(again.json()).toEqual(first.json());
      expect(first.json()).toMatchObject({
        status: 'success',
        data: { apartment: { apartmentIdx: apt.apartmentIdx }, pyeong: 34 },
      });
      expect(first.json().data.items[0].price).toMatchObject({ regularPrice: 400_000, price: 320_000, priceType: 'special' });

      // A category created after the snapshot was taken is still found.
      const later = await createItem(cached.db);
      const res = await cached.app.inject({ url: `/api/v2/items?itemType=${later.category.code}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.items.map((i: Card) => i.itemIdx)).toEqual([later.item.itemIdx]);
      const missing = await cached.app.inject({ url: `/api/v2/items?itemType=zz${unique()}` });
      expect(missing.statusCode).toBe(404);
    } finally {
      await cached.close();
    }
  });
});
