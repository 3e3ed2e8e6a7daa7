import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { data } from './support/api';
import { signUp } from './support/accounts';
import { expectClean, screenshots } from './support/screens';
import { FROM_SITE } from './support/site';

/**
 * 방문 견적 (issue 15 section 2, /reserve) on a 360 x 800 screen, against the built demo server: a new resident
 * with a home (잠실래미안아이파크 34평, 동·호) opens the 시스템에어컨 방문 견적 item (254, 에어컨 partner 20), books a
 * free visit, moves it and cancels it; books another, which the company (partner20@ipju.kr) sees in its console,
 * brings to today (the demo helper) and quotes; the resident puts the quote in the cart in one tap and the cart
 * charges exactly the quoted amount. Screenshots go to test-results/reserve-*.png.
 */

const shot = screenshots('reserve');
const QUOTE_ITEM = { itemIdx: 254, categoryCode: 'builtinac' } as const;
const COMPANY = { email: 'partner20@ipju.kr', password: 'ipju-partner-1234' } as const;

/** In the open date modal (titled `title`): a weekday two months ahead, the `nth` one free, then its first free time. */
async function pickDate(page: Page, title: string, nth: number, confirm: string): Promise<string> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(title)).toBeVisible();
  await dialog.getByRole('button', { name: '다음 달' }).click();
  await dialog.getByRole('button', { name: '다음 달' }).click();
  const days = dialog.locator('button[data-date]:not([aria-disabled])');
  await expect(days.first()).toBeVisible();
  const candidates = await days.evaluateAll((buttons) =>
    buttons
      .map((b) => ({ date: (b as HTMLElement).dataset.date!, weekday: Number((b as HTMLElement).dataset.weekday) }))
      .filter((d) => d.weekday >= 1 && d.weekday <= 5 && Number(d.date.slice(8)) >= 5),
  );
  const day = candidates[nth % candidates.length]!;
  await dialog.locator(`button[data-date="${day.date}"]`).click();
  await dialog.getByRole('button', { name: '다음', exact: true }).click();
  await dialog.locator('input[type="radio"]:not([disabled])').first().check();
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
  return day.date;
}

const dotted = (date: string) => date.replace(/-/g, '.');

test('방문 견적: booked, moved and cancelled; another booked, quoted by the company and put in the cart', async ({ browser }) => {
  const viewport = { width: 360, height: 800 };
  const pageErrors: string[] = [];
  const context = await browser.newContext({ viewport, locale: 'ko-KR' });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));

  // A new resident with a home that has its 동·호 (as the payment page or my page would keep it).
  await page.goto('/login');
  await signUp(page);
  const areas = await data<Array<{ areaIdx: number; pyeong: number }>>(await page.request.get('/api/v2/areas?apartmentIdx=1'));
  const area = areas.find((a) => a.pyeong === 34) ?? areas[0]!;
  await data(await page.request.post('/api/v2/residents/home', { headers: FROM_SITE, data: { apartmentIdx: 1, areaIdx: area.areaIdx, dong: '101', ho: '1203' } }));

  // 1. The item page offers the free visit instead of the cart.
  await page.goto(`/business/${QUOTE_ITEM.categoryCode}?item=${QUOTE_ITEM.itemIdx}`);
  await expect(page.getByText('방문 후 견적').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '장바구니 담기' })).toHaveCount(0);
  await shot(page, 'item');
  await page.getByRole('link', { name: '무료 방문 견적 예약' }).click();
  await expect(page).toHaveURL(/\/reserve\?type=builtinac&item=254$/);

  // 2. Book: the home is chosen, the contact filled; date and time from the company's calendar.
  const form = page.getByRole('region', { name: /시스템에어컨 맞춤 설계/ });
  await expect(form.getByRole('button', { name: /잠실래미안아이파크 101동 1203호/ })).toHaveAttribute('aria-pressed', 'true');
  await form.getByRole('button', { name: '날짜와 시간 고르기' }).click();
  const first = await pickDate(page, '방문 날짜를 선택해 주세요', 0, '이 시간으로 할게요');
  await expect(form.getByRole('button', { name: new RegExp(dotted(first)) })).toBeVisible();
  // A new account has no name yet: the contact's name is typed, the phone is the account's.
  await form.getByLabel('이름').fill('김입주');
  await form.getByLabel('업체에 남길 말').fill('거실과 안방 두 곳 견적 부탁드려요');
  await shot(page, 'form');
  await form.getByRole('button', { name: '방문 견적 예약하기' }).click();
  await expect(page.getByText('방문 견적을 예약했어요')).toBeVisible();
  await expect(page).toHaveURL(/\/reserve$/);
  const card = page.getByRole('article', { name: /시스템에어컨 맞춤 설계/ }).first();
  await expect(card.getByText('방문 예정')).toBeVisible();
  await expect(card.getByText(new RegExp(dotted(first)))).toBeVisible();
  await shot(page, 'booked');

  // 3. Move it to another day.
  await card.getByRole('button', { name: '날짜 바꾸기' }).click();
  const moved = await pickDate(page, '바꿀 방문 날짜를 선택해 주세요', 3, '이 시간으로 바꾸기');
  expect(moved).not.toBe(first);
  await expect(page.getByText(/방문 일정을 .+로 바꿨어요/)).toBeVisible();
  await expect(card.getByText(new RegExp(dotted(moved)))).toBeVisible();
  await shot(page, 'moved');

  // 4. Cancel it (free).
  await card.getByRole('button', { name: '예약 취소' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '예약 취소하기' }).click();
  await expect(card.getByText('예약 취소', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: '날짜 바꾸기' })).toHaveCount(0);
  await shot(page, 'cancelled');
  await expectClean(page);

  // 5. Book another visit; the company sees it in its console.
  const note = `안방 천장 높이 확인 부탁드려요 ${Math.floor(Math.random() * 1e6)}`;
  await page.goto(`/reserve?type=${QUOTE_ITEM.categoryCode}&item=${QUOTE_ITEM.itemIdx}`);
  await form.getByRole('button', { name: '날짜와 시간 고르기' }).click();
  await pickDate(page, '방문 날짜를 선택해 주세요', 5, '이 시간으로 할게요');
  await form.getByLabel('이름').fill('김입주');
  await form.getByLabel('업체에 남길 말').fill(note);
  await form.getByRole('button', { name: '방문 견적 예약하기' }).click();
  await expect(page.getByText('방문 견적을 예약했어요')).toBeVisible();

  const partnerContext = await browser.newContext({ viewport, locale: 'ko-KR' });
  const partner = await partnerContext.newPage();
  partner.on('pageerror', (error) => pageErrors.push(error.message));
  await partner.goto('/partner/orders');
  await partner.getByLabel('이메일').fill(COMPANY.email);
  await partner.getByLabel('비밀번호').fill(COMPANY.password);
  await partner.getByRole('button', { name: '로그인' }).click();
  await expect(partner).toHaveURL(/\/partner\/orders$/);
  await partner.getByRole('link', { name: '방문 견적 예약 보기' }).click();
  await expect(partner).toHaveURL(/\/partner\/quotes$/);
  const job = partner.getByRole('article').filter({ hasText: note });
  await expect(job).toBeVisible();
  await expect(job.getByText('101동 1203호')).toBeVisible();
  // The company calls through the visit's 050 안심번호; the contact's own phone is never on the page.
  await expect(job.getByText('김입주 님')).toBeVisible();
  await expect(job).not.toContainText('010-');
  await job.getByRole('button', { name: '안심번호 보기' }).click();
  await expect(job.getByRole('link', { name: /050\d-\d{4}-\d{4}/ })).toHaveAttribute('href', /^tel:050\d{9}$/);
  await shot(partner, 'partner-list');
  await job.getByRole('button', { name: '데모: 방문일을 오늘로' }).click();
  await job.getByRole('button', { name: '견적 보내기' }).click();
  const sheet = partner.getByRole('dialog');
  await sheet.getByLabel('견적 금액 (원)').fill('2350000');
  await sheet.getByLabel('포함 내용').fill('천장형 2대, 배관 10m, 타공 포함');
  await shot(partner, 'partner-propose');
  await sheet.getByRole('button', { name: '견적 보내기' }).click();
  await expect(partner.getByText('견적을 보냈어요. 입주민에게 알려 드렸어요.')).toBeVisible();
  await expect(job.getByText('2,350,000원')).toBeVisible();
  await expectClean(partner);

  // 6. The resident sees the quote and puts it in the cart in one tap, at exactly the quoted amount.
  await page.reload();
  const quoted = page.getByRole('article', { name: /시스템에어컨 맞춤 설계/ }).first();
  await expect(quoted.getByText('견적 도착')).toBeVisible();
  await expect(quoted.getByText('천장형 2대, 배관 10m, 타공 포함')).toBeVisible();
  await shot(page, 'quoted');
  await quoted.getByRole('button', { name: '2,350,000원 장바구니에 담기' }).click();
  await expect(page.getByText('견적을 장바구니에 담았어요')).toBeVisible();
  await expect(quoted.getByText('장바구니에 담음')).toBeVisible();
  await expect(quoted.getByRole('button', { name: /장바구니에 담기/ })).toHaveCount(0);
  const cart = await data<{ lines: Array<{ itemIdx: number; price: number; quote: unknown }> }>(await page.request.get('/api/v2/carts'));
  expect(cart.lines.filter((l) => l.itemIdx === QUOTE_ITEM.itemIdx).map((l) => l.price)).toEqual([2_350_000]);
  await page.goto('/cart');
  await expect(page.getByText('시스템에어컨 맞춤 설계 (방문 견적)').first()).toBeVisible();
  await expect(page.getByText('2,350,000원').first()).toBeVisible();
  await expect(page.getByText('방문 견적 금액 그대로예요 · 천장형 2대, 배관 10m, 타공 포함')).toBeVisible();
  await shot(page, 'cart');
  await expectClean(page);

  expect(pageErrors).toEqual([]);
  await partnerContext.close();
  await context.close();
});
