import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signUp } from './support/accounts';
import { gotoHydrated } from './support/hydration';
import { CLEANING, finishAsPartner, payForCleaning } from './support/orders';
import { expectClean, screenshots } from './support/screens';

/**
 * Issue 4 section 1 on a 360 x 800 screen, against the built server with the demo seed: a fresh resident
 * pays for a cleaning (through the API and the PortOne sandbox, support/orders.ts), the partner starts
 * and finishes the work (partner sign-in with its bearer credential), and the resident writes a review
 * with two photos from the order page. The review shows on the service page with the verified-order
 * badge, complex and 평형 band; the photo-only filter shows only photo reviews; the viewer opens on the
 * tapped photo; a neighbour's seeded review is reported (twice: the second time the server says so);
 * the long list stays light while it grows; my reviews show the points and edit. Screenshots of each step
 * go to test-results/reviews-*.png.
 */

const APARTMENT = { apartmentIdx: CLEANING.apartmentIdx, name: '잠실래미안아이파크', areaIdx: null, pyeong: 34, exclusiveArea: null };
const SERVICE_PAGE = `/business/cleaning?item=${CLEANING.itemIdx}`;
const REVIEW_TEXT = '기사님 두 분이 오셔서 다섯 시간 동안 꼼꼼하게 청소해 주셨어요. 베란다 곰팡이와 창틀 먼지까지 깨끗해졌어요.';
/** Reviews must not show '[object …]' either. */
const CLEAN = { also: ['[object'] };
const shot = screenshots('reviews');

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
  await signUp(page);
  await expect(page).toHaveURL(/\/my-page$/);

  // 2. A paid cleaning; the partner starts and finishes it.
  const order = await payForCleaning(page.request);
  await finishAsPartner(request, order.lineIdx);

  // 3. The order page offers 후기 쓰기 on the finished service.
  await page.goto(`/my-page/orders/${order.merchantUid}`);
  const write = page.getByRole('link', { name: /후기 쓰기/ });
  await expect(write).toBeVisible();
  await write.scrollIntoViewIfNeeded();
  await shot(page, 'order-write-link');
  await write.click();
  await expect(page).toHaveURL(/\/review\/write\?merchantUid=.+&itemIdx=101&lineIdx=\d+/);

  // 4. The form: the service, stars, text, photos and the reward hint. The form's own hint first: under load the
  // order page stays on screen a moment after the address changes, and it names the service four times.
  await expect(page.getByText('포토 후기를 남기면 1,000P를 드려요')).toBeVisible();
  await expect(page.getByText('입주청소 스탠다드')).toBeVisible();
  await shot(page, 'write-empty');
  await expectClean(page, CLEAN);
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
  await expectClean(page, CLEAN);

  // 5. Posted: the toast says what it earned; my reviews show it with the points.
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByTestId('toast-region').getByText('후기를 등록했어요. 1,000P를 적립했어요')).toBeVisible();
  await expect(page).toHaveURL(/\/my-page\/reviews\?tab=mine$/);
  const mine = page.getByRole('article', { name: '입주청소 스탠다드 후기' });
  await expect(mine.getByText('1,000P 적립')).toBeVisible();
  await expect(mine.getByRole('list', { name: '후기 사진 2장' })).toBeVisible();
  await shot(page, 'my-reviews');
  await expectClean(page, CLEAN);

  // The order page now says 후기 보기.
  await page.goto(`/my-page/orders/${order.merchantUid}`);
  await expect(page.getByRole('link', { name: /후기 보기/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /후기 쓰기/ })).toHaveCount(0);

  // 6. The service page: the rating line leads to the reviews; summary, filters and my review with the badge.
  await page.evaluate((chosen) => window.localStorage.setItem('ipju.chosenApartment', JSON.stringify(chosen)), APARTMENT);
  await gotoHydrated(page, SERVICE_PAGE);
  await page.getByRole('button', { name: /평점 .* 후기 [\d,]+개/ }).click();
  const section = page.locator('#reviews');
  await expect(section.getByTestId('review-average')).toHaveText(/^\d\.\d$/);
  await expect(section.getByRole('heading', { name: /후기/ })).toBeInViewport();
  await settled(page);
  await shot(page, 'service-summary');
  await expectClean(page, CLEAN);

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
  await expectClean(page, CLEAN);

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
  await expectClean(page, CLEAN);
});
