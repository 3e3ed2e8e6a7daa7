import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createItem } from '../../../test/factories/catalog';
import { createSignedInResident } from '../../../test/factories/residents';
import { reviewer, writeReview } from '../../../test/factories/reviews';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { describeOnPostgres } from '../../../test/on-postgres';
import { itemReviewStats, partners, pointLedger, residents, reviewHelpfuls, reviews } from '../../db/schema';

/** Races that only a real PostgreSQL server can show (PGlite has one connection). */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LONG_TEXT = '기사님이 꼼꼼하게 작업해 주셔서 정말 만족스러웠어요.';

describeOnPostgres('reviews under concurrency', () => {
  it('50 concurrent helpful and unhelpful taps leave helpful_count equal to the marks', async () => {
    const item = await createItem(t.db);
    const author = await reviewer(t, item);
    const { reviewIdx } = await writeReview(t, author.cookie, { merchantUid: author.order.merchantUid, itemIdx: item.item.itemIdx });
    const fans = await Promise.all(Array.from({ length: 10 }, () => createSignedInResident(t.app, t.db)));
    const taps = Array.from({ length: 50 }, (_, i) => ({
      cookie: fans[i % fans.length]!.cookie,
      method: (i * 7) % 3 === 0 ? ('DELETE' as const) : ('POST' as const),
    }));
    const results = await Promise.all(
      taps.map((tap) => t.app.inject({ method: tap.method, url: `/api/v2/reviews/${reviewIdx}/helpful`, headers: { cookie: tap.cookie } })),
    );
    expect(results.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);
    const [marks] = await t.db.select({ n: count() }).from(reviewHelpfuls).where(eq(reviewHelpfuls.reviewIdx, reviewIdx));
    const [row] = await t.db.select().from(reviews).where(eq(reviews.reviewIdx, reviewIdx));
    expect(row!.helpfulCount).toBe(marks!.n);
    expect(marks!.n).toBeGreaterThan(0);
  });

  it('five simultaneous submits of one line make one review and one reward', async () => {
    const item = await createItem(t.db);
    const r = await reviewer(t, item);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v2/reviews',
          headers: { cookie: r.cookie },
          payload: { merchantUid: r.order.merchantUid, itemIdx: item.item.itemIdx, rating: 1 + i, content: LONG_TEXT, photos: [] },
        }),
      ),
    );
    expect(results.map((x) => x.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(results.filter((x) => x.statusCode === 409).every((x) => x.json().message === '이미 후기를 썼어요.')).toBe(true);
    const rows = await t.db.select().from(reviews).where(eq(reviews.residentIdx, r.resident.residentIdx));
    expect(rows).toHaveLength(1);
    const ledger = await t.db.select().from(pointLedger).where(eq(pointLedger.residentIdx, r.resident.residentIdx));
    expect(ledger.map((e) => [e.reason, e.amount])).toEqual([['review', 500]]);
    const [balance] = await t.db.select({ b: residents.pointBalance }).from(residents).where(eq(residents.residentIdx, r.resident.residentIdx));
    expect(balance!.b).toBe(500);
    const [stats] = await t.db.select().from(itemReviewStats).where(eq(itemReviewStats.itemIdx, item.item.itemIdx));
    expect(stats).toMatchObject({ reviewCount: 1, ratingSum: rows[0]!.rating });
  });

  it("reviews of one partner's items written at once leave the partner's figures exact", async () => {
    const first = await createItem(t.db);
    const items = [first, ...(await Promise.all([0, 1, 2].map(() => createItem(t.db, { partnerIdx: first.partner.partnerIdx, categoryCode: first.category.code }))))];
    const writers = await Promise.all(Array.from({ length: 16 }, (_, i) => reviewer(t, items[i % items.length]!)));
    const ratings = writers.map((_, i) => 1 + ((i * 3) % 5));
    const results = await Promise.all(
      writers.map((w, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v2/reviews',
          headers: { cookie: w.cookie },
          payload: { merchantUid: w.order.merchantUid, itemIdx: items[i % items.length]!.item.itemIdx, rating: ratings[i], content: LONG_TEXT, photos: [] },
        }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const sum = ratings.reduce((a, b) => a + b, 0);
    const [partner] = await t.db.select().from(partners).where(eq(partners.partnerIdx, first.partner.partnerIdx));
    expect(partner).toMatchObject({ reviewCount: 16, ratingAvg: Math.round((sum * 10) / 16) / 10 });
  });

  it('reports arriving at once hide the review once and take it out of the figures once', async () => {
    const item = await createItem(t.db);
    const author = await reviewer(t, item);
    const { reviewIdx } = await writeReview(t, author.cookie, { merchantUid: author.order.merchantUid, itemIdx: item.item.itemIdx, rating: 5 });
    const reporters = await Promise.all(Array.from({ length: 6 }, () => createSignedInResident(t.app, t.db)));
    const results = await Promise.all(
      reporters.map((r) =>
        t.app.inject({ method: 'POST', url: '/api/v2/reviews/reports', headers: { cookie: r.cookie }, payload: { reviewIdx, reason: 'abuse' } }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.filter((r) => r.json().data.hidden)).toHaveLength(1);
    // Reports after the review was hidden find nothing to report.
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 404)).toBe(true);
    const [stats] = await t.db.select().from(itemReviewStats).where(eq(itemReviewStats.itemIdx, item.item.itemIdx));
    expect(stats).toMatchObject({ reviewCount: 0, ratingSum: 0, rating5: 0 });
  });
});
