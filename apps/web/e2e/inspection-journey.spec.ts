import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { outbox } from './support/accounts';
import { completeType, DEMO_INSPECTOR, saveTask, signInToConsole } from './support/inspector-console';
import { expectClean, screenshots } from './support/screens';

/**
 * Issue 13's browser journey in one run at 360 x 800, on the demo seed: the demo inspector (입주 사전점검팀) opens
 * today's seeded visit to 김입주's home, records one task of each of the five types with a photo taken through the
 * task's camera button, completes the five types, writes the 총평, makes the report and sends it to 김입주 by 알림톡.
 * Then, signed out in a new browser, 김입주 opens the link of that message (read from the demo outbox) and reads the
 * report: the home, a finding, the counts and a photo in the full-screen viewer. Last, the sample and intro pages.
 *
 * This is the only spec that records into the seeded visit; it completes it and sends its report, so later specs
 * (inspector-console.spec.ts) find it on the console's 전체 tab. Screenshots: test-results/inspection-journey-*.png.
 */

const shot = screenshots('inspection-journey');

/** A small JPEG (800 x 600, a wall with a peeling skirting and a crack), as a phone camera would hand it over. */
const PHOTO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/inspection-defect.jpg');

/** The demo resident's home and phone (README). */
const RESIDENT = { name: '김입주', phone: '01012345678', home: '잠실래미안아이파크 101동 1203호' } as const;

const DEFECT = '세면대 뒤 실리콘이 5cm 끊겨 있어요';
const OPINION = '라돈이 권고 기준보다 높게 나왔어요. 입주 전에 환기하고 48시간 측정으로 다시 확인해 주세요.';

/**
 * On a type's screen with the form filled: saves the task, photographs it with the row's camera button (the
 * photo reaches the server; no marks), and marks the type 작성 완료. Back on the inspection's screen after.
 */
async function saveWithPhotoAndComplete(page: Page, inspectionIdx: number, type: string) {
  await saveTask(page, type);
  const row = page.getByTestId('task-row').first();
  const uploaded = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/inspection/${inspectionIdx}/photos`) && r.status() === 200);
  await row.locator('input[type="file"]').setInputFiles(PHOTO);
  // The marking screen opens right after the photo; this journey keeps it unmarked.
  await expect(page.getByRole('dialog', { name: '사진에 표시하기' })).toBeVisible();
  await page.getByRole('button', { name: '표시 없이' }).click();
  await expect(page.getByRole('dialog', { name: '사진에 표시하기' })).toHaveCount(0);
  await uploaded;
  await expect(row.getByRole('list', { name: / 사진 1장$/ })).toBeVisible();
  await expect(row.getByText('전송 대기')).toHaveCount(0);
  await shot(page, `${type}-saved`, { fullPage: true });
  await completeType(page, type);
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page.getByTestId(`type-row-${type}`)).toContainText('작성 완료');
}

test('the demo inspector records, reports and sends; the resident reads the report from the link', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await test.step('the inspector opens today’s visit to 김입주', async () => {
    await signInToConsole(page, DEMO_INSPECTOR);
    await expect(page.getByTestId('inspector-company-name')).toHaveText('입주 사전점검팀');
    const visit = page.getByTestId('inspection-card').filter({ hasText: `${RESIDENT.name} 님` });
    await expect(visit).toHaveCount(1);
    await shot(page, 'home');
    await visit.click();
    await expect(page.getByRole('heading', { name: RESIDENT.home, level: 2 })).toBeVisible();
    await expectClean(page);
    await shot(page, 'inspection');
  });
  const inspectionIdx = Number(/\/inspector\/inspections\/(\d+)$/.exec(page.url())?.[1]);
  expect(inspectionIdx).toBeGreaterThan(0);
  const chip = (name: string) => page.getByTestId('space-chips').getByRole('button', { name, exact: true });

  await test.step('육안: a silicone gap in 욕실1, 보수 필요', async () => {
    await page.getByTestId('type-row-visual').click();
    await chip('욕실1').click();
    await page.getByRole('button', { name: '실리콘' }).click();
    await page.getByRole('button', { name: '보수 필요' }).click();
    await page.getByLabel('위치 (선택)').fill('세면대 뒤');
    await page.getByLabel('하자 내용').fill(DEFECT);
    await saveWithPhotoAndComplete(page, inspectionIdx, 'visual');
  });

  await test.step('바닥 수평: 4 mm over 3 m in 거실 is over the tolerance', async () => {
    await page.getByTestId('type-row-level').click();
    await chip('거실').click();
    await page.getByLabel('높이 차').fill('4');
    await expect(page.getByTestId('verdict-preview')).toContainText('기준 초과');
    await saveWithPhotoAndComplete(page, inspectionIdx, 'level');
  });

  await test.step('기울기: 욕실1 drops 12 mm over 1 m toward the drain', async () => {
    await page.getByTestId('type-row-gradient').click();
    await chip('욕실1').click();
    await page.getByRole('textbox', { name: '배수구 쪽 낮아짐' }).fill('12');
    await expect(page.getByTestId('verdict-preview')).toContainText('적합');
    await saveWithPhotoAndComplete(page, inspectionIdx, 'gradient');
  });

  await test.step('열화상: a cold window edge in 침실1 needs a check', async () => {
    await page.getByTestId('type-row-thermal').click();
    await chip('침실1').click();
    await page.getByRole('button', { name: '유리 모서리' }).click();
    await page.getByRole('button', { name: '결로 위험' }).click();
    await page.getByRole('textbox', { name: '표면 온도' }).fill('5');
    await page.getByLabel('실내 온도').fill('22');
    await page.getByRole('textbox', { name: '외기 온도 (선택)' }).fill('0');
    await expect(page.getByTestId('verdict-preview')).toContainText('확인 필요');
    await saveWithPhotoAndComplete(page, inspectionIdx, 'thermal');
  });

  await test.step('라돈·공기질: 180 Bq/㎥ for the whole home is over 148', async () => {
    await page.getByTestId('type-row-radon').click();
    await page.getByLabel('측정값').fill('180');
    await page.getByLabel('측정 장비 (선택)').fill('RD200');
    await expect(page.getByTestId('verdict-preview')).toContainText('기준 초과');
    await saveWithPhotoAndComplete(page, inspectionIdx, 'radon');
  });

  await test.step('the five types are 작성 완료, each with its record', async () => {
    for (const type of ['visual', 'level', 'gradient', 'thermal', 'radon']) {
      await expect(page.getByTestId(`type-row-${type}`)).toContainText('작성 완료');
      await expect(page.getByTestId(`type-row-${type}`)).toContainText('기록 1건');
    }
    await expectClean(page);
    await shot(page, 'all-completed', { fullPage: true });
  });

  await test.step('총평, the report and sending it to 김입주 by 알림톡', async () => {
    await page.getByRole('link', { name: '보고서' }).click();
    await page.getByRole('textbox', { name: '입주민에게 전할 총평' }).fill(OPINION);
    await page.getByRole('button', { name: '총평 저장하기' }).click();
    await expect(page.getByText('총평을 저장했어요.')).toBeVisible();
    await page.getByRole('button', { name: '보고서 만들기' }).click();
    const preview = page.getByRole('article', { name: '보고서 미리보기' });
    await expect(preview).toContainText(DEFECT);
    await shot(page, 'report-preview', { fullPage: true });

    await expect(page.getByRole('group', { name: '입주민에게 보내는 방법' }).getByRole('button', { name: '알림톡', pressed: true })).toBeVisible();
    await page.getByRole('button', { name: '입주민에게 보내기' }).click();
    await expect(page.getByText(`${RESIDENT.name}님께 알림톡으로 보냈어요.`)).toBeVisible();
    await expect(page.getByRole('list', { name: '보낸 기록' }).getByRole('listitem')).toHaveCount(1);
    await expectClean(page);
    await shot(page, 'report-sent', { fullPage: true });
  });
  expect(pageErrors).toEqual([]);

  // 김입주, on their own phone, signed out: the link of the message the demo server sent.
  const resident = await browser.newContext();
  const phone = await resident.newPage();
  const residentErrors: string[] = [];
  phone.on('pageerror', (error) => residentErrors.push(error.message));
  await test.step('the resident opens the link from the outbox and reads the report', async () => {
    let link = '';
    await expect
      .poll(async () => {
        const message = (await outbox(phone.request, RESIDENT.phone)).find((m) => m.body.includes('/pre-inspection-report?'));
        link = message?.body.match(/https?:\/\/\S+/)?.[0] ?? '';
        return link;
      })
      .toContain('token=');
    const url = new URL(link);
    await phone.goto(url.pathname + url.search);

    await expect(phone.getByRole('heading', { name: '사전점검 보고서', level: 1 })).toBeVisible();
    await expect(phone.getByText(RESIDENT.home).first()).toBeVisible();
    await expect(phone.getByRole('heading', { name: '한눈에 보기' })).toBeVisible();
    // Four findings: the silicone gap, the floor level, the window edge (to confirm) and the radon reading;
    // the bathroom slope passed. Radon over its standard is a health matter: 안전 위험.
    await expect(phone.getByText(/발견한 하자\s*4건/)).toBeVisible();
    const bySeverity = phone.getByRole('list', { name: '심각도별' });
    await expect(bySeverity.getByRole('listitem').filter({ hasText: '안전 위험' })).toContainText('1건');
    // The window edge to confirm is counted under 확인 필요, not as a repair.
    await expect(bySeverity.getByRole('listitem').filter({ hasText: '보수 필요' })).toContainText('2건');
    await expect(bySeverity.getByRole('listitem').filter({ hasText: '확인 필요' })).toContainText('1건');
    await expect(phone.getByText(OPINION)).toBeVisible();
    await expect(phone.getByText(DEFECT).first()).toBeVisible();
    await expectClean(phone);
    await shot(phone, 'resident-report');
    await shot(phone, 'resident-report-full', { fullPage: true });

    const photo = phone.getByRole('button', { name: /사진 1 크게 보기$/ }).first();
    await photo.scrollIntoViewIfNeeded();
    await photo.click();
    const viewer = phone.getByRole('dialog', { name: '사진 크게 보기' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('img').first()).toBeVisible();
    await shot(phone, 'resident-photo');
    await phone.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
  });

  await test.step('the sample report and the intro render', async () => {
    await phone.goto('/pre-inspection-sample-analyze');
    await expect(phone.getByRole('heading', { name: '이런 보고서를 받아요' })).toBeVisible();
    await expect(phone.getByRole('heading', { name: '한눈에 보기' })).toBeVisible();
    await expect(phone.getByRole('heading', { name: '공간별 하자' })).toBeVisible();
    await expect(phone.getByRole('link', { name: '사전점검 예약하기' })).toBeVisible();
    await expectClean(phone);
    await shot(phone, 'sample');

    await phone.goto('/pre-inspection-intro');
    await expect(phone.getByRole('heading', { name: '전문가가 장비로 새집 하자를 찾아 드려요' })).toBeVisible();
    for (const check of ['육안 점검', '바닥 수평', '기울기', '열화상', '라돈·공기질']) {
      await expect(phone.getByRole('heading', { name: check })).toBeVisible();
    }
    await expect(phone.getByRole('region', { name: '가격' }).getByText(/원/).first()).toBeVisible();
    await expect(phone.getByRole('link', { name: '사전점검 예약하기' })).toBeVisible();
    await expectClean(phone);
    await shot(phone, 'intro');
  });
  expect(residentErrors).toEqual([]);
  await resident.close();
});
