import { expect } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { data } from './api';
import { randomPhone, signUp } from './accounts';
import { freeDates } from './orders';
import { FROM_SITE } from './site';
import { VISIT_BODY } from './visit';

/** 사전점검 정밀 (열화상·레벨기) of 하자제로 (partner 9, an inspection company), visits at 10, 12, 14. */
export const HOME_INSPECTION = { itemIdx: 142, partner: 9, apartmentIdx: 1, pyeong: 34, time: 10 } as const;
export const INSPECTION_COMPANY = { email: 'partner09@ipju.kr', password: 'ipju-partner-1234' } as const;

/**
 * A new resident (own browser context) buys the 사전점검 item in the PortOne sandbox, as the payment page does;
 * the paid order creates its inspection for the company. Resolves with the order's visit date.
 */
export async function orderHomeInspection(browser: Browser): Promise<{ visitDate: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { visitDate } = await buyHomeInspection(page);
  await context.close();
  return { visitDate };
}

/** On `page`, a new resident signs up and buys the 사전점검 item (the page stays signed in as that resident). */
export async function buyHomeInspection(page: Page, phone: string = randomPhone()): Promise<{ visitDate: string; phone: string }> {
  await page.goto('/login');
  await signUp(page, phone);
  const request = page.request;
  const { itemIdx, pyeong, apartmentIdx, time } = HOME_INSPECTION;
  const [visitDate] = await freeDates(request, 1, { item: { itemIdx, time } });
  const cart = await data<{ line: { cartIdx: number } }>(
    await request.post('/api/v2/carts', { headers: FROM_SITE, data: { itemIdx, pyeong, apartmentIdx, tz: visitDate, time } }),
  );
  const init = await data<{ merchantUid: string; amount: number }>(
    await request.post('/api/v2/billings/init', {
      headers: FROM_SITE,
      data: { cartIdxs: [cart.line.cartIdx], couponIdxs: [], point: 0, payMethod: 'card', agreeTerms: true, ...VISIT_BODY },
    }),
  );
  const payment = await request.post('/sandbox/portone/payments', {
    headers: FROM_SITE,
    data: { merchant_uid: init.merchantUid, amount: init.amount, pay_method: 'card', outcome: 'paid' },
  });
  expect(payment.ok()).toBe(true);
  const { imp_uid: impUid } = (await payment.json()) as { imp_uid: string };
  await data(await request.post('/api/v2/billings/success', { headers: FROM_SITE, data: { impUid, merchantUid: init.merchantUid } }));
  return { visitDate: visitDate!, phone };
}

/** The inspection company's bearer headers, signed in through the API. */
export async function inspectorHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await data<{ accessToken: string }>(await request.post('/api/v2/auths/partner/login', { headers: FROM_SITE, data: INSPECTION_COMPANY }));
  return { Authorization: `Bearer ${login.accessToken}` };
}
