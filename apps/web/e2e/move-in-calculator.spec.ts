import { expect, test } from '@playwright/test';
import { signIn } from './support/accounts';
import { expectClean, screenshots } from './support/screens';

/**
 * The move-in calculator at 360 x 800, signed out: choose the complex and 평형, a refused input is named in
 * Korean, fill in the price and 잔금일, pick a service at the complex's price, see the total and why the
 * 취득세 is what it is (rate and law), then share the result: the link opens the same result for someone
 * else. Screenshots go to test-results/calculator-*.png.
 */

const COMPLEX = '잠실래미안아이파크';
const shot = screenshots('calculator');

test('fills in the calculator, sees the total with its legal sources, and a shared link opens the same result', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/move-in-calculator');
  await expect(page.getByRole('heading', { name: '입주할 때 드는 돈을 한 번에 계산해요' })).toBeVisible();

  // The home: the complex and 평형 from the picker.
  await page.getByRole('button', { name: '단지 고르기' }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByLabel('단지 이름').fill('잠실래미안');
  await sheet.getByRole('button', { name: new RegExp(COMPLEX) }).first().click();
  await sheet.getByRole('button', { name: /84A타입/ }).click();
  await sheet.getByRole('button', { name: '이 평형으로 계산할게요' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('calculator-place')).toHaveText(`${COMPLEX} 34평`);
  await shot(page, 'empty');

  // Without a price the server names the field in Korean, and nothing is computed.
  await page.getByRole('button', { name: '계산하기' }).click();
  await expect(page.getByText(/분양가\(매매가\)/).first()).toBeVisible();
  await expect(page.getByTestId('grand-total')).toHaveCount(0);

  await page.getByLabel('분양가').fill('750000000');
  await expect(page.getByLabel('분양가')).toHaveValue('750,000,000');
  await expect(page.getByText('7억 5,000만원')).toBeVisible();
  await expect(page.getByText(/1,000만원 이상/)).toHaveCount(0);
  await page.getByLabel('잔금일').fill('2027-01-15');
  await page.getByRole('button', { name: '2채' }).click();
  await page.getByRole('button', { name: '1채' }).click();
  await shot(page, 'inputs', { fullPage: true });

  // A service at the complex's price (the first one offered).
  const services = page.locator('section', { has: page.getByRole('heading', { name: '입주 서비스' }) });
  await services.getByRole('checkbox').first().check();

  await page.getByRole('button', { name: '계산하기' }).click();
  const total = page.getByTestId('grand-total');
  await expect(total).toBeVisible();
  const totalText = (await total.innerText()).trim();
  expect(totalText).toMatch(/^[\d,]+원$/);
  // 1주택 7.5억: (7.5 × 2/3 − 3)% = 2% -> 15,000,000원, 지방교육세 0.2% -> 1,500,000원
  const acquisition = page.getByRole('button', { name: /^취득세/ });
  await expect(acquisition).toContainText('15,000,000원');
  await expect(page.getByRole('button', { name: /^지방교육세/ })).toContainText('1,500,000원');
  // The complex's own 관리비 예치금 (84A) is not an estimate; moving is.
  await expect(page.getByRole('button', { name: /^관리비 예치금/ })).toContainText('580,000원');
  await expect(page.getByRole('button', { name: /^이사 비용/ })).toContainText('어림값');
  await acquisition.click();
  await expect(acquisition).toHaveAttribute('aria-expanded', 'true');
  const law = page.getByRole('link', { name: /지방세법 제11조 제1항 제8호/ });
  await expect(law).toBeVisible();
  await expect(law).toHaveAttribute('href', /law\.go\.kr/);
  await expectClean(page);
  await acquisition.scrollIntoViewIfNeeded();
  await shot(page, 'result');
  await page.getByTestId('grand-total').scrollIntoViewIfNeeded();
  await shot(page, 'total');

  // Share: the address gains ?share=, and someone else opening it sees the same result.
  await page.getByRole('button', { name: '링크로 공유하기' }).click();
  await expect(page).toHaveURL(/\/move-in-calculator\?share=[A-Za-z0-9_-]{16,}/);
  const shareUrl = page.url();

  const other = await browser.newContext({ viewport: { width: 360, height: 800 }, deviceScaleFactor: 2, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const visitor = await other.newPage();
  await visitor.goto(shareUrl);
  await expect(visitor.getByText('공유받은 계산이에요')).toBeVisible();
  await expect(visitor.getByTestId('grand-total').first()).toHaveText(totalText);
  await expect(visitor.getByRole('button', { name: /^취득세/ }).first()).toContainText('15,000,000원');
  await expect(visitor.getByTestId('calculator-place')).toHaveText(`${COMPLEX} 34평`);
  await expect(visitor.getByLabel('분양가')).toHaveValue('750,000,000');
  await expectClean(visitor);
  await shot(visitor, 'shared');
  // The link's preview (og tags in the served HTML) names the complex and the total.
  const html = await (await visitor.request.get(shareUrl)).text();
  expect(html).toContain(`${COMPLEX} 34평 입주 비용 ${totalText}`);
  await other.close();
});

test("a resident's own home is filled in, and a calculation saved for themselves opens for nobody else", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto(`/login?returnTo=${encodeURIComponent('/move-in-calculator')}`);
  await signIn(page, '01012345678');
  await expect(page).toHaveURL(/\/move-in-calculator$/);
  // The demo resident's current home: 잠실래미안아이파크 84A (34평), also offered as a chip.
  await expect(page.getByTestId('calculator-place')).toHaveText(`${COMPLEX} 34평`);
  await expect(page.getByRole('button', { name: `${COMPLEX} 34평 101동` })).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel('분양가').fill('1000000000');
  await page.getByLabel('잔금일').fill('2026-12-19');
  await page.getByRole('button', { name: '2채' }).click();
  await page.getByRole('checkbox', { name: '조정대상지역에 있는 집이에요' }).check();
  await page.getByRole('button', { name: '계산하기' }).click();
  // 조정대상지역 2주택: 중과 8% -> 80,000,000원, 교육세 0.4% -> 4,000,000원
  await expect(page.getByRole('button', { name: /^취득세/ })).toContainText('80,000,000원');
  await expect(page.getByRole('button', { name: /^지방교육세/ })).toContainText('4,000,000원');
  await page.getByRole('button', { name: /^취득세/ }).click();
  await expect(page.getByRole('link', { name: /지방세법 제13조의2 제1항/ })).toBeVisible();
  await page.getByTestId('grand-total').scrollIntoViewIfNeeded();
  await shot(page, 'heavy-tax');

  await page.getByRole('button', { name: '나만 보기로 저장하기' }).click();
  await expect(page).toHaveURL(/\?share=/);
  await expect(page.getByText('내가 저장한 계산이에요')).toBeVisible();
  const link = page.url();
  // It is in my saved calculations, marked as mine only.
  const mine = page.locator('section', { has: page.getByRole('heading', { name: '저장한 계산' }) });
  const saved = mine.getByRole('link', { name: new RegExp(`${COMPLEX} 34평나만 보기`) }).first();
  await expect(saved).toContainText('1,086,970,000원');
  await expect(saved).toHaveAttribute('href', new URL(link).pathname + new URL(link).search);
  await saved.scrollIntoViewIfNeeded();
  await shot(page, 'saved-list');

  const other = await browser.newContext({ viewport: { width: 360, height: 800 }, deviceScaleFactor: 2, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const stranger = await other.newPage();
  await stranger.goto(link);
  await expect(stranger.getByText('계산 결과를 열 수 없어요')).toBeVisible();
  await expect(stranger.getByTestId('grand-total')).toHaveCount(0);
  await shot(stranger, 'private-refused');
  await other.close();
});
