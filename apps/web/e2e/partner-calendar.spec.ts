import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { addDays, seoulToday } from '../src/lib/schedule';
import { signUp } from './support/accounts';
import { CLEANING, freeDates, payForCleaning } from './support/orders';
import { expectClean, screenshots } from './support/screens';

/**
 * Issue 12 section 2 on a 360 x 800 screen, against the built demo server: a resident pays for the demo
 * partner's cleaning on one day; the demo partner (partner01@ipju.kr) opens 캘린더, sees the visit, is refused
 * when closing that day (the order is listed), closes the next free day instead, and the resident's visit
 * date modal for that partner's item shows the day closed (마감). The partner reopens it at the end, so
 * other journeys keep their dates. Screenshots go to test-results/partner-calendar-*.png.
 */

const shot = screenshots('partner-calendar');
const DEMO_PARTNER = { email: 'partner01@ipju.kr', password: 'ipju-partner-1234' };
const COMPLEX = '잠실래미안아이파크';

const monthDay = (date: string) => `${Number(date.slice(5, 7))}월 ${Number(date.slice(8))}일`;

/** Home: choose 잠실래미안아이파크 34평 (unless a complex is already chosen). */
async function chooseComplex(page: Page): Promise<void> {
  await page.goto('/');
  const search = page.getByLabel('단지 이름');
  const chosen = page.getByRole('heading', { name: /입주민 특가를 모았어요/ });
  await expect(search.or(chosen)).toBeVisible();
  if (await chosen.isVisible()) return;
  await search.fill('ㅈㅅㄹㅁ');
  await page.getByRole('button', { name: new RegExp(COMPLEX) }).click();
  await page.getByRole('button', { name: /^34평 \(전용 \d+(\.\d+)?㎡\)/ }).first().click();
  await page.getByRole('button', { name: '이 평형으로 볼게요' }).click();
  await expect(chosen).toBeVisible();
}

/** The partner calendar's month of `date`, moving with '이전 달' / '다음 달' from the month shown. */
async function partnerMonthOf(page: Page, date: string): Promise<void> {
  const target = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
  const name = `${Number(date.slice(0, 4))}년 ${Number(date.slice(5, 7))}월`;
  for (let i = 0; i < 14; i++) {
    const shown = /^(\d+)년 (\d+)월$/.exec((await page.getByRole('table').getAttribute('aria-label')) ?? '');
    const current = Number(shown?.[1]) * 12 + Number(shown?.[2]);
    if (current === target) break;
    await page.getByRole('button', { name: current < target ? '다음 달' : '이전 달' }).click();
    await expect(page.getByRole('table')).not.toHaveAttribute('aria-label', shown?.[0] ?? '');
  }
  await expect(page.getByRole('table', { name })).toBeVisible();
}

test('the demo partner closes a date, and the resident date modal shows it closed', async ({ browser }) => {
  const pageErrors: string[] = [];
  const viewport = { width: 360, height: 800 };

  // 1. A resident pays for the demo partner's cleaning on a day about three months ahead.
  const residentContext = await browser.newContext({ viewport, locale: 'ko-KR' });
  const resident = await residentContext.newPage();
  resident.on('pageerror', (error) => pageErrors.push(error.message));
  await resident.goto('/login');
  await signUp(resident);
  const [soldDate, closeDate] = await freeDates(resident.request, 2, { after: addDays(seoulToday(), 100) });
  const sold = await payForCleaning(resident.request, { tz: soldDate! });

  // 2. The demo partner signs in and opens 캘린더 (the month view).
  const partnerContext = await browser.newContext({ viewport, locale: 'ko-KR' });
  const partner = await partnerContext.newPage();
  partner.on('pageerror', (error) => pageErrors.push(error.message));
  await partner.goto('/partner/calendar');
  await expect(partner).toHaveURL(/\/partner\/login\?next=%2Fpartner%2Fcalendar$/);
  await partner.getByLabel('이메일').fill(DEMO_PARTNER.email);
  await partner.getByLabel('비밀번호').fill(DEMO_PARTNER.password);
  await partner.getByRole('button', { name: '로그인' }).click();
  await expect(partner).toHaveURL(/\/partner\/calendar$/);
  await expect(partner.getByRole('navigation', { name: '파트너 메뉴' }).getByRole('link', { name: '캘린더' })).toHaveAttribute('aria-current', 'page');
  await partnerMonthOf(partner, soldDate!);
  await shot(partner, 'month');

  // 3. The sold day shows the visit; closing it is refused with the order listed.
  const soldCell = partner.getByRole('button', { name: new RegExp(`^${monthDay(soldDate!)}, 방문 \\d+건`) });
  await soldCell.click();
  const panel = partner.getByRole('region', { name: new RegExp(`^${monthDay(soldDate!)}`) });
  await expect(panel.getByText(`시공대기 · 주문번호 ${sold.orderNo}`)).toBeVisible();
  await panel.getByRole('button', { name: '휴무로 바꾸기' }).click();
  const refused = panel.getByRole('alert');
  await expect(refused).toContainText('휴무로 바꿀 수 없어요');
  await expect(refused.getByRole('list', { name: '영향받는 주문' })).toContainText(sold.orderNo);
  await expectClean(partner);
  await shot(partner, 'refused');

  // 4. The next free day closes at once.
  await partnerMonthOf(partner, closeDate!);
  await partner.getByRole('button', { name: new RegExp(`^${monthDay(closeDate!)}`) }).click();
  await partner.getByRole('region', { name: new RegExp(`^${monthDay(closeDate!)}`) }).getByRole('button', { name: '휴무로 바꾸기' }).click();
  await expect(partner.getByRole('button', { name: '휴무 해제' })).toBeVisible();
  await expect(partner.getByRole('button', { name: new RegExp(`^${monthDay(closeDate!)}, 휴무`) })).toBeVisible();
  await shot(partner, 'closed');

  // 5. The resident's date modal for the partner's item shows that day closed, the sold day still open.
  await chooseComplex(resident);
  await resident.goto(`/business/cleaning?item=${CLEANING.itemIdx}`);
  await expect(resident.getByRole('heading', { name: '옵션 선택' })).toBeVisible();
  await expect(resident.getByRole('region', { name: /예상 금액/ }).locator('strong')).toContainText('원');
  await resident.getByRole('button', { name: '장바구니 담기' }).click();
  const dialog = resident.getByRole('dialog');
  await expect(dialog.getByText('희망 시공일을 선택해 주세요')).toBeVisible();
  const closedDay = dialog.locator(`button[data-date="${closeDate}"]`);
  for (let i = 0; i < 14 && !(await closedDay.isVisible()); i++) {
    await dialog.getByRole('button', { name: '다음 달' }).click();
    await resident.waitForTimeout(150);
  }
  await expect(closedDay).toHaveAttribute('aria-disabled', 'true');
  await expect(closedDay).toHaveAttribute('aria-label', /, 예약할 수 없는 날$/);
  await expect(dialog.locator(`button[data-date="${soldDate}"]`)).not.toHaveAttribute('aria-disabled', 'true');
  await shot(resident, 'resident-modal');

  // 6. The partner reopens the day; residents can pick it again.
  await partner.getByRole('button', { name: '휴무 해제' }).click();
  await expect(partner.getByRole('button', { name: '휴무로 바꾸기' })).toBeVisible();
  const availability = await resident.request.get(`/api/v2/items/${CLEANING.itemIdx}/availability?month=${closeDate!.slice(0, 7)}`);
  expect(((await availability.json()) as { data: { closedDates: string[] } }).data.closedDates).not.toContain(closeDate);

  // 7. The week view of the sold day lists its visit.
  await partnerMonthOf(partner, soldDate!);
  await partner.getByRole('button', { name: new RegExp(`^${monthDay(soldDate!)}, 방문`) }).click();
  await partner.getByRole('tab', { name: '주' }).click();
  const week = partner.getByRole('list', { name: '주간 일정' });
  await expect(week.getByRole('button', { name: new RegExp(`^${monthDay(soldDate!)}`) })).toContainText('오전 9시 입주청소 스탠다드');
  await partner.getByRole('button', { name: '다음 주' }).click();
  await partner.getByRole('button', { name: '이전 주' }).click();
  await expect(week.getByRole('button', { name: new RegExp(`^${monthDay(soldDate!)}`) })).toContainText('입주청소 스탠다드');
  await shot(partner, 'week');

  expect(pageErrors).toEqual([]);
  await residentContext.close();
  await partnerContext.close();
});
