import { ZZIM_LIMIT } from '@ipju/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, zzims } from '../../db/schema';
import { createItem, createSpecialPrice } from '../../../test/factories/catalog';
import { giveZzims, manyItems } from '../../../test/factories/engagement';
import { createApartment } from '../../../test/factories/places';
import { createSignedInResident } from '../../../test/factories/residents';
import { createTestApp, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, payload, headers: cookie ? { cookie } : {} });

const rowsOf = (residentIdx: number) => t.db.select().from(zzims).where(eq(zzims.residentIdx, residentIdx));

describe('POST /zzims', () => {
  it('hearts an item once: the second call answers the same zzim and adds no row', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const { item } = await createItem(t.db);

    const first = await call('POST', '/zzims', cookie, { itemIdx: item.itemIdx });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ itemIdx: item.itemIdx, created: true });

    const second = await call('POST', '/zzims', cookie, { itemIdx: item.itemIdx });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ zzimIdx: first.json().data.zzimIdx, created: false });
    expect(await rowsOf(resident.residentIdx)).toHaveLength(1);
  });

  it('refuses an unknown item (404) and one no longer on sale (400), changing nothing', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const { item: ended } = await createItem(t.db, { isActive: false });

    const unknown = await call('POST', '/zzims', cookie, { itemIdx: 999_999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('상품을 찾을 수 없어요. 상품 번호(itemIdx)를 확인해 주세요.');

    const inactive = await call('POST', '/zzims', cookie, { itemIdx: ended.itemIdx });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().message).toBe('판매가 끝난 서비스는 찜할 수 없어요.');
    expect(await rowsOf(resident.residentIdx)).toHaveLength(0);
  });

  it('names the field when itemIdx is missing or not a number', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const missing = await call('POST', '/zzims', cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('상품 번호');
    const text = await call('POST', '/zzims', cookie, { itemIdx: '12' });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toContain('상품 번호');
  });

  it('asks a signed-out visitor to sign in', async () => {
    const { item } = await createItem(t.db);
    const res = await call('POST', '/zzims', undefined, { itemIdx: item.itemIdx });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toContain('로그인');
  });

  it(`stops at ${ZZIM_LIMIT} hearts with a Korean message, while re-hearting a kept item still answers`, async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const list = await manyItems(t.db, ZZIM_LIMIT + 1);
    await giveZzims(t.db, resident.residentIdx, list.slice(0, ZZIM_LIMIT).map((i) => i.itemIdx));

    const over = await call('POST', '/zzims', cookie, { itemIdx: list[ZZIM_LIMIT]!.itemIdx });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(`찜은 ${ZZIM_LIMIT}개까지 할 수 있어요. 찜한 서비스에서 몇 개를 정리한 뒤 다시 눌러 주세요.`);
    expect(await rowsOf(resident.residentIdx)).toHaveLength(ZZIM_LIMIT);

    const kept = await call('POST', '/zzims', cookie, { itemIdx: list[0]!.itemIdx });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.created).toBe(false);
  });
});

describe('GET /zzims', () => {
  it('lists my hearts newest first with priced cards and every hearted itemIdx', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const other = await createSignedInResident(t.app, t.db);
    const older = await createItem(t.db);
    const newer = await createItem(t.db);
    const theirs = await createItem(t.db);
    for (const itemIdx of [older.item.itemIdx, newer.item.itemIdx]) {
      expect((await call('POST', '/zzims', cookie, { itemIdx })).statusCode).toBe(200);
    }
    await call('POST', '/zzims', other.cookie, { itemIdx: theirs.item.itemIdx });

    const res = await call('GET', '/zzims?pyeong=30', cookie);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.itemIdxs).toEqual([newer.item.itemIdx, older.item.itemIdx]);
    expect(data).toMatchObject({ count: 2, limit: ZZIM_LIMIT, pyeong: 30, apartment: null });
    expect(data.zzims[0]).toMatchObject({
      itemIdx: newer.item.itemIdx,
      onSale: true,
      name: newer.item.name,
      categoryName: newer.category.name,
      companyName: newer.partner.companyName,
      card: {
        itemIdx: newer.item.itemIdx,
        partner: { companyName: newer.partner.companyName },
        // 30평 falls in the 25~34평 tier of the default options.
        price: { price: 400_000, priceType: 'regular', pyeongTier: { name: '25~34평' } },
      },
    });
  });

  it("prices cards for the given complex (its special price) and keeps an item that stopped selling, without a card", async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const apartment = await createApartment(t.db);
    const special = await createItem(t.db);
    await createSpecialPrice(t.db, { apartmentIdx: apartment.apartmentIdx, itemIdx: special.item.itemIdx, discountRate: 10 });
    const stopped = await createItem(t.db);
    for (const itemIdx of [special.item.itemIdx, stopped.item.itemIdx]) await call('POST', '/zzims', cookie, { itemIdx });
    await t.db.update(items).set({ isActive: false }).where(eq(items.itemIdx, stopped.item.itemIdx));

    const res = await call('GET', `/zzims?apartmentIdx=${apartment.apartmentIdx}&pyeong=20`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const [first, second] = res.json().data.zzims;
    expect(first).toMatchObject({ itemIdx: stopped.item.itemIdx, onSale: false, card: null, name: stopped.item.name });
    expect(second.card.price).toMatchObject({ regularPrice: 300_000, price: 270_000, discountRate: 10, priceType: 'special' });
    expect(res.json().data.apartment).toEqual({ apartmentIdx: apartment.apartmentIdx, name: apartment.name });
  });

  it('answers an empty list for a resident without hearts, and 401 when signed out', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const res = await call('GET', '/zzims', cookie);
    expect(res.json().data).toMatchObject({ zzims: [], itemIdxs: [], count: 0 });
    expect((await call('GET', '/zzims')).statusCode).toBe(401);
  });
});

describe('DELETE /zzims/{id}', () => {
  it('removes my heart; a second delete finds nothing (404)', async () => {
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const { item } = await createItem(t.db);
    const zzimIdx = (await call('POST', '/zzims', cookie, { itemIdx: item.itemIdx })).json().data.zzimIdx as number;

    const res = await call('DELETE', `/zzims/${zzimIdx}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ zzimIdx, itemIdx: item.itemIdx });
    expect(await rowsOf(resident.residentIdx)).toHaveLength(0);

    const again = await call('DELETE', `/zzims/${zzimIdx}`, cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('찜을 찾을 수 없어요. 이미 해제했을 수 있어요.');
  });

  it("answers another person's heart as a missing one (404) and leaves it", async () => {
    const owner = await createSignedInResident(t.app, t.db);
    const stranger = await createSignedInResident(t.app, t.db);
    const { item } = await createItem(t.db);
    const zzimIdx = (await call('POST', '/zzims', owner.cookie, { itemIdx: item.itemIdx })).json().data.zzimIdx as number;

    const res = await call('DELETE', `/zzims/${zzimIdx}`, stranger.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('찜을 찾을 수 없어요. 이미 해제했을 수 있어요.');
    expect(await rowsOf(owner.resident.residentIdx)).toHaveLength(1);
  });

  it('names the id when it is not a number', async () => {
    const { cookie } = await createSignedInResident(t.app, t.db);
    const res = await call('DELETE', '/zzims/abc', cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('찜 번호');
  });
});
