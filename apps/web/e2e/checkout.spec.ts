import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signIn, signUp } from './support/accounts';
import { fillVisitDetails } from './support/visit';
import { screenshots } from './support/screens';
import type { Shot } from './support/screens';

/**
 * The checkout journeys of issue 3 on a 360 x 800 screen, against the built server in demo mode (the
 * PortOne sandbox is the payment window): add a cleaning service to the cart from its item page, pay
 * by card, by virtual account (with the demo's simulated deposit), fail a payment (the service goes back
 * to the cart), and pay with a coupon and points. Screenshots of each step go to
 * test-results/checkout-*.png. Needs a freshly seeded server (the demo resident's coupon is used once).
 */

const COMPLEX = '잠실래미안아이파크';
const DEMO_PHONE = '01012345678';

/** Home: choose 잠실래미안아이파크 34평 (unless a complex is already chosen). */
async function chooseComplex(page: Page): Promise<void> {
  await page.goto('/');
  const search = page.getByLabel('단지 이름');
  const chosen = page.getByRole('heading', { name: /입주민 특가를 모았어요/ });
  // The server renders the page without the resident's stored complex; once the app has started (and asked who
  // is signed in), the stored one replaces the picker.
  await page.waitForLoadState('networkidle');
  await expect(search.or(chosen)).toBeVisible();
  if (await chosen.isVisible()) return;
  await search.fill('ㅈㅅㄹㅁ');
  await page.getByRole('button', { name: new RegExp(COMPLEX) }).click();
  const area = page.getByRole('button', { name: /^34평 \(전용 \d+(\.\d+)?㎡\)/ }).first();
  await area.click();
  await page.getByRole('button', { name: '이 평형으로 볼게요' }).click();
  await expect(chosen).toBeVisible();
}

/** From home to the first cleaning company's item page. */
async function openCleaningItem(page: Page): Promise<void> {
  await page.goto('/business/cleaning');
  await page.getByRole('list', { name: '입주청소 업체 비교' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/business\/cleaning\?item=\d+/);
  await expect(page.getByRole('heading', { name: '옵션 선택' })).toBeVisible();
  // The estimate is ready (the add-to-cart action reads its options).
  await expect(page.getByRole('region', { name: /예상 금액/ }).locator('strong')).toContainText('원');
}

/**
 * In the open visit date modal: two months ahead (clear of December's seeded full slots and the
 * holidays), the `nth` weekday between the 10th and the 24th that can be chosen, then the first free time.
 */
async function pickVisitDate(page: Page, nth: number, confirm: string, shot?: Shot): Promise<string> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('희망 시공일을 선택해 주세요')).toBeVisible();
  await dialog.getByRole('button', { name: '다음 달' }).click();
  await dialog.getByRole('button', { name: '다음 달' }).click();
  const days = dialog.locator('button[data-date]:not([aria-disabled])');
  await expect(days.first()).toBeVisible();
  const candidates = await days.evaluateAll((buttons) =>
    buttons
      .map((b) => ({ date: (b as HTMLElement).dataset.date!, weekday: Number((b as HTMLElement).dataset.weekday) }))
      .filter((d) => d.weekday >= 1 && d.weekday <= 5 && Number(d.date.slice(8)) >= 10 && Number(d.date.slice(8)) <= 24),
  );
  const month = candidates[0]!.date.slice(0, 7);
  const day = candidates.filter((d) => d.date.startsWith(month))[nth % candidates.length]!;
  await dialog.locator(`button[data-date="${day.date}"]`).click();
  if (shot) await shot(page, 'date');
  await dialog.getByRole('button', { name: '다음', exact: true }).click();
  const time = dialog.locator('input[type="radio"]:not([disabled])').first();
  await time.check();
  if (shot) await shot(page, 'time');
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
  return day.date;
}

/**
 * A fresh resident: complex chosen, then '장바구니 담기' asks to sign in, which returns to the item, where the add
 * goes on to its date step by itself.
 */
async function freshResidentOnItem(page: Page, shot: Shot): Promise<void> {
  await chooseComplex(page);
  await openCleaningItem(page);
  const itemUrl = page.url();
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await signUp(page);
  await expect(page).toHaveURL(itemUrl);
  await expect(page.getByRole('dialog').getByText('희망 시공일을 선택해 주세요')).toBeVisible();
  await shot(page, 'item-signed-in');
}

/** '장바구니 담기' (unless its date step is already open) -> date and time -> toast; the header badge counts the line. */
async function addToCart(page: Page, nth: number, shot: Shot): Promise<void> {
  if (!(await page.getByRole('dialog').isVisible())) await page.getByRole('button', { name: '장바구니 담기' }).click();
  await pickVisitDate(page, nth, '장바구니 담기', shot);
  await expect(page.getByText('장바구니에 담았어요')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await shot(page, 'added');
}

/** Header cart -> /cart -> '…원 결제하기' -> /payment with the quote. */
async function goToPayment(page: Page, shot: Shot): Promise<void> {
  await page.getByRole('link', { name: /^장바구니/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('list', { name: '장바구니 상품' }).getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /희망일 \d{4}\.\d{2}\.\d{2}/ })).toBeVisible();
  await shot(page, 'cart');
  await page.getByRole('button', { name: /원 결제하기$/ }).click();
  await expect(page).toHaveURL(/\/payment\?cartIdxs=\d+/);
  await expect(page.getByTestId('payment-amount')).toContainText('원');
  await shot(page, 'payment');
}

async function agreeAndPay(page: Page, shot: Shot): Promise<void> {
  const pay = page.getByRole('button', { name: /결제하기$/ });
  await expect(pay).toBeDisabled();
  await page.getByRole('checkbox', { name: /주문 내용과 취소·환불 규정을 확인했어요/ }).check();
  await expect(pay).toBeDisabled();
  await fillVisitDetails(page);
  await expect(pay).toBeEnabled();
  await shot(page, 'payment-agreed');
  await pay.click();
  await expect(page).toHaveURL(/\/sandbox\/portone\/checkout\?/);
  await shot(page, 'sandbox');
}

test.describe.configure({ mode: 'serial' });

test('(a) card payment: item -> cart -> payment -> sandbox -> 시공대기', async ({ page }) => {
  test.setTimeout(180_000);
  const shot = screenshots('checkout-a');
  await freshResidentOnItem(page, shot);
  await addToCart(page, 0, shot);
  await goToPayment(page, shot);
  const amount = await page.getByTestId('payment-amount').innerText();
  await expect(page.getByRole('button', { name: `${amount} 결제하기` })).toBeVisible();
  // The refund policy shows before paying.
  await expect(page.getByText(/무료 취소/).first()).toBeVisible();
  await page.getByRole('radio', { name: '신용카드' }).check();
  await agreeAndPay(page, shot);
  await page.getByRole('button', { name: '결제하기' }).click();

  await expect(page).toHaveURL(/\/payment\/result\?imp_uid=/);
  await expect(page.getByRole('heading', { name: '결제가 완료되었어요' })).toBeVisible();
  await expect(page.getByText('시공대기')).toBeVisible();
  await expect(page.getByText(amount).first()).toBeVisible();
  await expect(page.getByText(/희망일 \d{4}\.\d{2}\.\d{2} \(.\) 오[전후] \d+시/)).toBeVisible();
  await expect(page.getByRole('link', { name: '주문 내역 보기' })).toHaveAttribute('href', /\/my-page\/orders\/ipju_/);
  await shot(page, 'result-paid');
  // The cart is empty now; the badge is gone.
  await page.getByRole('link', { name: '홈으로' }).click();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
});

test('(b) virtual account: account shown, demo deposit -> 시공대기', async ({ page }) => {
  test.setTimeout(180_000);
  const shot = screenshots('checkout-b');
  await freshResidentOnItem(page, shot);
  await addToCart(page, 1, shot);
  await goToPayment(page, shot);
  await page.getByRole('radio', { name: '무통장입금' }).check();
  await expect(page.getByText('결제하면 입금할 계좌를 알려 드려요', { exact: false })).toBeVisible();
  // 현금영수증 소득공제 by mobile number, issued when the deposit arrives.
  await page.getByRole('radio', { name: '소득공제' }).check();
  const receiptPhone = page.getByRole('textbox', { name: '휴대폰 번호 (개인 소득공제)' });
  await receiptPhone.fill('010-1234-5678');
  await receiptPhone.scrollIntoViewIfNeeded();
  await shot(page, 'cash-receipt');
  await agreeAndPay(page, shot);
  await page.getByRole('button', { name: '가상계좌 발급받기' }).click();

  await expect(page.getByRole('heading', { name: '입금 계좌를 안내해 드려요' })).toBeVisible();
  await expect(page.getByText('KB국민은행')).toBeVisible();
  await expect(page.getByTestId('vbank-account')).toHaveText(/^\d{4}(-\d{1,4}){2,3}$/);
  await expect(page.getByText('(주)입주')).toBeVisible();
  await expect(page.getByText(/\d{4}\.\d{2}\.\d{2} \(.\) 오[전후] .+까지/)).toBeVisible();
  await expect(page.getByText('입금대기')).toBeVisible();
  await shot(page, 'result-vbank');
  await page.getByRole('button', { name: '데모: 입금 완료 처리' }).click();
  await expect(page.getByRole('heading', { name: '입금이 확인되었어요' })).toBeVisible();
  await expect(page.getByText('시공대기')).toBeVisible();
  await shot(page, 'result-deposited');
  await page.getByRole('link', { name: '주문 내역 보기' }).click();
  await expect(page.getByTestId('cash-receipt-status')).toHaveText('발급 완료');
  await page.getByTestId('cash-receipt-status').scrollIntoViewIfNeeded();
  await shot(page, 'cash-receipt-issued');
});

test('(c) failed payment: the result says so and the service is back in the cart', async ({ page }) => {
  test.setTimeout(180_000);
  const shot = screenshots('checkout-c');
  await freshResidentOnItem(page, shot);
  await addToCart(page, 2, shot);
  await goToPayment(page, shot);
  await agreeAndPay(page, shot);
  await page.getByRole('button', { name: '결제 실패' }).click();

  await expect(page.getByRole('heading', { name: '결제가 완료되지 않았어요' })).toBeVisible();
  await expect(page.getByText(/결제실패/).first()).toBeVisible();
  await shot(page, 'result-failed');
  await page.getByRole('link', { name: '장바구니로 가기' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('list', { name: '장바구니 상품' }).getByRole('article')).toHaveCount(1);
  await shot(page, 'cart-again');
});

test('(d) coupon and points: the summary shows both and the paid amount is lower', async ({ page }) => {
  test.setTimeout(180_000);
  const shot = screenshots('checkout-d');
  await page.goto('/login?returnTo=%2F');
  await signIn(page, DEMO_PHONE);
  await expect(page).toHaveURL(/\/$/);
  await chooseComplex(page);
  await openCleaningItem(page);
  await addToCart(page, 3, shot);
  await goToPayment(page, shot);
  const won = (text: string) => Number(text.replace(/[^\d]/g, ''));

  // Coupons: the best combination of the held ones is applied without a tap (최대 할인 적용).
  const couponRow = page.getByRole('button', { name: /최대 할인 적용/ });
  await expect(couponRow).toBeVisible();
  await couponRow.click();
  const sheet = page.getByRole('dialog', { name: '쿠폰 선택' });
  await expect(sheet.getByTestId('coupon-best')).toContainText('최대 할인 적용 중이에요');
  await expect(sheet.getByRole('checkbox', { name: /입주 웰컴 10,000원 쿠폰/ })).toBeChecked();
  // A coupon not downloaded yet is offered with 받기 in place; once held, the best combination takes it.
  const offer = sheet.getByRole('list', { name: '받을 수 있는 쿠폰' }).getByRole('button', { name: /받기.*입주청소 10% 할인 쿠폰/ });
  await expect(offer).toBeVisible();
  await shot(page, 'coupons-offer');
  await offer.click();
  await expect(sheet.getByRole('checkbox', { name: /입주청소 10% 할인 쿠폰/ })).toBeChecked();
  await expect(sheet.getByRole('checkbox', { name: /입주 웰컴 10,000원 쿠폰/ })).not.toBeChecked();
  await expect(sheet.getByTestId('coupon-best')).toContainText('최대 할인 적용 중이에요 30,000원 할인');
  // A code registered here that covers the same service conflicts.
  await sheet.getByLabel('쿠폰 코드 등록').fill('IPJU5000');
  await sheet.getByRole('button', { name: '등록하기' }).click();
  await expect(sheet.getByText(/입주 5,000원 할인 쿠폰을 받았어요/)).toBeVisible();
  const other = sheet.getByRole('checkbox', { name: /입주 5,000원 할인 쿠폰/ });
  await expect(other).toBeDisabled();
  await expect(sheet.getByText('다른 쿠폰과 함께 쓸 수 없어요').first()).toBeVisible();
  await shot(page, 'coupons');
  await sheet.getByRole('button', { name: '쿠폰 1장 적용하기' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText('-30,000원').first()).toBeVisible();
  const before = await page.getByTestId('payment-amount').innerText();

  // Points: 3,000 of the balance (12,000 from the seed, plus the payment rewards of the demo orders).
  await expect(page.getByText(/^보유 [\d,]+P$/)).toBeVisible();
  await page.getByLabel('사용할 포인트').fill('3000');
  await expect(page.getByLabel('사용할 포인트')).toHaveValue('3,000');
  const summary = page.getByRole('region', { name: '결제 금액' });
  await expect(summary.getByText('-3,000원')).toBeVisible();
  await expect(summary.getByText('-30,000원')).toBeVisible();
  await expect.poll(async () => won(await page.getByTestId('payment-amount').innerText())).toBe(won(before) - 3_000);
  const amount = await page.getByTestId('payment-amount').innerText();
  await page.getByTestId('payment-amount').scrollIntoViewIfNeeded();
  await shot(page, 'summary');

  await agreeAndPay(page, shot);
  await expect(page.getByText(amount).first()).toBeVisible();
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page.getByRole('heading', { name: '결제가 완료되었어요' })).toBeVisible();
  await expect(page.getByText('-30,000원')).toBeVisible();
  await expect(page.getByText('-3,000P')).toBeVisible();
  await expect(page.getByText(amount).first()).toBeVisible();
  await shot(page, 'result-paid');
});

test('(e) back from the payment window: the order is closed and the service waits in the cart', async ({ page }) => {
  test.setTimeout(180_000);
  const shot = screenshots('checkout-e');
  await freshResidentOnItem(page, shot);
  await addToCart(page, 4, shot);
  await goToPayment(page, shot);
  await agreeAndPay(page, shot);

  // The browser's back button instead of paying: the services return to the cart (as new cart lines).
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('결제를 마치지 않아 장바구니로 옮겼어요')).toBeVisible();
  await expect(page.getByRole('list', { name: '장바구니 상품' }).getByRole('article')).toHaveCount(1);
  await shot(page, 'cart-again');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('ipju.pendingPayment'))).toBeNull();

  // And it can be paid again.
  await page.getByRole('button', { name: /원 결제하기$/ }).click();
  await expect(page.getByTestId('payment-amount')).toContainText('원');
  await agreeAndPay(page, shot);
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page.getByRole('heading', { name: '결제가 완료되었어요' })).toBeVisible();
  await shot(page, 'result-paid');
});

test('(f) what the resident chose and typed is kept: options through sign-in, 방문 정보 through a cancelled payment', async ({ page }) => {
  test.setTimeout(180_000);
  const shot = screenshots('checkout-f');
  // Signed out, an add-on is chosen before 장바구니 담기 sends the visitor to sign in.
  await chooseComplex(page);
  await openCleaningItem(page);
  const itemUrl = page.url();
  const addOn = page.getByRole('region', { name: '옵션 선택' }).getByRole('checkbox').first();
  const estimate = page.getByRole('region', { name: /예상 금액/ }).locator('strong');
  const before = await estimate.innerText();
  await addOn.check();
  await expect(estimate).not.toHaveText(before);
  const priced = await estimate.innerText();
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  await signUp(page);
  // Back on the item: the add-on is still chosen, the price is the same, and the add goes on to its date.
  await expect(page).toHaveURL(itemUrl);
  await expect(page.getByRole('dialog').getByText('희망 시공일을 선택해 주세요')).toBeVisible();
  await expect(addOn).toBeChecked();
  await expect(estimate).toHaveText(priced);
  await shot(page, 'item-options-kept');
  await addToCart(page, 5, shot);
  await goToPayment(page, shot);

  // 방문 정보 typed, then the payment window is cancelled.
  await page.getByRole('checkbox', { name: /주문 내용과 취소·환불 규정을 확인했어요/ }).check();
  await fillVisitDetails(page, { entry: '공동현관 비밀번호', code: '1203#', parking: '방문 차량 등록 필요', request: '도착 30분 전에 전화 주세요.' });
  await page.getByRole('button', { name: /결제하기$/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/portone\/checkout\?/);
  await page.getByRole('button', { name: '결제 취소' }).click();
  await expect(page.getByRole('heading', { name: '결제가 완료되지 않았어요' })).toBeVisible();
  await shot(page, 'cancelled');

  // 장바구니 -> 결제하기 again: what was typed is there (the consents are asked again).
  await page.getByRole('link', { name: '장바구니로 가기' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: /원 결제하기$/ }).click();
  await expect(page).toHaveURL(/\/payment\?cartIdxs=\d+/);
  const visit = page.getByRole('region', { name: '방문 정보' });
  await expect(visit.getByRole('textbox', { name: /업체에 요청할 내용/ })).toHaveValue('도착 30분 전에 전화 주세요.');
  await expect(visit.getByRole('textbox', { name: /공동현관 비밀번호/ })).toHaveValue('1203#');
  await expect(visit.getByRole('button', { name: '공동현관 비밀번호', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(visit.getByRole('button', { name: '방문 차량 등록 필요', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('checkbox', { name: '위 업체에 방문 정보를 제공하는 데 동의해요 (필수)' })).not.toBeChecked();
  await visit.scrollIntoViewIfNeeded();
  await shot(page, 'visit-kept');
  // The door code never leaves this tab's sessionStorage.
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('1203#');

  // Paid this time: the draft with the door code is gone from the tab.
  await page.getByRole('checkbox', { name: /주문 내용과 취소·환불 규정을 확인했어요/ }).check();
  await fillVisitDetails(page, { entry: '공동현관 비밀번호', parking: '방문 차량 등록 필요' });
  await page.getByRole('button', { name: /결제하기$/ }).click();
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page.getByRole('heading', { name: '결제가 완료되었어요' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain('1203#');
});
