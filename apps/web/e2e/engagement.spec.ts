import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts';
import { data } from './support/api';
import { payForCleaning } from './support/orders';
import { escapeRegExp, expectClean, screenshots } from './support/screens';

/**
 * Issue 4 section 3 on a 360 x 800 screen, against the built server with the demo seed: a visitor hearts
 * a service from its card (asked to sign in first, then back), finds it on the item page and in my page's
 * list and removes it there; opens /events and event pages; sees the precautions before a booked visit on
 * the order page and, signed out, the general ones on my page; and the HTML the server sends for
 * shareable pages carries their link-preview tags. Screenshots go to test-results/engagement-*.png.
 */

const shot = screenshots('engagement');

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
  await shot(page, 'events-full', { fullPage: true });
  await expectClean(page);

  await page.getByRole('link', { name: /결제 금액별 최대 100,000원 상품권/ }).click();
  await expect(page).toHaveURL(/\/events\/2$/);
  await expect(page.getByRole('heading', { name: '결제 금액별 최대 100,000원 상품권' })).toBeVisible();
  await expect(page.getByText('4,000,000원 이상 결제: 100,000원 상품권')).toBeVisible();
  await expect(page).toHaveTitle('결제 금액별 최대 100,000원 상품권 | 입주');
  await shot(page, 'event-voucher');
  await shot(page, 'event-voucher-full', { fullPage: true });
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
  const { merchantUid } = await payForCleaning(page.request);
  await page.goto(`/my-page/orders/${merchantUid}`);
  const cautions = page.getByRole('region', { name: '방문 전에 확인해 주세요' });
  await expect(cautions.getByText('전기와 수도 개통 확인')).toBeVisible();
  await expect(cautions.getByText(/오전 9시$/)).toBeVisible();
  await cautions.scrollIntoViewIfNeeded();
  await shot(page, 'visit-cautions');
  await cautions.getByText(/모든 방문 공통 안내/).click();
  await expect(cautions.getByText('관리사무소에 작업 신고')).toBeVisible();
  await shot(page, 'visit-cautions-open', { fullPage: true });
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
