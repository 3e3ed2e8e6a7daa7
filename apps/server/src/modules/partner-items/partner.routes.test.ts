import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemOptions, items, orderLines, orders } from '../../db/schema';
import { createItem } from '../../../test/factories/catalog';
import { addLine, paidOrder, shopper, startOrder, visitDay } from '../../../test/factories/commerce';
import { createSignedInPartner } from '../../../test/factories/partners';
import { createSignedInResident } from '../../../test/factories/residents';
import { uploadFile } from '../../../test/factories/uploads';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v2${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A signed-in company with one item of the default groups (평형 300,000 / 400,000 / 550,000). */
async function companyWithItem() {
  const p = await createSignedInPartner(t.app, t.db);
  const item = await createItem(t.db, { partnerIdx: p.partner.partnerIdx });
  return { p, item };
}

const tierPrice = async (optionIdx: number) =>
  (await t.db.select({ price: itemOptions.price }).from(itemOptions).where(eq(itemOptions.optionIdx, optionIdx)))[0]!.price;

describe('GET /partner/items and /partner/items/{id}', () => {
  it("lists the company's own items with price range, sale state and photo count, and nothing of other companies", async () => {
    const { p, item } = await companyWithItem();
    const other = await createItem(t.db);
    const res = await call('GET', '/partner/items', p.headers);
    expect(res.statusCode).toBe(200);
    const list = res.json().data.items;
    expect(list).toEqual([
      expect.objectContaining({ itemIdx: item.item.itemIdx, onSale: true, priceFrom: 300_000, priceTo: 550_000, portfolioCount: 0, isMain: false }),
    ]);
    expect(list.map((i: { itemIdx: number }) => i.itemIdx)).not.toContain(other.item.itemIdx);

    const detail = await call('GET', `/partner/items/${item.item.itemIdx}`, p.headers);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ hasPyeongTiers: true, optionGroups: [{ kind: 'pyeong' }, { kind: 'area' }, { kind: 'addon' }] });
  });

  it('costs the same few queries for 2 items as for 12', async () => {
    const few = await createSignedInPartner(t.app, t.db);
    const many = await createSignedInPartner(t.app, t.db);
    for (let i = 0; i < 2; i++) await createItem(t.db, { partnerIdx: few.partner.partnerIdx });
    for (let i = 0; i < 12; i++) await createItem(t.db, { partnerIdx: many.partner.partnerIdx });
    const a = await t.queries.count(() => call('GET', '/partner/items', few.headers));
    const b = await t.queries.count(() => call('GET', '/partner/items', many.headers));
    expect(b.result.json().data.items).toHaveLength(12);
    expect(b.queries).toBe(a.queries);
    expect(b.queries).toBeLessThanOrEqual(8);
  });

  it('401 signed out, 403 for a resident, 404 for another company’s item', async () => {
    const { p } = await companyWithItem();
    const other = await createItem(t.db);
    expect((await call('GET', '/partner/items')).statusCode).toBe(401);
    const resident = await createSignedInResident(t.app, t.db);
    expect((await call('GET', '/partner/items', { cookie: resident.cookie })).statusCode).toBe(403);
    const theirs = await call('GET', `/partner/items/${other.item.itemIdx}`, p.headers);
    const missing = await call('GET', '/partner/items/2147483000', p.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(missing.json().message);
  });
});

describe('PATCH /partner/items/{id}/prices', () => {
  it('changes a 평형 price for new carts only: a line already in a cart and its checkout keep the old price', async () => {
    const { p, item } = await companyWithItem();
    const tier = item.tiers[1]!; // 25~34평 400,000
    const before = await shopper(t);
    const oldLine = await addLine(t, before.cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: visitDay(), time: 9 });
    expect(oldLine.price).toBe(400_000);

    const res = await call('PATCH', `/partner/items/${item.item.itemIdx}/prices`, p.headers, { options: [{ optionIdx: tier.optionIdx, price: 450_000 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ priceFrom: 300_000, priceTo: 550_000 });
    expect(await tierPrice(tier.optionIdx)).toBe(450_000);

    // The resident's service page and a new cart show the new price.
    const options = await call('GET', `/items/${item.item.itemIdx}/item_option_groups`);
    expect(options.json().data[0].options[1].price).toBe(450_000);
    const after = await shopper(t);
    const newLine = await addLine(t, after.cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: visitDay(), time: 13 });
    expect(newLine.price).toBe(450_000);

    // The earlier cart still says 400,000 and checkout charges it.
    const cart = (await call('GET', '/carts', { cookie: before.cookie })).json().data;
    expect(cart.lines[0]).toMatchObject({ price: 400_000, priceChanged: false });
    const init = await startOrder(t, before.cookie, { cartIdxs: [oldLine.cartIdx] });
    expect(init.amount).toBe(400_000);
    const [order] = await t.db.select().from(orders).where(eq(orders.merchantUid, init.merchantUid));
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderIdx, order!.orderIdx));
    expect(line).toMatchObject({ regularPrice: 400_000, price: 400_000 });
  });

  it('leaves a paid order as it was sold', async () => {
    const { p, item } = await companyWithItem();
    const paid = await paidOrder(t, { item });
    await call('PATCH', `/partner/items/${item.item.itemIdx}/prices`, p.headers, { options: [{ optionIdx: item.tiers[1]!.optionIdx, price: 500_000 }] });
    expect(paid.amount).toBe(400_000);
    const [order] = await t.db.select().from(orders).where(eq(orders.merchantUid, paid.merchantUid));
    expect(order!.amount).toBe(400_000);
  });

  it('a line put back from an unpaid order keeps the price it was ordered at', async () => {
    const { p, item } = await companyWithItem();
    const { cookie } = await shopper(t);
    const line = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34, optionIdxs: [item.addons[0]!.optionIdx], tz: visitDay(), time: 9 });
    expect(line.price).toBe(440_000);
    const init = await startOrder(t, cookie, { cartIdxs: [line.cartIdx] });
    await call('PATCH', `/partner/items/${item.item.itemIdx}/prices`, p.headers, {
      options: [
        { optionIdx: item.tiers[1]!.optionIdx, price: 480_000 },
        { optionIdx: item.addons[0]!.optionIdx, price: 60_000 },
      ],
    });
    const back = await call('POST', '/billings/return_cart', { cookie }, { merchantUid: init.merchantUid });
    expect(back.statusCode, back.body).toBe(200);
    const cart = (await call('GET', '/carts', { cookie })).json().data;
    expect(cart.lines).toEqual([expect.objectContaining({ price: 440_000, priceChanged: false })]);
    const again = await startOrder(t, cookie, { cartIdxs: [cart.lines[0].cartIdx] });
    expect(again.amount).toBe(440_000);
  });

  it('moves the card price (부터) with the lowest tier', async () => {
    const { p, item } = await companyWithItem();
    await call('PATCH', `/partner/items/${item.item.itemIdx}/prices`, p.headers, { options: [{ optionIdx: item.tiers[0]!.optionIdx, price: 280_000 }] });
    const [row] = await t.db.select({ basePrice: items.basePrice }).from(items).where(eq(items.itemIdx, item.item.itemIdx));
    expect(row!.basePrice).toBe(280_000);
  });

  it('refuses bad prices in Korean naming the field, and changes nothing', async () => {
    const { p, item } = await companyWithItem();
    const other = await createItem(t.db);
    const url = `/partner/items/${item.item.itemIdx}/prices`;
    const tier = item.tiers[0]!.optionIdx;
    const cases: Array<[unknown, string, string]> = [
      [{ options: [{ optionIdx: tier, price: -100 }] }, 'options.0.price', '옵션 가격은 0원 이상이어야 해요.'],
      [{ options: [{ optionIdx: tier, price: 123_450 }] }, 'options.0.price', '옵션 가격은 100원 단위로 입력해 주세요.'],
      [{ options: [{ optionIdx: tier, price: '삼십만' }] }, 'options.0.price', '옵션 가격을 숫자로 입력해 주세요.'],
      [{ options: [] }, 'options', '바꿀 가격을 하나 이상 입력해 주세요.'],
      [{ basePrice: 100_000 }, 'basePrice', '평형별 가격이 있는 상품은 기본 가격 대신 평형별 가격을 바꿔 주세요.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('PATCH', url, p.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().details[0].field).toBe(field);
    }
    // Another item's option: the whole change is refused.
    const mixed = await call('PATCH', url, p.headers, {
      options: [
        { optionIdx: tier, price: 1_000 },
        { optionIdx: other.tiers[0]!.optionIdx, price: 1_000 },
      ],
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().details[0].field).toBe('options');
    expect(await tierPrice(tier)).toBe(300_000);
    expect(await tierPrice(other.tiers[0]!.optionIdx)).toBe(300_000);
  });

  it('401, 403 for a resident, 404 for another company’s item (its prices unchanged)', async () => {
    const { p } = await companyWithItem();
    const other = await createItem(t.db);
    const body = { options: [{ optionIdx: other.tiers[0]!.optionIdx, price: 1_000 }] };
    expect((await call('PATCH', `/partner/items/${other.item.itemIdx}/prices`, {}, body)).statusCode).toBe(401);
    const resident = await createSignedInResident(t.app, t.db);
    expect((await call('PATCH', `/partner/items/${other.item.itemIdx}/prices`, { cookie: resident.cookie }, body)).statusCode).toBe(403);
    const res = await call('PATCH', `/partner/items/${other.item.itemIdx}/prices`, p.headers, body);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('상품을 찾을 수 없어요. 상품 목록을 새로 고쳐 주세요.');
    expect(await tierPrice(other.tiers[0]!.optionIdx)).toBe(300_000);
  });
});

describe('PATCH /partner/items/{id}/sale', () => {
  it('stops and restarts selling: the item leaves and returns to the resident’s page', async () => {
    const { p, item } = await companyWithItem();
    const url = `/partner/items/${item.item.itemIdx}/sale`;
    const off = await call('PATCH', url, p.headers, { onSale: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.onSale).toBe(false);
    expect((await call('GET', `/items/${item.item.itemIdx}/item_option_groups`)).statusCode).toBe(404);
    expect((await call('PATCH', url, p.headers, { onSale: true })).json().data.onSale).toBe(true);
    expect((await call('GET', `/items/${item.item.itemIdx}/item_option_groups`)).statusCode).toBe(200);
  });

  it('400 naming onSale, 401, 403, 404 for another company’s item', async () => {
    const { p, item } = await companyWithItem();
    const other = await createItem(t.db);
    const bad = await call('PATCH', `/partner/items/${item.item.itemIdx}/sale`, p.headers, { onSale: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: '판매 여부(onSale)를 true 또는 false로 보내 주세요.', details: [{ field: 'onSale' }] });
    expect((await call('PATCH', `/partner/items/${item.item.itemIdx}/sale`, {}, { onSale: false })).statusCode).toBe(401);
    const resident = await createSignedInResident(t.app, t.db);
    expect((await call('PATCH', `/partner/items/${item.item.itemIdx}/sale`, { cookie: resident.cookie }, { onSale: false })).statusCode).toBe(403);
    expect((await call('PATCH', `/partner/items/${other.item.itemIdx}/sale`, p.headers, { onSale: false })).statusCode).toBe(404);
    const [row] = await t.db.select({ isActive: items.isActive }).from(items).where(eq(items.itemIdx, other.item.itemIdx));
    expect(row!.isActive).toBe(true);
  });
});

describe('시공 사례 photos', () => {
  it('adds a photo that the resident sees on the service page, and removes it', async () => {
    const { p, item } = await companyWithItem();
    const fileKey = await uploadFile(t, p.headers, 'portfolio');
    const res = await call('POST', `/partner/items/${item.item.itemIdx}/portfolio`, p.headers, {
      fileKey,
      caption: '34평 입주청소 (송파)',
      workedOn: '2026-10-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [photo] = res.json().data.portfolio;
    expect(photo).toMatchObject({ caption: '34평 입주청소 (송파)', workedOn: '2026-10-01', width: 40, height: 30 });
    const pub = await call('GET', `/items/${item.item.itemIdx}/portfolio`);
    expect(pub.json().data.photos).toEqual([expect.objectContaining({ photoIdx: photo.photoIdx, url: photo.url })]);

    const removed = await call('DELETE', `/partner/items/${item.item.itemIdx}/portfolio/${photo.photoIdx}`, p.headers);
    expect(removed.json().data.portfolio).toEqual([]);
    expect((await call('GET', `/items/${item.item.itemIdx}/portfolio`)).json().data.photos).toEqual([]);
  });

  it('400 for a missing caption or a file that is not the company’s upload; 401; 403; 404 for another company’s item or photo', async () => {
    const { p, item } = await companyWithItem();
    const other = await companyWithItem();
    const url = `/partner/items/${item.item.itemIdx}/portfolio`;
    const mine = await uploadFile(t, p.headers, 'portfolio');
    const noCaption = await call('POST', url, p.headers, { fileKey: mine, caption: '' });
    expect(noCaption.statusCode).toBe(400);
    expect(noCaption.json().details[0].field).toBe('caption');
    const theirs = await uploadFile(t, other.p.headers, 'portfolio');
    const foreign = await call('POST', url, p.headers, { fileKey: theirs, caption: '남의 사진' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ message: '사진을 찾을 수 없어요. 사진을 다시 올려 주세요.', details: [{ field: 'fileKey' }] });
    expect((await call('POST', url, {}, { fileKey: mine, caption: '사진 설명' })).statusCode).toBe(401);
    const resident = await createSignedInResident(t.app, t.db);
    expect((await call('POST', url, { cookie: resident.cookie }, { fileKey: mine, caption: '사진 설명' })).statusCode).toBe(403);
    expect((await call('POST', `/partner/items/${other.item.item.itemIdx}/portfolio`, p.headers, { fileKey: mine, caption: '사진 설명' })).statusCode).toBe(404);

    const added = await call('POST', `/partner/items/${other.item.item.itemIdx}/portfolio`, other.p.headers, { fileKey: theirs, caption: '사진 설명' });
    const photoIdx = added.json().data.portfolio[0].photoIdx;
    expect((await call('DELETE', `/partner/items/${other.item.item.itemIdx}/portfolio/${photoIdx}`, p.headers)).statusCode).toBe(404);
    // Through its own item id, another company's photo is missing too.
    expect((await call('DELETE', `/partner/items/${item.item.itemIdx}/portfolio/${photoIdx}`, p.headers)).statusCode).toBe(404);
    expect((await call('GET', `/items/${other.item.item.itemIdx}/portfolio`)).json().data.photos).toHaveLength(1);
  });
});
