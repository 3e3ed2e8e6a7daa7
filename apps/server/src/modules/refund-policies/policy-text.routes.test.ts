import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundPolicies } from '../../db/schema';
import { forgetRefundPolicies } from './policy-cache';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createCategory } from '../../../test/factories/catalog';
import { addLine, bookableItem, paidOrder, visitDay } from '../../../test/factories/commerce';
import { createRefundPolicy } from '../../../test/factories/schedule';

/**
 * The cancellation and date-change rule has one source, the refund policy table: the item page's
 * 주의사항, the payment page, the cancel sheet (order detail) and my-page's 방문 전 안내 all state the
 * sentences written from the row, and follow it when the row changes.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string, cookie?: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v2${url}`, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('the refund rule on every screen', () => {
  it('is written from the policy row and follows it when the row changes', async () => {
    const category = await createCategory(t.db);
    await createRefundPolicy(t.db, { policyKey: category.code, freeCancelDays: 5, lateFeePercent: 15, sameDayFeePercent: 40, dateChangeDays: 4 });
    const item = await bookableItem(t.db, { category });
    const { cookie, merchantUid, resident } = await paidOrder(t, { item });
    const itemIdx = item.item.itemIdx;

    /** What each screen says, read through the routes the screens call. */
    async function screens() {
      const caution = (await get(`/items/${itemIdx}/sections/group_type?groupType=caution`)).find(
        (s: { title: string }) => s.title === '취소·환불과 일정 변경',
      );
      const line = await addLine(t, cookie, { itemIdx, pyeong: 34, tz: visitDay(), time: 13 });
      const quote = await t.app.inject({
        method: 'POST',
        url: '/api/v2/billings/quote',
        headers: { cookie },
        payload: { cartIdxs: [line.cartIdx], couponIdxs: [], point: 0 },
      });
      expect(quote.statusCode, quote.body).toBe(200);
      await t.app.inject({ method: 'DELETE', url: `/api/v2/carts/${line.cartIdx}`, headers: { cookie } });
      const detail = await get(`/billings/detail?merchantUid=${merchantUid}`, cookie);
      const cautions = await get(`/cautions?residentIdx=${resident.residentIdx}`, cookie);
      const visit = cautions.visits.find((v: { merchantUid: string }) => v.merchantUid === merchantUid);
      return {
        itemPage: caution?.body,
        paymentPage: quote.json().data.refundPolicies[0].policy.summary,
        cancelSheet: detail.lines[0].refundPolicy.summary,
        myPageGuide: visit.cautions.find((c: { title: string }) => c.title === '취소·환불과 일정 변경')?.body,
      };
    }

    const before = await screens();
    const first = '방문 5일 전까지 무료 취소, 4일 전~1일 전 취소 수수료 15%, 방문 당일 40%. 시공이 시작되면 온라인으로 취소할 수 없어요. 방문일 변경은 4일 전까지 가능해요.';
    expect(before).toEqual({ itemPage: first, paymentPage: first, cancelSheet: first, myPageGuide: first });

    await t.db
      .update(refundPolicies)
      .set({ freeCancelDays: 7, lateFeePercent: 25, sameDayFeePercent: 50, dateChangeDays: 6, note: '맞춤 제작이 시작되면 취소할 수 없어요.' })
      .where(eq(refundPolicies.policyKey, category.code));
    // The row changed behind the app's back (operators' SQL); this process's copy of the policies is dropped,
    // as CATALOG_CACHE_TTL_MS would drop it. Every screen then states the new rule.
    forgetRefundPolicies(t.db);
    const after = await screens();
    const second =
      '방문 7일 전까지 무료 취소, 6일 전~1일 전 취소 수수료 25%, 방문 당일 50%. 시공이 시작되면 온라인으로 취소할 수 없어요. 방문일 변경은 6일 전까지 가능해요. 맞춤 제작이 시작되면 취소할 수 없어요.';
    expect(after).toEqual({ itemPage: second, paymentPage: second, cancelSheet: second, myPageGuide: second });
  });

  it("gives a guest the general rule from the 'default' row", async () => {
    const res = await get('/cautions?guestKey=guest-policy-text-1');
    const rule = res.general.find((c: { title: string }) => c.title === '취소·환불과 일정 변경');
    expect(rule.body).toMatch(/^방문 \d+일 전까지 무료 취소/);
    expect(rule.timingLabel).toBeTruthy();
  });
});
