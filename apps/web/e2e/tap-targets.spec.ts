import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { CLEANING } from './support/orders';
import { screenshots } from './support/screens';

/**
 * Issue 11 section 4: what a finger presses is at least 44 x 44 px (the box itself, not a pseudo-element
 * around it) on a 360 x 800 screen: filter and sort chips, 도움이 돼요, 쿠폰 받기, the rating link and the
 * calendar's days. Screenshots go to test-results/tap-*.png.
 */

const shot = screenshots('tap');
const MIN = 44;

async function expectTappable(target: Locator, what: string) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  expect(box, `${what} is on screen`).not.toBeNull();
  expect(box!.height, `${what} height`).toBeGreaterThanOrEqual(MIN - 0.5);
  expect(box!.width, `${what} width`).toBeGreaterThanOrEqual(MIN - 0.5);
}

test('chips, 도움이 돼요, 쿠폰 받기 and the rating link are 44 px boxes on the item page', async ({ page }) => {
  await page.goto(`/business/cleaning?item=${CLEANING.itemIdx}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  const rating = page.getByRole('button', { name: /평점.*후기/ }).first();
  await expect(rating).toBeVisible();
  await expectTappable(rating, 'rating link');

  const coupon = page.getByRole('button', { name: /쿠폰 받기/ }).first();
  await expect(coupon).toBeVisible();
  await expectTappable(coupon, '쿠폰 받기');
  await shot(page, 'item-top');

  const photoOnly = page.getByRole('button', { name: /사진 후기만/ });
  await photoOnly.scrollIntoViewIfNeeded();
  await expectTappable(photoOnly, '사진 후기만 chip');

  const helpful = page.getByRole('button', { name: /도움이 돼요/ }).first();
  await expect(helpful).toBeVisible();
  await expectTappable(helpful, '도움이 돼요');
  await shot(page, 'reviews');
});

test('the sort chips of a category are 44 px boxes', async ({ page }) => {
  await page.goto('/business/cleaning');
  const sorts = page.getByRole('group', { name: '정렬' }).getByRole('button');
  await expect(sorts.first()).toBeVisible();
  expect(await sorts.count()).toBeGreaterThan(1);
  for (const chip of await sorts.all()) await expectTappable(chip, `sort chip ${await chip.innerText()}`);
  await shot(page, 'sorts');
});

test('every day of the visit calendar is a 44 px box', async ({ page }) => {
  await page.goto('/dev/ui-kit');
  await page.getByRole('button', { name: '희망일 고르기' }).click();
  const dialog = page.getByRole('dialog', { name: '희망 시공일을 선택해 주세요' });
  await expect(dialog).toBeVisible();
  // Measure the settled calendar, not the dialog's opening pop (scaled 0.96 at first), which a busy machine catches.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished)),
  );
  const days = dialog.locator('[data-date]');
  expect(await days.count()).toBeGreaterThanOrEqual(28);
  for (const day of await days.all()) {
    const box = await day.boundingBox();
    expect(box!.height, `day ${await day.getAttribute('data-date')} height`).toBeGreaterThanOrEqual(MIN - 0.5);
    expect(box!.width, `day ${await day.getAttribute('data-date')} width`).toBeGreaterThanOrEqual(MIN - 0.5);
  }
  await shot(page, 'calendar');
});
