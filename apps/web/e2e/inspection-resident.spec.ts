import { expect, test } from '@playwright/test';
import { expectClean, screenshots } from './support/screens';

/**
 * The resident's 사전점검 pages at 360 x 800 against the built demo server: the intro (five checks, what the
 * resident gets, the catalogue's price, booking) and the seeded sample report in the report view. Screenshots go
 * to test-results/inspection-resident-*.png.
 */

const shot = screenshots('inspection-resident');

test('the intro explains the service, shows its price and books the homeinsp item', async ({ page }) => {
  await page.goto('/pre-inspection-intro');
  await expect(page.getByRole('heading', { name: '전문가가 장비로 새집 하자를 찾아 드려요' })).toBeVisible();
  for (const check of ['육안 점검', '바닥 수평', '기울기', '열화상', '라돈·공기질']) {
    await expect(page.getByRole('heading', { name: check })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: '가격' }).getByText(/원/).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toHaveCount(0);
  await expectClean(page);
  await shot(page, 'intro');
  await shot(page, 'intro-full', { fullPage: true });

  await page.getByRole('link', { name: '사전점검 예약하기' }).click();
  await expect(page).toHaveURL(/\/business\/homeinsp/);
});

test('the sample report reads like a real one, photos open full screen', async ({ page }) => {
  await page.goto('/pre-inspection-intro');
  await page.getByRole('link', { name: '샘플 보고서 보기' }).click();
  await expect(page).toHaveURL(/\/pre-inspection-sample-analyze$/);
  await expect(page.getByRole('heading', { name: '이런 보고서를 받아요' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '한눈에 보기' })).toBeVisible();
  await expect(page.getByRole('list', { name: '심각도별' })).toContainText('안전 위험');
  await expect(page.getByRole('heading', { name: '공간별 하자' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '측정 결과' })).toBeVisible();
  await expect(page.getByText(/선별 측정이에요/)).toBeVisible();
  await expect(page.getByRole('link', { name: '사전점검 예약하기' })).toBeVisible();
  await expectClean(page);
  await shot(page, 'sample');
  await shot(page, 'sample-full', { fullPage: true });

  const photo = page.getByRole('button', { name: /사진 1 크게 보기$/ }).first();
  await photo.scrollIntoViewIfNeeded();
  await photo.click();
  await expect(page.getByRole('dialog', { name: '사진 크게 보기' })).toBeVisible();
  await shot(page, 'sample-photo');
});
