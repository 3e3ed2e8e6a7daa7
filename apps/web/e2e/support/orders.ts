import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { addDays, seoulToday } from '../../src/lib/schedule';
import { data } from './api';
import { FROM_SITE } from './site';
import { VISIT_BODY } from './visit';

/** What these helpers order: 입주청소 스탠다드 (partner 1, visits at 9 and 13) for 잠실래미안아이파크 34평, at 9. */
export const CLEANING = { itemIdx: 101, apartmentIdx: 1, pyeong: 34, time: 9, partner: 1 } as const;

interface Availability {
  earliestDate: string;
  closedDates: string[];
  fullDates: string[];
  fullSlots: Array<{ date: string; time: number | null }>;
}

/**
 * Free visit dates of an item (the cleaning unless given) at its time, from two weeks after the earliest
 * selectable date (clear of the seeded holidays and full slots, and of the late-cancel fee) and after `after`
 * when given, from the server's availability.
 */
export async function freeDates(
  request: APIRequestContext,
  count: number,
  { item = CLEANING, after }: { item?: { itemIdx: number; time: number }; after?: string } = {},
): Promise<string[]> {
  const months = new Map<string, Availability>();
  const availability = async (ymd: string) => {
    const month = ymd.slice(0, 7);
    if (!months.has(month)) months.set(month, await data<Availability>(await request.get(`/api/v2/items/${item.itemIdx}/availability?month=${month}`)));
    return months.get(month)!;
  };
  const earliest = addDays((await availability(seoulToday())).earliestDate, 14);
  const dates: string[] = [];
  for (let day = after && after >= earliest ? addDays(after, 1) : earliest; dates.length < count; day = addDays(day, 1)) {
    const a = await availability(day);
    const blocked = a.closedDates.includes(day) || a.fullDates.includes(day) || a.fullSlots.some((s) => s.date === day && s.time === item.time);
    if (!blocked) dates.push(day);
  }
  return dates;
}

/** An order paid (or, by virtual account, issued) in the PortOne sandbox. */
export interface PaidOrder {
  merchantUid: string;
  /** The short number residents see (2611-26-0042). */
  orderNo: string;
  amount: number;
  impUid: string;
  lineIdx: number;
}

/** Pays for the cleaning with `request`'s cookies (and the site's Origin): cart, init, the PortOne sandbox and success, as the payment result page does. */
export async function payForCleaning(
  request: APIRequestContext,
  { tz, payMethod = 'card' }: { tz?: string; payMethod?: 'card' | 'vbank' } = {},
): Promise<PaidOrder> {
  const { itemIdx, pyeong, apartmentIdx, time } = CLEANING;
  const date = tz ?? (await freeDates(request, 1))[0]!;
  const cart = await data<{ line: { cartIdx: number } }>(
    await request.post('/api/v2/carts', { headers: FROM_SITE, data: { itemIdx, pyeong, apartmentIdx, tz: date, time } }),
  );
  const init = await data<{ merchantUid: string; orderNo: string; amount: number }>(
    await request.post('/api/v2/billings/init', {
      headers: FROM_SITE,
      data: { cartIdxs: [cart.line.cartIdx], couponIdxs: [], point: 0, payMethod, agreeTerms: true, ...VISIT_BODY },
    }),
  );
  const payment = await request.post('/sandbox/portone/payments', {
    headers: FROM_SITE,
    data: { merchant_uid: init.merchantUid, amount: init.amount, pay_method: payMethod, outcome: 'paid' },
  });
  expect(payment.ok()).toBe(true);
  const { imp_uid: impUid } = (await payment.json()) as { imp_uid: string };
  const result = await data<{ outcome: string }>(
    await request.post('/api/v2/billings/success', { headers: FROM_SITE, data: { impUid, merchantUid: init.merchantUid } }),
  );
  expect(result.outcome).toBe(payMethod === 'vbank' ? 'vbank_issued' : 'paid');
  const order = await data<{ lines: Array<{ lineIdx: number }> }>(
    await request.get(`/api/v2/billings/detail?merchantUid=${encodeURIComponent(init.merchantUid)}`),
  );
  return { merchantUid: init.merchantUid, orderNo: init.orderNo, amount: init.amount, impUid, lineIdx: order.lines[0]!.lineIdx };
}

/** A real photo (a seeded category picture), as a company's phone would upload for a finished job. */
export const JOB_PHOTO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../server/assets/seed/cat-cleaning-2.webp');

/** Uploads a job photo with the partner's bearer headers (GET /files/presigned_url?type=job, then the signed PUT); its key. */
export async function uploadJobPhoto(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  const target = await data<{ uploadUrl: string; key: string; headers: Record<string, string> }>(
    await request.get('/api/v2/files/presigned_url?type=job&mimeType=image/webp', { headers }),
  );
  const put = await request.put(target.uploadUrl, { headers: { ...target.headers, 'Content-Type': 'image/webp' }, data: readFileSync(JOB_PHOTO) });
  expect(put.ok()).toBe(true);
  return target.key;
}

/** Signs the demo partner partnerNN@ipju.kr in through the API; its bearer headers. */
export async function partnerHeaders(request: APIRequestContext, partner: number = CLEANING.partner): Promise<Record<string, string>> {
  const credentials = { email: `partner${String(partner).padStart(2, '0')}@ipju.kr`, password: 'ipju-partner-1234' };
  const login = await data<{ accessToken: string }>(await request.post('/api/v2/auths/partner/login', { headers: FROM_SITE, data: credentials }));
  return { Authorization: `Bearer ${login.accessToken}` };
}

/**
 * The partner (partnerNN@ipju.kr with its own bearer credential, not the resident's cookies) starts and
 * finishes the work, with an after-photo as 시공완료 needs. Work cannot start before the visit day, so the partner first brings the visit to
 * today with the demo server's helper (POST /api/v2/dev/order-lines/{lineIdx}/visit-today).
 */
export async function finishAsPartner(request: APIRequestContext, lineIdx: number, partner: number = CLEANING.partner): Promise<void> {
  const headers = await partnerHeaders(request, partner);
  await data(await request.post(`/api/v2/dev/order-lines/${lineIdx}/visit-today`, { headers }));
  await data(await request.patch(`/api/v2/partner/orders/${lineIdx}/status`, { headers, data: { status: 'in_progress' } }));
  const after = await uploadJobPhoto(request, headers);
  await data(await request.patch(`/api/v2/partner/orders/${lineIdx}/status`, { headers, data: { status: 'completed', afterPhotoKeys: [after] } }));
}
