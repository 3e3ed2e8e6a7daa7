import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { formatWon } from '@ipju/contract';
import { data } from './support/api';
import { expectClean, screenshots } from './support/screens';

/**
 * Issue 12, 업체 정보 and 상품 관리 on a 360 x 800 phone: the demo partner (partner01, the company selling the
 * demo cleaning item 101) signs in to the console, changes its one-line intro, uploads its business
 * registration (심사 중 until the demo staff account approves it), changes the 25~34평 price of its cleaning
 * service and adds a 시공 사례 photo; the resident's service page then shows the new price, the photo, the
 * intro and the 사업자 인증 badge. Screenshots go to test-results/partner-profile-*.png. Runs again on the same
 * server (each run raises the price by 10,000원 and adds one more document and photo).
 */

const EMAIL = 'partner01@ipju.kr';
const PASSWORD = 'ipju-partner-1234';
const ITEM = 101;
const PHOTO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/assets/seed/cat-cleaning-2.webp');

test('the demo partner edits its profile, documents, a 평형 price and job photos, and the resident sees them', async ({ page, browser, request }) => {
  const shot = screenshots('partner-profile');
  const intro = `입주청소 전문, ${Date.now() % 100000}세대를 꼼꼼하게`;
  const caption = `34평 입주청소 ${Date.now() % 1000}번째 현장`;

  await page.goto('/partner/login');
  await page.getByLabel('이메일').fill(EMAIL);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).not.toHaveURL(/\/partner\/login/);

  // 업체 정보: the intro section saves on its own.
  await page.goto('/partner/company');
  const company = page.getByRole('form', { name: '업체 소개' });
  await expect(company.getByRole('textbox', { name: '한 줄 소개' })).not.toHaveValue('');
  await shot(page, 'company');
  await company.getByRole('textbox', { name: '한 줄 소개' }).fill(intro);
  await company.getByRole('button', { name: '저장하기' }).click();
  await expect(page.getByText('업체 정보를 저장했어요')).toBeVisible();

  // The business registration goes to staff: 심사 중.
  const documents = page.getByRole('form', { name: '인증 서류' });
  await documents.locator('input[type="file"]').setInputFiles(PHOTO);
  await expect(documents.getByText('cat-cleaning-2.webp')).toBeVisible();
  await documents.getByRole('button', { name: '서류 올리기' }).click();
  await expect(page.getByText('서류를 올렸어요. 운영팀이 확인하면 인증 배지가 보여요.')).toBeVisible();
  await expect(documents.getByRole('list', { name: '올린 서류' }).getByRole('listitem').first()).toContainText('심사 중');
  await expectClean(page);
  await shot(page, 'company-documents');
  await page.getByRole('form', { name: '영업시간' }).scrollIntoViewIfNeeded();
  await shot(page, 'company-hours');

  // The demo staff account approves it (the staff side has no screen yet).
  const login = await data<{ accessToken: string }>(
    await request.post('/api/v2/auths/staff/login', { data: { email: 'staff@ipju.kr', password: 'ipju-staff-1234' } }),
  );
  const staff = { authorization: `Bearer ${login.accessToken}` };
  const pending = await data<{ certificates: Array<{ certificateIdx: number; companyName: string }> }>(
    await request.get('/api/v2/staff/partner-certificates', { headers: staff }),
  );
  const mine = pending.certificates.filter((c) => c.companyName === '깨끗한집 입주청소');
  expect(mine.length).toBeGreaterThan(0);
  for (const c of mine) {
    const res = await request.patch(`/api/v2/staff/partner-certificates/${c.certificateIdx}`, { headers: staff, data: { decision: 'approve' } });
    expect(res.status()).toBe(200);
  }
  await page.reload();
  await expect(page.getByRole('list', { name: '업체 페이지에 보이는 인증 배지' })).toContainText('사업자 인증');
  await expect(page.getByRole('list', { name: '올린 서류' }).getByRole('listitem').first()).toContainText('인증됨');

  // 상품 관리: the item list, then the 25~34평 price and a 시공 사례 photo of the cleaning service.
  await page.goto('/business/items');
  const card = page.locator(`a[href="/business/items/${ITEM}"]`);
  await expect(card).toContainText('판매 중');
  await expectClean(page);
  await shot(page, 'items');
  await card.click();
  const field = page.getByRole('textbox', { name: '25~34평 가격 (원)' });
  await expect(field).toBeVisible();
  const next = Number((await field.inputValue()).replace(/\D/g, '')) + 10_000;
  await field.fill(String(next));
  await page.getByRole('button', { name: '가격 저장하기' }).click();
  await expect(page.getByText('가격을 바꿨어요. 새로 담는 장바구니부터 적용돼요.')).toBeVisible();
  const portfolio = page.getByRole('region', { name: /시공 사례/ });
  await portfolio.locator('input[type="file"]').setInputFiles(PHOTO);
  await portfolio.getByRole('textbox', { name: '사진 설명' }).fill(caption);
  await portfolio.getByRole('button', { name: '시공 사례 올리기' }).click();
  await expect(page.getByText('시공 사례를 올렸어요. 고객의 서비스 페이지에 보여요.')).toBeVisible();
  await expect(portfolio.getByText(caption)).toBeVisible();
  await expectClean(page);
  await shot(page, 'item-edit', { fullPage: true });

  // The resident (another browser, nobody signed in) sees the new price, the photo, the intro and the badge.
  const resident = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const view = await resident.newPage();
  await view.goto(`/business/cleaning?item=${ITEM}`);
  await expect(view.getByRole('heading', { name: '옵션 선택' })).toBeVisible();
  const tierPrice = view.getByText(formatWon(next)).first();
  await expect(tierPrice).toBeVisible();
  await tierPrice.scrollIntoViewIfNeeded();
  await shot(view, 'resident-price');
  const cases = view.getByRole('region', { name: /시공 사례/ });
  await expect(cases.getByText(caption)).toBeVisible();
  await cases.scrollIntoViewIfNeeded();
  await shot(view, 'resident-portfolio');
  await view.getByRole('tab', { name: '업체 정보' }).click();
  await expect(view.getByText(intro)).toBeVisible();
  await expect(view.getByRole('list', { name: '운영팀이 확인한 인증' })).toContainText('사업자 인증');
  await expectClean(view);
  await view.getByRole('list', { name: '운영팀이 확인한 인증' }).scrollIntoViewIfNeeded();
  await shot(view, 'resident-company');
  await resident.close();
});
