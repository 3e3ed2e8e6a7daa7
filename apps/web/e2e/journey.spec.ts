import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { randomPhone, signIn as signInWithCode } from './support/accounts';
import { expectClean as expectCleanText, screenshots } from './support/screens';

/**
 * The journey of issue 2 on a 360 x 800 screen, against the built server with the demo seed:
 * find the complex (name and initials), choose the 평형, see the categories with the complex's
 * special prices, open cleaning (photos, options and the estimate, partner profile, FAQ), the item
 * guide, FAQ and notices, sign in with a fresh phone number (code from the demo outbox), agree to
 * the terms, set the name, find name and complex on /my-page, log out and sign in again.
 * Screenshots of each step go to test-results/journey-*.png.
 */

const COMPLEX = '잠실래미안아이파크';
const shot = screenshots('journey');

/** Nothing on the page is an English error, a stack trace or a broken image. */
async function expectClean(page: Page): Promise<void> {
  await expectCleanText(page, { allow: ['null'] });
  // Scroll through so lazy images load, then no image may be in its error state.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(() => page.locator('img').evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0).length))
    .toBe(0);
  await expect(page.locator('[data-status="error"]')).toHaveCount(0);
}

/** Signs in on /login; the number shows with dashes as it is typed, and the filled code is photographed. */
async function signIn(page: Page, phone: string): Promise<void> {
  await signInWithCode(page, phone, {
    phoneEntered: () => expect(page.getByLabel('휴대폰 번호')).toHaveValue(`${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`),
    codeEntered: () => shot(page, 'sign-in-code'),
  });
}

async function pickComplex(page: Page, scope: Page | Locator, query: string): Promise<void> {
  await scope.getByLabel('단지 이름').fill(query);
  await scope.getByRole('button', { name: new RegExp(COMPLEX) }).click();
  const area = scope.getByRole('button', { name: /^34평 \(전용 \d+(\.\d+)?㎡\)/ }).first();
  await expect(area).toBeVisible();
  await area.click();
  await expect(area).toHaveAttribute('aria-pressed', 'true');
}

test('a resident finds their complex, browses cleaning at its prices and signs in', async ({ page }) => {
  test.setTimeout(180_000);
  const phone = randomPhone();
  const name = '김입주';

  // 1. Home asks for the complex.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /우리 단지 입주 서비스/ })).toBeVisible();
  await shot(page, 'home-ask');

  // Search as you type: name part, initials, no result.
  const search = page.getByLabel('단지 이름');
  await search.fill('잠실');
  await expect(page.getByRole('button', { name: new RegExp(COMPLEX) })).toBeVisible();
  await expect(page.getByRole('button', { name: /잠실르엘/ })).toBeVisible();
  await shot(page, 'search-name');
  await search.fill('ㅈㅅ');
  await expect(page.getByRole('button', { name: new RegExp(COMPLEX) })).toBeVisible();
  await shot(page, 'search-initials');
  await search.fill('없는단지이름입니다');
  await expect(page.getByText('‘없는단지이름입니다’에 맞는 단지가 없어요')).toBeVisible();
  await shot(page, 'search-empty');

  // 2. Pick the complex and the 평형.
  await pickComplex(page, page, 'ㅈㅅㄹㅁ');
  await shot(page, 'areas');
  await page.getByRole('button', { name: '이 평형으로 볼게요' }).click();

  // 3. Home with this complex's special prices, grouped by chapter.
  await expect(page.getByRole('button', { name: /변경/ })).toBeVisible();
  await expect(page.getByText(COMPLEX).first()).toBeVisible();
  await expect(page.getByText(/^34평 \(전용/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '우리 단지 특가' })).toBeVisible();
  await expect(page.getByText(/\d+% 단지 특가/).first()).toBeVisible();
  await expect(page.locator('del').first()).toContainText('원');
  await expect(page.getByRole('heading', { name: '청소 서비스' })).toBeVisible();
  await shot(page, 'home-specials');
  await expectClean(page);

  // The choice persists (localStorage, and apartment_idx in sessionStorage for the native app).
  await page.reload();
  await expect(page.getByText(COMPLEX).first()).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('apartment_idx'))).toMatch(/^\d+$/);

  // 4. Cleaning: companies compared, then an item.
  await page.goto('/business/cleaning');
  await expect(page.getByRole('heading', { name: /업체 비교/ })).toBeVisible();
  const firstCompany = page.getByRole('list', { name: '입주청소 업체 비교' }).getByRole('link').first();
  await expect(firstCompany).toBeVisible();
  await shot(page, 'cleaning-compare');
  await expectClean(page);
  await firstCompany.click();
  await expect(page).toHaveURL(/\/business\/cleaning\?item=\d+/);
  await expect(page.getByRole('heading', { name: '옵션 선택' })).toBeVisible();
  await shot(page, 'cleaning-item');

  // Photos: tapping one opens the full-screen viewer on it.
  await page.getByRole('button', { name: /크게 보기/ }).first().click();
  const viewer = page.getByRole('dialog', { name: /사진 크게 보기/ });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(/^1 \/ \d+$/)).toBeVisible();
  await shot(page, 'image-viewer');
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(/^2 \/ \d+$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // Options: the 34평 tier is preselected; choosing an add-on changes the server's estimate.
  await expect(page.getByRole('radio', { name: /25~34평/ })).toBeChecked();
  const estimate = page.getByRole('region', { name: /예상 금액/ });
  await expect(estimate.locator('strong')).toContainText('원');
  const before = await estimate.locator('strong').innerText();
  await page.getByRole('checkbox').first().check();
  await expect(estimate.locator('strong')).not.toHaveText(before);
  await expect(estimate.locator('del')).toContainText('원');
  await estimate.scrollIntoViewIfNeeded();
  await shot(page, 'estimate');

  // Sections: partner profile, FAQ, process.
  await page.getByRole('tab', { name: '업체 정보' }).click();
  await expect(page.getByText('사업자등록번호')).toBeVisible();
  await expect(page.getByText('영업시간')).toBeVisible();
  await page.getByRole('tabpanel').scrollIntoViewIfNeeded();
  await shot(page, 'partner');
  await page.getByRole('tab', { name: 'FAQ' }).click();
  const question = page.getByRole('tabpanel').locator('summary').first();
  await expect(question).toBeVisible();
  await question.click();
  await shot(page, 'item-faq');
  await page.getByRole('tab', { name: '진행 과정' }).click();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  // The main action: 장바구니 담기 (issue 3); the chat channel stays as the small secondary action.
  await expect(page.getByRole('button', { name: '장바구니 담기' })).toBeVisible();
  await expect(page.getByRole('link', { name: /상담·예약 문의/ })).toHaveAttribute('href', /^https?:\/\//);
  await expectClean(page);

  // 5. The item guide.
  await page.getByRole('link', { name: '입주청소 가이드 보기' }).click();
  await expect(page).toHaveURL(/\/item-guide\/cleaning$/);
  await expect(page.getByRole('heading', { name: '입주청소 가이드' })).toBeVisible();
  await expect(page.getByRole('link', { name: '입주청소 가격 보기' })).toHaveAttribute('href', '/business/cleaning');
  await shot(page, 'item-guide');
  await expectClean(page);

  // 6. FAQ and notices.
  await page.goto('/faq');
  await expect(page.getByRole('tab', { name: '전체' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab').nth(1).click();
  await page.locator('summary').first().click();
  await expect(page.locator('details[open]')).toHaveCount(1);
  await shot(page, 'faq');
  await page.goto('/notice');
  const notice = page.getByRole('link').filter({ hasText: /\d{4}\.\d{2}\.\d{2}/ }).first();
  await expect(notice).toBeVisible();
  await shot(page, 'notices');
  await notice.click();
  await expect(page.getByRole('article')).toBeVisible();
  await shot(page, 'notice-detail');

  // 7. Sign in from /my-page with a fresh number; agree to the terms.
  await page.goto('/my-page');
  await expect(page.getByText('로그인하고 입주 준비를 이어 가세요')).toBeVisible();
  await shot(page, 'my-page-signed-out');
  await page.getByRole('button', { name: '휴대폰 번호로 로그인하기' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, phone);
  await expect(page).toHaveURL(/\/agree/);
  await page.getByRole('checkbox', { name: '모두 동의' }).check();
  await shot(page, 'agree');
  await page.getByRole('button', { name: '동의하고 시작하기' }).click();
  await expect(page).toHaveURL(/\/my-page$/);

  // A new account has no name yet: my-page offers to set it.
  await page.getByRole('link', { name: /이름을 등록해 주세요/ }).click();
  await expect(page).toHaveURL(/\/change-member$/);
  await page.getByLabel('이름').fill(name);
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByText('저장했어요')).toBeVisible();

  // Save the complex to the account (signed in, the picker saves through PUT /residents/apartment).
  await page.goto('/my-page');
  await expect(page.getByTestId('my-name')).toHaveText(`${name}님`);
  await page.getByRole('link', { name: /변경/ }).click();
  await expect(page).toHaveURL(/\/apartment-register/);
  await pickComplex(page, page, '잠실래미안');
  await page.getByRole('button', { name: '이 단지로 등록할게요' }).click();
  // Then the 동·호 and move-in date, which may wait until checkout.
  await expect(page.getByRole('heading', { name: /몇 동 몇 호에/ })).toBeVisible();
  await shot(page, 'home-unit');
  await page.getByRole('button', { name: '나중에 입력할게요' }).click();
  await expect(page).toHaveURL(/\/my-page$/);
  await expect(page.getByTestId('my-complex')).toHaveText(COMPLEX);
  await expect(page.getByText(/34평 \(전용/)).toBeVisible();
  await expect(page.getByText(`${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`)).toBeVisible();
  await shot(page, 'my-page');
  await expectClean(page);

  // 8. Log out (with confirmation) and sign in again.
  await page.getByRole('button', { name: '로그아웃' }).click();
  const confirm = page.getByRole('alertdialog', { name: '로그아웃할까요?' });
  await expect(confirm).toBeVisible();
  await shot(page, 'logout-confirm');
  await confirm.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByText('로그인하고 입주 준비를 이어 가세요')).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await page.getByRole('button', { name: '휴대폰 번호로 로그인하기' }).click();
  await signIn(page, phone);
  await expect(page).toHaveURL(/\/my-page$/);
  await expect(page.getByTestId('my-name')).toHaveText(`${name}님`);
  await expect(page.getByTestId('my-complex')).toHaveText(COMPLEX);
  await shot(page, 'my-page-again');
});
