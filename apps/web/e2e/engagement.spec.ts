import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Issue 4 section 3 on a 360 x 800 screen, against the built server with the demo seed: a visitor hearts
 * a service from its card (asked to sign in first, then back), finds it on the item page and in my page's
 * list and removes it there; opens /events and event pages; sees the precautions before a booked visit on
 * the order page and, signed out, the general ones on my page; and the HTML the server sends for
 * shareable pages carries their link-preview tags. Screenshots go to test-results/engagement-*.png.
 */

const ITEM = 101; // 입주청소 스탠다드 (partner 1, visits at 9 and 13)
const APARTMENT = 1;
const HOUR = 9;
let step = 0;

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  step += 1;
  await page.screenshot({ path: `test-results/engagement-${String(step).padStart(2, '0')}-${name}.png`, animations: 'disabled', fullPage });
}

/** Nothing on the page is an English error, a stack trace or a raw value. */
async function expectClean(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/Error|Unknown|undefined|NaN|null|Internal Server|Not Found|Bad Request/);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function randomPhone(): string {
  return `010${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
}

async function outbox(request: APIRequestContext, phone: string): Promise<Array<{ body: string }>> {
  const response = await request.get(`/api/v2/dev/outbox?to=${phone}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: Array<{ body: string }> | { messages: Array<{ body: string }> } };
  return Array.isArray(body.data) ? body.data : body.data.messages;
}

/** On /login: a fresh number, the code from the demo outbox, then the terms. */
async function signUp(page: Page): Promise<void> {
  const phone = randomPhone();
  await page.getByLabel('휴대폰 번호').fill(phone);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByLabel('인증번호')).toBeVisible();
  let code = '';
  await expect
    .poll(async () => {
      const messages = await outbox(page.request, phone);
      code = messages.length ? (/\d{6}/.exec(messages[0]!.body)?.[0] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('인증번호').fill(code);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/agree/);
  await page.getByRole('checkbox', { name: '모두 동의' }).check();
  await page.getByRole('button', { name: '동의하고 시작하기' }).click();
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const text = await response.text();
  expect(response.ok(), text).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

const addDays = (ymd: string, days: number) => {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A free visit date at 9 for the item, two weeks after the earliest selectable date. */
async function freeDate(request: APIRequestContext): Promise<string> {
  type Availability = { earliestDate: string; closedDates: string[]; fullDates: string[]; fullSlots: Array<{ date: string; time: number | null }> };
  const availability = async (ymd: string) => data<Availability>(await request.get(`/api/v2/items/${ITEM}/availability?month=${ymd.slice(0, 7)}`));
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  for (let day = addDays((await availability(today)).earliestDate, 14); ; day = addDays(day, 1)) {
    const a = await availability(day);
    if (!a.closedDates.includes(day) && !a.fullDates.includes(day) && !a.fullSlots.some((s) => s.date === day && s.time === HOUR)) return day;
  }
}

/** A paid order for the item, through the cart, init, the PortOne sandbox and the success report. */
async function paidOrder(request: APIRequestContext): Promise<string> {
  const tz = await freeDate(request);
  const cart = await data<{ line: { cartIdx: number } }>(
    await request.post('/api/v2/carts', { data: { itemIdx: ITEM, pyeong: 34, apartmentIdx: APARTMENT, tz, time: HOUR } }),
  );
  const init = await data<{ merchantUid: string; amount: number }>(
    await request.post('/api/v2/billings/init', {
      data: { cartIdxs: [cart.line.cartIdx], couponIdxs: [], point: 0, payMethod: 'card', agreeTerms: true },
    }),
  );
  const payment = await request.post('/sandbox/portone/payments', {
    data: { merchant_uid: init.merchantUid, amount: init.amount, pay_method: 'card', outcome: 'paid' },
  });
  const { imp_uid: impUid } = (await payment.json()) as { imp_uid: string };
  await data(await request.post('/api/v2/billings/success', { data: { impUid, merchantUid: init.merchantUid } }));
  return init.merchantUid;
}

test('a visitor hearts a service from its card, finds it in my page and removes it', async ({ page }) => {
  test.setTimeout(120_000);

  // 1. Signed out, the heart on a company's card offers to sign in and come back.
  await page.goto('/business/cleaning');
  const companies = page.getByRole('list', { name: '입주청소 업체 비교' });
  const card = companies.getByRole('listitem').first();
  const heart = card.getByRole('button', { name: /찜하기$/ });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const itemName = (await heart.getAttribute('aria-label'))!.replace(/ 찜하기$/, '');
  await shot(page, 'cards-signed-out');
  await heart.click();
  const prompt = page.getByRole('alertdialog', { name: '로그인하고 찜해 보세요' });
  await expect(prompt).toBeVisible();
  await shot(page, 'sign-in-prompt');
  await prompt.getByRole('button', { name: '로그인하기' }).click();
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fbusiness%2Fcleaning/);
  await signUp(page);
  await expect(page).toHaveURL(/\/business\/cleaning$/);

  // 2. Signed in, the heart fills at once; the card does not open.
  const myHeart = page.getByRole('button', { name: `${itemName} 찜하기` }).first();
  await expect(myHeart).toHaveAttribute('aria-pressed', 'false');
  await myHeart.click();
  await expect(myHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('찜했어요')).toBeVisible();
  await expect(page).toHaveURL(/\/business\/cleaning$/);
  await shot(page, 'card-hearted');
  await expectClean(page);

  // The item page shows the same heart, on.
  await companies.getByRole('link', { name: new RegExp(escapeRegExp(itemName)) }).click();
  await expect(page).toHaveURL(/\/business\/cleaning\?item=\d+/);
  await expect(page.getByRole('heading', { name: itemName, level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: `${itemName} 찜하기` }).first()).toHaveAttribute('aria-pressed', 'true');
  await shot(page, 'item-page-heart');

  // 3. My page leads to the list, where the service is.
  await page.goto('/my-page');
  await page.getByRole('link', { name: '찜한 서비스' }).click();
  await expect(page).toHaveURL(/\/my-page\/zzims$/);
  const list = page.getByRole('list', { name: '찜한 서비스' });
  await expect(list.getByRole('link', { name: new RegExp(escapeRegExp(itemName)) })).toBeVisible();
  await shot(page, 'my-zzims');
  await expectClean(page);

  // 4. Its heart removes it; the empty list leads home. The server agrees.
  await list.getByRole('button', { name: `${itemName} 찜하기` }).click();
  await expect(page.getByText('찜한 서비스가 없어요')).toBeVisible();
  await expect(page.getByText('찜을 해제했어요')).toBeVisible();
  await shot(page, 'my-zzims-empty');
  const mine = await data<{ count: number }>(await page.request.get('/api/v2/zzims'));
  expect(mine.count).toBe(0);
  await page.getByRole('button', { name: '서비스 둘러보기' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('events: the list, an event page and an ended one', async ({ page }) => {
  // The home page shows running events in a strip.
  await page.goto('/');
  const strip = page.getByRole('region', { name: '진행 중인 이벤트' });
  await strip.scrollIntoViewIfNeeded();
  await expect(strip.getByRole('link', { name: '이웃 초대하고 5,000P 받기' })).toBeVisible();
  await shot(page, 'home-event-strip');

  await strip.getByRole('link', { name: '전체 보기' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { name: /진행 중인 이벤트/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /진행 중인 이벤트/ }).getByRole('link')).toHaveCount(6);
  await expect(page.getByRole('region', { name: '종료된 이벤트' }).getByRole('link')).toHaveCount(1);
  await shot(page, 'events');
  await shot(page, 'events-full', true);
  await expectClean(page);

  await page.getByRole('link', { name: /결제 금액별 최대 100,000원 상품권/ }).click();
  await expect(page).toHaveURL(/\/events\/2$/);
  await expect(page.getByRole('heading', { name: '결제 금액별 최대 100,000원 상품권' })).toBeVisible();
  await expect(page.getByText('4,000,000원 이상 결제: 100,000원 상품권')).toBeVisible();
  await expect(page).toHaveTitle('결제 금액별 최대 100,000원 상품권 | 입주');
  await shot(page, 'event-voucher');
  await shot(page, 'event-voucher-full', true);
  await expectClean(page);
  await page.getByRole('button', { name: '서비스 둘러보기' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/events/1');
  await expect(page.getByRole('heading', { name: '이웃 초대하고 5,000P 받기' })).toBeVisible();
  await expect(page.getByRole('button', { name: '이웃 초대하기' })).toBeVisible();
  await shot(page, 'event-referral');

  await page.goto('/events/7');
  await expect(page.getByText(/종료된 이벤트예요/)).toBeVisible();
  await shot(page, 'event-ended');
  await page.getByRole('button', { name: '포인트 내역 보기' }).click();
  await expect(page).toHaveURL(/\/my-page\/points|\/login/);

  // An event that does not exist: the server says 404 (for crawlers), the app says so in Korean.
  const missing = await page.goto('/events/99');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('이벤트를 찾을 수 없어요')).toBeVisible();
  await shot(page, 'event-missing');
});

test('precautions: general ones for a guest, and the service ones before a booked visit', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/my-page');
  const guest = page.getByRole('region', { name: '입주 서비스 받기 전에 알아 두세요' });
  await expect(guest.getByText('관리사무소에 작업 신고')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ipju.guestKey'))).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  await guest.scrollIntoViewIfNeeded();
  await shot(page, 'guest-cautions');

  await page.getByRole('button', { name: '휴대폰 번호로 로그인하기' }).click();
  await signUp(page);
  await expect(page).toHaveURL(/\/my-page$/);
  const merchantUid = await paidOrder(page.request);
  await page.goto(`/my-page/orders/${merchantUid}`);
  const cautions = page.getByRole('region', { name: '방문 전에 확인해 주세요' });
  await expect(cautions.getByText('전기와 수도 개통 확인')).toBeVisible();
  await expect(cautions.getByText(/오전 9시$/)).toBeVisible();
  await cautions.scrollIntoViewIfNeeded();
  await shot(page, 'visit-cautions');
  await cautions.getByText(/모든 방문 공통 안내/).click();
  await expect(cautions.getByText('관리사무소에 작업 신고')).toBeVisible();
  await shot(page, 'visit-cautions-open', true);
  await expectClean(page);
});

test('the server sends link previews for shareable pages, without JavaScript', async ({ request, baseURL }) => {
  const tag = (key: string, value: string) => new RegExp(`<meta (?:name|property)="${key}" content="${value.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}" />`);

  const event = await (await request.get('/events/1')).text();
  expect(event).toMatch(tag('og:title', '이웃 초대하고 5,000P 받기'));
  expect(event).toContain('<title>이웃 초대하고 5,000P 받기 | 입주</title>');
  expect(event).toMatch(tag('og:image', `${baseURL}/files/seed/event-1.jpg`));
  expect(event).toMatch(tag('og:url', `${baseURL}/events/1`));
  expect(event).toMatch(tag('twitter:card', 'summary_large_image'));
  const banner = await request.get('/files/seed/event-1.jpg');
  expect(banner.headers()['content-type']).toBe('image/jpeg');

  const business = await (await request.get('/business/cleaning')).text();
  expect(business).toMatch(tag('og:title', '입주청소'));
  const image = /<meta property="og:image" content="([^"]+)"/.exec(business)![1]!.replaceAll('&amp;', '&');
  expect(image.startsWith(`${baseURL}/_image?url=`)).toBe(true);
  const cover = await request.get(image, { headers: { accept: '*/*' } });
  expect(cover.headers()['content-type']).toBe('image/jpeg');

  const guide = await (await request.get('/item-guide/tljoint')).text();
  expect(guide).toMatch(tag('og:title', '줄눈 시공 가이드'));
  const content = await (await request.get('/contents/special-price')).text();
  expect(content).toMatch(/<meta property="og:description" content="[^"]+" \/>/);
  expect(content).not.toContain('입주 - 아파트 입주 서비스 특가</title>');

  // An unknown event keeps the app's default preview.
  const unknown = await (await request.get('/events/424242')).text();
  expect(unknown).toContain('<title>입주 - 아파트 입주 서비스 특가</title>');
});
