/**
 * Offline order factories (오프라인 주문 and payment links).
 *
 *   offlineCompany(t, { hours }?)      -> { partner, headers, item, apartment }: a signed-in company (open every day
 *                                         08:00-20:00 unless `hours` says otherwise) with one item
 *                                         (default option groups) and a complex with 25/34평 areas.
 *   offlineBody(company, overrides?)   -> a valid POST /partner/offlines/order/create body (new phone each time,
 *                                         price 330,000, a visit date 7 days after the earliest selectable, 10시).
 *   createOffline(t, company, overrides?) -> the created order's detail (the request must answer 200).
 *   latestPayToken(t, phone, after?)   -> the token of the newest payment link sent to `phone` (other than `after`;
 *                                         runs the queued sends, waits for them), read from the outbox as a resident's
 *                                         phone would receive it.
 *   payLink(t, token, payMethod?)      -> { impUid, merchantUid, amount }: the resident pays in the sandbox
 *                                         (no webhook; report it with /linkpay/{token}/complete or the webhook).
 */
import { expect } from 'vitest';
import type { TestContext } from '../helpers';
import { outboxFor, uniquePhone } from '../helpers';
import { createItem } from './catalog';
import { visitDay } from './commerce';
import { createSignedInPartner } from './partners';
import { createApartment } from './places';

/** Open every day 08:00-20:00, so a test's visit date falls on a working day whatever weekday it is. */
export const EVERY_DAY_8_TO_20 = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { open: '08:00', close: '20:00' }]));

export async function offlineCompany(t: TestContext, partner: { hours?: Record<string, { open: string; close: string } | null> } = {}) {
  const company = await createSignedInPartner(t.app, t.db, { partner: { hours: EVERY_DAY_8_TO_20, ...partner } });
  const item = await createItem(t.db, { partnerIdx: company.partner.partnerIdx });
  const apartment = await createApartment(t.db);
  return { ...company, item, apartment };
}
export type OfflineCompany = Awaited<ReturnType<typeof offlineCompany>>;

export function offlineBody(company: OfflineCompany, overrides: Record<string, unknown> = {}) {
  return {
    name: '김입주',
    phone: uniquePhone(),
    apartmentIdx: company.apartment.apartmentIdx,
    areaIdx: company.apartment.areas[1]!.areaIdx,
    dong: '101',
    ho: '1203',
    itemIdx: company.item.item.itemIdx,
    optionIdxs: [company.item.tiers[1]!.optionIdx],
    price: 330_000,
    visitDate: visitDay(),
    visitHour: 10,
    memo: '',
    linkType: 'ALIMTALK',
    ...overrides,
  };
}

export async function createOffline(t: TestContext, company: OfflineCompany, overrides: Record<string, unknown> = {}) {
  const body = offlineBody(company, overrides);
  const res = await t.app.inject({ method: 'POST', url: '/api/v2/partner/offlines/order/create', headers: company.headers, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return { ...(res.json().data as { id: number; status: string; price: number; links: unknown[] }), phone: body.phone as string };
}

export async function latestPayToken(t: TestContext, phone: string, after?: string): Promise<string> {
  // The notification queue is shared by every test process on one database: another process's dispatcher may
  // be sending this row right now, so wait for it to reach the outbox.
  let token = '';
  await expect
    .poll(
      async () => {
        await t.jobs.drain();
        const withLink = (await outboxFor(t.db, phone)).find((m) => /\/pay\/[A-Za-z0-9_-]+/.test(m.body));
        token = withLink ? /\/pay\/([A-Za-z0-9_-]+)/.exec(withLink.body)![1]! : '';
        return token !== '' && token !== after;
      },
      { timeout: 5000, interval: 100, message: 'a new payment link in the outbox' },
    )
    .toBe(true);
  return token;
}

export async function payLink(t: TestContext, token: string, payMethod = 'card') {
  const init = await t.app.inject({ method: 'POST', url: `/api/v2/linkpay/${token}/payment`, payload: { payMethod } });
  expect(init.statusCode, init.body).toBe(200);
  const { payment } = init.json().data as { payment: { merchantUid: string; amount: number } };
  const res = await t.app.inject({
    method: 'POST',
    url: '/sandbox/portone/payments',
    payload: { merchant_uid: payment.merchantUid, amount: payment.amount, pay_method: payMethod, outcome: 'paid' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { impUid: res.json().imp_uid as string, merchantUid: payment.merchantUid, amount: payment.amount };
}
