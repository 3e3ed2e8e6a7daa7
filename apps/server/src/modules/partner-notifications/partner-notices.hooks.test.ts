import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationQueue, orderLines, orders, partnerAccounts, partnerPushes, sandboxPayments } from '../../db/schema';
import { messageTo } from '../../../test/dispatch';
import { addLine, bookableItem, paidOrder, reportSuccess, sandboxPay, shopper, startOrder, visitDay } from '../../../test/factories/commerce';
import { createPartner, signInPartner } from '../../../test/factories/partners';
import { reviewer, writeReview } from '../../../test/factories/reviews';
import { fillSlot } from '../../../test/factories/schedule';
import { createTestApp, outboxFor, type TestContext } from '../../../test/helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const noticesOf = (partnerIdx: number) =>
  t.db.select().from(partnerPushes).where(eq(partnerPushes.partnerIdx, partnerIdx)).orderBy(desc(partnerPushes.pushIdx));

async function lineOf(merchantUid: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.merchantUid, merchantUid));
  const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderIdx, order!.orderIdx));
  return line!;
}

async function bystander() {
  const other = await createPartner(t.db);
  return other.partner.partnerIdx;
}

describe('a company hears of its work', () => {
  it('a paid order: 새 주문 with the service, the date and a link to the order, and a push for its devices', async () => {
    const quiet = await bystander();
    const { item, merchantUid } = await paidOrder(t, { tz: visitDay(3), time: 9 });
    const line = await lineOf(merchantUid);
    const [notice] = await noticesOf(item.partner.partnerIdx);
    expect(notice).toMatchObject({ kind: 'new_order', title: '새 주문이 들어왔어요', link: `/partner/orders/${line.lineIdx}` });
    expect(notice!.body).toContain(item.item.name);
    expect(notice!.body).toMatch(/\d{4}\.\d{2}\.\d{2} \(.\) 오전 9시/);
    const pushes = await t.db
      .select()
      .from(notificationQueue)
      .where(and(eq(notificationQueue.partnerIdx, item.partner.partnerIdx), eq(notificationQueue.channel, 'push')));
    expect(pushes.map((p) => p.subject)).toContain('새 주문이 들어왔어요');
    expect(await noticesOf(quiet)).toEqual([]);
  });

  it('a virtual account: nothing while it waits for the deposit, 새 주문 once the deposit arrives', async () => {
    const { cookie } = await shopper(t);
    const item = await bookableItem(t.db);
    const cart = await addLine(t, cookie, { itemIdx: item.item.itemIdx, pyeong: 34, tz: visitDay(5), time: 9 });
    const init = await startOrder(t, cookie, { cartIdxs: [cart.cartIdx], payMethod: 'vbank' });
    const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount, payMethod: 'vbank' });
    expect((await reportSuccess(t, cookie, impUid, init.merchantUid)).json().data.outcome).toBe('vbank_issued');
    expect(await noticesOf(item.partner.partnerIdx)).toEqual([]);

    await t.db.update(sandboxPayments).set({ noticeUrl: '/api/v2/billings/webhook' }).where(eq(sandboxPayments.impUid, impUid));
    const deposit = await t.app.inject({ method: 'POST', url: '/sandbox/portone/vbank/deposit', payload: { imp_uid: impUid } });
    expect(deposit.statusCode, deposit.body).toBe(200);
    const notices = await noticesOf(item.partner.partnerIdx);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'new_order', link: `/partner/orders/${(await lineOf(init.merchantUid)).lineIdx}` });
  });

  it('the resident moves the date: 일정 변경 naming before and after; a refused move (full slot) tells nobody', async () => {
    const { item, merchantUid, cookie } = await paidOrder(t, { tz: visitDay(6), time: 9 });
    const line = await lineOf(merchantUid);
    const before = (await noticesOf(item.partner.partnerIdx)).length;

    await fillSlot(t.db, item.partner.partnerIdx, visitDay(9), 13);
    const refused = await t.app.inject({ method: 'PUT', url: `/api/v2/receipt/${line.lineIdx}`, headers: { cookie }, payload: { tz: visitDay(9), time: 13 } });
    expect(refused.statusCode).toBe(409);
    expect(await noticesOf(item.partner.partnerIdx)).toHaveLength(before);

    const moved = await t.app.inject({ method: 'PUT', url: `/api/v2/receipt/${line.lineIdx}`, headers: { cookie }, payload: { tz: visitDay(10), time: 13 } });
    expect(moved.statusCode, moved.body).toBe(200);
    const [notice] = await noticesOf(item.partner.partnerIdx);
    expect(notice).toMatchObject({ kind: 'date_change', title: '입주민이 방문 일정을 바꿨어요', link: `/partner/orders/${line.lineIdx}` });
    expect(notice!.body).toContain(`${item.item.name} 방문 일정이 바뀌었어요`);
    expect(notice!.body).toMatch(/오전 9시 → .*오후 1시/);
  });

  it('the resident cancels: 주문 취소 for the company that was to do the work, and nothing for others', async () => {
    const quiet = await bystander();
    const { item, merchantUid, cookie } = await paidOrder(t, { tz: visitDay(8), time: 9 });
    const line = await lineOf(merchantUid);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v2/billings/${merchantUid}/cancel`,
      headers: { cookie },
      payload: { reason: '이사 일정이 바뀌었어요' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [notice] = await noticesOf(item.partner.partnerIdx);
    expect(notice).toMatchObject({ kind: 'cancelled', title: '주문이 취소되었어요', link: `/partner/orders/${line.lineIdx}` });
    expect(notice!.body).toContain(`${item.item.name}`);
    expect(notice!.body).toContain('입주민이 취소했어요');
    expect(await noticesOf(quiet)).toEqual([]);
  });

  it('a review: 새 리뷰 with the rating and the start of the text, for the company that did the work only', async () => {
    const quiet = await bystander();
    const item = await bookableItem(t.db);
    const { cookie, order, line } = await reviewer(t, item, { apartment: null });
    await writeReview(t, cookie, { merchantUid: order.merchantUid, itemIdx: item.item.itemIdx, rating: 4, content: '시간 약속을 잘 지켜 주셨고 마무리도 깔끔했어요.' });
    const [notice] = await noticesOf(item.partner.partnerIdx);
    expect(notice).toMatchObject({ kind: 'review', title: '새 리뷰가 올라왔어요 (별점 4점)', link: `/partner/orders/${line.lineIdx}` });
    expect(notice!.body).toContain('"시간 약속을 잘 지켜 주셨고 마무리도 깔끔했어요."');
    expect(await noticesOf(quiet)).toEqual([]);
    // A second submit is refused and adds no second notice.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v2/reviews',
      headers: { cookie },
      payload: { merchantUid: order.merchantUid, itemIdx: item.item.itemIdx, rating: 5, content: '두 번째로 쓰는 후기예요. 다시 써 볼게요.', photos: [] },
    });
    expect(again.statusCode).toBe(409);
    expect((await noticesOf(item.partner.partnerIdx)).filter((n) => n.kind === 'review')).toHaveLength(1);
  });

  it('the push reaches the company’s registered devices through the dispatcher', async () => {
    const { item } = await paidOrder(t, { tz: visitDay(4), time: 13 });
    const [account] = await t.db.select().from(partnerAccounts).where(eq(partnerAccounts.partnerIdx, item.partner.partnerIdx)).limit(1);
    expect(account).toBeDefined();
    const token = await signInPartner(t.app, t.db, { account: account! });
    const fcmToken = `fcm-company-${item.partner.partnerIdx}`;
    await t.app.inject({ method: 'POST', url: '/api/v2/partner/fcm-token', headers: { authorization: `Bearer ${token}` }, payload: { fcmToken, deviceType: 'android', deviceKey: `k-${fcmToken}` } });
    // A second order for the same company after the device was registered.
    await paidOrder(t, { item, tz: visitDay(5), time: 13 });
    await messageTo(t, fcmToken, (m) => m.subject === '새 주문이 들어왔어요');
    const sent = await outboxFor(t.db, fcmToken);
    expect(sent.map((m) => m.subject)).toContain('새 주문이 들어왔어요');
    expect(sent.every((m) => m.channel === 'push')).toBe(true);
  });
});
