import { expect, test } from '@playwright/test';
import { formatWon } from '../src/lib/format';
import { addDays } from '../src/lib/schedule';
import { signUp } from './support/accounts';
import { data } from './support/api';
import { CLEANING, freeDates, payForCleaning } from './support/orders';
import { FROM_SITE } from './support/site';
import { VISIT_BODY } from './support/visit';
import { expectClean, screenshots } from './support/screens';

/**
 * Issue 3 sections 3-5 on a 360 x 800 screen, against the built server with the demo seed: a fresh
 * resident with paid orders (set up quickly through the API with the page's cookies: cart, init, the
 * PortOne sandbox, success) finds them from my page, cancels one with a full refund, moves another's visit
 * through the date modal, sees a virtual account waiting for its deposit and the refund account a paid
 * one asks for, then visits receipts, coupons (registers WELCOME2026), points, the referral page and an
 * item page's coupons. Screenshots of each step go to test-results/orders-*.png.
 */

const shot = screenshots('orders');

const dotted = (ymd: string) => ymd.replaceAll('-', '.');

test('a resident cancels with a refund, moves a visit, and finds coupons, points and the referral', async ({ page, context, baseURL }) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  // 1. Sign in with a fresh number and agree to the terms.
  await page.goto('/my-page');
  await page.getByRole('button', { name: '휴대폰 번호로 로그인하기' }).click();
  await signUp(page);
  await expect(page).toHaveURL(/\/my-page$/);

  // 2. Orders set up through the API with the page's cookies: two paid by card, one virtual account.
  const [cancelDate, moveDate, vbankDate] = await freeDates(page.request, 3);
  const toCancel = await payForCleaning(page.request, { tz: cancelDate! });
  const toMove = await payForCleaning(page.request, { tz: moveDate! });
  const waiting = await payForCleaning(page.request, { tz: vbankDate!, payMethod: 'vbank' });

  // 3. My page shows the orders and rewards menu.
  await page.reload();
  await expect(page.getByRole('navigation', { name: '주문·혜택' })).toBeVisible();
  await expect(page.getByRole('link', { name: /포인트/ })).toContainText('P');
  await shot(page, 'my-page');
  await page.getByRole('link', { name: '주문 내역' }).click();
  await expect(page).toHaveURL(/\/my-page\/orders$/);
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByText('전체 3건')).toBeVisible();
  await shot(page, 'order-list');
  await expectClean(page);

  // The filter: 입금대기 shows the virtual-account order only.
  await page.getByRole('tab', { name: '입금대기' }).click();
  await expect(page).toHaveURL(/status=awaiting_deposit/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await shot(page, 'order-list-awaiting-deposit');
  await page.getByRole('tab', { name: '결제실패' }).click();
  await expect(page.getByText('결제실패 주문이 없어요')).toBeVisible();
  await shot(page, 'order-list-empty-filter');
  await page.getByRole('tab', { name: '전체' }).click();
  await expect(page.getByRole('article')).toHaveCount(3);

  // 4. Open the order to cancel; the sheet shows the quote and names the refund on its button.
  await page.locator(`a[href="/my-page/orders/${toCancel.merchantUid}"]`).click();
  await expect(page.getByRole('heading', { name: '시공대기', level: 2 })).toBeVisible();
  await expect(page.getByText(toCancel.merchantUid)).toBeVisible();
  await shot(page, 'order-detail');
  await expectClean(page);
  await page.getByRole('button', { name: '취소하기' }).click();
  const sheet = page.getByRole('dialog', { name: '서비스를 취소할까요?' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('방문 3일 전까지는 전액 환불돼요.')).toBeVisible();
  await expect(sheet.getByTestId('cancel-refund-amount')).toHaveText(formatWon(toCancel.amount));
  // One sentence from the server says what comes back before confirming.
  await expect(sheet.getByTestId('cancel-consequence')).toHaveText(
    new RegExp(`^취소하면 신용카드로 ${formatWon(toCancel.amount)}을 돌려받아요\\. 결제로 적립된 포인트 중 [\\d,]+P는 다시 빠져요\\.$`),
  );
  const confirmCancel = sheet.getByRole('button', { name: `취소하고 ${formatWon(toCancel.amount)} 환불받기` });
  await confirmCancel.click();
  await expect(sheet.getByText('취소 사유를 골라 주세요.')).toBeVisible();
  await sheet.getByRole('button', { name: '일정이 바뀌었어요' }).click();
  await shot(page, 'cancel-sheet');
  await confirmCancel.click();
  await expect(page.getByText(`취소했어요. ${formatWon(toCancel.amount)}을 환불해 드려요`)).toBeVisible();
  await expect(sheet).toBeHidden();

  // The service shows 주문취소 and what came back; the history records it.
  await expect(page.getByRole('heading', { name: '주문취소', level: 2 })).toBeVisible();
  await expect(page.getByTestId(/^refunded-/)).toHaveText(formatWon(toCancel.amount));
  await expect(page.getByTestId('order-refunded')).toHaveText(formatWon(toCancel.amount));
  await expect(page.getByRole('button', { name: '취소하기' })).toHaveCount(0);
  await shot(page, 'cancelled');
  await page.getByRole('heading', { name: '주문 이력' }).scrollIntoViewIfNeeded();
  await shot(page, 'cancelled-history');
  await expectClean(page);

  // 5. Move the other order's visit through the date modal (partner's full days disabled).
  await page.goto(`/my-page/orders/${toMove.merchantUid}`);
  await expect(page.getByTestId(/^visit-/)).toContainText(dotted(moveDate!));
  await page.getByRole('button', { name: '일정 변경' }).click();
  const dialog = page.getByRole('dialog', { name: '바꿀 방문일을 선택해 주세요' });
  await expect(dialog).toBeVisible();
  const [newDate] = (await freeDates(page.request, 6)).filter((d) => d > moveDate! && d !== vbankDate && d.slice(0, 7) === moveDate!.slice(0, 7));
  const target = newDate ?? addDays(moveDate!, 1);
  if (target.slice(0, 7) !== moveDate!.slice(0, 7)) await dialog.getByRole('button', { name: '다음 달' }).click();
  await dialog.locator(`[data-date="${target}"]`).click();
  await shot(page, 'date-modal');
  await dialog.getByRole('button', { name: '다음', exact: true }).click();
  const timeDialog = page.getByRole('dialog', { name: '희망 시공 시간을 선택해 주세요' });
  await timeDialog.getByRole('radio', { name: '오후 1시' }).check();
  await shot(page, 'date-modal-time');
  await timeDialog.getByRole('button', { name: '이 일정으로 바꾸기' }).click();
  await expect(page.getByTestId('toast-region').getByText('방문 일정을 바꿨어요')).toBeVisible();
  await expect(page.getByTestId(/^visit-/)).toContainText(`${dotted(target)}`);
  await expect(page.getByTestId(/^visit-/)).toContainText('오후 1시');
  await shot(page, 'date-changed');

  // 6. The virtual account waiting for its deposit: bank, number with copy, holder, amount, deadline.
  await page.goto(`/my-page/orders/${waiting.merchantUid}`);
  await expect(page.getByRole('heading', { name: '입금대기', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '입금할 계좌' })).toBeVisible();
  await expect(page.getByTestId('vbank-account')).toHaveText(/^\d{4}(-\d{1,4}){2,3}$/);
  await page.getByRole('button', { name: /복사/ }).click();
  await expect(page.getByText('계좌번호를 복사했어요')).toBeVisible();
  await shot(page, 'vbank-waiting');
  await expectClean(page);

  // Deposited: a paid 무통장입금 order asks for the refund account before cancelling.
  const deposit = await page.request.post('/sandbox/portone/vbank/deposit', { headers: FROM_SITE, data: { imp_uid: waiting.impUid } });
  expect(deposit.ok()).toBe(true);
  await data(await page.request.post('/api/v2/billings/success', { headers: FROM_SITE, data: { impUid: waiting.impUid, merchantUid: waiting.merchantUid } }));
  await page.reload();
  await expect(page.getByRole('heading', { name: '시공대기', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: '취소하기' }).click();
  const vbankSheet = page.getByRole('dialog', { name: '서비스를 취소할까요?' });
  await vbankSheet.getByRole('button', { name: '다른 업체를 이용할게요' }).click();
  await vbankSheet.getByRole('button', { name: /환불받기$/ }).click();
  await expect(vbankSheet.getByText('환불 받을 은행을 골라 주세요.')).toBeVisible();
  await expect(vbankSheet.getByText('예금주를 입력해 주세요.')).toBeVisible();
  await vbankSheet.getByLabel('은행').selectOption({ label: '신한은행' });
  await vbankSheet.getByLabel('계좌번호').fill('110-123-456789');
  await vbankSheet.getByLabel('예금주').fill('김입주');
  await vbankSheet.getByLabel('계좌번호').scrollIntoViewIfNeeded();
  await shot(page, 'vbank-refund-account');
  await vbankSheet.getByRole('button', { name: '닫기' }).click();
  await expect(vbankSheet).toBeHidden();

  // 7. Receipts: the list and one receipt.
  await page.goto('/my-page/receipts');
  await expect(page.getByRole('link', { name: /입주청소 스탠다드/ }).first()).toBeVisible();
  await shot(page, 'receipts');
  await page.getByRole('link', { name: /입주청소 스탠다드/ }).first().click();
  await expect(page.getByRole('heading', { name: '영수증', level: 2 })).toBeVisible();
  await expect(page.getByText('공급가액')).toBeVisible();
  await expect(page.getByText('사업자등록번호')).toBeVisible();
  await shot(page, 'receipt');
  await expectClean(page);
  // Printed: only the receipt, no header, navigation or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '인쇄하기' })).toBeHidden();
  await expect(page.getByRole('button', { name: '뒤로 가기' })).toBeHidden();
  await shot(page, 'receipt-print');
  await page.emulateMedia({ media: 'screen' });

  // 8. Coupons: a wrong code shows the server's message; WELCOME2026 adds the coupon.
  await page.goto('/my-page');
  await page.getByRole('link', { name: /쿠폰/ }).click();
  await expect(page).toHaveURL(/\/my-page\/coupons$/);
  await expect(page.getByText('사용할 수 있는 쿠폰이 없어요')).toBeVisible();
  await shot(page, 'coupons-empty');
  await page.getByRole('textbox', { name: '쿠폰 코드' }).fill('NOSUCHCODE');
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByRole('alert')).toContainText(/[가-힣]/);
  await shot(page, 'coupons-wrong-code');
  await page.getByRole('textbox', { name: '쿠폰 코드' }).fill('welcome2026');
  await expect(page.getByRole('textbox', { name: '쿠폰 코드' })).toHaveValue('WELCOME2026');
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText(/받았어요/)).toBeVisible();
  await expect(page.getByRole('article', { name: /입주 웰컴 10,000원 쿠폰/ })).toBeVisible();
  await expect(page.getByText('10,000원', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: '사용 가능 1' })).toBeVisible();
  await shot(page, 'coupons');
  await expectClean(page);

  // 9. Points: the payment rewards and the coupon are in the counts.
  await page.goto('/my-page/points');
  await expect(page.getByTestId('points-balance')).toHaveText(/^[\d,]+P$/);
  await expect(page.getByText('결제 적립').first()).toBeVisible();
  await shot(page, 'points');
  await expectClean(page);

  // 10. The referral page: copy the link, share (falls back to copying where there is no share sheet).
  await page.goto('/my-page');
  await page.getByRole('link', { name: '이웃 초대하고 5,000P 받기' }).click();
  await expect(page).toHaveURL(/\/referral$/);
  await expect(page.getByTestId('referral-code')).toHaveText(/^[A-Z0-9]{4,12}$/);
  await page.getByRole('button', { name: '링크 복사' }).click();
  await expect(page.getByText('링크를 복사했어요')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\?ref=[A-Z0-9]+$/);
  await shot(page, 'referral');
  await expectClean(page);

  // 11. An item page offers its coupons; after 쿠폰 받기 it says 받았어요.
  await page.goto(`/business/cleaning?item=${CLEANING.itemIdx}`);
  const offers = page.getByRole('region', { name: '받을 수 있는 쿠폰' });
  await expect(offers.getByRole('button', { name: /쿠폰 받기/ }).first()).toBeVisible();
  await offers.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'item-coupons');
  await offers.getByRole('button', { name: /쿠폰 받기/ }).first().click();
  await expect(offers.getByText('받았어요').first()).toBeVisible();
  await shot(page, 'item-coupons-received');
});

test('a service has one amount in the order detail, the order list and the receipts, and the cancel sheet says what a shared coupon does', async ({ page }) => {
  test.setTimeout(180_000);
  const amounts = screenshots('amounts');
  await page.goto('/my-page');
  await page.getByRole('button', { name: '휴대폰 번호로 로그인하기' }).click();
  await signUp(page);
  await expect(page).toHaveURL(/\/my-page$/);

  // Two services paid with one coupon that covers both (WELCOME2026: every service), through the API.
  const [date] = await freeDates(page.request, 1);
  const grout = (await data<{ items: Array<{ itemIdx: number; visitTimes: Array<{ hour: number }> }> }>(
    await page.request.get('/api/v2/items?itemType=tljoint&limit=1&apartmentIdx=1&pyeong=34'),
  )).items[0]!;
  const coupon = await data<{ coupons: Array<{ couponIdx: number }> }>(
    await page.request.post('/api/v2/coupons/get_coupon_by_code', { headers: FROM_SITE, data: { couponCode: 'WELCOME2026' } }),
  );
  const cartIdxs: number[] = [];
  for (const [itemIdx, time] of [[CLEANING.itemIdx, CLEANING.time], [grout.itemIdx, grout.visitTimes[0]?.hour ?? null]] as const) {
    const cart = await data<{ line: { cartIdx: number } }>(
      await page.request.post('/api/v2/carts', { headers: FROM_SITE, data: { itemIdx, pyeong: 34, apartmentIdx: 1, tz: date, time } }),
    );
    cartIdxs.push(cart.line.cartIdx);
  }
  const init = await data<{ merchantUid: string; amount: number }>(
    await page.request.post('/api/v2/billings/init', {
      headers: FROM_SITE,
      data: { cartIdxs, couponIdxs: [coupon.coupons[0]!.couponIdx], point: 0, payMethod: 'card', agreeTerms: true, ...VISIT_BODY },
    }),
  );
  const payment = await page.request.post('/sandbox/portone/payments', {
    headers: FROM_SITE,
    data: { merchant_uid: init.merchantUid, amount: init.amount, pay_method: 'card', outcome: 'paid' },
  });
  const { imp_uid: impUid } = (await payment.json()) as { imp_uid: string };
  await data(await page.request.post('/api/v2/billings/success', { headers: FROM_SITE, data: { impUid, merchantUid: init.merchantUid } }));
  const order = await data<{ lines: Array<{ lineIdx: number; payAmount: number }> }>(
    await page.request.get(`/api/v2/billings/detail?merchantUid=${init.merchantUid}`),
  );
  expect(order.lines.reduce((s, l) => s + l.payAmount, 0)).toBe(init.amount);

  // The order detail, the order list, the receipt list and each receipt show the same amount per service.
  await page.goto(`/my-page/orders/${init.merchantUid}`);
  for (const line of order.lines) await expect(page.getByTestId(`line-amount-${line.lineIdx}`)).toHaveText(formatWon(line.payAmount));
  await amounts(page, 'detail');
  await page.goto('/my-page/orders');
  for (const line of order.lines) await expect(page.getByTestId(`list-line-amount-${line.lineIdx}`)).toHaveText(formatWon(line.payAmount));
  await amounts(page, 'list');
  await page.goto('/my-page/receipts');
  for (const line of order.lines) await expect(page.getByTestId(`receipt-amount-${line.lineIdx}`)).toHaveText(formatWon(line.payAmount));
  await amounts(page, 'receipts');
  for (const line of order.lines) {
    await page.goto(`/my-page/receipts/${line.lineIdx}`);
    await expect(page.getByTestId('receipt-pay-amount')).toHaveText(formatWon(line.payAmount));
  }

  // Cancelling one service: the coupon still covers the other, and the sheet says so before confirming.
  await page.goto(`/my-page/orders/${init.merchantUid}`);
  await page.getByRole('button', { name: '취소하기' }).first().click();
  const sheet = page.getByRole('dialog', { name: '서비스를 취소할까요?' });
  const sentence = sheet.getByTestId('cancel-consequence');
  await expect(sentence).toContainText('을 돌려받아요.');
  await expect(sentence).toContainText('사용한 쿠폰(입주 웰컴 10,000원 쿠폰)은 함께 할인받은 다른 서비스에 남아 있어 돌아오지 않아요.');
  await amounts(page, 'cancel-sheet');
  await sheet.getByRole('button', { name: '일정이 바뀌었어요' }).click();
  await sheet.getByRole('button', { name: /^취소하고 .*원 환불받기$/ }).click();
  await expect(sheet).toBeHidden();
  // After the partial cancel the amounts are unchanged and the refund equals the cancelled service's amount.
  const after = await data<{ refundedAmount: number; lines: Array<{ lineIdx: number; payAmount: number; refundedAmount: number }> }>(
    await page.request.get(`/api/v2/billings/detail?merchantUid=${init.merchantUid}`),
  );
  const cancelled = after.lines.find((l) => l.refundedAmount > 0)!;
  expect(cancelled.refundedAmount).toBe(cancelled.payAmount);
  await page.goto('/my-page/receipts');
  for (const line of after.lines) await expect(page.getByTestId(`receipt-amount-${line.lineIdx}`)).toHaveText(formatWon(line.payAmount));
});
