import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formatBuilders, formatNumber, formatWon, type ComplexPage, type MoveInReport } from '@ipju/contract';
import { data } from './support/api';
import { expectClean, screenshots } from './support/screens';

/**
 * A complex's own page and its move-in report on a 360 x 800 phone, against the demo seed (잠실래미안아이파크 with
 * neighbours' paid bookings, floor plans and group-buy steps): the page a shared link opens is rendered and
 * hydrates without a warning, shows the complex's real figures, and leads to the report, which shows the
 * neighbours' numbers; home links to the report once a complex is chosen.
 */

const shot = screenshots('complex-pages');

/** What React says when the browser's first render does not match the server's HTML. */
const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|423|425)/i;

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('a complex page opens rendered, hydrates cleanly and leads to the report with real numbers', async ({ page, request }) => {
  const complex = await data<ComplexPage>(await request.get('/api/v2/complexes/by-slug/jamsil-raemian-ipark'));
  const report = await data<MoveInReport>(await request.get(`/api/v2/complexes/${complex.complex.apartmentIdx}/move-in-report`));
  const special = complex.specialItems[0]!;
  const groupBuy = complex.groupBuys.find((g) => g.households !== null)!;
  expect(groupBuy, 'the seed has a group buy with enough households to show').toBeTruthy();

  // The HTML a link preview or a slow phone receives already shows the complex and its prices.
  const html = await (await request.get('/jamsil-raemian-ipark-intro')).text();
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="ipju-ssr-state">/.exec(html)![1]!.replaceAll('<!-- -->', '');
  expect(root).toContain('잠실래미안아이파크');
  expect(root).toContain(formatWon(special.price.price));
  expect(html).toContain('<meta property="og:title" content="잠실래미안아이파크 입주 준비" />');

  const problems = collectProblems(page);
  await page.goto('/jamsil-raemian-ipark-intro');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: '잠실래미안아이파크', level: 2, exact: true })).toBeVisible();
  await expect(page.getByText(`${formatNumber(complex.complex.households)}세대`)).toBeVisible();
  await expect(page.getByText(formatBuilders(complex.complex.builder!))).toBeVisible();
  await shot(page, 'intro-top');

  // Floor plans per type: choosing another type shows its plan.
  const second = complex.floorPlans[1]!;
  await page.getByRole('button', { name: second.typeName, exact: true }).click();
  await expect(page.getByRole('img', { name: `잠실래미안아이파크 ${second.typeName} 타입 평면도` })).toBeVisible();
  await page.getByRole('img', { name: `잠실래미안아이파크 ${second.typeName} 타입 평면도` }).scrollIntoViewIfNeeded();
  await shot(page, 'intro-floor-plan');

  await expect(page.getByText(special.name).first()).toBeVisible();
  await page.getByRole('heading', { name: '공동구매 진행 상황' }).scrollIntoViewIfNeeded();
  await expect(page.getByText(`참여 ${formatNumber(groupBuy.households!)}세대`).first()).toBeVisible();
  await shot(page, 'intro-group-buys');
  await page.getByRole('heading', { name: '입주 준비 순서' }).scrollIntoViewIfNeeded();
  await shot(page, 'intro-timeline');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByText(/세대 이상 모인 수치만 보여 드려요/)).toBeInViewport();
  await shot(page, 'intro-bottom');
  await expectClean(page);
  expect(problems, 'no hydration warning or page error').toEqual([]);

  // 입주 리포트: the complex becomes the chosen one and its report opens.
  await page.getByRole('button', { name: '입주 리포트' }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByRole('heading', { name: '잠실래미안아이파크', level: 2, exact: true })).toBeVisible();
  await expect(page.getByTestId('report-households')).toHaveText(`${formatNumber(report.paidHouseholds!)}세대`);
  const top = report.services[0]!;
  const row = page.getByRole('listitem').filter({ hasText: top.categoryName }).first();
  await expect(row).toContainText(`${formatNumber(top.households!)}세대`);
  await expect(row).toContainText(`보통 입주 ${top.medianDaysBefore}일 전에 예약해요`);
  await expect(row).toContainText(formatWon(top.averagePaid!));
  await shot(page, 'report-top');
  await page.getByRole('heading', { name: '공동구매 진행 상황' }).scrollIntoViewIfNeeded();
  await shot(page, 'report-group-buys');
  await page.getByRole('heading', { name: '이웃 후기' }).scrollIntoViewIfNeeded();
  await shot(page, 'report-reviews');
  await expectClean(page);
  expect(problems).toEqual([]);

  // Home, with the complex chosen, links to the report.
  await page.goto('/');
  await page.getByRole('link', { name: /우리 단지 입주 리포트/ }).scrollIntoViewIfNeeded();
  await shot(page, 'home-report-link');
  await page.getByRole('link', { name: /우리 단지 입주 리포트/ }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByTestId('report-households')).toHaveText(`${formatNumber(report.paidHouseholds!)}세대`);
});

test('the report asks for a complex first, and every fixed complex path renders its complex', async ({ page, request }) => {
  await page.goto('/report');
  await expect(page.getByText('우리 단지를 먼저 알려 주세요')).toBeVisible();
  await shot(page, 'report-no-complex');
  for (const [path, name] of [
    ['/jamsil-leel-intro', '잠실르엘'],
    ['/oneperla', '래미안 원페를라'],
  ] as const) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain(name);
  }
  const problems = collectProblems(page);
  await page.goto('/oneperla');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: '래미안 원페를라', level: 2, exact: true })).toBeVisible();
  expect(problems).toEqual([]);
  expect((await request.get('/complexes/no-such-complex')).status()).toBe(404);
});
