import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { data } from './support/api';
import { INSPECTION_COMPANY, inspectorHeaders, orderHomeInspection } from './support/inspection';
import { expectClean, screenshots } from './support/screens';

/**
 * Issue 13 section 5, "recorded work is never lost on a bad connection", from a page opened with no connection
 * at all, on a 360 x 800 phone against the built server with the demo seed: the inspector opens an inspection
 * (the console's service worker installs and takes over the page), the signal goes, the page is reloaded and
 * still shows the inspection from the phone, a task recorded there is marked 전송 대기, and once the signal is
 * back it reaches the server exactly once. A resident's page in the same browser is never controlled by the
 * worker. Screenshots go to test-results/inspector-offline-*.png.
 */

const shot = screenshots('inspector-offline');

interface InspectionRow {
  inspectionIdx: number;
  homeLabel: string;
}

/** The company's newest inspection (the one the resident just bought), read through the API. */
async function newestInspection(page: Page): Promise<InspectionRow> {
  const headers = await inspectorHeaders(page.request);
  const { inspections } = await data<{ inspections: InspectionRow[] }>(await page.request.get('/api/v2/inspection', { headers }));
  return inspections.reduce((a, b) => (b.inspectionIdx > a.inspectionIdx ? b : a));
}

/** Resolves once the console's worker is active and controls this page (it claims pages as it activates). */
async function waitForWorker(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
  return page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
}

test('the console reopens with no connection, shows the inspection, and a task recorded there is sent once', async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await orderHomeInspection(browser);

  // Online: the inspector signs in and opens the inspection; the worker installs and takes the page over.
  await page.goto('/inspector');
  await expect(page).toHaveURL(/\/inspector\/login$/);
  await page.getByLabel('이메일').fill(INSPECTION_COMPANY.email);
  await page.getByLabel('비밀번호').fill(INSPECTION_COMPANY.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/inspector$/);
  const inspection = await newestInspection(page);
  await page.goto(`/inspector/inspections/${inspection.inspectionIdx}`);
  await expect(page.getByTestId('type-row-level')).toBeVisible();
  await expect(page.getByText(inspection.homeLabel).first()).toBeVisible();
  expect(await waitForWorker(page)).toMatch(/\/inspector$/);
  // The inspection and every type's tasks and standards reach the offline cache (written at most once a
  // second), though no type's screen was opened.
  const cached = [
    `"inspections","detail",${inspection.inspectionIdx}]`,
    `"tasks",${inspection.inspectionIdx},"list","level"]`,
    `"tasks",${inspection.inspectionIdx},"standard","level"]`,
  ];
  await expect
    .poll(() => page.evaluate((keys) => keys.every((key) => localStorage.getItem('offline-cache')?.includes(key)), cached))
    .toBe(true);

  // A resident's page in the same browser: outside the worker's scope, never controlled by it.
  const resident = await context.newPage();
  await resident.goto('/');
  await expect(resident.locator('#root')).not.toBeEmpty();
  expect(
    await resident.evaluate(async () => ({
      controller: navigator.serviceWorker.controller,
      registration: (await navigator.serviceWorker.getRegistration('/')) ?? null,
    })),
  ).toEqual({ controller: null, registration: null });
  await resident.close();

  // No signal at all, and the page is reloaded: the console and the inspection come from the phone.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('오프라인이에요. 기록은 휴대폰에 저장돼요.')).toBeVisible();
  await expect(page.getByText(inspection.homeLabel).first()).toBeVisible();
  await expect(page.getByTestId('type-row-level')).toBeVisible();
  await shot(page, 'reloaded-offline');
  await expectClean(page);

  // Recording goes on: the task is kept on the phone, marked 전송 대기.
  await page.getByTestId('type-row-level').click();
  await expect(page.getByRole('button', { name: '기록 저장' })).toBeVisible();
  await page.getByTestId('space-chips').getByRole('button', { name: '침실1' }).click();
  await page.getByLabel('높이 차').fill('2.5');
  await page.getByRole('button', { name: '기록 저장' }).click();
  const row = page.getByTestId('task-row');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-sync', 'pending');
  await expect(row).toContainText('전송 대기');
  await expect(page.getByTestId('inspector-unsent-badge')).toHaveText(/전송 안 된 기록 1건/);
  await shot(page, 'recorded-offline');

  // Reloaded again with no signal: the unsent task is still listed.
  await page.reload();
  await expect(page.getByTestId('task-row')).toHaveCount(1);
  await expect(page.getByTestId('task-row')).toHaveAttribute('data-sync', 'pending');

  // The signal is back: the outbox sends it by itself, once.
  await context.setOffline(false);
  await expect(page.getByTestId('task-row')).toHaveAttribute('data-sync', 'sent', { timeout: 30_000 });
  await expect(page.getByTestId('inspector-unsent-badge')).toHaveCount(0);
  await shot(page, 'sent');

  const headers = await inspectorHeaders(page.request);
  const { tasks } = await data<{ tasks: Array<{ spaceName: string; values: { deviationMm: number } }> }>(
    await page.request.get(`/api/v2/inspection/${inspection.inspectionIdx}/level/tasks`, { headers }),
  );
  expect(tasks.map((t) => [t.spaceName, t.values.deviationMm])).toEqual([['침실1', 2.5]]);
  expect(pageErrors).toEqual([]);
});
