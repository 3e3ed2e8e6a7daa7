import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectClean, screenshots } from './support/screens';

/**
 * Issue 12 section 5's frame on a 360 x 800 screen, against the built server with the demo seed: the demo
 * partner opens the console, is sent to sign in, mistypes the password, signs in, lands in the console
 * under its company name (still there after a reload, as in the partner app's webview), opens 더보기 and
 * signs out. A resident's home page never downloads the console's chunk. Screenshots go to
 * test-results/partner-shell-*.png.
 */

const shot = screenshots('partner-shell');
const DEMO_PARTNER = { email: 'partner01@ipju.kr', password: 'ipju-partner-1234' };

/** Script files the page downloaded from the site's /assets. */
function assetRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) urls.push(url.pathname);
  });
  return urls;
}

const consoleChunk = (urls: string[]) => urls.filter((u) => /\/(console-routes|PartnerLoginPage|PartnerMorePage|StaffLoginPage|StaffInboxPage)-/.test(u));

test('the demo partner signs in to the console, opens 더보기 and signs out', async ({ page }) => {
  const loaded = assetRequests(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  // 1. A signed-out partner opening the console is asked to sign in, and comes back after.
  await page.goto('/partner/more');
  await expect(page).toHaveURL(/\/partner\/login\?next=%2Fpartner%2Fmore$/);
  await expect(page.getByRole('heading', { name: '파트너 로그인' })).toBeVisible();
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
  await shot(page, 'sign-in');
  expect(consoleChunk(loaded).length).toBeGreaterThan(0);

  // 2. A wrong password is answered in Korean and nothing is kept.
  await page.getByLabel('이메일').fill(DEMO_PARTNER.email);
  await page.getByLabel('비밀번호').fill('wrong-password');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('alert')).toContainText('이메일 또는 비밀번호가 맞지 않아요.');
  await expectClean(page);

  // 3. The right password: the console under the company's name, on the page asked for.
  await page.getByLabel('비밀번호').fill(DEMO_PARTNER.password);
  const [login] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v2/auths/partner/login') && r.status() === 200),
    page.getByRole('button', { name: '로그인' }).click(),
  ]);
  const { data } = (await login.json()) as { data: { partner: { companyName: string } } };
  const companyName = data.partner.companyName;
  await expect(page).toHaveURL(/\/partner\/more$/);
  await expect(page.getByTestId('partner-company-name')).toHaveText(companyName);
  const tabs = page.getByRole('navigation', { name: '파트너 메뉴' });
  await expect(tabs.getByRole('link')).toHaveText(['오늘', '주문', '채팅', '캘린더', '오프라인', '더보기']);
  await expect(page.getByRole('link', { name: /업체 정보/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /상품 관리/ })).toHaveAttribute('href', '/business/items');
  await expect(page.getByText(DEMO_PARTNER.email)).toBeVisible();
  await shot(page, 'more');

  // 4. 오늘: the console home under the company name; a reload keeps the partner signed in.
  await tabs.getByRole('link', { name: '오늘' }).click();
  await expect(page).toHaveURL(/\/partner$/);
  await page.reload();
  await expect(page.getByTestId('partner-company-name')).toHaveText(companyName);
  await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '채팅 상담' })).toHaveCount(0);
  await shot(page, 'today');

  // Every tab and link is a 44 px target.
  for (const link of await tabs.getByRole('link').all()) {
    const box = await link.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
  }

  // 5. 더보기 → 탈퇴 opens a confirm modal that says what happens (cancelled: the seed's partner is shared).
  await tabs.getByRole('link', { name: '더보기' }).click();
  await page.getByRole('button', { name: '탈퇴' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`${companyName}의 모든 계정으로 더 이상 로그인할 수 없어요.`);
  await expect(confirm).toContainText('되돌릴 수 없어요');
  await shot(page, 'withdrawal-confirm');
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(confirm).toHaveCount(0);

  // 6. 로그아웃: back at the sign-in page, and the console asks again.
  const [logout] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v2/auths/partner/logout')),
    page.getByRole('button', { name: '로그아웃' }).click(),
  ]);
  expect(logout.status()).toBe(200);
  await expect(page).toHaveURL(/\/partner\/login$/);
  await expect(page.getByText('로그아웃했어요.')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('ipju:partner-credential'))).toBeNull();
  await page.goto('/partner/orders');
  await expect(page).toHaveURL(/\/partner\/login\?next=%2Fpartner%2Forders$/);
  expect(pageErrors).toEqual([]);
});

test("a resident's pages never download the console", async ({ page }) => {
  const loaded = assetRequests(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto('/business/cleaning');
  await page.waitForLoadState('networkidle');
  expect(loaded.length).toBeGreaterThan(0);
  expect(consoleChunk(loaded)).toEqual([]);
  await expect(page.getByRole('navigation', { name: '파트너 메뉴' })).toHaveCount(0);
});
