import { expect, test } from '@playwright/test';
import { outbox, signIn } from './support/accounts';
import { data } from './support/api';
import { JOB_PHOTO, partnerHeaders } from './support/orders';
import { expectClean, screenshots } from './support/screens';

/**
 * Issue 12 section 1 on a 360 x 800 screen, against the built server with a fresh demo seed: the demo partner
 * signs in at /partner/login, finds the demo resident's paid 입주청소 with its 동·호 in 주문, opens it (visit
 * details, the 050 number as a call link, payment), brings the visit to today with the demo helper, taps 출발,
 * 시공 시작 and 시공 완료 with before and after photos; the demo resident then reads the AlimTalks (출발 with
 * the company name and arrival window, 시공 완료) and sees 시공완료 with the photos on the order detail.
 * Screenshots go to test-results/partner-orders-*.png.
 */

const shot = screenshots('partner-orders');
const DEMO_PARTNER = { email: 'partner01@ipju.kr', password: 'ipju-partner-1234' };
const DEMO_PHONE = '01012345678';

interface Line {
  lineIdx: number;
  merchantUid: string;
  itemIdx: number;
  status: string;
  customer: { name: string | null; dong: string | null; ho: string | null };
}

test('the demo partner carries out the demo resident’s cleaning, and the resident sees it done', async ({ page, browser }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  // The demo resident's paid cleaning, as the company's list has it (the seed made it through the API).
  const headers = await partnerHeaders(page.request);
  const lines = await data<Line[]>(await page.request.get('/api/v2/partner/pp_order_list?status=awaiting_work', { headers }));
  // The seed's order is the first of them: other journeys on the same server may have booked more cleanings since.
  const line = lines
    .filter((l) => l.itemIdx === 101 && l.customer.name === '김입주' && l.customer.dong === '101')
    .sort((a, b) => a.lineIdx - b.lineIdx)[0];
  expect(line, 'the demo seed has the demo resident’s paid cleaning for partner01').toBeTruthy();
  const { lineIdx, merchantUid } = line!;

  // 1. Sign in at /partner/login and land on 오늘.
  await page.goto('/partner/login');
  await page.getByLabel('이메일').fill(DEMO_PARTNER.email);
  await page.getByLabel('비밀번호').fill(DEMO_PARTNER.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByTestId('next-visit').or(page.getByText('다가오는 방문이 없어요'))).toBeVisible();
  await shot(page, 'today');

  // 2. 주문: the demo resident's cleaning with its 동·호 and payment.
  await page.getByRole('navigation', { name: '파트너 메뉴' }).getByRole('link', { name: '주문' }).click();
  const card = page.getByTestId(`partner-order-${lineIdx}`);
  await expect(card).toContainText('입주청소 스탠다드');
  await expect(card).toContainText('101동 1203호');
  await expect(card).toContainText('결제 완료');
  await expectClean(page);
  await shot(page, 'orders');

  // 3. 주문 상세: visit details, the 050 number (never the resident's phone), the door code's window.
  await card.click();
  await expect(page.getByRole('heading', { name: '입주청소 스탠다드' })).toBeVisible();
  await expect(page.getByText('공동현관 비밀번호', { exact: true })).toBeVisible();
  const call = page.getByRole('link', { name: /0507-\d{4}-\d{4}/ });
  await expect(call).toHaveAttribute('href', /^tel:0507\d{8}$/);
  await expect(page.locator('body')).not.toContainText('010-1234-5678');
  await expectClean(page);
  await shot(page, 'detail', { fullPage: true });

  // 4. The visit day comes (demo helper), then 출발: the resident is told once.
  await data(await page.request.post(`/api/v2/dev/order-lines/${lineIdx}/visit-today`, { headers }));
  await page.reload();
  await page.getByRole('button', { name: '출발' }).click();
  await expect(page.getByTestId('toast-region')).toContainText('출발을 알렸어요');
  await expect(page.getByText('출발', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: '공동현관 비밀번호 보기' }).click();
  await expect(page.getByTestId('entry-code')).toHaveText('1203#');
  await shot(page, 'departed');

  // 5. 시공 시작, then 시공 완료 with a before and an after photo.
  await page.getByRole('button', { name: '시공 시작' }).click();
  await expect(page.getByText('시공중', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: '시공 완료', exact: true }).click();
  await page.getByRole('button', { name: '시공 완료하기' }).click();
  await expect(page.getByRole('alert')).toContainText('시공 후 사진을 한 장 이상 올려 주세요.');
  await page.getByTestId('before-photos').setInputFiles(JOB_PHOTO);
  await page.getByTestId('after-photos').setInputFiles(JOB_PHOTO);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await shot(page, 'complete-sheet');
  await page.getByRole('button', { name: '시공 완료하기' }).click();
  await expect(page.getByTestId('toast-region')).toContainText('시공을 완료했어요');
  await expect(page.getByText('시공완료', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: '시공 후 사진' })).toBeVisible();
  await shot(page, 'completed', { fullPage: true });
  expect(pageErrors).toEqual([]);

  // 6. The resident: the AlimTalks, and 시공완료 with the photos on the order detail.
  // Notices are sent by the queue just after each change commits: wait for them to arrive.
  const bodies = async () => (await outbox(page.request, DEMO_PHONE)).map((m) => m.body);
  await expect.poll(async () => (await bodies()).some((m) => /출발했어요/.test(m) && /오후 1시~2시 도착 예정/.test(m))).toBe(true);
  await expect.poll(async () => (await bodies()).some((m) => /시공이 끝났어요/.test(m))).toBe(true);
  const resident = await browser.newPage({ viewport: { width: 360, height: 800 } });
  await resident.goto('/login');
  await signIn(resident, DEMO_PHONE);
  await expect(resident).not.toHaveURL(/\/login/);
  await resident.goto(`/my-page/orders/${merchantUid}`);
  await expect(resident.getByText('시공완료').first()).toBeVisible();
  await expect(resident.getByRole('img', { name: '시공 후 사진' })).toBeVisible();
  await expectClean(resident);
  await shot(resident, 'resident-order', { fullPage: true });
  await resident.close();
});
