import { expect, test } from '@playwright/test';
import { outbox } from './support/accounts';
import { data } from './support/api';
import { buyHomeInspection, inspectorHeaders } from './support/inspection';
import { expectClean, screenshots } from './support/screens';
import { FROM_SITE } from './support/site';

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

test('a resident follows the inspection live, then reads the report and ticks a repair', async ({ page, request, browser }) => {
  const { phone } = await buyHomeInspection(page);
  const mine = await data<{ inspections: { inspectionIdx: number }[] }>(await page.request.get('/api/v2/residents/inspections'));
  const inspectionIdx = mine.inspections[0]!.inspectionIdx;

  // The resident's list opens the live page of the inspection not yet reported.
  await page.goto('/pre-inspection-report');
  await page.getByRole('list', { name: '내 사전점검' }).getByRole('link', { name: /진행 보기/ }).click();
  await expect(page.getByText('아직 기록이 없어요. 점검이 시작되면 여기에 하나씩 나타나요.')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('inspection_id'))).toBe(String(inspectionIdx));

  // The inspector (its own cookie jar: signing in there must not sign the resident out) records a defect; it
  // appears on the resident's screen at the next poll.
  const inspector = await inspectorHeaders(request);
  const headers = { ...FROM_SITE, ...inspector };
  const detail = await data<{ spaces: { spaceIdx: number; name: string }[] }>(await request.get(`/api/v2/inspection/${inspectionIdx}`, { headers }));
  const kitchen = detail.spaces.find((s) => s.name === '주방') ?? detail.spaces[0]!;
  await data(
    await request.post(`/api/v2/inspection/${inspectionIdx}/visual/tasks`, {
      headers,
      data: { clientKey: `resident-e2e-${Date.now()}`, spaceIdx: kitchen.spaceIdx, location: '싱크대 옆 콘센트', category: 'electric', severity: 'safety', description: '콘센트 덮개가 들떠 전선이 보여요' },
    }),
  );
  await expect(page.getByText('콘센트 덮개가 들떠 전선이 보여요')).toBeVisible({ timeout: 15_000 });
  await shot(page, 'live');

  // The report: the five types completed, the 총평 and the report; the resident opens it from the list and ticks
  // the defect as requested from the builder.
  for (const type of ['visual', 'level', 'gradient', 'thermal', 'radon']) {
    await data(await request.patch(`/api/v2/inspection/${inspectionIdx}/${type}/completed`, { headers }));
  }
  await data(await request.post(`/api/v2/inspection/${inspectionIdx}/result`, { headers, data: { opinion: '주방 콘센트는 입주 전에 꼭 고쳐 달라고 하세요.' } }));
  await data(await request.post(`/api/v2/inspection/${inspectionIdx}/create/report`, { headers }));
  await page.goto('/pre-inspection-report');
  await page.getByRole('list', { name: '내 사전점검' }).getByRole('link', { name: /보고서 보기/ }).click();
  await expect(page.getByRole('heading', { name: '한눈에 보기' })).toBeVisible();
  await expect(page.getByText('주방 콘센트는 입주 전에 꼭 고쳐 달라고 하세요.')).toBeVisible();
  const checklist = page.getByRole('group', { name: /싱크대 옆 콘센트 보수 체크리스트/ });
  await checklist.getByRole('checkbox', { name: '시공사에 보수 요청함' }).click();
  await expect(checklist.getByText(/\d{4}\.\d{2}\.\d{2} 요청/)).toBeVisible();
  await expect(page.getByRole('link', { name: /보고서 PDF/ })).toHaveAttribute('href', /\/pdf$/);
  await expectClean(page);
  await shot(page, 'report');
  await page.reload();
  await expect(page.getByRole('group', { name: /싱크대 옆 콘센트 보수 체크리스트/ }).getByRole('checkbox', { name: '시공사에 보수 요청함' })).toBeChecked();

  // The link sent by SMS opens the same report without signing in, with the resident's checklist.
  await data(await request.post(`/api/v2/inspection/${inspectionIdx}/report/send/sms`, { headers }));
  let link = '';
  await expect
    .poll(async () => {
      const sms = (await outbox(request, phone)).map((m) => m.body).find((text) => text.includes('/pre-inspection-report?'));
      link = sms?.match(/https?:\/\/\S+/)?.[0] ?? '';
      return link;
    })
    .toContain('token=');
  const stranger = await browser.newContext();
  const linkPage = await stranger.newPage();
  await linkPage.goto(new URL(link).pathname + new URL(link).search);
  await expect(linkPage.getByRole('heading', { name: '한눈에 보기' })).toBeVisible();
  await expect(
    linkPage.getByRole('group', { name: /싱크대 옆 콘센트 보수 체크리스트/ }).getByRole('checkbox', { name: '시공사에 보수 요청함' }),
  ).toBeChecked();
  await stranger.close();
});
