/**
 * Commerce factories for API tests: carts, orders and payments through the real routes and the PortOne
 * sandbox, so tests exercise the same code a resident's browser does.
 *
 *   visitDay(offset = 7)                 -> 'YYYY-MM-DD', `offset` days after the earliest selectable date.
 *   shopper(t, overrides?)               -> { resident, cookie } of a new signed-in resident.
 *   bookableItem(db, overrides?)         -> createItem (default option groups: 평형 tiers 300,000 / 400,000 /
 *                                           550,000, areas, add-ons; visit times 9 and 13).
 *   addLine(t, cookie, body)             -> the cart line (POST /carts must answer 200).
 *   VISIT_DETAILS                        -> what POST /billings/init needs besides the cart: the visit (101동
 *                                           1203호, 관리사무소 방문, parking) and the 제3자 제공 consent;
 *                                           spread it into a payload: { cartIdxs, ...VISIT_DETAILS }.
 *   startOrder(t, cookie, body)          -> POST /billings/init's data (must answer 200), with VISIT_DETAILS
 *                                           unless the body gives its own.
 *   sandboxPay(t, { merchantUid, amount, payMethod?, outcome? }) -> imp_uid of a sandbox payment.
 *   paidOrder(t, options?)               -> a resident with an order paid by card through /billings/success:
 *                                           { resident, cookie, item, merchantUid, impUid, amount }.
 *   finishedService(t, options?)         -> paidOrder whose service the partner then started and finished
 *                                           through PATCH /partner/orders/{lineIdx}/status (시공완료) after
 *                                           bringing the visit to today (POST /dev/order-lines/{lineIdx}/
 *                                           visit-today: work cannot start before the visit day), with
 *                                           `confirm: true` also purchase-confirmed (구매확정):
 *                                           { ...paidOrder, lineIdx, partnerToken }.
 */
import { addDays, earliestSelectableDate } from '@ipju/contract';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { orderLines, orders, partnerAccounts } from '../../src/db/schema';
import type { TestContext } from '../helpers';
import { createItem } from './catalog';
import { signInPartner } from './partners';
import { createSignedInResident } from './residents';
import { addAfterPhoto } from './partner-orders';

export const visitDay = (offset = 7) => addDays(earliestSelectableDate(new Date()), offset);

export async function shopper(t: TestContext, overrides: Parameters<typeof createSignedInResident>[2] = {}) {
  return createSignedInResident(t.app, t.db, overrides);
}

export const bookableItem = (db: Db, overrides: Parameters<typeof createItem>[1] = {}) => createItem(db, overrides);

export async function addLine(t: TestContext, cookie: string, body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v2/carts', headers: { cookie }, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.line as { cartIdx: number; price: number; [k: string]: unknown };
}

export const VISIT_DETAILS = {
  visit: { dong: '101', ho: '1203', entryMethod: 'management_office', parking: 'available' },
  agreeThirdParty: true,
} as const;

export async function startOrder(t: TestContext, cookie: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/billings/init',
    headers: { cookie, ...headers },
    payload: { couponIdxs: [], point: 0, payMethod: 'card', agreeTerms: true, ...VISIT_DETAILS, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    merchantUid: string;
    amount: number;
    paid: boolean;
    payment: { checkoutUrl: string | null; noticeUrl: string; mRedirectUrl: string; pg: string; payMethod: string } | null;
    quote: Record<string, unknown>;
  };
}

/** The buyer finishing (or failing) the payment window in the sandbox; notice_url delivers the webhook. */
export async function sandboxPay(
  t: TestContext,
  input: { merchantUid: string; amount: number; payMethod?: string; outcome?: 'paid' | 'failed' | 'cancelled'; noticeUrl?: string },
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/sandbox/portone/payments',
    payload: {
      merchant_uid: input.merchantUid,
      amount: input.amount,
      pay_method: input.payMethod ?? 'card',
      outcome: input.outcome ?? 'paid',
      ...(input.noticeUrl ? { notice_url: input.noticeUrl } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return (body.imp_uid ?? body.response?.imp_uid) as string;
}

export async function reportSuccess(t: TestContext, cookie: string, impUid: string, merchantUid: string) {
  return t.app.inject({ method: 'POST', url: '/api/v2/billings/success', headers: { cookie }, payload: { impUid, merchantUid } });
}

/** A resident with one dated service paid by card (status 시공대기). */
export async function paidOrder(
  t: TestContext,
  options: { item?: Awaited<ReturnType<typeof createItem>>; tz?: string; time?: number; pyeong?: number; payMethod?: string } = {},
) {
  const { resident, cookie } = await shopper(t);
  const item = options.item ?? (await bookableItem(t.db));
  const line = await addLine(t, cookie, {
    itemIdx: item.item.itemIdx,
    pyeong: options.pyeong ?? 34,
    tz: options.tz ?? visitDay(),
    time: options.time ?? 9,
  });
  const init = await startOrder(t, cookie, { cartIdxs: [line.cartIdx], payMethod: options.payMethod ?? 'card' });
  const impUid = await sandboxPay(t, { merchantUid: init.merchantUid, amount: init.amount, payMethod: options.payMethod ?? 'card' });
  const res = await reportSuccess(t, cookie, impUid, init.merchantUid);
  expect(res.statusCode, res.body).toBe(200);
  return { resident, cookie, item, merchantUid: init.merchantUid, impUid, amount: init.amount, cartIdx: line.cartIdx };
}

/** A resident whose service was done: paid, then started and finished by the item's partner (and confirmed). */
export async function finishedService(t: TestContext, options: Parameters<typeof paidOrder>[1] & { confirm?: boolean } = {}) {
  const paid = await paidOrder(t, options);
  const [order] = await t.db.select().from(orders).where(eq(orders.merchantUid, paid.merchantUid));
  const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderIdx, order!.orderIdx));
  const [account] = await t.db.select().from(partnerAccounts).where(eq(partnerAccounts.partnerIdx, line!.partnerIdx)).limit(1);
  const partnerToken = await signInPartner(t.app, t.db, { account: account! });
  const visitToday = await t.app.inject({
    method: 'POST',
    url: `/api/v2/dev/order-lines/${line!.lineIdx}/visit-today`,
    headers: { authorization: `Bearer ${partnerToken}` },
  });
  expect(visitToday.statusCode, visitToday.body).toBe(200);
  await addAfterPhoto(t.db, line!.lineIdx);
  for (const status of ['in_progress', 'completed']) {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/partner/orders/${line!.lineIdx}/status`,
      headers: { authorization: `Bearer ${partnerToken}` },
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  if (options.confirm) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/billings/confirm_accept',
      headers: { cookie: paid.cookie },
      payload: { merchantUid: paid.merchantUid },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...paid, lineIdx: line!.lineIdx, partnerIdx: line!.partnerIdx, partnerToken };
}
