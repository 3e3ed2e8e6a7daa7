import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '../../../test/factories/catalog';
import { createSignedInResident } from '../../../test/factories/residents';
import { reviewer, writeReview } from '../../../test/factories/reviews';
import { createSignedInStaff } from '../../../test/factories/staff';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { itemReviewStats, items, notificationQueue, reviewHelpfuls, reviewReports, reviews } from '../../db/schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url: `/api/v2${url}`, payload, headers });
const as = (cookie: string) => ({ cookie });

const reviewRow = async (reviewIdx: number) => (await t.db.select().from(reviews).where(eq(reviews.reviewIdx, reviewIdx)))[0]!;
const statsOf = async (itemIdx: number) => (await t.db.select().from(itemReviewStats).where(eq(itemReviewStats.itemIdx, itemIdx)))[0]!;
const itemRow = async (itemIdx: number) => (await t.db.select().from(items).where(eq(items.itemIdx, itemIdx)))[0]!;

async function aReview(rating = 5) {
  const item = await createItem(t.db);
  const author = await reviewer(t, item);
  const review = await writeReview(t, author.cookie, { merchantUid: author.order.merchantUid, itemIdx: item.item.itemIdx, rating });
  return { item, author, reviewIdx: review.reviewIdx };
}

describe('POST and DELETE /reviews/{id}/helpful', () => {
  it('counts one mark per person however often it is sent, and takes it back the same way', async () => {
    const { reviewIdx } = await aReview();
    const fan = await createSignedInResident(t.app, t.db);
    const other = await createSignedInResident(t.app, t.db);
    const first = await call('POST', `/reviews/${reviewIdx}/helpful`, as(fan.cookie));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ reviewIdx, helpfulCount: 1, helpedByMe: true });
    expect((await call('POST', `/reviews/${reviewIdx}/helpful`, as(fan.cookie))).json().data).toEqual({ reviewIdx, helpfulCount: 1, helpedByMe: true });
    expect((await call('POST', `/reviews/${reviewIdx}/helpful`, as(other.cookie))).json().data.helpfulCount).toBe(2);

    expect((await call('DELETE', `/reviews/${reviewIdx}/helpful`, as(fan.cookie))).json().data).toEqual({ reviewIdx, helpfulCount: 1, helpedByMe: false });
    expect((await call('DELETE', `/reviews/${reviewIdx}/helpful`, as(fan.cookie))).json().data).toEqual({ reviewIdx, helpfulCount: 1, helpedByMe: false });
    const marks = await t.db.select().from(reviewHelpfuls).where(eq(reviewHelpfuls.reviewIdx, reviewIdx));
    expect(marks.map((m) => m.residentIdx)).toEqual([other.resident.residentIdx]);
    expect((await reviewRow(reviewIdx)).helpfulCount).toBe(1);
  });

  it('refuses my own review, a hidden one and a signed-out caller, changing nothing', async () => {
    const { author, reviewIdx } = await aReview();
    const own = await call('POST', `/reviews/${reviewIdx}/helpful`, as(author.cookie));
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('내가 쓴 후기에는 도움이 돼요를 누를 수 없어요.');
    expect((await call('POST', `/reviews/${reviewIdx}/helpful`)).statusCode).toBe(401);
    await t.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.reviewIdx, reviewIdx));
    const fan = await createSignedInResident(t.app, t.db);
    expect((await call('POST', `/reviews/${reviewIdx}/helpful`, as(fan.cookie))).statusCode).toBe(404);
    expect((await reviewRow(reviewIdx)).helpfulCount).toBe(0);
  });
});

describe('POST /reviews/reports', () => {
  it('takes one report per person, refuses my own review, and hides the review on the third reporter', async () => {
    const { item, author, reviewIdx } = await aReview(5);
    const staff = await createSignedInStaff(t.app, t.db);
    const [r1, r2, r3] = await Promise.all([0, 1, 2].map(() => createSignedInResident(t.app, t.db)));

    const first = await call('POST', '/reviews/reports', as(r1!.cookie), { reviewIdx, reason: 'abuse' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ reported: true, hidden: false });
    const again = await call('POST', '/reviews/reports', as(r1!.cookie), { reviewIdx, reason: 'promotion' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 신고한 후기예요.');
    const own = await call('POST', '/reviews/reports', as(author.cookie), { reviewIdx, reason: 'abuse' });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('내가 쓴 후기는 신고할 수 없어요.');
    expect((await reviewRow(reviewIdx)).reportCount).toBe(1);

    expect((await call('POST', '/reviews/reports', as(r2!.cookie), { reviewIdx, reason: 'other', detail: '광고 전화번호가 있어요' })).json().data.hidden).toBe(false);
    const third = await call('POST', '/reviews/reports', as(r3!.cookie), { reviewIdx, reason: 'privacy' });
    expect(third.json().data).toEqual({ reported: true, hidden: true });

    const row = await reviewRow(reviewIdx);
    expect(row).toMatchObject({ status: 'hidden', reportCount: 3 });
    expect(row.hiddenAt).toBeInstanceOf(Date);
    expect(await statsOf(item.item.itemIdx)).toMatchObject({ reviewCount: 0, ratingSum: 0, rating5: 0 });
    expect(await itemRow(item.item.itemIdx)).toMatchObject({ reviewCount: 0, ratingAvg: 0 });
    expect((await call('GET', `/items/${item.item.itemIdx}/reviews`)).json().data.reviews).toEqual([]);
    const notices = await t.db
      .select()
      .from(notificationQueue)
      .where(and(eq(notificationQueue.recipient, staff.staff.phone!), eq(notificationQueue.subject, '신고로 가려진 후기가 있어요')));
    expect(notices.length).toBeGreaterThanOrEqual(1);
    expect(notices.some((n) => n.body.includes(`#${reviewIdx}`))).toBe(true);
    // A fourth person can no longer see (or report) it.
    const late = await createSignedInResident(t.app, t.db);
    expect((await call('POST', '/reviews/reports', as(late.cookie), { reviewIdx, reason: 'abuse' })).statusCode).toBe(404);
  });

  it('answers 400 in Korean naming the field for a bad report, and records nothing', async () => {
    const { reviewIdx } = await aReview();
    const r = await createSignedInResident(t.app, t.db);
    const cases: Array<[object, string, string]> = [
      [{ reviewIdx, reason: 'boring' }, 'reason', '신고 사유(reason)는 unrelated, abuse, obscene, privacy, promotion, other 중 하나여야 해요.'],
      [{ reviewIdx, reason: 'other' }, 'detail', '기타 사유로 신고할 때는 신고 내용(detail)을 적어 주세요.'],
      [{ reviewIdx, reason: 'abuse', detail: '가'.repeat(501) }, 'detail', '신고 내용은 500자 이하로 적어 주세요.'],
      [{ reason: 'abuse' }, 'reviewIdx', '후기 번호를 입력해 주세요.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', '/reviews/reports', as(r.cookie), payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().details[0].field).toBe(field);
    }
    expect(await t.db.select().from(reviewReports).where(eq(reviewReports.reviewIdx, reviewIdx))).toEqual([]);
    expect((await call('POST', '/reviews/reports', as(r.cookie), { reviewIdx: 999_999_999, reason: 'abuse' })).statusCode).toBe(404);
  });
});

describe('staff: GET /staff/reviews/hidden and PATCH /staff/reviews/{id}/moderation', () => {
  async function hiddenReview(rating = 4) {
    const made = await aReview(rating);
    for (const reason of ['abuse', 'obscene', 'unrelated'] as const) {
      const r = await createSignedInResident(t.app, t.db);
      await call('POST', '/reviews/reports', as(r.cookie), { reviewIdx: made.reviewIdx, reason });
    }
    expect((await reviewRow(made.reviewIdx)).status).toBe('hidden');
    return made;
  }

  it('lists hidden reviews with their reports, to staff only', async () => {
    const { reviewIdx } = await hiddenReview();
    const staff = await createSignedInStaff(t.app, t.db);
    const res = await call('GET', '/staff/reviews/hidden?limit=100', staff.headers);
    expect(res.statusCode, res.body).toBe(200);
    const entry = (res.json().data.reviews as Array<{ reviewIdx: number; reports: Array<{ reason: string; reasonLabel: string }>; reportCount: number }>).find(
      (r) => r.reviewIdx === reviewIdx,
    );
    expect(entry).toMatchObject({ reportCount: 3, status: 'hidden' });
    expect(entry!.reports.map((p) => p.reasonLabel).sort()).toEqual(
      ['단순 비방이나 욕설이 있어요', '상품과 관련 없는 내용이에요', '음란하거나 청소년에게 부적합해요'].sort(),
    );
    const resident = await createSignedInResident(t.app, t.db);
    expect((await call('GET', '/staff/reviews/hidden')).statusCode).toBe(401);
    const refused = await call('GET', '/staff/reviews/hidden', as(resident.cookie));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('운영팀 계정으로만 이용할 수 있어요.');
  });

  it('restores a review into the lists and figures; new reporters are needed to hide it again', async () => {
    const { item, reviewIdx } = await hiddenReview(4);
    const staff = await createSignedInStaff(t.app, t.db);
    const res = await call('PATCH', `/staff/reviews/${reviewIdx}/moderation`, staff.headers, { action: 'restore' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ reviewIdx, status: 'visible', statusLabel: '게시 중' });
    expect(await statsOf(item.item.itemIdx)).toMatchObject({ reviewCount: 1, ratingSum: 4, rating4: 1 });
    expect(await itemRow(item.item.itemIdx)).toMatchObject({ reviewCount: 1, ratingAvg: 4 });
    const listed = (await call('GET', `/items/${item.item.itemIdx}/reviews`)).json().data.reviews;
    expect(listed.map((r: { reviewIdx: number }) => r.reviewIdx)).toEqual([reviewIdx]);
    const again = await call('PATCH', `/staff/reviews/${reviewIdx}/moderation`, staff.headers, { action: 'remove' });
    expect(again.statusCode).toBe(409);

    const one = await createSignedInResident(t.app, t.db);
    expect((await call('POST', '/reviews/reports', as(one.cookie), { reviewIdx, reason: 'abuse' })).json().data.hidden).toBe(false);
    expect((await reviewRow(reviewIdx)).status).toBe('visible');
  });

  it('removes a review for good and tells its author', async () => {
    const { item, author, reviewIdx } = await hiddenReview();
    const staff = await createSignedInStaff(t.app, t.db);
    const bad = await call('PATCH', `/staff/reviews/${reviewIdx}/moderation`, staff.headers, { action: 'delete' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('처리 방법(action)은 restore 또는 remove여야 해요.');
    const res = await call('PATCH', `/staff/reviews/${reviewIdx}/moderation`, staff.headers, { action: 'remove' });
    expect(res.json().data).toEqual({ reviewIdx, status: 'removed', statusLabel: '운영 정책에 따라 삭제됨' });
    expect(await statsOf(item.item.itemIdx)).toMatchObject({ reviewCount: 0 });
    const mine = (await call('GET', '/reviews/mine', as(author.cookie))).json().data.reviews;
    expect(mine[0]).toMatchObject({ reviewIdx, status: 'removed', statusLabel: '운영 정책에 따라 삭제됨' });
    const notice = await t.db
      .select()
      .from(notificationQueue)
      .where(and(eq(notificationQueue.residentIdx, author.resident.residentIdx), eq(notificationQueue.channel, 'push')));
    expect(notice.map((n) => n.subject)).toContain('후기가 운영 정책에 따라 삭제되었어요');
    const edit = await call('PUT' as 'PATCH', `/reviews/${reviewIdx}`, as(author.cookie), { rating: 5, content: '다시 써 볼게요 괜찮죠?', photos: [] });
    expect(edit.statusCode).toBe(409);
    expect((await call('PATCH', '/staff/reviews/999999999/moderation', staff.headers, { action: 'remove' })).statusCode).toBe(404);
  });
});
