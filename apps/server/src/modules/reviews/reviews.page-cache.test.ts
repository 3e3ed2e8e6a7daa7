import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '../../../test/factories/catalog';
import { createSignedInResident } from '../../../test/factories/residents';
import { reviewer, writeReview } from '../../../test/factories/reviews';
import { createTestApp, type TestContext } from '../../../test/helpers';

/**
 * Item review pages are kept per process for CATALOG_CACHE_TTL_MS (review-reading.ts). Whatever a resident
 * changes through the API shows on the next read of the page all the same.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_TTL_MS: '600000' });
});
afterAll(() => t.close());

interface Listed {
  reviewIdx: number;
  helpfulCount: number;
  content: string;
}

const page = async (itemIdx: number, cookie?: string) => {
  const res = await t.app.inject({ url: `/api/v2/items/${itemIdx}/reviews?limit=10`, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.reviews as Listed[];
};

describe('cached review pages', () => {
  it('show a review as soon as it is written, edited, marked helpful or deleted', async () => {
    const item = await createItem(t.db);
    const itemIdx = item.item.itemIdx;
    expect(await page(itemIdx)).toEqual([]);

    const author = await reviewer(t, item);
    const written = await writeReview(t, author.cookie, { merchantUid: author.order.merchantUid, itemIdx });
    expect((await page(itemIdx)).map((r) => r.reviewIdx)).toEqual([written.reviewIdx]);

    const fan = await createSignedInResident(t.app, t.db);
    const marked = await t.app.inject({ method: 'POST', url: `/api/v2/reviews/${written.reviewIdx}/helpful`, headers: { cookie: fan.cookie } });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await page(itemIdx))[0]).toMatchObject({ helpfulCount: 1 });

    const content = '다시 써 봐요. 일정도 잘 맞춰 주셔서 고마웠어요.';
    const edited = await t.app.inject({ method: 'PUT', url: `/api/v2/reviews/${written.reviewIdx}`, headers: { cookie: author.cookie }, payload: { rating: 4, content, photos: [] } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await page(itemIdx))[0]).toMatchObject({ content });

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v2/reviews/${written.reviewIdx}`, headers: { cookie: author.cookie } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await page(itemIdx)).toEqual([]);
  });

  it('still answer 404 for an item that does not exist', async () => {
    const res = await t.app.inject({ url: '/api/v2/items/2000000000/reviews' });
    expect(res.statusCode).toBe(404);
  });
});
