import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { data } from './support/api';
import { inspectorHeaders, INSPECTION_COMPANY, orderHomeInspection } from './support/inspection';
import { JOB_PHOTO } from './support/orders';
import { expectClean, screenshots } from './support/screens';

/**
 * Photos and the report in the inspector console at 360 x 800: a task photographed from its row and
 * marked with an arrow, the gallery showing the mark, then the 총평, a report, its preview, an Excel
 * download and sending it to the resident and to the builder's AS office. Screenshots:
 * test-results/inspector-photos-*.png.
 */

const shot = screenshots('inspector-photos');

interface Detail {
  inspectionIdx: number;
  spaces: { spaceIdx: number; name: string }[];
}

/** The element's box once the opening animation has finished (two equal reads in a row). */
async function settledBox(locator: Locator) {
  let previous = await locator.boundingBox();
  for (;;) {
    await locator.page().waitForTimeout(100);
    const box = await locator.boundingBox();
    if (box && previous && box.x === previous.x && box.y === previous.y && box.width === previous.width) return box;
    previous = box;
  }
}

async function signIn(page: Page) {
  await page.goto('/inspector/login');
  await page.getByLabel('이메일').fill(INSPECTION_COMPANY.email);
  await page.getByLabel('비밀번호').fill(INSPECTION_COMPANY.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/inspector$/);
}

/** A new 사전점검 bought by a resident, signed in as its company, with one task of each type (through the API). */
async function inspectionWithTasks(page: Page, browser: Browser) {
  await orderHomeInspection(browser);
  await signIn(page);

  // The four measurements and one 육안 defect go in through the API; the photo goes in through the screen.
  const headers = await inspectorHeaders(page.request);
  const { inspections } = await data<{ inspections: { inspectionIdx: number }[] }>(await page.request.get('/api/v2/inspection', { headers }));
  const inspectionIdx = inspections.reduce((a, b) => (b.inspectionIdx > a.inspectionIdx ? b : a)).inspectionIdx;
  const detail = await data<Detail>(await page.request.get(`/api/v2/inspection/${inspectionIdx}`, { headers }));
  const space = (name: string) => detail.spaces.find((s) => s.name === name)!.spaceIdx;
  const bodies: Record<string, object> = {
    visual: { spaceIdx: space('거실'), location: '창가 벽', category: 'wallpaper', severity: 'repair', description: '걸레받이 위 도배지 들뜸 10cm' },
    level: { spaceIdx: space('거실'), location: '중앙', spanMm: 3000, deviationMm: 4 },
    gradient: { spaceIdx: space('욕실1'), location: '배수구 앞', kind: 'floor_drain_slope', spanMm: 1000, deviationMm: 12 },
    thermal: { spaceIdx: space('침실1'), location: '창 모서리', finding: 'condensation', surface: 'glass_edge', surfaceTempC: 9, indoorTempC: 22, outdoorTempC: 0 },
    radon: { spaceIdx: null, substance: 'radon', value: 95, durationMinutes: null },
  };
  for (const [type, body] of Object.entries(bodies)) {
    await data(await page.request.post(`/api/v2/inspection/${inspectionIdx}/${type}/tasks`, { headers, data: { clientKey: randomUUID(), ...body } }));
  }

  return { inspectionIdx, headers, types: Object.keys(bodies) };
}

test('the inspector photographs a defect from its task row, marks it, and finds it in the gallery', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const { inspectionIdx } = await inspectionWithTasks(page, browser);

  // 육안 점검: the task row has the camera; the first photo is the wide shot of the three offered.
  await page.goto(`/inspector/inspections/${inspectionIdx}/types/visual`);
  const row = page.getByTestId('task-row').first();
  await expect(row.getByText('사진 찍기 · 위치')).toBeVisible();
  await expect(row.locator('input[type="file"]')).toHaveAttribute('capture', 'environment');
  const added = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/inspection/${inspectionIdx}/photos`) && r.status() === 200);
  await row.locator('input[type="file"]').setInputFiles(JOB_PHOTO);

  // Marking opens right after the photo: an arrow dragged onto the defect.
  const surface = page.getByRole('img', { name: /사진에 표시하기/ });
  await expect(surface).toBeVisible();
  const box = await settledBox(surface);
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.4, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.55, box.y + box.height * 0.6, { steps: 5 });
  await page.mouse.up();
  await shot(page, 'marking');
  const marked = page.waitForResponse((r) => r.request().method() === 'PATCH' && /\/inspection\/photos\/\d+$/.test(r.url()) && r.status() === 200);
  await page.getByRole('button', { name: '표시 저장하기' }).click();
  const photo = await (await added).json();
  const patch = await (await marked).json();
  expect(photo.data.role).toBe('wide');
  expect(patch.data.annotations).toEqual([{ kind: 'arrow', x1: expect.closeTo(0.2, 1), y1: expect.closeTo(0.2, 1), x2: expect.closeTo(0.55, 1), y2: expect.closeTo(0.6, 1) }]);
  await expect(row.getByText('사진 찍기 · 근접')).toBeVisible();
  await expect(row.getByText('전송 대기')).toHaveCount(0);
  await shot(page, 'task-with-photo', { fullPage: true });

  // The gallery shows the photo with its arrow.
  await page.goto(`/inspector/inspections/${inspectionIdx}/photos`);
  const gallery = page.getByRole('list', { name: '사진 목록' });
  await expect(gallery.getByRole('listitem')).toHaveCount(1);
  await expect(gallery.locator('svg path')).not.toHaveCount(0);
  await expectClean(page);
  await shot(page, 'gallery');

  expect(pageErrors).toEqual([]);
});

test('the inspector writes the 총평, makes the report, downloads its Excel and sends it', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const { inspectionIdx, headers, types } = await inspectionWithTasks(page, browser);

  for (const type of types) {
    await data(await page.request.patch(`/api/v2/inspection/${inspectionIdx}/${type}/completed`, { headers }));
  }

  // 보고서: 총평, 만들기, preview, Excel, 보내기.
  await page.goto(`/inspector/inspections/${inspectionIdx}/report`);
  await page.getByRole('textbox', { name: '입주민에게 전할 총평' }).fill('거실 도배 들뜸과 침실1 창 모서리 결로를 먼저 확인해 주세요.');
  await page.getByRole('button', { name: '총평 저장하기' }).click();
  await expect(page.getByText('총평을 저장했어요.')).toBeVisible();
  await page.getByRole('button', { name: '보고서 만들기' }).click();
  const preview = page.getByRole('article', { name: '보고서 미리보기' });
  await expect(preview).toBeVisible();
  await expect(preview).toContainText('걸레받이 위 도배지 들뜸');
  await shot(page, 'report-preview', { fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '하자 목록 엑셀' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  await page.getByRole('button', { name: '입주민에게 보내기' }).click();
  await expect(page.getByText(/(님께|입주민에게) 알림톡으로 보냈어요\./)).toBeVisible();
  await page.getByRole('textbox', { name: '이름' }).fill('시공사 AS팀');
  await page.getByRole('textbox', { name: '휴대폰 번호' }).fill('01098765432');
  await page.getByRole('button', { name: '문자로 보내기' }).click();
  const history = page.getByRole('list', { name: '보낸 기록' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history).toContainText('시공사 AS팀');
  await expectClean(page);
  await shot(page, 'report-sent', { fullPage: true });
  expect(pageErrors).toEqual([]);
});
