import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '../../../test/factories/catalog';
import { finishedService, paidOrder } from '../../../test/factories/commerce';
import { createSignedInResident } from '../../../test/factories/residents';
import { completedLine, reviewer, uploadReviewPhoto, writeReview } from '../../../test/factories/reviews';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { itemReviewStats, items, partners, pointLedger, residents, reviews } from '../../db/schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, payload, headers: cookie ? { cookie } : {} });

const LONG_TEXT = '시공 기사님이 약속 시간에 맞춰 오셔서 꼼꼼하게 작업해 주셨어요.';
const SHORT_TEXT = '깔끔하고 좋았어요 추천!';

const statsOf = async (itemIdx: number) => (await t.db.select().from(itemReviewStats).where(eq(itemReviewStats.itemIdx, itemIdx)))[0];
const itemRow = async (itemIdx: number) => (await t.db.select().from(items).where(eq(items.itemIdx, itemIdx)))[0]!;
const partnerRow = async (partnerIdx: number) => (await t.db.select().from(partners).where(eq(partners.partnerIdx, partnerIdx)))[0]!;
const balanceOf = async (residentIdx: number) =>
  (await t.db.select({ b: residents.pointBalance }).from(residents).where(eq(residents.residentIdx, residentIdx)))[0]!.b;
const reviewLedger = (residentIdx: number) =>
  t.db.select().from(pointLedger).where(eq(pointLedger.residentIdx, residentIdx)).orderBy(pointLedger.pointIdx);
const reviewCount = async (residentIdx: number) => (await t.db.select().from(reviews).where(eq(reviews.residentIdx, residentIdx))).length;

describe('GET /reviews/get_review_init/{merchantUid}/{itemIdx}', () => {
  it('tells the buyer of a finished (not yet confirmed) service that it can be reviewed, with the reward rule', async () => {
    const done = await finishedService(t);
    const res = await call('GET', `/reviews/get_review_init/${done.merchantUid}/${done.item.item.itemIdx}`, done.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ merchantUid: done.merchantUid, itemIdx: done.item.item.itemIdx });
    expect(data.reward).toEqual({ textPoints: 500, photoPoints: 1000, minLength: 20, clawbackDays: 30 });
    expect(data.lines).toEqual([
      expect.objectContaining({ lineIdx: done.lineIdx, canReview: true, reason: null, reviewIdx: null, confirmedAt: null, itemName: done.item.item.name }),
    ]);
    expect(data.lines[0].completedAt).not.toBeNull();
    expect(data.lines[0].optionSummary).toBe('25~34평');
  });

  it('says a service not finished yet cannot be reviewed yet', async () => {
    const paid = await paidOrder(t);
    const res = await call('GET', `/reviews/get_review_init/${paid.merchantUid}/${paid.item.item.itemIdx}`, paid.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lines[0]).toMatchObject({ canReview: false, reason: '시공이 끝난 뒤에 후기를 쓸 수 있어요.' });
  });

  it("answers another resident's order and an unknown order alike (404), and an item not in it (404)", async () => {
    const done = await finishedService(t);
    const other = await createSignedInResident(t.app, t.db);
    const theirs = await call('GET', `/reviews/get_review_init/${done.merchantUid}/${done.item.item.itemIdx}`, other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('주문을 찾을 수 없어요.');
    const unknown = await call('GET', `/reviews/get_review_init/ipju_nothing_here/${done.item.item.itemIdx}`, done.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('주문을 찾을 수 없어요.');
    const otherItem = await call('GET', `/reviews/get_review_init/${done.merchantUid}/999999`, done.cookie);
    expect(otherItem.statusCode).toBe(404);
    expect(otherItem.json().message).toContain('이 주문에서 그 서비스를 찾을 수 없어요');
    const signedOut = await call('GET', `/reviews/get_review_init/${done.merchantUid}/${done.item.item.itemIdx}`);
    expect(signedOut.statusCode).toBe(401);
  });

  it('shows the review once written (reviewIdx, cannot write again)', async () => {
    const item = await createItem(t.db);
    const r = await reviewer(t, item);
    const written = await writeReview(t, r.cookie, { merchantUid: r.order.merchantUid, itemIdx: item.item.itemIdx });
    const res = await call('GET', `/reviews/get_review_init/${r.order.merchantUid}/${item.item.itemIdx}`, r.cookie);
    expect(res.json().data.lines[0]).toMatchObject({ canReview: false, reviewIdx: written.reviewIdx, reason: '이미 후기를 썼어요.' });
  });
});

describe('POST /reviews', () => {
  it('writes the review of a purchase-confirmed service with the complex and 평형 of the order, and grants the text reward', async () => {
    const done = await finishedService(t, { confirm: true });
    const before = await balanceOf(done.resident.residentIdx);
    const res = await call('POST', '/reviews', done.cookie, {
      merchantUid: done.merchantUid,
      itemIdx: done.item.item.itemIdx,
      rating: 4,
      content: `  ${LONG_TEXT}  `,
    });
    expect(res.statusCode, res.body).toBe(200);
    const review = res.json().data;
    expect(review).toMatchObject({
      itemIdx: done.item.item.itemIdx,
      rating: 4,
      content: LONG_TEXT,
      photos: [],
      photoKeys: [],
      verified: true,
      pyeongBand: '30평대',
      isMine: true,
      status: 'visible',
      statusLabel: '게시 중',
      rewardPoints: 500,
      merchantUid: done.merchantUid,
      lineIdx: done.lineIdx,
      helpfulCount: 0,
      editedAt: null,
    });
    expect(JSON.stringify(review)).not.toContain(done.resident.name!);
    expect(await balanceOf(done.resident.residentIdx)).toBe(before + 500);
    const ledger = (await reviewLedger(done.resident.residentIdx)).filter((e) => e.reason === 'review');
    expect(ledger).toEqual([expect.objectContaining({ amount: 500, reviewIdx: review.reviewIdx, memo: '후기 적립' })]);
  });

  it('grants the photo reward for a review with a photo and stores the photo with its size', async () => {
    const item = await createItem(t.db);
    const r = await reviewer(t, item);
    const key = await uploadReviewPhoto(t, r.cookie);
    const review = await writeReview(t, r.cookie, { merchantUid: r.order.merchantUid, itemIdx: item.item.itemIdx, content: SHORT_TEXT, photos: [key] });
    expect(review.rewardPoints).toBe(1000);
    expect(review.photoKeys).toEqual([key]);
    expect(review.photos).toEqual([{ url: `/files/uploads/${key}`, width: 40, height: 30 }]);
    expect(await balanceOf(r.resident.residentIdx)).toBe(1000);
  });

  it('grants nothing for a text shorter than the reward length', async () => {
    const item = await createItem(t.db);
    const r = await reviewer(t, item);
    const review = await writeReview(t, r.cookie, { merchantUid: r.order.merchantUid, itemIdx: item.item.itemIdx, content: '좋아요 정말 좋아요' });
    expect(review.rewardPoints).toBe(0);
    expect(await balanceOf(r.resident.residentIdx)).toBe(0);
    expect(await reviewLedger(r.resident.residentIdx)).toEqual([]);
  });

  it('keeps the item and partner figures equal to the reviews (stats, rating_avg, review_count)', async () => {
    const item = await createItem(t.db, { ratingAvg: 4.9, reviewCount: 999 });
    const sibling = await createItem(t.db, { partnerIdx: item.partner.partnerIdx, categoryCode: item.category.code });
    const a = await reviewer(t, item);
    const b = await reviewer(t, item);
    const c = await reviewer(t, sibling);
    const photo = await uploadReviewPhoto(t, a.cookie);
    await writeReview(t, a.cookie, { merchantUid: a.order.merchantUid, itemIdx: item.item.itemIdx, rating: 5, photos: [photo] });
    await writeReview(t, b.cookie, { merchantUid: b.order.merchantUid, itemIdx: item.item.itemIdx, rating: 2 });
    await writeReview(t, c.cookie, { merchantUid: c.order.merchantUid, itemIdx: sibling.item.itemIdx, rating: 4 });
    expect(await statsOf(item.item.itemIdx)).toMatchObject({
      reviewCount: 2, ratingSum: 7, rating1: 0, rating2: 1, rating3: 0, rating4: 0, rating5: 1, photoReviewCount: 1,
    });
    expect(await itemRow(item.item.itemIdx)).toMatchObject({ ratingAvg: 3.5, reviewCount: 2 });
    expect(await itemRow(sibling.item.itemIdx)).toMatchObject({ ratingAvg: 4, reviewCount: 1 });
    expect(await partnerRow(item.partner.partnerIdx)).toMatchObject({ ratingAvg: 3.7, reviewCount: 3 });
  });

  it('refuses a service not bought (404), not finished (409) and a second review of the line (409), changing nothing', async () => {
    const item = await createItem(t.db);
    const buyer = await reviewer(t, item);
    const stranger = await createSignedInResident(t.app, t.db);
    const notMine = await call('POST', '/reviews', stranger.cookie, { merchantUid: buyer.order.merchantUid, itemIdx: item.item.itemIdx, rating: 5, content: LONG_TEXT });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().message).toBe('주문을 찾을 수 없어요.');
    expect(await reviewCount(stranger.resident.residentIdx)).toBe(0);

    const waiting = await reviewer(t, item, { status: 'awaiting_work' });
    const early = await call('POST', '/reviews', waiting.cookie, { merchantUid: waiting.order.merchantUid, itemIdx: item.item.itemIdx, rating: 5, content: LONG_TEXT });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('시공이 끝난 뒤에 후기를 쓸 수 있어요.');
    const cancelled = await reviewer(t, item, { status: 'cancelled' });
    const gone = await call('POST', '/reviews', cancelled.cookie, { merchantUid: cancelled.order.merchantUid, itemIdx: item.item.itemIdx, rating: 5, content: LONG_TEXT });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe('취소한 서비스는 후기를 쓸 수 없어요.');

    await writeReview(t, buyer.cookie, { merchantUid: buyer.order.merchantUid, itemIdx: item.item.itemIdx, content: LONG_TEXT });
    const twice = await call('POST', '/reviews', buyer.cookie, { merchantUid: buyer.order.merchantUid, itemIdx: item.item.itemIdx, rating: 1, content: LONG_TEXT });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('이미 후기를 썼어요.');
    expect(await reviewCount(buyer.resident.residentIdx)).toBe(1);
    expect(await balanceOf(buyer.resident.residentIdx)).toBe(500);
    expect(await statsOf(item.item.itemIdx)).toMatchObject({ reviewCount: 1, ratingSum: 5 });
  });

  it('refuses photos that are not my uploaded review photos with a 400 naming photos', async () => {
    const item = await createItem(t.db);
    const r = await reviewer(t, item);
    const other = await createSignedInResident(t.app, t.db);
    const theirs = await uploadReviewPhoto(t, other.cookie);
    const body = { merchantUid: r.order.merchantUid, itemIdx: item.item.itemIdx, rating: 5, content: LONG_TEXT };
    for (const photos of [[theirs], ['review/doesnotexist0000000.jpg']]) {
      const res = await call('POST', '/reviews', r.cookie, { ...body, photos });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('photos');
      expect(res.json().message).toContain('사진(photos) 1장을 찾을 수 없어요');
    }
    // Presigned but never uploaded.
    const presign = await t.app.inject({ url: '/api/v2/files/presigned_url?type=review&mimeType=image/jpeg', headers: { cookie: r.cookie } });
    const empty = await call('POST', '/reviews', r.cookie, { ...body, photos: [presign.json().data.key] });
    expect(empty.statusCode).toBe(400);
    expect(await reviewCount(r.resident.residentIdx)).toBe(0);
    expect(await statsOf(item.item.itemIdx)).toBeUndefined();
  });

  it('answers 400 in Korean naming the field for a bad body, and writes nothing', async () => {
    const item = await createItem(t.db);
    const r = await reviewer(t, item);
    const base = { merchantUid: r.order.merchantUid, itemIdx: item.item.itemIdx, rating: 5, content: LONG_TEXT };
    const cases: Array<[object, string, string]> = [
      [{ ...base, rating: 0 }, 'rating', '별점은 1점 이상 골라 주세요.'],
      [{ ...base, rating: 6 }, 'rating', '별점은 5점까지 줄 수 있어요.'],
      [{ ...base, rating: 4.5 }, 'rating', '별점(rating)은 1~5 사이 정수여야 해요.'],
      [{ ...base, content: '짧아요' }, 'content', '후기 내용은 10자 이상 적어 주세요.'],
      [{ ...base, content: '가'.repeat(1001) }, 'content', '후기 내용은 1000자 이하로 적어 주세요.'],
      [{ ...base, photos: Array.from({ length: 11 }, (_, i) => `review/k${i}.jpg`) }, 'photos', '사진은 10장까지 올릴 수 있어요.'],
      [{ ...base, photos: ['review/a.jpg', 'review/a.jpg'] }, 'photos', '같은 사진을 두 번 올릴 수 없어요.'],
      [{ ...base, itemIdx: '12' }, 'itemIdx', '상품 번호를 숫자로 보내 주세요.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/reviews', r.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().details[0].field).toBe(field);
    }
    expect(await reviewCount(r.resident.residentIdx)).toBe(0);
  });

  it('chooses the line by lineIdx when an order has the item twice', async () => {
    const item = await createItem(t.db);
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const first = await completedLine(t.db, { residentIdx: resident.residentIdx, item });
    const missing = await call('POST', '/reviews', cookie, {
      merchantUid: first.order.merchantUid, itemIdx: item.item.itemIdx, lineIdx: first.line.lineIdx + 100_000, rating: 5, content: LONG_TEXT,
    });
    expect(missing.statusCode).toBe(404);
    const ok = await writeReview(t, cookie, { merchantUid: first.order.merchantUid, itemIdx: item.item.itemIdx, lineIdx: first.line.lineIdx });
    expect(ok.lineIdx).toBe(first.line.lineIdx);
  });
});

describe('PUT /reviews/{id}', () => {
  it('replaces rating, text and photos, moves the figures by the difference and grants nothing again', async () => {
    const item = await createItem(t.db);
    const r = await reviewer(t, item);
    const keep = await uploadReviewPhoto(t, r.cookie);
    const drop = await uploadReviewPhoto(t, r.cookie);
    const review = await writeReview(t, r.cookie, { merchantUid: r.order.merchantUid, itemIdx: item.item.itemIdx, rating: 5, photos: [keep, drop] });
    const added = await uploadReviewPhoto(t, r.cookie);
    const res = await call('PUT', `/reviews/${review.reviewIdx}`, r.cookie, { rating: 2, content: LONG_TEXT, photos: [added, keep] });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().data;
    expect(edited).toMatchObject({ rating: 2, content: LONG_TEXT, photoKeys: [added, keep], rewardPoints: 1000 });
    expect(edited.editedAt).not.toBeNull();
    expect(await statsOf(item.item.itemIdx)).toMatchObject({ reviewCount: 1, ratingSum: 2, rating2: 1, rating5: 0, photoReviewCount: 1 });
    expect(await itemRow(item.item.itemIdx)).toMatchObject({ ratingAvg: 2, reviewCount: 1 });

    const noPhotos = await call('PUT', `/reviews/${review.reviewIdx}`, r.cookie, { rating: 3, content: LONG_TEXT, photos: [] });
    expect(noPhotos.json().data.photos).toEqual([]);
    expect(await statsOf(item.item.itemIdx)).toMatchObject({ reviewCount: 1, ratingSum: 3, rating3: 1, photoReviewCount: 0 });
    expect(await balanceOf(r.resident.residentIdx)).toBe(1000);
  });

  it("answers another person's review as a missing one (404) and refuses a bad body (400), changing nothing", async () => {
    const item = await createItem(t.db);
    const r = await reviewer(t, item);
    const review = await writeReview(t, r.cookie, { merchantUid: r.order.merchantUid, itemIdx: item.item.itemIdx, rating: 5 });
    const other = await createSignedInResident(t.app, t.db);
    const theirs = await call('PUT', `/reviews/${review.reviewIdx}`, other.cookie, { rating: 1, content: LONG_TEXT, photos: [] });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('후기를 찾을 수 없어요.');
    const bad = await call('PUT', `/reviews/${review.reviewIdx}`, r.cookie, { rating: 1, content: '', photos: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('content');
    const [row] = await t.db.select().from(reviews).where(eq(reviews.reviewIdx, review.reviewIdx));
    expect(row).toMatchObject({ rating: 5, editedAt: null });
    const missing = await call('PUT', '/reviews/999999999', r.cookie, { rating: 1, content: LONG_TEXT, photos: [] });
    expect({ status: missing.statusCode, message: missing.json().message }).toEqual({ status: 404, message: theirs.json().message });
  });
});

describe('DELETE /reviews/{id}', () => {
  it('deletes my review: out of the figures and lists, the reward taken back within the period, the line stays closed', async () => {
    const item = await createItem(t.db);
    const r = await reviewer(t, item);
    const review = await writeReview(t, r.cookie, { merchantUid: r.order.merchantUid, itemIdx: item.item.itemIdx, rating: 4, content: LONG_TEXT });
    expect(await balanceOf(r.resident.residentIdx)).toBe(500);

    const other = await createSignedInResident(t.app, t.db);
    const theirs = await call('DELETE', `/reviews/${review.reviewIdx}`, other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('후기를 찾을 수 없어요.');

    const res = await call('DELETE', `/reviews/${review.reviewIdx}`, r.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ deleted: true, pointsTakenBack: 500 });
    expect(await balanceOf(r.resident.residentIdx)).toBe(0);
    const ledger = await reviewLedger(r.resident.residentIdx);
    expect(ledger.map((e) => [e.reason, e.amount, e.balanceAfter])).toEqual([
      ['review', 500, 500],
      ['review_cancel', -500, 0],
    ]);
    expect(await statsOf(item.item.itemIdx)).toMatchObject({ reviewCount: 0, ratingSum: 0, rating4: 0 });
    expect(await itemRow(item.item.itemIdx)).toMatchObject({ ratingAvg: 0, reviewCount: 0 });

    expect((await call('GET', `/reviews/${review.reviewIdx}`, r.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/reviews/mine', r.cookie)).json().data.total).toBe(0);
    expect((await call('DELETE', `/reviews/${review.reviewIdx}`, r.cookie)).statusCode).toBe(404);
    const again = await call('POST', '/reviews', r.cookie, { merchantUid: r.order.merchantUid, itemIdx: item.item.itemIdx, rating: 5, content: LONG_TEXT });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('후기를 지운 서비스는 다시 후기를 쓸 수 없어요.');
  });

  it('keeps the reward when the review is deleted after the period', async () => {
    const item = await createItem(t.db);
    const r = await reviewer(t, item);
    const review = await writeReview(t, r.cookie, { merchantUid: r.order.merchantUid, itemIdx: item.item.itemIdx, content: LONG_TEXT });
    await t.db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(and(eq(reviews.reviewIdx, review.reviewIdx)));
    const res = await call('DELETE', `/reviews/${review.reviewIdx}`, r.cookie);
    expect(res.json().data).toEqual({ deleted: true, pointsTakenBack: 0 });
    expect(await balanceOf(r.resident.residentIdx)).toBe(500);
  });

  it('takes back the whole reward when the balance is short: the rest is owed, paid from the next points', async () => {
    const item = await createItem(t.db);
    const r = await reviewer(t, item);
    const review = await writeReview(t, r.cookie, { merchantUid: r.order.merchantUid, itemIdx: item.item.itemIdx, content: LONG_TEXT });
    await t.db.update(residents).set({ pointBalance: 200 }).where(eq(residents.residentIdx, r.resident.residentIdx));
    const res = await call('DELETE', `/reviews/${review.reviewIdx}`, r.cookie);
    expect(res.json().data.pointsTakenBack).toBe(500);
    const points = await call('GET', '/points', r.cookie);
    expect(points.json().data).toMatchObject({ balance: 0, owed: 300 });
  });
});

describe('GET /reviews/writable', () => {
  it('lists my finished services without a review, most recently finished first, with the reward rule', async () => {
    const item = await createItem(t.db);
    const { resident, cookie } = await createSignedInResident(t.app, t.db);
    const older = await completedLine(t.db, { residentIdx: resident.residentIdx, item, completedAt: new Date(Date.now() - 5 * 86_400_000) });
    const newer = await completedLine(t.db, { residentIdx: resident.residentIdx, item, completedAt: new Date(Date.now() - 86_400_000) });
    const reviewed = await completedLine(t.db, { residentIdx: resident.residentIdx, item });
    await completedLine(t.db, { residentIdx: resident.residentIdx, item, status: 'in_progress' });
    await writeReview(t, cookie, { merchantUid: reviewed.order.merchantUid, itemIdx: item.item.itemIdx });
    const res = await call('GET', '/reviews/writable', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lines.map((l: { lineIdx: number }) => l.lineIdx)).toEqual([newer.line.lineIdx, older.line.lineIdx]);
    expect(res.json().data.lines.every((l: { canReview: boolean }) => l.canReview)).toBe(true);
    expect(res.json().data.reward.photoPoints).toBe(1000);
    expect((await call('GET', '/reviews/writable')).statusCode).toBe(401);
  });
});
