import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { data } from './support/api';
import { signUp } from './support/accounts';
import { expectClean, screenshots } from './support/screens';
import { freeDates } from './support/orders';
import { FROM_SITE } from './support/site';
import { VISIT_BODY } from './support/visit';

/**
 * Issue 15, 입주 예약 and 화재보험 at 360 x 800: a new resident with a home in 잠실래미안아이파크 (whose
 * 입주지원센터 works with ipju) books a move-in day and 이사 엘리베이터 slot and sees what is left change; a
 * home in a complex without the cooperation is told so; a 화재보험 request is sent from my page and, once
 * staff answer with a quote through the API, the quote shows on my page. Screenshots: test-results/move-in-*.png.
 */

const shot = screenshots('move-in');
const STAFF = { email: 'staff@ipju.kr', password: 'ipju-staff-1234' };

/** Signs a new resident up and registers their home (complex, 34평, a random 동·호) through the API. */
async function residentWithHome(page: Page, apartmentIdx: number): Promise<{ dong: string; ho: string }> {
  await page.goto('/login');
  await signUp(page);
  await expect(page).not.toHaveURL(/\/agree/);
  const areas = await data<Array<{ areaIdx: number; pyeong: number }>>(await page.request.get(`/api/v2/areas?apartmentIdx=${apartmentIdx}`));
  const area = areas.find((a) => a.pyeong === 34) ?? areas[0]!;
  const dong = String(102 + Math.floor(Math.random() * 20));
  const ho = String(100 * (2 + Math.floor(Math.random() * 20)) + 1 + Math.floor(Math.random() * 4));
  await data(await page.request.post('/api/v2/residents/home', { headers: FROM_SITE, data: { apartmentIdx, areaIdx: area.areaIdx, dong, ho } }));
  return { dong, ho };
}

test('a resident books the move-in day and elevator slot of their 동', async ({ page }) => {
  test.setTimeout(120_000);
  const { dong, ho } = await residentWithHome(page, 1);

  await page.goto('/my-page');
  await page.getByRole('link', { name: /입주 예약/ }).click();
  await expect(page).toHaveURL(/\/reservation$/);
  await expect(page.getByText(`${dong}동 ${ho}호`)).toBeVisible();
  await expect(page.getByText(`엘리베이터는 시간대마다 ${dong}동 2세대까지 쓸 수 있어요.`)).toBeVisible();
  await shot(page, 'reservation-open');

  // The third day, the afternoon slot: 2 left before, mine after.
  const days = page.getByRole('radiogroup', { name: '입주일' }).getByRole('radio');
  await days.nth(2).click();
  const slot = page.getByRole('radio', { name: /오후 1시 ~ 오후 4시/ });
  await expect(slot).toContainText('2자리 남음');
  await slot.click();
  await expect(slot).toHaveAttribute('aria-checked', 'true');
  await shot(page, 'reservation-picked');
  await page.getByRole('button', { name: '예약하기' }).click();
  await expect(page.getByText('입주 예약을 마쳤어요')).toBeVisible();
  const mine = page.getByRole('region', { name: '내 입주 예약' });
  await expect(mine).toContainText('오후 1시 ~ 오후 4시');
  await expect(slot).toContainText('내 예약');
  await expect(page.getByRole('button', { name: '예약 바꾸기' })).toBeDisabled();
  await expectClean(page);
  await shot(page, 'reservation-booked');

  // What GET answers is what the page shows: one seat of that slot is taken.
  const state = await data<{ reservation: { moveInDate: string; slot: { code: string } }; days: Array<{ date: string; slots: Array<{ code: string; left: number }> }> }>(
    await page.request.get('/api/v2/reservation'),
  );
  expect(state.reservation.slot.code).toBe('13-16');
  expect(state.days.find((d) => d.date === state.reservation.moveInDate)!.slots.find((s) => s.code === '13-16')!.left).toBe(1);
});

test('a home in a complex without 입주지원센터 cooperation is told so', async ({ page }) => {
  test.setTimeout(120_000);
  await residentWithHome(page, 3);
  await page.goto('/reservation');
  await expect(page.getByText('입주에서 예약할 수 없는 단지예요')).toBeVisible();
  await expect(page.getByText(/아직 입주지원센터와 함께하지 않아/)).toBeVisible();
  await expectClean(page);
  await shot(page, 'reservation-no-center');
});

test('a 화재보험 request is sent from my page and its quote shows there', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { dong, ho } = await residentWithHome(page, 1);

  await page.goto('/my-page');
  await page.getByRole('link', { name: /화재보험 견적/ }).click();
  await expect(page).toHaveURL(/\/my-page\/fire-insurance$/);
  await expect(page.getByText('아직 요청한 화재보험 견적이 없어요')).toBeVisible();
  await page.getByRole('button', { name: '화재보험 견적 받기' }).click();
  await expect(page.getByText(`${dong}동 ${ho}호`)).toBeVisible();

  // Without consent nothing is sent.
  await page.getByRole('button', { name: '견적 요청하기' }).click();
  await expect(page.getByText('견적 연락을 위한 개인정보 제공에 동의해 주세요.')).toBeVisible();
  await page.getByRole('checkbox', { name: /배상책임/ }).check();
  await page.getByRole('checkbox', { name: /개인정보 제공에 동의해요/ }).check();
  await shot(page, 'fire-form', { fullPage: true });
  await page.getByRole('button', { name: '견적 요청하기' }).dblclick();
  await expect(page).toHaveURL(/\/my-page\/fire-insurance$/);
  const card = page.getByRole('article', { name: new RegExp(`${dong}동 ${ho}호 화재보험 견적 요청`) });
  await expect(card).toContainText('접수');
  await expect(card).toContainText('보험사 견적을 기다리고 있어요');
  await shot(page, 'fire-received');

  const mine = await data<Array<{ requestIdx: number }>>(await page.request.get('/api/v2/residents/fire_insurance_request'));
  expect(mine).toHaveLength(1);

  // Staff answer with a quote (the staff side has no screen yet).
  const login = await data<{ accessToken: string }>(await request.post('/api/v2/auths/staff/login', { data: STAFF }));
  const staff = { authorization: `Bearer ${login.accessToken}` };
  await data(
    await request.post(`/api/v2/staff/fire-insurance-requests/${mine[0]!.requestIdx}/quotes`, {
      headers: staff,
      data: { insurer: '한빛화재', yearlyPremium: 48_000, coverageSummary: '건물 2억 원 · 가재도구 3천만 원 · 배상책임 1억 원 (자기부담금 10만 원)' },
    }),
  );
  await page.reload();
  await expect(card).toContainText('견적 도착');
  await expect(card).toContainText('한빛화재');
  await expect(card).toContainText('연 48,000원');
  await expectClean(page);
  await shot(page, 'fire-quoted');
});

test('the moving company sees the booked move-in day and elevator slot on its paid 포장이사 order', async ({ page }) => {
  test.setTimeout(120_000);
  const { dong, ho } = await residentWithHome(page, 1);
  const api = page.request;
  const open = await data<{ home: { homeIdx: number }; days: Array<{ date: string }> }>(await api.get('/api/v2/reservation'));
  const day = open.days[3]!.date;
  await data(await api.post('/api/v2/reservation', { headers: FROM_SITE, data: { homeIdx: open.home.homeIdx, moveInDate: day, slotCode: '16-19' } }));

  // The resident pays for 포장이사 (item 341 of partner 29, time agreed at the happy-call) through the sandbox.
  const MOVING = { itemIdx: 341, time: null as unknown as number };
  const [tz] = await freeDates(api, 1, { item: MOVING });
  const cart = await data<{ line: { cartIdx: number } }>(await api.post('/api/v2/carts', { headers: FROM_SITE, data: { itemIdx: 341, pyeong: 34, apartmentIdx: 1, tz, time: null } }));
  const init = await data<{ merchantUid: string; amount: number }>(
    await api.post('/api/v2/billings/init', {
      headers: FROM_SITE,
      data: { cartIdxs: [cart.line.cartIdx], couponIdxs: [], point: 0, payMethod: 'card', agreeTerms: true, ...VISIT_BODY, visit: { ...VISIT_BODY.visit, dong, ho } },
    }),
  );
  const payment = await api.post('/sandbox/portone/payments', { headers: FROM_SITE, data: { merchant_uid: init.merchantUid, amount: init.amount, pay_method: 'card', outcome: 'paid' } });
  const { imp_uid: impUid } = (await payment.json()) as { imp_uid: string };
  await data(await api.post('/api/v2/billings/success', { headers: FROM_SITE, data: { impUid, merchantUid: init.merchantUid } }));
  const order = await data<{ lines: Array<{ lineIdx: number }> }>(await api.get(`/api/v2/billings/detail?merchantUid=${encodeURIComponent(init.merchantUid)}`));

  await page.goto('/partner/login');
  await page.getByLabel('이메일').fill('partner29@ipju.kr');
  await page.getByLabel('비밀번호').fill('ipju-partner-1234');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/partner$/);
  await page.goto(`/partner/orders/${order.lines[0]!.lineIdx}`);
  await expect(page.getByRole('heading', { name: '포장이사' })).toBeVisible();
  const [, m, d] = day.split('-');
  await expect(page.getByText(new RegExp(`${day.slice(0, 4)}\\.${m}\\.${d} \\(.\\) · 오후 4시 ~ 오후 7시 \\(${dong}동 이사 엘리베이터\\)`))).toBeVisible();
  await expectClean(page);
  await page.getByText('입주 예약', { exact: true }).scrollIntoViewIfNeeded();
  await shot(page, 'partner-order');
});
