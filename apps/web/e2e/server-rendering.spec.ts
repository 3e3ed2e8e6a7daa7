import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { CONTENT_PAGES } from '@ipju/contract';
import { data } from './support/api';
import { BASE_URL } from './support/site';

/**
 * The public pages a link opens arrive as HTML that already shows their content, then hydrate
 * (docs/RENDERING.md). For each server-rendered route, on a 360 x 800 screen against the built server: the
 * HTML fetched without a browser has the page's content in #root (so it is there before any script runs), and
 * opening it in the browser logs no React hydration warning or error. Needs the demo seed (cleaning services,
 * events, 잠실래미안아이파크).
 */

interface Card {
  itemIdx: number;
  name: string;
}

/** The routes with something each page's HTML must show, found from the running demo. */
async function renderedRoutes(request: APIRequestContext): Promise<Array<{ url: string; shows: string; cookie?: string }>> {
  const cleaning = await data<{ items: Card[] }>(await request.get('/api/v2/items?itemType=cleaning&itemSortType=recommended&limit=1'));
  const first = cleaning.items[0]!;
  const { categories } = await data<{ categories: Array<{ code: string; name: string; hasItemGuide: boolean }> }>(
    await request.get('/api/v2/categories'),
  );
  const guide = categories.find((c) => c.hasItemGuide)!;
  const { events } = await data<{ events: Array<{ eventIdx: number; title: string }> }>(await request.get('/api/v2/events'));
  const [slug, content] = Object.entries(CONTENT_PAGES)[0]!;
  const [complex] = await data<Array<{ apartmentIdx: number; name: string }>>(
    await request.get(`/api/v2/aparts/search?q=${encodeURIComponent('잠실래미안아이파크')}`),
  );
  const chosen = { apartmentIdx: complex!.apartmentIdx, name: complex!.name, areaIdx: null, pyeong: 34, exclusiveArea: null };
  return [
    { url: '/', shows: '서비스 한눈에 보기' },
    { url: '/', shows: `${complex!.name}`, cookie: encodeURIComponent(JSON.stringify(chosen)) },
    { url: '/business/cleaning', shows: first.name },
    { url: `/business/cleaning?item=${first.itemIdx}`, shows: first.name },
    { url: `/item-guide/${guide.code}`, shows: guide.name },
    { url: `/contents/${slug}`, shows: content.title },
    { url: `/events/${events[0]!.eventIdx}`, shows: events[0]!.title },
    { url: '/jamsil-leel-intro', shows: '잠실르엘' },
    // AI 신청내역, a bottom tab: signed out, the assistant's explanation and the way to sign in.
    { url: '/ai-recommend/list', shows: '로그인하고 플랜 받기' },
    // Signed out, the cart sends the visitor to sign in (the server redirects: see below).
    { url: '/login?returnTo=%2Fcart', shows: '휴대폰 번호로' },
  ];
}

/** What React says when the browser's first render does not match the server's HTML. */
const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|419|423|425)/i;

function collectHydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(`${error.message}\n${error.stack ?? ''}`)) problems.push(error.message);
  });
  return problems;
}

test('the public pages arrive rendered and hydrate without a mismatch', async ({ browser, request }) => {
  for (const route of await renderedRoutes(request)) {
    await test.step(`${route.url}${route.cookie ? ' (complex chosen)' : ''}`, async () => {
      // Before any script: the HTML as a link preview or a slow phone receives it.
      const res = await request.get(route.url, { headers: route.cookie ? { cookie: `ipju_apartment=${route.cookie}` } : {} });
      expect(res.status()).toBe(200);
      const html = await res.text();
      const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="ipju-ssr-state">/.exec(html);
      expect(root, 'the page is rendered into #root').not.toBeNull();
      expect(root![1]).toContain(route.shows);

      const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'ko-KR' });
      if (route.cookie) await context.addCookies([{ name: 'ipju_apartment', value: route.cookie, url: BASE_URL }]);
      const page = await context.newPage();
      const problems = collectHydrationProblems(page);
      try {
        await page.goto(route.url);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('#root')).not.toBeEmpty();
        // After hydration the page still shows what the server rendered (React kept the markup).
        await expect(page.locator('#root')).toContainText(route.shows);
        expect(problems, `hydration problems on ${route.url}`).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

test('the cart opened without a session goes straight to sign-in, which is rendered and hydrates', async ({ browser, request }) => {
  const res = await request.get('/cart', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()['location']).toBe('/login?returnTo=%2Fcart');

  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'ko-KR' });
  const page = await context.newPage();
  const problems = collectHydrationProblems(page);
  try {
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fcart$/);
    await expect(page.getByRole('heading', { name: /휴대폰 번호로/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

/**
 * The app's entry arrives only when the test calls the returned function: until then the server's HTML is on
 * screen and the app is not.
 */
async function holdAppEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a tap on a button before the app has hydrated is not lost: it is replayed once the app answers', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'ko-KR' });
  const page = await context.newPage();
  const release = await holdAppEntry(page);
  try {
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: '추천인 코드가 있어요' }).click();
    await expect(page.getByLabel('추천인 코드 (선택)')).toHaveCount(0);
    release();
    await expect(page.getByLabel('추천인 코드 (선택)')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('an early tap survives the page re-rendering for a complex chosen on an earlier visit (stored, no cookie)', async ({ browser }) => {
  // The server renders the service page without a complex (no cookie); right after hydrating, the app switches
  // to the complex the phone remembers, and the rating line the resident tapped is drawn anew.
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'ko-KR' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const chosen = { apartmentIdx: 1, name: '잠실래미안아이파크', areaIdx: null, pyeong: 34, exclusiveArea: null };
    window.localStorage.setItem('ipju.chosenApartment', JSON.stringify(chosen));
  });
  const release = await holdAppEntry(page);
  try {
    await page.goto('/business/cleaning?item=101', { waitUntil: 'domcontentloaded' });
    const ratingLine = page.getByRole('button', { name: /평점 .* 후기 [\d,]+개/ });
    await ratingLine.click();
    await expect(page.locator('#reviews').getByRole('heading', { name: /후기/ })).not.toBeInViewport();
    release();
    await expect(page.locator('#reviews').getByRole('heading', { name: /후기/ })).toBeInViewport();
  } finally {
    await context.close();
  }
});

test('a phone number typed before the app has hydrated is kept: the app gets it once it answers', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'ko-KR' });
  const page = await context.newPage();
  const release = await holdAppEntry(page);
  try {
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('휴대폰 번호').fill('01012345678');
    const send = page.getByRole('button', { name: '인증번호 받기' });
    await expect(send).toBeDisabled();
    release();
    // The app formats what it was handed and enables the button; the typed digits are all there.
    await expect(send).toBeEnabled();
    await expect(page.getByLabel('휴대폰 번호')).toHaveValue(/^010-?1234-?5678$/);
  } finally {
    await context.close();
  }
});

test('a rendered page is styled before any script runs (route stylesheets linked in their order)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, javaScriptEnabled: false, locale: 'ko-KR' });
  try {
    const page = await context.newPage();
    await page.goto('/business/cleaning');
    const firstCard = page.getByRole('list', { name: '입주청소 업체 비교' }).getByRole('link').first();
    // The card's square thumbnail keeps its 104 px (ItemCard's rule over the image kit's full width).
    const box = await firstCard.locator('img').first().locator('..').boundingBox();
    expect(Math.round(box!.width)).toBe(104);
    expect(Math.round(box!.height)).toBe(104);
  } finally {
    await context.close();
  }
});

test('a rendered page paints its main picture first, then starts the app; Pretendard comes on the next page, and at once on a later visit', async ({ page }) => {
  await page.goto('/');
  const picture = page.locator('#root img[fetchpriority="high"]');
  await expect(picture).toBeVisible();

  // Home's main picture (the first event banner) has arrived before the app (its entry and the libraries) is
  // requested: on a mobile network they would share its bandwidth. Only the small boot script and its two tiny
  // imports come first. (The browser's own resource timings, in milliseconds since the page started.)
  const appScripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(index|lib-[a-z-]+)-[\w-]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    );
  await expect.poll(async () => (await appScripts()).length).toBeGreaterThan(0);
  const pictureArrived = await picture.evaluate((img: HTMLImageElement) => {
    const entry = performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined;
    return entry?.responseEnd ?? Number.NaN;
  });
  expect(pictureArrived).toBeGreaterThan(0);
  expect(Math.min(...(await appScripts()))).toBeGreaterThanOrEqual(pictureArrived);

  // A first visit stays in the phone's fonts on its first page while Pretendard's pieces are fetched...
  const bodyFont = () => page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ipju:web-fonts-fetched')), { timeout: 15_000 }).toBe('1');
  expect(await page.evaluate(() => document.fonts.check('16px "Pretendard Variable"', '입주청소'))).toBe(true);
  expect(await bodyFont()).not.toMatch(/Pretendard/);
  // ...and the next page is set in Pretendard (DESIGN.md).
  await page.locator('#root a[href="/business/cleaning"]').first().click();
  await expect(page).toHaveURL(/\/business\/cleaning/);
  await expect(page.locator('html')).toHaveAttribute('data-web-fonts', 'ready');
  expect(await bodyFont()).toMatch(/^"Pretendard Variable"/);

  // A later visit has the pieces in its cache: Pretendard from the start, before any tap.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-web-fonts', 'ready');
  expect(await bodyFont()).toMatch(/^"Pretendard Variable"/);
});

test("home's first download carries no zod: the request checks stay with the pages that send forms", async ({ request }) => {
  // What a server-rendered home makes the browser fetch before the app runs: its entry and the preloads boot.ts
  // adds (docs/PERFORMANCE.md "Home route JavaScript"). A value imported from a contract module with schemas
  // brings zod's ~25 KB (gzip) along, as a constant of the complex pages' route table once did.
  const html = await (await request.get('/')).text();
  const scripts = new Set([...html.matchAll(/(?:href|src|data-app)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
  expect(scripts.size).toBeGreaterThan(3);
  for (const script of scripts) {
    const body = await (await request.get(script)).text();
    expect(body.includes('$ZodType'), `${script} holds zod`).toBe(false);
  }
});

test("home's first download holds the 내 정보 tab's unread chat count, not the chat screens", async ({ request }) => {
  // The bottom bar's badge reads the chat feature's count (its conversations query, docs/PERFORMANCE.md "Home route
  // JavaScript"); the conversations, the message composer and the live stream stay in the chunks /chat loads.
  const html = await (await request.get('/')).text();
  const scripts = [...new Set([...html.matchAll(/(?:href|src|data-app)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))];
  expect(scripts.some((script) => /Chat/.test(script)), scripts.join(', ')).toBe(false);
  const bodies = (await Promise.all(scripts.map(async (script) => (await request.get(script)).text()))).join('\n');
  expect(bodies).toContain('읽지 않은 채팅 메시지');
  for (const chatScreen of ['채팅 목록을 불러오지 못했어요', '메시지를 입력해 주세요', '업체와 채팅', 'text/event-stream']) {
    expect(bodies.includes(chatScreen), `home's first download holds "${chatScreen}"`).toBe(false);
  }
});
