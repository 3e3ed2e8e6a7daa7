import { expect, test } from '@playwright/test';
import { outbox, randomPhone } from './support/accounts';
import { expectClean, screenshots } from './support/screens';

/**
 * Issue 12 section 3 on a 360 x 800 screen, against the built server with the demo seed: the demo partner
 * signs in, creates an offline order (complex search, 평형, 동·호, its service and the suggested price, a
 * visit date), the payment link is read from the demo outbox as the resident's phone gets it, the resident
 * opens it without an account and pays with Kakao Pay in the PortOne sandbox, and the company's list shows
 * it 결제 완료. Screenshots go to test-results/partner-offline-*.png.
 */

const shot = screenshots('partner-offline');
const DEMO_PARTNER = { email: 'partner01@ipju.kr', password: 'ipju-partner-1234' };

test('an offline order is created, its link from the outbox is paid in the sandbox, and the list shows it paid', async ({ page, browser }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const phone = randomPhone();

  // 1. The company signs in and opens 오프라인.
  await page.goto('/partner/offline');
  await expect(page).toHaveURL(/\/partner\/login/);
  await page.getByLabel('이메일').fill(DEMO_PARTNER.email);
  await page.getByLabel('비밀번호').fill(DEMO_PARTNER.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/partner\/offline$/);
  await expect(page.getByRole('button', { name: '오프라인 주문 만들기' })).toBeVisible();
  await shot(page, 'list-empty');

  // 2. The create form: customer, complex search and 평형, 동·호, service, price, date and time.
  await page.getByRole('button', { name: '오프라인 주문 만들기' }).click();
  await expect(page).toHaveURL(/\/partner\/offline\/new$/);
  await page.getByLabel('고객 이름').fill('오프라인고객');
  await page.getByLabel('휴대폰 번호').fill(phone);
  await page.getByLabel('단지 검색').fill('잠실');
  await page.getByRole('list', { name: '단지 검색 결과' }).getByRole('button').first().click();
  await page.getByRole('group', { name: '평형' }).getByRole('button').first().click();
  await page.getByLabel('동', { exact: true }).fill('105');
  await page.getByLabel('호', { exact: true }).fill('1502');
  await page.getByRole('group', { name: '서비스' }).getByRole('button').first().click();
  const price = page.getByLabel('결제 금액 (원)');
  await expect(price).not.toHaveValue('');
  await price.fill('250000');
  await expect(price).toHaveValue('250,000');
  await page.getByRole('button', { name: '방문일 협의' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('button[data-date]:not([aria-disabled])').last().click();
  await dialog.getByRole('button', { name: '다음', exact: true }).click();
  await dialog.getByRole('radio', { name: '오전 10시' }).check();
  await dialog.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByRole('button', { name: /오전 10시/ })).toBeVisible();
  await shot(page, 'new-form', { fullPage: true });
  await expectClean(page);
  await page.getByRole('button', { name: '주문 만들고 결제 링크 보내기' }).click();

  // 3. The detail: 결제 대기, with the AlimTalk link sent.
  await expect(page).toHaveURL(/\/partner\/offline\/\d+$/);
  await expect(page.getByText('결제 대기')).toBeVisible();
  await expect(page.getByText('250,000원').first()).toBeVisible();
  await expect(page.getByRole('list', { name: '보낸 결제 링크' })).toContainText('알림톡 · 결제 가능');
  await shot(page, 'detail-pending', { fullPage: true });

  // 4. The resident's phone gets the link (the demo outbox); they open it without an account.
  let link = '';
  await expect
    .poll(async () => {
      const message = (await outbox(page.request, phone)).find((m) => /\/pay\/[A-Za-z0-9_-]+/.test(m.body));
      link = /\/pay\/[A-Za-z0-9_-]+/.exec(message?.body ?? '')?.[0] ?? '';
      return link;
    })
    .toMatch(/^\/pay\//);
  const resident = await browser.newContext({ viewport: { width: 360, height: 800 }, deviceScaleFactor: 2, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const payPage = await resident.newPage();
  payPage.on('pageerror', (error) => pageErrors.push(error.message));
  await payPage.goto(link);
  await expect(payPage.getByRole('heading', { name: '결제하기' })).toBeVisible();
  await expect(payPage.getByRole('region', { name: '주문 내용' })).toContainText('250,000원');
  await expect(payPage.getByText('105동 1502호')).toBeVisible();
  await expect(payPage.getByText('오프라인고객')).toBeVisible();
  await payPage.getByRole('radio', { name: '카카오페이' }).click();
  await shot(payPage, 'pay-page', { fullPage: true });
  await expectClean(payPage);
  await payPage.getByRole('button', { name: '250,000원 결제하기' }).click();

  // 5. The PortOne sandbox window, then back to the link page: 결제 완료.
  await expect(payPage).toHaveURL(/\/sandbox\/portone\/checkout\?/);
  await shot(payPage, 'sandbox');
  await payPage.getByRole('button', { name: '결제하기' }).click();
  await expect(payPage.getByText('결제가 완료됐어요')).toBeVisible();
  await expect(payPage).toHaveURL(/\/pay\/[A-Za-z0-9_-]+$/);
  await shot(payPage, 'paid');
  await expectClean(payPage);
  await resident.close();

  // 6. The company's list shows it 결제 완료.
  await page.goto('/partner/offline');
  const row = page.getByRole('link', { name: /오프라인고객/ }).first();
  await expect(row).toContainText('결제 완료');
  await expect(row).toContainText('250,000원');
  await page.getByRole('button', { name: '결제 완료' }).click();
  await expect(page.getByRole('link', { name: /오프라인고객/ }).first()).toBeVisible();
  await shot(page, 'list-paid');
  await expectClean(page);
  expect(pageErrors).toEqual([]);
});
