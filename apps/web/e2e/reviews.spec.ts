import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Issue 4 section 1 on a 360 x 800 screen, against the built server with the demo seed: a fresh resident
 * pays for a cleaning (through the API and the PortOne sandbox, as orders.spec does), the partner starts
 * and finishes the work (partner sign-in with its bearer credential), and the resident writes a review
 * with two photos from the order page. The review shows on the service page with the verified-order
 * badge, complex and 평형 band; the photo-only filter shows only photo reviews; the viewer opens on the
 * tapped photo; a neighbour's seeded review is reported (twice: the second time the server says so);
 * the long list stays light while it grows; my reviews show the points and edit. Screenshots of each step
 * go to test-results/reviews-*.png.
 */

const ITEM = 101; // 입주청소 스탠다드 (partner 1, visits at 9 and 13)
const PARTNER = { email: 'partner01@ipju.kr', password: 'ipju-partner-1234' };
const APARTMENT = { apartmentIdx: 1, name: '잠실래미안아이파크', areaIdx: null, pyeong: 34, exclusiveArea: null };
const HOUR = 9;
const SERVICE_PAGE = `/business/cleaning?item=${ITEM}`;
const REVIEW_TEXT = '기사님 두 분이 오셔서 다섯 시간 동안 꼼꼼하게 청소해 주셨어요. 베란다 곰팡이와 창틀 먼지까지 깨끗해졌어요.';
let step = 0;

async function shot(page: Page, name: string): Promise<void> {
  step += 1;
  await page.screenshot({ path: `test-results/reviews-${String(step).padStart(2, '0')}-${name}.png`, animations: 'disabled' });
}

/** Nothing on the page is an English error, a stack trace or a raw value. */
async function expectClean(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/Error|Unknown|undefined|NaN|null|Internal Server|Not Found|Bad Request|\[object/);
}

function randomPhone(): string {
  return `010${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
}

async function outbox(request: APIRequestContext, phone: string): Promise<{ body: string }[]> {
  const response = await request.get(`/api/v2/dev/outbox?to=${phone}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { body: string }[] | { messages: { body: string }[] } };
  return Array.isArray(body.data) ? body.data : body.data.messages;
}

async function signIn(page: Page, phone: string): Promise<void> {
  const before = (await outbox(page.request, phone)).length;
  await page.getByLabel('휴대폰 번호').fill(phone);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByLabel('인증번호')).toBeVisible();
  let code = '';
  await expect
    .poll(async () => {
      const messages = await outbox(page.request, phone);
      if (messages.length <= before) return '';
      code = /(?<!\d)\d{6}(?!\d)/.exec(messages[0]!.body)?.[0] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('인증번호').fill(code);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** Waits until a smooth scroll has come to rest (two frames apart at the same place). */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(async () =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const y = window.scrollY;
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY === y)));
          }),
      ),
    )
    .toBe(true);
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const text = await response.text();
  expect(response.ok(), text).toBe(true);
  return (JSON.parse(text) as { data: T }).data;
}

interface Availability {
  earliestDate: string;
  closedDates: string[];
  fullDates: string[];
  fullSlots: Array<{ date: string; time: number | null }>;
}

const addDays = (ymd: string, days: number) => {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A free visit date at 9 for the item, two weeks after the earliest selectable date. */
async function freeDate(request: APIRequestContext): Promise<string> {
  const months = new Map<string, Availability>();
  const availability = async (ymd: string) => {
    const month = ymd.slice(0, 7);
    if (!months.has(month)) months.set(month, await data<Availability>(await request.get(`/api/v2/items/${ITEM}/availability?month=${month}`)));
    return months.get(month)!;
  };
  const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  const earliest = (await availability(today)).earliestDate;
  for (let day = addDays(earliest, 14); ; day = addDays(day, 1)) {
    const a = await availability(day);
    const blocked = a.closedDates.includes(day) || a.fullDates.includes(day) || a.fullSlots.some((s) => s.date === day && s.time === HOUR);
    if (!blocked) return day;
  }
}

/** A cleaning for 잠실래미안아이파크 34평, paid by card in the PortOne sandbox. */
async function paidOrder(request: APIRequestContext): Promise<{ merchantUid: string; lineIdx: number }> {
  const tz = await freeDate(request);
  const cart = await data<{ line: { cartIdx: number } }>(
    await request.post('/api/v2/carts', { data: { itemIdx: ITEM, pyeong: 34, apartmentIdx: APARTMENT.apartmentIdx, tz, time: HOUR } }),
  );
  const init = await data<{ merchantUid: string; amount: number }>(
    await request.post('/api/v2/billings/init', {
      data: { cartIdxs: [cart.line.cartIdx], couponIdxs: [], point: 0, payMethod: 'card', agreeTerms: true },
    }),
  );
  const payment = await request.post('/sandbox/portone/payments', {
    data: { merchant_uid: init.merchantUid, amount: init.amount, pay_method: 'card', outcome: 'paid' },
  });
  expect(payment.ok()).toBe(true);
  const { imp_uid: impUid } = (await payment.json()) as { imp_uid: string };
  await data(await request.post('/api/v2/billings/success', { data: { impUid, merchantUid: init.merchantUid } }));
  const order = await data<{ lines: Array<{ lineIdx: number }> }>(
    await request.get(`/api/v2/billings/detail?merchantUid=${encodeURIComponent(init.merchantUid)}`),
  );
  return { merchantUid: init.merchantUid, lineIdx: order.lines[0]!.lineIdx };
}

/** The partner (its own credential, not the resident's cookies) starts and finishes the work. */
async function finishAsPartner(request: APIRequestContext, lineIdx: number): Promise<void> {
  const login = await data<{ accessToken: string }>(await request.post('/api/v2/auths/partner/login', { data: PARTNER }));
  const headers = { Authorization: `Bearer ${login.accessToken}` };
  for (const status of ['in_progress', 'completed'] as const) {
    await data(await request.patch(`/api/v2/partner/orders/${lineIdx}/status`, { headers, data: { status } }));
  }
}

/** Two small, real JPEG photos (drawn on a canvas in the page), as a phone's picker would hand them over. */
async function photos(page: Page): Promise<Array<{ name: string; mimeType: string; buffer: Buffer }>> {
  const encoded = await page.evaluate(async () => {
    const draw = async (hue: number) => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 360;
      const ctx = canvas.getContext('2d')!;
      const gradient = ctx.createLinearGradient(0, 0, 480, 360);
      gradient.addColorStop(0, `hsl(${hue} 60% 85%)`);
      gradient.addColorStop(1, `hsl(${hue + 40} 55% 55%)`);
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, 480, 360);
      ctx.fillStyle = 'rgba(255,255,255,0.85)';
      ctx.fillRect(60, 60, 360, 240);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.85));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      bytes.forEach((b) => (binary += String.fromCharCode(b)));
      return btoa(binary);
    };
    return [await draw(200), await draw(30)];
  });
  return encoded.map((b64, i) => ({ name: `${i === 0 ? 'before' : 'after'}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from(b64, 'base64') }));
}

test('a resident reviews a finished cleaning with photos, finds it on the service page, filters and reports', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);

  // 1. A fresh resident signs in and agrees to the terms.
  await page.goto('/my-page');
  await page.getByRole('button', { name: '휴대폰 번호로 로그인하기' }).click();
  await signIn(page, randomPhone());
  await expect(page).toHaveURL(/\/agree/);
  await page.getByRole('checkbox', { name: '모두 동의' }).check();
  await page.getByRole('button', { name: '동의하고 시작하기' }).click();
  await expect(page).toHaveURL(/\/my-page$/);

  // 2. A paid cleaning; the partner starts and finishes it.
  const order = await paidOrder(page.request);
  await finishAsPartner(request, order.lineIdx);

  // 3. The order page offers 후기 쓰기 on the finished service.
  await page.goto(`/my-page/orders/${order.merchantUid}`);
  const write = page.getByRole('link', { name: /후기 쓰기/ });
  await expect(write).toBeVisible();
  await write.scrollIntoViewIfNeeded();
  await shot(page, 'order-write-link');
  await write.click();
  await expect(page).toHaveURL(/\/review\/write\?merchantUid=.+&itemIdx=101&lineIdx=\d+/);

  // 4. The form: the service, stars, text, photos and the reward hint.
  await expect(page.getByText('입주청소 스탠다드')).toBeVisible();
  await expect(page.getByText('포토 후기를 남기면 1,000P를 드려요')).toBeVisible();
  await shot(page, 'write-empty');
  await expectClean(page);
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText('별점을 골라 주세요.')).toBeVisible();
  await shot(page, 'write-needs-star');

  await page.getByRole('radio', { name: '5점: 최고예요' }).check();
  await expect(page.getByText('5점: 최고예요', { exact: true }).last()).toBeVisible();
  await page.getByRole('textbox', { name: '후기 내용' }).fill('좋아요');
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText('후기 내용은 10자 이상 적어 주세요.')).toBeVisible();
  await page.getByRole('textbox', { name: '후기 내용' }).fill(REVIEW_TEXT);
  await page.getByTestId('review-photo-input').setInputFiles(await photos(page));
  await expect(page.getByText('2/10')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /올리는 중/ })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: /다시 올리기/ })).toHaveCount(0);
  await expect(page.getByTestId('reward-now')).toHaveText('지금 등록하면 1,000P를 받아요');
  await page.getByTestId('reward-now').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'write-filled');
  await expectClean(page);

  // 5. Posted: the toast says what it earned; my reviews show it with the points.
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByTestId('toast-region').getByText('후기를 등록했어요. 1,000P를 적립했어요')).toBeVisible();
  await expect(page).toHaveURL(/\/my-page\/reviews\?tab=mine$/);
  const mine = page.getByRole('article', { name: '입주청소 스탠다드 후기' });
  await expect(mine.getByText('1,000P 적립')).toBeVisible();
  await expect(mine.getByRole('list', { name: '후기 사진 2장' })).toBeVisible();
  await shot(page, 'my-reviews');
  await expectClean(page);

  // The order page now says 후기 보기.
  await page.goto(`/my-page/orders/${order.merchantUid}`);
  await expect(page.getByRole('link', { name: /후기 보기/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /후기 쓰기/ })).toHaveCount(0);

  // 6. The service page: the rating line leads to the reviews; summary, filters and my review with the badge.
  await page.evaluate((chosen) => window.localStorage.setItem('ipju.chosenApartment', JSON.stringify(chosen)), APARTMENT);
  await page.goto(SERVICE_PAGE);
  await page.getByRole('button', { name: /평점 .* 후기 [\d,]+개/ }).click();
  const section = page.locator('#reviews');
  await expect(section.getByTestId('review-average')).toHaveText(/^\d\.\d$/);
  await expect(section.getByRole('heading', { name: /후기/ })).toBeInViewport();
  await settled(page);
  await shot(page, 'service-summary');
  await expectClean(page);

  const myCard = section.getByRole('article').filter({ hasText: '기사님 두 분이 오셔서' });
  await expect(myCard).toBeVisible();
  await expect(myCard.getByText('실구매 인증')).toBeVisible();
  await expect(myCard.getByText('잠실래미안아이파크 · 30평대')).toBeVisible();
  await expect(myCard.getByText('내 후기')).toBeVisible();
  await myCard.scrollIntoViewIfNeeded();
  await shot(page, 'service-my-review');

  // The viewer opens on the tapped photo.
  await myCard.getByRole('button', { name: '사진 2 크게 보기' }).click();
  const viewer = page.getByRole('dialog', { name: '후기 사진 크게 보기' });
  await expect(viewer.getByTestId('viewer-counter')).toHaveText('2 / 2');
  await shot(page, 'viewer');
  await viewer.getByRole('button', { name: '닫기' }).click();
  await expect(viewer).toBeHidden();

  // 7. 사진 후기만: every review shown has photos.
  await section.getByRole('button', { name: '사진 후기만' }).click();
  await expect(section.getByRole('button', { name: '사진 후기만' })).toHaveAttribute('aria-pressed', 'true');
  await expect(section.getByRole('article').first()).toBeVisible();
  const photoCards = section.getByRole('article');
  const shown = await photoCards.count();
  expect(shown).toBeGreaterThan(0);
  for (let i = 0; i < shown; i += 1) await expect(photoCards.nth(i).getByRole('list', { name: /^후기 사진 \d+장$/ })).toBeVisible();
  await section.getByRole('button', { name: '사진 후기만' }).scrollIntoViewIfNeeded();
  await shot(page, 'service-photo-only');
  await section.getByRole('button', { name: '사진 후기만' }).click();

  // 우리 단지 후기: reviews written in the chosen complex (mine among them).
  await section.getByRole('button', { name: '우리 단지 후기' }).click();
  await expect(myCard).toBeVisible();
  const ours = section.getByRole('article');
  for (let i = 0; i < (await ours.count()); i += 1) await expect(ours.nth(i).getByText(/^잠실래미안아이파크/)).toBeVisible();
  await section.getByRole('button', { name: '우리 단지 후기' }).click();

  // Sort by lowest rating: the first card has the fewest stars of those shown.
  await section.getByRole('combobox', { name: '후기 정렬' }).selectOption({ label: '별점 낮은순' });
  await expect(section.getByRole('article').first()).toBeVisible();
  const firstLabel = await section.getByRole('article').first().getAttribute('aria-label');
  const lastLabel = await section.getByRole('article').last().getAttribute('aria-label');
  expect(Number(/\d/.exec(firstLabel ?? '')?.[0])).toBeLessThanOrEqual(Number(/\d/.exec(lastLabel ?? '')?.[0]));
  await shot(page, 'service-sort-lowest');
  await section.getByRole('combobox', { name: '후기 정렬' }).selectOption({ label: '최신순' });

  // 8. Report a neighbour's (seeded) review; a second report of it is refused with the server's words.
  const other = section.getByRole('article').filter({ hasNot: page.getByText('내 후기') }).first();
  await other.scrollIntoViewIfNeeded();
  await other.getByRole('button', { name: '후기 더보기 메뉴' }).click();
  await page.getByRole('dialog', { name: '후기 메뉴' }).getByRole('button', { name: '신고하기' }).click();
  const sheet = page.getByRole('dialog', { name: '후기 신고하기' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: '신고하기' }).click();
  await expect(sheet.getByText('신고 사유를 골라 주세요.')).toBeVisible();
  await sheet.getByText('기타').click();
  await sheet.getByRole('button', { name: '신고하기' }).click();
  await expect(sheet.getByText('기타 사유를 골랐다면 신고 내용을 적어 주세요.')).toBeVisible();
  await sheet.getByLabel(/신고 내용/).fill('시공과 관계없는 다른 업체 광고가 적혀 있어요.');
  await shot(page, 'report-sheet');
  await sheet.getByRole('button', { name: '신고하기' }).click();
  await expect(page.getByTestId('toast-region').getByText(/^신고했어요\./)).toBeVisible();
  await expect(sheet).toBeHidden();
  await shot(page, 'reported');

  await expect(page.getByTestId('toast-region').getByText(/^신고했어요\./)).toBeHidden({ timeout: 10_000 });
  await other.getByRole('button', { name: '후기 더보기 메뉴' }).click();
  await page.getByRole('dialog', { name: '후기 메뉴' }).getByRole('button', { name: '신고하기' }).click();
  await sheet.getByText('단순 비방이나 욕설이 있어요').click();
  await sheet.getByRole('button', { name: '신고하기' }).click();
  await expect(sheet.getByRole('alert')).toHaveText(/이미 신고한 후기/);
  await shot(page, 'report-duplicate');
  await sheet.getByRole('button', { name: '닫기' }).click();

  // 9. The long list: while pages keep loading, only the cards near the screen are in the page.
  const list = section.getByTestId('review-list');
  const total = Number((await section.getByText(/^후기 [\d,]+개$/).innerText()).replace(/\D/g, ''));
  for (let round = 0; round < 6 && Number(await list.getAttribute('data-loaded')) < Math.min(total, 40); round += 1) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
  }
  const loaded = Number(await list.getAttribute('data-loaded'));
  const drawn = await list.getByRole('article').count();
  expect(drawn).toBeLessThanOrEqual(Math.min(loaded, 16));
  if (total > 20) expect(loaded).toBeGreaterThan(10);
  await shot(page, 'service-scrolled');
  await expectClean(page);

  // 10. Edit my review from my reviews.
  await page.goto('/my-page/reviews?tab=mine');
  await page.getByRole('button', { name: '입주청소 스탠다드 후기 수정하기' }).click();
  await expect(page).toHaveURL(/\/review\/modify\?reviewIdx=\d+/);
  await expect(page.getByRole('textbox', { name: '후기 내용' })).toHaveValue(REVIEW_TEXT);
  await expect(page.getByText('2/10')).toBeVisible();
  await page.getByRole('textbox', { name: '후기 내용' }).fill(`${REVIEW_TEXT} 다음에도 부탁드릴게요.`);
  await shot(page, 'modify');
  await page.getByRole('button', { name: '수정하기' }).click();
  await expect(page.getByTestId('toast-region').getByText('후기를 수정했어요')).toBeVisible();
  await expect(page).toHaveURL(/\/my-page\/reviews\?tab=mine$/);
  await expect(page.getByText('다음에도 부탁드릴게요.', { exact: false })).toBeVisible();
  await page.getByRole('tab', { name: /쓸 수 있는 후기/ }).click();
  await expect(page.getByText('지금 쓸 수 있는 후기가 없어요')).toBeVisible();
  await shot(page, 'my-reviews-writable');
  await expectClean(page);
});
