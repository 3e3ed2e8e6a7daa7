import { expect, test } from '@playwright/test';
import { formatWon } from '@ipju/contract';
import { expectClean, screenshots } from './support/screens';

/**
 * Issue 12, 업체 정보 and 상품 관리 on a 360 x 800 phone: the demo partner (partner01, the company selling the
 * demo cleaning item 101) signs in to the console, changes its one-line intro and the 25~34평 price of its
 * cleaning service; the resident's service page then shows the new price and the new intro. Screenshots go to
 * test-results/partner-profile-*.png. Runs again on the same server (each run raises the price by 10,000원).
 */

const EMAIL = 'partner01@ipju.kr';
const PASSWORD = 'ipju-partner-1234';
const ITEM = 101;

test('the demo partner edits its intro and a 평형 price, and the resident sees them', async ({ page, browser }) => {
  const shot = screenshots('partner-profile');
  const intro = `입주청소 전문, ${Date.now() % 100000}세대를 꼼꼼하게`;

  await page.goto('/partner/login');
  await page.getByLabel('이메일').fill(EMAIL);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).not.toHaveURL(/\/partner\/login/);

  // 업체 정보: the intro section saves on its own.
  await page.goto('/partner/company');
  const company = page.getByRole('form', { name: '업체 소개' });
  await expect(company.getByRole('textbox', { name: '한 줄 소개' })).not.toHaveValue('');
  await shot(page, 'company');
  await company.getByRole('textbox', { name: '한 줄 소개' }).fill(intro);
  await company.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByText('업체 정보를 저장했어요')).toBeVisible();
  await expect(page.getByRole('form', { name: '인증 서류' })).toBeVisible();
  await expectClean(page);
  await shot(page, 'company-full', { fullPage: true });

  // 상품 관리: the item list, then the 25~34평 price of the cleaning service.
  await page.goto('/business/items');
  const card = page.locator(`a[href="/business/items/${ITEM}"]`);
  await expect(card).toContainText('판매 중');
  await expectClean(page);
  await shot(page, 'items');
  await card.click();
  const field = page.getByRole('textbox', { name: '25~34평 가격 (원)' });
  await expect(field).toBeVisible();
  const next = Number(await field.inputValue()) + 10_000;
  await field.fill(String(next));
  await page.getByRole('button', { name: '가격 저장하기' }).click();
  await expect(page.getByText('가격을 바꿨어요. 새로 담는 장바구니부터 적용돼요.')).toBeVisible();
  await expectClean(page);
  await shot(page, 'item-prices', { fullPage: true });

  // The resident (another browser, nobody signed in) sees the new price and intro on the service page.
  const resident = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const view = await resident.newPage();
  await view.goto(`/business/cleaning?item=${ITEM}`);
  await expect(view.getByRole('heading', { name: '옵션 선택' })).toBeVisible();
  await expect(view.getByText(formatWon(next)).first()).toBeVisible();
  await shot(view, 'resident-price');
  await view.getByRole('tab', { name: '업체 정보' }).click();
  await expect(view.getByText(intro)).toBeVisible();
  await expectClean(view);
  await shot(view, 'resident-company');
  await resident.close();
});
