import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createItem, type CreatedItem } from '../../../test/factories/catalog';
import { createApartment } from '../../../test/factories/places';
import { createSignedInResident } from '../../../test/factories/residents';
import { completedLine, reviewer, uploadReviewPhoto, writeReview } from '../../../test/factories/reviews';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { reviews } from '../../db/schema';
import { encodeCursor } from './review-cursor';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ url: `/api/v2${url}`, headers: cookie ? { cookie } : {} });

interface ListedReview {
  reviewIdx: number;
  rating: number;
  helpfulCount: number;
  photos: unknown[];
  complexName: string | null;
  helpedByMe: boolean;
  isMine: boolean;
}

/** Reviews inserted straight into the table (the write path has its own tests): ratings and helpful counts given. */
async function seedReviews(item: CreatedItem, specs: Array<{ rating: number; helpful?: number; photo?: boolean; apartment?: { apartmentIdx: number; name: string } }>) {
  const ids: number[] = [];
  for (const spec of specs) {
    const { resident } = await createSignedInResident(t.app, t.db);
    const { order, line } = await completedLine(t.db, { residentIdx: resident.residentIdx, item, apartment: spec.apartment ?? null });
    const photos = spec.photo ? [{ key: null, url: '/files/seed/cat-cleaning-1.webp', width: 1200, height: 900 }] : [];
    const [row] = await t.db
      .insert(reviews)
      .values({
        lineIdx: line.lineIdx,
        orderIdx: order.orderIdx,
        residentIdx: resident.residentIdx,
        itemIdx: item.item.itemIdx,
        partnerIdx: item.partner.partnerIdx,
        categoryCode: item.category.code,
        rating: spec.rating,
        content: `별점 ${spec.rating}점짜리 후기예요. 내용은 충분히 길어요.`,
        photos,
        photoCount: photos.length,
        apartmentIdx: line.apartmentIdx,
        apartmentName: line.apartmentName,
        pyeong: line.pyeong,
        helpfulCount: spec.helpful ?? 0,
      })
      .returning();
    ids.push(row!.reviewIdx);
  }
  return ids;
}

async function allPages(itemIdx: number, query: string, limit = 3): Promise<number[][]> {
  const pages: number[][] = [];
  let after: string | null = null;
  do {
    const res = await get(`/items/${itemIdx}/reviews?limit=${limit}${query}${after ? `&after=${after}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { reviews: ListedReview[]; nextCursor: string | null };
    pages.push(data.reviews.map((r) => r.reviewIdx));
    after = data.nextCursor;
  } while (after && pages.length < 50);
  return pages;
}

describe('GET /items/{id}/reviews', () => {
  it('pages through every sort order without repeats or gaps', async () => {
    const item = await createItem(t.db);
    const specs = [
      { rating: 5, helpful: 2 }, { rating: 3, helpful: 7 }, { rating: 5, helpful: 0 }, { rating: 1, helpful: 2 },
      { rating: 4, helpful: 9 }, { rating: 2, helpful: 0 }, { rating: 5, helpful: 7 }, { rating: 4, helpful: 1 },
    ];
    const ids = await seedReviews(item, specs);
    const byId = new Map(ids.map((id, i) => [id, specs[i]!]));
    const expectOrder = (compare: (a: number, b: number) => number) => [...ids].sort(compare);
    const newest = (a: number, b: number) => b - a;
    const expected: Record<string, number[]> = {
      latest: expectOrder(newest),
      highest: expectOrder((a, b) => byId.get(b)!.rating - byId.get(a)!.rating || newest(a, b)),
      lowest: expectOrder((a, b) => byId.get(a)!.rating - byId.get(b)!.rating || newest(a, b)),
      helpful: expectOrder((a, b) => byId.get(b)!.helpful - byId.get(a)!.helpful || newest(a, b)),
    };
    for (const [sort, order] of Object.entries(expected)) {
      const pages = await allPages(item.item.itemIdx, `&sortType=${sort}`);
      expect(pages.map((p) => p.length), sort).toEqual([3, 3, 2]);
      expect(pages.flat(), sort).toEqual(order);
    }
  });

  it('stays stable while new reviews arrive: page 2 neither repeats nor skips', async () => {
    const item = await createItem(t.db);
    const first = await seedReviews(item, [{ rating: 4 }, { rating: 5 }, { rating: 3 }, { rating: 5 }, { rating: 4 }, { rating: 2 }]);
    for (const sort of ['latest', 'highest']) {
      const page1 = await get(`/items/${item.item.itemIdx}/reviews?limit=3&sortType=${sort}`);
      const data1 = page1.json().data as { reviews: ListedReview[]; nextCursor: string };
      const arrived = await seedReviews(item, [{ rating: 5 }, { rating: 1 }, { rating: 4 }]);
      const rest: number[] = [];
      let after: string | null = data1.nextCursor;
      while (after) {
        const res = await get(`/items/${item.item.itemIdx}/reviews?limit=3&sortType=${sort}&after=${after}`);
        const data = res.json().data as { reviews: ListedReview[]; nextCursor: string | null };
        rest.push(...data.reviews.map((r) => r.reviewIdx));
        after = data.nextCursor;
      }
      const seen = [...data1.reviews.map((r) => r.reviewIdx), ...rest];
      expect(new Set(seen).size, sort).toBe(seen.length);
      // Everything that was there when page 1 was read is seen exactly once.
      for (const id of first) expect(seen, sort).toContain(id);
      // The newest sort never shows the arrivals on later pages (they belong before page 1).
      if (sort === 'latest') for (const id of arrived) expect(rest).not.toContain(id);
      first.push(...arrived);
    }
  });

  it('filters to photo reviews and to reviews from one complex', async () => {
    const item = await createItem(t.db);
    const home = await createApartment(t.db);
    const elsewhere = await createApartment(t.db);
    const homeRef = aptRef(home);
    const otherRef = aptRef(elsewhere);
    const [plainHome, photoHome, photoOther] = await seedReviews(item, [
      { rating: 5, apartment: homeRef },
      { rating: 4, photo: true, apartment: homeRef },
      { rating: 3, photo: true, apartment: otherRef },
    ]);
    const photos = (await allPages(item.item.itemIdx, '&onlyImageReview=true')).flat();
    expect(photos).toEqual([photoOther, photoHome]);
    const ours = await get(`/items/${item.item.itemIdx}/reviews?apartmentIdx=${homeRef.apartmentIdx}`);
    const list = ours.json().data.reviews as ListedReview[];
    expect(list.map((r) => r.reviewIdx)).toEqual([photoHome, plainHome]);
    expect(list.every((r) => r.complexName === homeRef.name)).toBe(true);
    const both = (await allPages(item.item.itemIdx, `&onlyImageReview=1&apartmentIdx=${homeRef.apartmentIdx}&sortType=lowest`)).flat();
    expect(both).toEqual([photoHome]);
  });

  it('shows complex and 평형 band but never the name or unit, and marks helpedByMe and isMine for a signed-in viewer', async () => {
    const item = await createItem(t.db);
    const apt = aptRef(await createApartment(t.db));
    const author = await reviewer(t, item, { apartment: apt, pyeong: 25 });
    const written = await writeReview(t, author.cookie, { merchantUid: author.order.merchantUid, itemIdx: item.item.itemIdx });
    const fan = await createSignedInResident(t.app, t.db);
    await t.app.inject({ method: 'POST', url: `/api/v2/reviews/${written.reviewIdx}/helpful`, headers: { cookie: fan.cookie } });

    const guest = (await get(`/items/${item.item.itemIdx}/reviews`)).json().data.reviews[0];
    expect(guest).toMatchObject({ complexName: apt.name, pyeongBand: '20평대', verified: true, helpedByMe: false, isMine: false, helpfulCount: 1 });
    const body = JSON.stringify(guest);
    expect(body).not.toContain(author.resident.name!);
    expect(body).not.toContain(author.order.merchantUid);
    const seenByFan = (await get(`/items/${item.item.itemIdx}/reviews`, fan.cookie)).json().data.reviews[0];
    expect(seenByFan).toMatchObject({ helpedByMe: true, isMine: false });
    const seenByAuthor = (await get(`/items/${item.item.itemIdx}/reviews`, author.cookie)).json().data.reviews[0];
    expect(seenByAuthor).toMatchObject({ helpedByMe: false, isMine: true });
  });

  it('refuses a cursor that is malformed or from another sort (400 naming after), and an unknown item (404)', async () => {
    const item = await createItem(t.db);
    await seedReviews(item, [{ rating: 5 }, { rating: 4 }]);
    const page = (await get(`/items/${item.item.itemIdx}/reviews?limit=1&sortType=latest`)).json().data;
    expect(page.nextCursor).toEqual(expect.any(String));
    const cross = await get(`/items/${item.item.itemIdx}/reviews?limit=1&sortType=highest&after=${page.nextCursor}`);
    expect(cross.statusCode).toBe(400);
    expect(cross.json().message).toBe('다음 페이지 위치(after)가 다른 정렬 방식의 값이에요. 목록을 처음부터 다시 불러 주세요.');
    expect(cross.json().details[0].field).toBe('after');
    const forged = [
      'not-a-cursor!',
      'bm9wZQ',
      encodeCursor({ sort: 'highest', key: [5] }),
      Buffer.from(JSON.stringify({ s: 'highest', k: [5, 'x'] })).toString('base64url'),
      Buffer.from(JSON.stringify({ s: 'highest', k: [5, -1] })).toString('base64url'),
    ];
    for (const after of forged) {
      const res = await get(`/items/${item.item.itemIdx}/reviews?sortType=highest&after=${encodeURIComponent(after)}`);
      expect(res.statusCode, after).toBe(400);
      expect(res.json().message).toBe('다음 페이지 위치(after)가 올바르지 않아요. 목록을 처음부터 다시 불러 주세요.');
    }
    const badSort = await get(`/items/${item.item.itemIdx}/reviews?sortType=best`);
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().message).toBe('정렬 방식은 latest, highest, lowest, helpful 중 하나여야 해요.');
    const badLimit = await get(`/items/${item.item.itemIdx}/reviews?limit=500`);
    expect(badLimit.statusCode).toBe(400);
    const unknown = await get('/items/99999999/reviews');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('상품을 찾을 수 없어요.');
  });

  it('leaves hidden, removed and deleted reviews out', async () => {
    const item = await createItem(t.db);
    const [visible, hidden, removed, deleted] = await seedReviews(item, [{ rating: 5 }, { rating: 4 }, { rating: 3 }, { rating: 2 }]);
    await t.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.reviewIdx, hidden!));
    await t.db.update(reviews).set({ status: 'removed' }).where(eq(reviews.reviewIdx, removed!));
    await t.db.update(reviews).set({ status: 'deleted' }).where(eq(reviews.reviewIdx, deleted!));
    expect((await allPages(item.item.itemIdx, '')).flat()).toEqual([visible]);
  });
});

const aptRef = (a: { apartmentIdx: number; name: string }) => ({ apartmentIdx: a.apartmentIdx, name: a.name });

describe('GET /items/{id}/reviews/summary', () => {
  it('answers zeros for an item without reviews, and 404 for an unknown item', async () => {
    const item = await createItem(t.db);
    const res = await get(`/items/${item.item.itemIdx}/reviews/summary`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      itemIdx: item.item.itemIdx,
      ratingAvg: 0,
      reviewCount: 0,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      photoReviewCount: 0,
      recentPhotos: [],
    });
    expect((await get('/items/99999999/reviews/summary')).statusCode).toBe(404);
  });

  it('sums the written reviews with the newest photos first', async () => {
    const item = await createItem(t.db);
    const a = await reviewer(t, item);
    const b = await reviewer(t, item);
    const c = await reviewer(t, item);
    const p1 = await uploadReviewPhoto(t, a.cookie);
    const p2 = await uploadReviewPhoto(t, b.cookie);
    const p3 = await uploadReviewPhoto(t, b.cookie);
    const ra = await writeReview(t, a.cookie, { merchantUid: a.order.merchantUid, itemIdx: item.item.itemIdx, rating: 5, photos: [p1] });
    const rb = await writeReview(t, b.cookie, { merchantUid: b.order.merchantUid, itemIdx: item.item.itemIdx, rating: 4, photos: [p2, p3] });
    await writeReview(t, c.cookie, { merchantUid: c.order.merchantUid, itemIdx: item.item.itemIdx, rating: 2 });
    const data = (await get(`/items/${item.item.itemIdx}/reviews/summary`)).json().data;
    expect(data).toMatchObject({ ratingAvg: 3.7, reviewCount: 3, distribution: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 1 }, photoReviewCount: 2 });
    expect(data.recentPhotos.map((p: { reviewIdx: number; url: string }) => [p.reviewIdx, p.url])).toEqual([
      [rb.reviewIdx, `/files/uploads/${p2}`],
      [rb.reviewIdx, `/files/uploads/${p3}`],
      [ra.reviewIdx, `/files/uploads/${p1}`],
    ]);
  });
});

describe('GET /reviews/service_type', () => {
  it('lists visible reviews of a category, or of a chapter of categories, page by page', async () => {
    const chapter = `ch${Date.now().toString(36)}`;
    const catA = await createCategory(t.db, { chapter });
    const catB = await createCategory(t.db, { chapter });
    const a = await createItem(t.db, { category: catA });
    const b = await createItem(t.db, { category: catB });
    const [a1, a2] = await seedReviews(a, [{ rating: 2 }, { rating: 5 }]);
    const [b1] = await seedReviews(b, [{ rating: 4 }]);

    const byCategory = await get(`/reviews/service_type?itemType=${catA.code}&sort=latest`);
    expect(byCategory.statusCode).toBe(200);
    expect(byCategory.json().data).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect(byCategory.json().data.reviews.map((r: ListedReview) => r.reviewIdx)).toEqual([a2, a1]);

    const lowest = await get(`/reviews/service_type?itemType=${chapter}&sort=lowest&limit=2`);
    expect(lowest.json().data.total).toBe(3);
    expect(lowest.json().data.reviews.map((r: ListedReview) => r.reviewIdx)).toEqual([a1, b1]);
    const page2 = await get(`/reviews/service_type?itemType=${chapter}&sort=lowest&limit=2&page=2`);
    expect(page2.json().data.reviews.map((r: ListedReview) => r.reviewIdx)).toEqual([a2]);

    const unknown = await get('/reviews/service_type?itemType=nothing-like-this');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('서비스 종류를 찾을 수 없어요.');
    const badPage = await get(`/reviews/service_type?itemType=${catA.code}&page=0`);
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toBe('페이지는 1 이상이어야 해요.');
  });
});

describe('GET /reviews/mine and GET /reviews/{id}', () => {
  it('lists my reviews in every status but deleted, with status labels, newest first', async () => {
    const item = await createItem(t.db);
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const lines = await Promise.all([0, 1, 2, 3].map(() => completedLine(t.db, { residentIdx: resident.residentIdx, item })));
    const written = [];
    for (const l of lines) written.push(await writeReview(t, cookie, { merchantUid: l.order.merchantUid, itemIdx: item.item.itemIdx }));
    const [visible, hidden, removed, deleted] = written.map((w) => w.reviewIdx);
    await t.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.reviewIdx, hidden!));
    await t.db.update(reviews).set({ status: 'removed' }).where(eq(reviews.reviewIdx, removed!));
    await t.app.inject({ method: 'DELETE', url: `/api/v2/reviews/${deleted}`, headers: { cookie } });

    const res = await get('/reviews/mine?limit=2', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ page: 1, limit: 2, total: 3 });
    const page1 = res.json().data.reviews as Array<{ reviewIdx: number; statusLabel: string; merchantUid: string }>;
    expect(page1.map((r) => [r.reviewIdx, r.statusLabel])).toEqual([
      [removed, '운영 정책에 따라 삭제됨'],
      [hidden, '신고로 가려짐 (검토 중)'],
    ]);
    const page2 = (await get('/reviews/mine?limit=2&page=2', cookie)).json().data.reviews;
    expect(page2.map((r: { reviewIdx: number }) => r.reviewIdx)).toEqual([visible]);
    expect(page2[0].merchantUid).toBe(lines[0]!.order.merchantUid);
    expect((await get('/reviews/mine')).statusCode).toBe(401);
  });

  it('shows a visible review to anyone, a hidden one only to its author, and keeps the order private', async () => {
    const item = await createItem(t.db);
    const author = await reviewer(t, item);
    const written = await writeReview(t, author.cookie, { merchantUid: author.order.merchantUid, itemIdx: item.item.itemIdx });
    const guest = await get(`/reviews/${written.reviewIdx}`);
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data).toMatchObject({ reviewIdx: written.reviewIdx, isMine: false, merchantUid: null, lineIdx: null, rewardPoints: null });
    const own = await get(`/reviews/${written.reviewIdx}`, author.cookie);
    expect(own.json().data).toMatchObject({ isMine: true, merchantUid: author.order.merchantUid, lineIdx: author.line.lineIdx, rewardPoints: 500 });

    await t.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.reviewIdx, written.reviewIdx));
    expect((await get(`/reviews/${written.reviewIdx}`)).statusCode).toBe(404);
    const stranger = await createSignedInResident(t.app, t.db);
    expect((await get(`/reviews/${written.reviewIdx}`, stranger.cookie)).statusCode).toBe(404);
    const hiddenOwn = await get(`/reviews/${written.reviewIdx}`, author.cookie);
    expect(hiddenOwn.json().data).toMatchObject({ status: 'hidden', statusLabel: '신고로 가려짐 (검토 중)' });
    const bad = await get('/reviews/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('후기 번호를 숫자로 입력해 주세요.');
  });
});
