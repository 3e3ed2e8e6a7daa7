import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createSpecialPrice } from '../../../test/factories/catalog';
import { addLine, shopper, visitDay } from '../../../test/factories/commerce';
import { createCoupon, giveCoupon } from '../../../test/factories/coupons';
import { createApartment } from '../../../test/factories/places';
import { createTestApp, type TestContext } from '../../../test/helpers';

/**
 * The cart is priced in one batch: the items, their options, the complex and its special prices are read
 * with one query each for the whole cart, so 20 lines cost what 2 do (before, each line cost 2 to 4).
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MAX_CART_QUERIES = 10;

/** A resident whose cart holds `n` services, each at a complex special price, and one coupon. */
async function cartOf(n: number) {
  const { resident, cookie } = await shopper(t);
  const { apartmentIdx } = await createApartment(t.db);
  for (let i = 0; i < n; i++) {
    const { item } = await createItem(t.db);
    await createSpecialPrice(t.db, { apartmentIdx, itemIdx: item.itemIdx, discountRate: 10 });
    await addLine(t, cookie, { itemIdx: item.itemIdx, pyeong: 34, apartmentIdx, tz: visitDay(), time: 9 });
  }
  const coupon = await createCoupon(t.db);
  await giveCoupon(t.db, { couponIdx: coupon.couponIdx, residentIdx: resident.residentIdx });
  return cookie;
}

async function measured(url: string, cookie: string) {
  const { result, queries } = await t.queries.count(() => t.app.inject({ url: `/api/v2${url}`, headers: { cookie } }));
  expect(result.statusCode, result.body).toBe(200);
  return { data: result.json().data, queries };
}

describe('GET /carts and GET /coupons/usable', () => {
  it('price a cart of 20 lines with as many queries as a cart of 2, each line at its special price', async () => {
    const small = await cartOf(2);
    const large = await cartOf(20);

    const fewLines = await measured('/carts', small);
    const manyLines = await measured('/carts', large);
    expect(manyLines.data.lines).toHaveLength(20);
    for (const line of manyLines.data.lines) {
      expect(line).toMatchObject({ available: true, priceType: 'special', specialLabel: '단지 특가', discountRate: 10, priceChanged: false });
    }
    expect(manyLines.queries).toBe(fewLines.queries);
    expect(manyLines.queries).toBeLessThanOrEqual(MAX_CART_QUERIES);

    const fewUsable = await measured('/coupons/usable', small);
    const manyUsable = await measured('/coupons/usable', large);
    expect(manyUsable.data).toHaveLength(1);
    expect(manyUsable.queries).toBe(fewUsable.queries);
    expect(manyUsable.queries).toBeLessThanOrEqual(MAX_CART_QUERIES);
  });
});
