import { itemPriceText, formatWon } from '@ipju/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createCategory, createItem, createSpecialPrice } from '../../../test/factories/catalog';
import { createApartment } from '../../../test/factories/places';

/** Card prices before and after a 평형 is chosen (contract price-display.ts renders them). */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cards = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2/items?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as Array<{ itemIdx: number; price: Parameters<typeof itemPriceText>[0] & { pyeongTier?: { name: string } } }>;
};

describe('a card price', () => {
  it("is the lowest tier's with '부터' before a 평형, and the chosen tier's special against its own regular price after", async () => {
    const category = await createCategory(t.db);
    const item = await createItem(t.db, { category });
    const apartment = await createApartment(t.db);
    await createSpecialPrice(t.db, { apartmentIdx: apartment.apartmentIdx, itemIdx: item.item.itemIdx, discountRate: 14 });

    const before = (await cards(`itemType=${category.code}&apartmentIdx=${apartment.apartmentIdx}`)).find((c) => c.itemIdx === item.item.itemIdx)!;
    expect(before.price).toMatchObject({ basis: 'from', regularPrice: 300_000, price: 258_000 });
    expect(itemPriceText(before.price, formatWon)).toBe('~24평 14% 단지 특가 258,000원부터');

    const after = (await cards(`itemType=${category.code}&apartmentIdx=${apartment.apartmentIdx}&pyeong=34`)).find((c) => c.itemIdx === item.item.itemIdx)!;
    // 14% of the 25~34평 tier's regular 400,000: the special price never compares with another tier.
    expect(after.price).toMatchObject({ basis: 'pyeong', regularPrice: 400_000, price: 344_000, discountRate: 14 });
    expect(itemPriceText(after.price, formatWon)).toBe('25~34평 14% 단지 특가 344,000원');
    // The figure before the choice is never above any tier's price after it.
    for (const pyeong of [10, 30, 50]) {
      const chosen = (await cards(`itemType=${category.code}&apartmentIdx=${apartment.apartmentIdx}&pyeong=${pyeong}`)).find((c) => c.itemIdx === item.item.itemIdx)!;
      expect(chosen.price.price).toBeGreaterThanOrEqual(before.price.price);
    }
  });
});
