import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { outbox, randomPhone, signUp } from './support/accounts';
import { data } from './support/api';
import { CLEANING, finishAsPartner, freeDates } from './support/orders';
import { FROM_SITE } from './support/site';
import { expectClean, screenshots } from './support/screens';
import { fillVisitDetails } from './support/visit';

/**
 * Issue 11's journeys on a 360 x 800 screen against the demo server: a new resident registers their home with
 * 동·호, books two services (a cleaning by partner 1 and a grout by partner 7) with the entry details, pays half
 * with 반반 결제, both companies mark their work done through the API, and the resident pays the rest from the
 * AlimTalk link in the outbox; and a payment interrupted by closing the app is resumed from the order.
 * Screenshots: test-results/half-*.png and test-results/resume-*.png.
 */

/** 폴리우레아 줄눈 (욕실 2곳 바닥), sold by partner 7, for the same complex and 평형, at 9. */
const GROUT = { itemIdx: 132, apartmentIdx: 1, pyeong: 34, time: 9, partner: 7 } as const;

/** A new resident who registers 잠실래미안아이파크 34평, 103동 801호 on the complex registration screen; returns the phone. */
async function residentWithHome(page: Page): Promise<string> {
  const phone = randomPhone();
  await page.goto(`/login?returnTo=${encodeURIComponent('/apartment-register?redirect=/my-page')}`);
  await signUp(page, phone);
  await expect(page).toHaveURL(/\/apartment-register/);
  await page.getByLabel('단지 이름').fill('잠실래미안');
  await page.getByRole('button', { name: /잠실래미안아이파크/ }).click();
  await page.getByRole('button', { name: /^34평 \(전용 \d+(\.\d+)?㎡\)/ }).first().click();
  await page.getByRole('button', { name: '이 단지로 등록할게요' }).click();
  await expect(page.getByRole('heading', { name: /몇 동 몇 호에/ })).toBeVisible();
  await page.getByRole('textbox', { name: /^동/ }).fill('103');
  await page.getByRole('textbox', { name: /^호수/ }).fill('801');
  await page.getByRole('button', { name: '저장할게요' }).click();
  await expect(page).toHaveURL(/\/my-page$/);
  await expect(page.getByRole('region', { name: '우리 집' }).getByTestId('home-card')).toContainText('103동 801호');
  return phone;
}

/** A fresh resident with the cleaning (partner 1) in the cart, on a free date; returns the phone. */
async function residentWithCleaning(page: Page): Promise<string> {
  const phone = randomPhone();
  await page.goto('/my-page');
  await page.getByRole('button', { name: '휴대폰 번호로 로그인하기' }).click();
  await signUp(page, phone);
  await expect(page).toHaveURL(/\/my-page$/);
  const [date] = await freeDates(page.request, 1);
  const { itemIdx, pyeong, apartmentIdx, time } = CLEANING;
  await data(await page.request.post('/api/v2/carts', { headers: FROM_SITE, data: { itemIdx, pyeong, apartmentIdx, tz: date, time } }));
  return phone;
}

/** Cart -> the payment page with its quote. */
async function toPayment(page: Page): Promise<void> {
  await page.goto('/cart');
  await page.getByRole('button', { name: /원 결제하기$/ }).click();
  await expect(page).toHaveURL(/\/payment\?cartIdxs=\d+/);
  await expect(page.getByTestId('payment-amount')).toContainText('원');
}

const won = (text: string) => Number(text.replace(/[^\d]/g, ''));

test.describe.configure({ mode: 'serial' });

test('a new home with 동·호, two services with entry details, 반반 결제, both companies finish, the rest from the AlimTalk link', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const shot = screenshots('half');
  const phone = await residentWithHome(page);

  // Two services in the cart, each on a day its company has free.
  const [cleaningDate] = await freeDates(page.request, 1);
  const [groutDate] = await freeDates(page.request, 1, { item: GROUT, after: cleaningDate });
  for (const [item, tz] of [[CLEANING, cleaningDate!], [GROUT, groutDate!]] as const) {
    const { itemIdx, pyeong, apartmentIdx, time } = item;
    await data(await page.request.post('/api/v2/carts', { headers: FROM_SITE, data: { itemIdx, pyeong, apartmentIdx, tz, time } }));
  }
  await toPayment(page);
  const total = won(await page.getByTestId('payment-amount').innerText());

  // The visit: the registered home comes prefilled; the company gets in with the 공동현관 비밀번호.
  const visit = page.getByRole('region', { name: '방문 정보' });
  await expect(visit.getByRole('textbox', { name: /^동/ })).toHaveValue('103');
  await expect(visit.getByRole('textbox', { name: /^호수/ })).toHaveValue('801');
  const option = page.getByRole('checkbox', { name: /반반 결제/ });
  await option.check();
  await page.getByRole('checkbox', { name: /주문 내용과 취소·환불 규정을 확인했어요/ }).check();
  await fillVisitDetails(page, { entry: '공동현관 비밀번호', code: '0801*', parking: '방문 차량 등록 필요', request: '엘리베이터 보호재를 붙여 주세요.' });
  const first = Math.floor(total / 2);
  const pay = page.getByRole('button', { name: `${first.toLocaleString('ko-KR')}원 결제하기 (반반)` });
  await expect(pay).toBeEnabled();
  await option.scrollIntoViewIfNeeded();
  await shot(page, 'payment');
  await pay.click();
  await expect(page).toHaveURL(/\/sandbox\/portone\/checkout\?/);
  await expect(page.getByText(`${first.toLocaleString('ko-KR')}`).first()).toBeVisible();
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page.getByRole('heading', { name: '결제가 완료되었어요' })).toBeVisible();
  await shot(page, 'paid-first');

  // The order: both services, the visit as entered (the code masked), 반반 결제 with the rest after the work.
  await page.getByRole('link', { name: '주문 내역 보기' }).click();
  await expect(page.getByTestId('order-balance-status')).toHaveText('시공 완료 후 잔금 요청');
  const details = page.getByRole('region', { name: '방문 정보' });
  await expect(details).toContainText('103동 801호');
  await expect(details).toContainText('엘리베이터 보호재를 붙여 주세요.');
  await expect(page.getByText('0801*')).toHaveCount(0);
  const merchantUid = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await shot(page, 'order-waiting');

  // Each company marks its work done through the API, with its own session; the balance waits for both.
  const order = await data<{ lines: Array<{ lineIdx: number; itemIdx: number }> }>(await page.request.get(`/api/v2/billings/detail?merchantUid=${merchantUid}`));
  expect(order.lines).toHaveLength(2);
  const partner = await playwright.request.newContext({ baseURL });
  for (const item of [CLEANING, GROUT]) {
    const line = order.lines.find((l) => l.itemIdx === item.itemIdx)!;
    await finishAsPartner(partner, line.lineIdx, item.partner);
    if (item === CLEANING) {
      const waiting = await outbox(page.request, phone);
      expect(waiting.some((m) => m.body.includes('잔금 결제를 요청드려요'))).toBe(false);
    }
  }
  await partner.dispose();

  // The AlimTalk in the outbox carries the payment link.
  let link = '';
  await expect
    .poll(async () => {
      const message = (await outbox(page.request, phone)).find((m) => m.body.includes('잔금 결제를 요청드려요'));
      link = /https?:\/\/\S+\/payment\/balance\/\S+/.exec(message?.body ?? '')?.[0] ?? '';
      return link;
    })
    .toContain(`/payment/balance/${merchantUid}`);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: '잔금을 결제해 주세요' })).toBeVisible();
  await expect(page.getByTestId('balance-amount')).toHaveText(`${(total - first).toLocaleString('ko-KR')}원`);
  await expect(page.getByTestId('balance-status')).toHaveText(/^잔금 결제 대기 · \d{1,2}월 \d{1,2}일까지$/);
  await expectClean(page);
  await shot(page, 'balance');
  await page.getByRole('button', { name: /^잔금 [\d,]+원 결제하기$/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/portone\/checkout\?/);
  await expect(page).toHaveURL(new RegExp(`merchant_uid=${merchantUid}_2`));
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page.getByRole('heading', { name: '잔금 결제가 완료되었어요' })).toBeVisible();
  await shot(page, 'balance-paid');
  await page.getByRole('link', { name: '주문 내역 보기' }).click();
  await expect(page.getByTestId('order-balance-status')).toHaveText('잔금 결제 완료');
  await expect(page.getByRole('heading', { name: '시공완료', level: 2 })).toBeVisible();
  await shot(page, 'order-paid');
});

test('an interrupted payment is resumed from the order', async ({ page }) => {
  test.setTimeout(180_000);
  const shot = screenshots('resume');
  await residentWithCleaning(page);
  await toPayment(page);
  const amount = await page.getByTestId('payment-amount').innerText();
  await page.getByRole('checkbox', { name: /주문 내용과 취소·환불 규정을 확인했어요/ }).check();
  await fillVisitDetails(page);
  await page.getByRole('button', { name: `${amount} 결제하기` }).click();
  await expect(page).toHaveURL(/\/sandbox\/portone\/checkout\?/);
  const merchantUid = new URL(page.url()).searchParams.get('merchant_uid')!;

  // The app was closed with the payment window open; later the resident opens the cart.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/cart');
  const box = page.getByRole('region', { name: '결제를 마치지 않은 주문' });
  await expect(box).toBeVisible();
  await expect(box.getByText(new RegExp(`${amount} 결제가 중간에 멈췄어요`))).toBeVisible();
  await expect(page.getByText('장바구니가 비어 있어요')).toBeVisible();
  await shot(page, 'cart');

  // The order says the same, and 결제 이어하기 opens the payment again for the same order and amount.
  await box.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/my-page/orders/${merchantUid}$`));
  await expect(page.getByRole('heading', { name: '결제대기', level: 2 })).toBeVisible();
  await expectClean(page);
  await shot(page, 'order');
  await page.getByRole('button', { name: '결제 이어하기' }).click();
  await expect(page).toHaveURL(/\/sandbox\/portone\/checkout\?/);
  expect(new URL(page.url()).searchParams.get('merchant_uid')).toBe(merchantUid);
  expect(won(new URL(page.url()).searchParams.get('amount')!)).toBe(won(amount));
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page.getByRole('heading', { name: '결제가 완료되었어요' })).toBeVisible();
  await shot(page, 'paid');
  await page.goto('/cart');
  await expect(page.getByText('장바구니가 비어 있어요')).toBeVisible();
  await expect(page.getByRole('region', { name: '결제를 마치지 않은 주문' })).toHaveCount(0);
});
