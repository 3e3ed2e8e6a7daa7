import { expect, test } from '@playwright/test';
import { addDays, earliestSelectableDate } from '../src/lib/schedule';
import { screenshots } from './support/screens';

/**
 * UI-kit pieces in a real browser, on the demo-only page /dev/ui-kit (app/dev/UiKitPage.tsx):
 * the date-and-time modal, the bottom sheet and the toast. Screenshots go to test-results/ui-kit-*.png.
 */

const shot = screenshots('ui-kit');

function dotted(ymd: string): string {
  return ymd.replace(/-/g, '.');
}

test.beforeEach(async ({ page }) => {
  await page.goto('/dev/ui-kit');
  await expect(page.getByRole('heading', { name: 'UI 키트 (데모)' })).toBeVisible();
});

test('date-and-time modal: undecided, next, time slots, confirm and reset on close', async ({ page }) => {
  await shot(page, 'page');
  const earliest = earliestSelectableDate(new Date());
  const dialog = page.getByRole('dialog', { name: '희망 시공일을 선택해 주세요' });

  await page.getByRole('button', { name: '희망일 고르기' }).click();
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: '확인', exact: true });
  await expect(confirm).toBeDisabled();

  // Dates before the earliest selectable date cannot be chosen.
  const before = dialog.locator(`[data-date="${addDays(earliest, -1)}"]`);
  if ((await before.count()) > 0) {
    await expect(before).toHaveAttribute('aria-disabled', 'true');
    await before.click({ force: true });
    await expect(confirm).toBeDisabled();
  }
  await expect(dialog.locator(`[data-date="${earliest}"]`)).not.toHaveAttribute('aria-disabled', 'true');

  // Undecided: confirm stays '확인' (no time step).
  const undecided = dialog.getByLabel('아직 날짜를 못 정했어요');
  await undecided.check();
  await expect(confirm).toBeEnabled();
  await shot(page, 'date-modal-step0');

  // Choosing a date clears undecided and the button becomes '다음'.
  await dialog.locator(`[data-date="${earliest}"]`).click();
  await expect(undecided).not.toBeChecked();
  await dialog.getByRole('button', { name: '다음', exact: true }).click();

  const timeDialog = page.getByRole('dialog', { name: '희망 시공 시간을 선택해 주세요' });
  await expect(timeDialog).toBeVisible();
  await expect(timeDialog.getByText(dotted(earliest), { exact: true })).toBeVisible();
  await expect(timeDialog.getByText('파트너 일정에 따라 시공 일정이 변경될 수 있어요.')).toBeVisible();
  const ok = timeDialog.getByRole('button', { name: '이 시간으로 할게요' });
  await expect(ok).toBeDisabled();
  await timeDialog.getByRole('radio', { name: '오후 1시' }).check();
  await shot(page, 'date-modal-step1');
  await ok.click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('chosen-schedule')).toContainText(`${dotted(earliest)}`);
  await expect(page.getByTestId('chosen-schedule')).toContainText('오후 1시');

  // Closing on the time step and reopening starts again at the calendar.
  await page.getByRole('button', { name: '희망일 고르기' }).click();
  await dialog.getByRole('button', { name: '다음', exact: true }).click();
  await expect(timeDialog).toBeVisible();
  await timeDialog.getByRole('button', { name: '취소', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: '희망일 고르기' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('grid')).toBeVisible();

  // Undecided confirms straight away as 미정.
  await dialog.getByLabel('아직 날짜를 못 정했어요').check();
  await dialog.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByTestId('chosen-schedule')).toHaveText('미정');
});

test('bottom sheet opens, and closes on an overlay click after its animation', async ({ page }) => {
  await page.getByRole('button', { name: '시트 열기' }).click();
  const sheet = page.getByRole('dialog', { name: '옵션을 골라 주세요' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toBeInViewport();
  await shot(page, 'bottom-sheet');

  // The overlay's top part (above the sheet).
  await page.getByTestId('dialog-overlay').click({ position: { x: 180, y: 40 } });
  const layer = page.locator('[data-variant="sheet"]');
  await expect(layer).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // It opens again and its close button works too.
  await page.getByRole('button', { name: '시트 열기' }).click();
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: '닫기', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('toast appears above the bottom, disappears by itself, and its 이동 action navigates', async ({ page }) => {
  await page.getByRole('button', { name: '토스트 보기', exact: true }).click();
  const toast = page.getByRole('status').getByText('장바구니에 담았어요');
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(800);
  await shot(page, 'toast');
  await expect(toast).toHaveCount(0, { timeout: 8_000 });

  await page.getByRole('button', { name: '이동 버튼 토스트' }).click();
  await page.getByTestId('toast-region').getByRole('button', { name: '이동', exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test('unknown routes show the Korean 404 page with a way home', async ({ page }) => {
  await page.goto('/moving-checklist');
  await expect(page.getByRole('heading', { name: '찾으시는 페이지가 없어요' })).toBeVisible();
  await shot(page, 'not-found');
  await page.getByRole('button', { name: '홈으로 가기' }).click();
  await expect(page).toHaveURL(/\/$/);
});
