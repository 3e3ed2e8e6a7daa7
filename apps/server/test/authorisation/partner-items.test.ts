import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemOptions, itemPortfolioPhotos, items } from '../../src/db/schema';
import { createItem } from '../factories/catalog';
import { createSignedInPartner } from '../factories/partners';
import { uploadFile } from '../factories/uploads';
import { createTestApp, type TestContext } from '../helpers';

/**
 * A company's items are its own (docs/CONVENTIONS.md, "Authorisation"): on every item route another company's
 * item, or its photo, is answered exactly like a missing one (404, same message), and nothing changes.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UNKNOWN = 2_000_000_000;

describe("another company's item", () => {
  it('is a 404 like a missing item on every item route, and stays as it was', async () => {
    const owner = await createSignedInPartner(t.app, t.db);
    const item = await createItem(t.db, { partnerIdx: owner.partner.partnerIdx });
    const key = await uploadFile(t, owner.headers, 'portfolio');
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/v2/partner/items/${item.item.itemIdx}/portfolio`,
      headers: owner.headers,
      payload: { fileKey: key, caption: '34평 입주청소' },
    });
    const photoIdx = added.json().data.portfolio[0].photoIdx as number;
    const other = await createSignedInPartner(t.app, t.db);
    const otherKey = await uploadFile(t, other.headers, 'portfolio');

    const calls = (id: number) =>
      [
        { method: 'GET', url: `/api/v2/partner/items/${id}` },
        { method: 'PATCH', url: `/api/v2/partner/items/${id}/prices`, payload: { options: [{ optionIdx: item.tiers[0]!.optionIdx, price: 1_000 }] } },
        { method: 'PATCH', url: `/api/v2/partner/items/${id}/sale`, payload: { onSale: false } },
        { method: 'POST', url: `/api/v2/partner/items/${id}/portfolio`, payload: { fileKey: otherKey, caption: '남의 상품 사진' } },
        { method: 'DELETE', url: `/api/v2/partner/items/${id}/portfolio/${photoIdx}` },
      ] as const;
    const missing = calls(UNKNOWN);
    for (const [i, call] of calls(item.item.itemIdx).entries()) {
      const theirs = await t.app.inject({ ...call, headers: other.headers });
      const none = await t.app.inject({ ...missing[i]!, headers: other.headers });
      expect({ status: theirs.statusCode, message: theirs.json().message }, call.url).toEqual({ status: 404, message: none.json().message });
    }
    const [row] = await t.db.select().from(items).where(eq(items.itemIdx, item.item.itemIdx));
    expect(row).toMatchObject({ isActive: true, basePrice: 300_000 });
    const [tier] = await t.db.select().from(itemOptions).where(eq(itemOptions.optionIdx, item.tiers[0]!.optionIdx));
    expect(tier!.price).toBe(300_000);
    expect(await t.db.select().from(itemPortfolioPhotos).where(eq(itemPortfolioPhotos.itemIdx, item.item.itemIdx))).toHaveLength(1);
    const list = await t.app.inject({ url: '/api/v2/partner/items', headers: other.headers });
    expect(list.json().data.items).toEqual([]);
  });
});
