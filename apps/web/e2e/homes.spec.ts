import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { data } from './support/api';
import { signUp } from './support/accounts';
import { expectClean, screenshots } from './support/screens';
import { FROM_SITE } from './support/site';
import { fillVisitDetails } from './support/visit';

/**
 * Issue 11, homes and the visit, at 360 x 800: a new resident registers their complex with 동·호 and the move-in
 * date, books a cleaning with its entry details (공동현관 비밀번호, parking, a request), pays through the sandbox
 * and finds the visit on the order detail; when the company reads the code (from the day before the visit), the
 * order says so. Screenshots go to test-results/homes-*.png.
 */

const COMPLEX = '잠실래미안아이파크';
const shot = screenshots('homes');

/** In the open visit date modal: a weekday two months ahead, then the first free time. */
async function pickVisitDate(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('희망 시공일을 선택해 주세요')).toBeVisible();
  await dialog.getByRole('button', { name: '다음 달' }).click();
  await dialog.getByRole('button', { name: '다음 달' }).click();
  const days = dialog.locator('button[data-date]:not([aria-disabled])');
  await expect(days.first()).toBeVisible();
  const dates = await days.evaluateAll((buttons) =>
    buttons
      .map((b) => ({ date: (b as HTMLElement).dataset.date!, weekday: Number((b as HTMLElement).dataset.weekday) }))
      .filter((d) => d.weekday >= 1 && d.weekday <= 5 && Number(d.date.slice(8)) >= 10),
  );
  await dialog.locator(`button[data-date="${dates[7 % dates.length]!.date}"]`).click();
  await dialog.getByRole('button', { name: '다음', exact: true }).click();
  await dialog.locator('input[type="radio"]:not([disabled])').first().check();
  await dialog.getByRole('button', { name: '장바구니 담기' }).click();
  await expect(dialog).toBeHidden();
}

test('a new resident registers a home with 동·호, books with entry details and finds them on the order', async ({ page, request }) => {
  test.setTimeout(240_000);

  // 1. Sign up, then register the complex, 평형, 동·호 and move-in date.
  await page.goto(`/login?returnTo=${encodeURIComponent('/apartment-register?redirect=/my-page')}`);
  await signUp(page);
  await expect(page).toHaveURL(/\/apartment-register/);
  await page.getByLabel('단지 이름').fill('ㅈㅅㄹㅁ');
  await page.getByRole('button', { name: new RegExp(COMPLEX) }).click();
  await page.getByRole('button', { name: /^34평 \(전용 \d+(\.\d+)?㎡\)/ }).first().click();
  await page.getByRole('button', { name: '이 단지로 등록할게요' }).click();
  await expect(page.getByRole('heading', { name: /몇 동 몇 호에/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '나중에 입력할게요' })).toBeVisible();
  await page.getByRole('textbox', { name: /^동/ }).fill('12동');
  await page.getByRole('textbox', { name: /^호수/ }).fill('12층');
  await page.getByRole('button', { name: '저장할게요' }).click();
  await expect(page.getByText('호수는 1203 또는 1203호처럼 숫자로 입력해 주세요.')).toBeVisible();
  await page.getByRole('textbox', { name: /^호수/ }).fill('1502');
  await page.getByLabel('입주 예정일 (선택)').fill('2027-03-15');
  await shot(page, 'register-unit');
  await page.getByRole('button', { name: '저장할게요' }).click();
  await expect(page).toHaveURL(/\/my-page$/);

  // 2. My page: 우리 집 shows the home, current, with its unit and date.
  const homes = page.getByRole('region', { name: '우리 집' });
  const card = homes.getByTestId('home-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('지금 집');
  await expect(card).toContainText('12동 1502호');
  await expect(card).toContainText('입주 2027.03.15');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'my-homes');
  await expectClean(page, { allow: ['null'] });

  // 3. Book a cleaning: item -> cart -> payment, where the home comes prefilled.
  await page.goto('/business/cleaning');
  await page.getByRole('list', { name: '입주청소 업체 비교' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: '옵션 선택' })).toBeVisible();
  await expect(page.getByRole('region', { name: /예상 금액/ }).locator('strong')).toContainText('원');
  await page.getByRole('button', { name: '장바구니 담기' }).click();
  await pickVisitDate(page);
  await expect(page.getByText('장바구니에 담았어요')).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: /원 결제하기$/ }).click();
  await expect(page).toHaveURL(/\/payment\?cartIdxs=\d+/);
  const visit = page.getByRole('region', { name: '방문 정보' });
  await expect(visit.getByRole('textbox', { name: /^동/ })).toHaveValue('12');
  await expect(visit.getByRole('textbox', { name: /^호수/ })).toHaveValue('1502');
  await expect(visit.getByRole('textbox', { name: /^이름/ })).toHaveValue('');
  await visit.getByRole('textbox', { name: /^이름/ }).fill('박입주');
  await visit.scrollIntoViewIfNeeded();
  await shot(page, 'payment-visit');

  await page.getByRole('checkbox', { name: /주문 내용과 취소·환불 규정을 확인했어요/ }).check();
  await fillVisitDetails(page, { entry: '공동현관 비밀번호', code: '1502*', parking: '방문 차량 등록 필요', request: '도착 30분 전에 전화 주세요.' });
  const consent = page.getByRole('region', { name: '개인정보 제3자 제공 동의' });
  await expect(consent.getByTestId('consent-text')).toContainText('제공받는 자:');
  await consent.scrollIntoViewIfNeeded();
  await shot(page, 'payment-consent');
  await page.getByRole('button', { name: /원 결제하기$/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/portone\/checkout\?/);
  await page.getByRole('button', { name: '결제하기' }).click();
  await expect(page.getByRole('heading', { name: '결제가 완료되었어요' })).toBeVisible();

  // 4. The order detail shows the visit, the code only masked.
  await page.getByRole('link', { name: '주문 내역 보기' }).click();
  const details = page.getByRole('region', { name: '방문 정보' });
  await expect(details).toContainText(`${COMPLEX} 12동 1502호`);
  await expect(details).toContainText('박입주');
  await expect(details).toContainText('•••••');
  await expect(details).toContainText('방문 차량 등록 필요');
  await expect(details).toContainText('도착 30분 전에 전화 주세요.');
  await expect(details).toContainText('방문 정보 제공을 동의했어요');
  await expect(page.getByText('1502*')).toHaveCount(0);
  await details.scrollIntoViewIfNeeded();
  await shot(page, 'order-visit');

  // 5. The company reads the code once the visit is near (the demo helper brings it to today); the order says so.
  const merchantUid = decodeURIComponent(page.url().split('/').pop()!);
  const order = await data<{ lines: Array<{ lineIdx: number; partner: { partnerIdx: number; companyName: string } }> }>(
    await page.request.get(`/api/v2/billings/detail?merchantUid=${encodeURIComponent(merchantUid)}`),
  );
  const line = order.lines[0]!;
  const credentials = { email: `partner${String(line.partner.partnerIdx).padStart(2, '0')}@ipju.kr`, password: 'ipju-partner-1234' };
  // The company signs in on its own (another browser, another cookie jar).
  const login = await data<{ accessToken: string }>(await request.post('/api/v2/auths/partner/login', { headers: FROM_SITE, data: credentials }));
  const headers = { Authorization: `Bearer ${login.accessToken}` };
  await data(await request.post(`/api/v2/dev/order-lines/${line.lineIdx}/visit-today`, { headers }));
  const code = await data<{ entryCode: string }>(await request.get(`/api/v2/partner/orders/${line.lineIdx}/entry-code`, { headers }));
  expect(code.entryCode).toBe('1502*');
  await page.reload();
  await expect(page.getByRole('region', { name: '방문 정보' })).toContainText(new RegExp(`${line.partner.companyName}[이가] \\d+월 \\d+일 오[전후] \\d+:\\d{2}에 공동현관 비밀번호를 확인했어요`));
  await page.getByRole('region', { name: '방문 정보' }).scrollIntoViewIfNeeded();
  await shot(page, 'order-visit-read');
  await expectClean(page, { allow: ['null'] });
});
