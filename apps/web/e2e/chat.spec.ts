import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from './support/accounts';
import { data } from './support/api';
import { partnerHeaders } from './support/orders';
import { expectClean, screenshots } from './support/screens';
import { BASE_URL } from './support/site';

/**
 * Issue 16 part 2 on a 360 x 800 screen, against the built server with a fresh demo seed:
 *
 * 1. The demo resident writes to ipju 상담 from /chat; staff (staff@ipju.kr), signed in to the staff console in a
 *    second browser, finds it first in the inbox (waiting for an answer), sees the resident's orders beside it
 *    and answers; the resident's conversation shows the answer without a reload, and 읽음 under their message.
 * 2. The demo resident opens 업체와 채팅 on their paid cleaning (the warning not to pay outside ipju shows) and
 *    writes a phone number; the demo company answers from the console's 채팅 tab and reads the number masked;
 *    the answer reaches the resident live.
 *
 * Screenshots go to test-results/chat-*.png.
 */

const shot = screenshots('chat');
const DEMO_PHONE = '01012345678';
const STAFF = { email: 'staff@ipju.kr', password: 'ipju-staff-1234' };
const DEMO_PARTNER = { email: 'partner01@ipju.kr', password: 'ipju-partner-1234' };
const PHONE_SIZE = { width: 360, height: 800 };
const PHOTO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/inspection-defect.jpg');

const unique = () => Math.random().toString(36).slice(2, 7);

async function signInResident(page: Page): Promise<void> {
  await page.goto('/login?returnTo=%2Fchat');
  await signIn(page, DEMO_PHONE);
  await expect(page).toHaveURL(/\/chat$/);
}

async function newPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: PHONE_SIZE, deviceScaleFactor: 2, hasTouch: true, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  return context.newPage();
}

test('the demo resident asks ipju 상담 and staff answer from the inbox, live', async ({ page, browser }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const question = `입주청소 날짜를 바꿀 수 있을까요? (${unique()})`;

  // Signed out, /chat explains itself and asks to sign in.
  await page.goto('/chat');
  await expect(page.getByText('로그인하고 채팅을 시작해 보세요')).toBeVisible();
  await shot(page, 'signed-out');

  await signInResident(page);
  await expect(page.getByRole('list', { name: '채팅 목록' })).toBeVisible();
  await shot(page, 'list');
  // ipju 상담 is first: opened before, or offered to start.
  const first = page.getByRole('list', { name: '채팅 목록' }).getByRole('listitem').first();
  await expect(first).toContainText('ipju 상담');
  await first.getByRole('link').or(first.getByRole('button')).click();
  await expect(page.getByRole('heading', { name: 'ipju 상담' })).toBeVisible();
  await expect(page.getByTestId('chat-pay-warning')).toHaveCount(0);

  await page.getByRole('textbox', { name: '메시지' }).fill(question);
  await page.getByRole('button', { name: '보내기', exact: true }).click();
  const mine = page.getByTestId('chat-message').filter({ hasText: question });
  await expect(mine).toBeVisible();
  await expect(page.getByTestId('chat-pending')).toHaveCount(0);
  await shot(page, 'resident-asked');

  // Staff, in another browser: the inbox, waiting conversations first.
  const staff = await newPhone(browser);
  staff.on('pageerror', (error) => errors.push(error.message));
  await staff.goto('/staff/chat');
  await expect(staff).toHaveURL(/\/staff\/login/);
  await staff.getByLabel('이메일').fill(STAFF.email);
  await staff.getByLabel('비밀번호').fill(STAFF.password);
  await staff.getByRole('button', { name: '로그인' }).click();
  await expect(staff).toHaveURL(/\/staff\/chat$/);
  await expect(staff.getByRole('tab', { name: '답변 대기' })).toHaveAttribute('aria-selected', 'true');
  const row = staff.getByTestId('chat-thread').filter({ hasText: question });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('staff-waiting')).toBeVisible();
  await expectClean(staff);
  await shot(staff, 'staff-inbox');

  await row.click();
  await expect(staff.getByText(question)).toBeVisible();
  // On a phone the resident's details are a panel the toolbar opens.
  await staff.getByRole('button', { name: '주문·계획 보기' }).click();
  const panel = staff.getByTestId('staff-resident-panel');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('최근 주문');
  await expect(panel).not.toContainText('010-1234-5678');
  await shot(staff, 'staff-panel');
  await staff.getByRole('button', { name: '정보 닫기' }).click();

  // A canned answer, added once for the team, goes into the message box with one tap.
  const answer = `네, 주문 상세에서 방문 일정을 바꿀 수 있어요. (${unique()})`;
  const cannedTitle = `일정 변경 안내 ${unique()}`;
  await staff.getByRole('button', { name: '답변 추가' }).click();
  await staff.getByLabel('제목').fill(cannedTitle);
  await staff.getByLabel('답변 내용').fill(answer);
  await shot(staff, 'staff-canned-new');
  await staff.getByRole('button', { name: '저장하기' }).click();
  await staff.getByRole('button', { name: cannedTitle }).click();
  await expect(staff.getByRole('textbox', { name: '메시지' })).toHaveValue(answer);
  await staff.getByRole('button', { name: '보내기', exact: true }).click();
  await expect(staff.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible();
  await expectClean(staff);
  await shot(staff, 'staff-answered');
  // On a desk's screen the resident's details sit beside the conversation, without the toggle.
  await staff.setViewportSize({ width: 1280, height: 800 });
  await expect(staff.getByTestId('staff-resident-panel')).toBeVisible();
  await expect(staff.getByRole('button', { name: '주문·계획 보기' })).toBeHidden();
  await shot(staff, 'staff-wide');

  // The resident sees the answer arrive without reloading, and 읽음 under their question.
  await expect(page.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible({ timeout: 5000 });
  await expect(mine.getByText('읽음')).toBeVisible();
  await expectClean(page);
  await shot(page, 'resident-answered');
  expect(errors).toEqual([]);
});

interface Line {
  lineIdx: number;
  merchantUid: string;
  itemIdx: number;
  customer: { name: string | null; dong: string | null };
}

test('the demo resident opens a company chat from an order and the company answers from the console', async ({ page, browser }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // The demo resident's paid cleaning with partner01 (the seed made it through the API).
  const headers = await partnerHeaders(page.request, 1);
  const lines = await data<Line[]>(await page.request.get('/api/v2/partner/pp_order_list', { headers }));
  const line = lines.filter((l) => l.customer.name === '김입주').sort((a, b) => a.lineIdx - b.lineIdx)[0];
  expect(line, 'the demo seed has a paid order of the demo resident with partner01').toBeTruthy();

  await signInResident(page);
  await page.goto(`/my-page/orders/${encodeURIComponent(line!.merchantUid)}`);
  const card = page.getByRole('article').filter({ has: page.getByTestId(`visit-${line!.lineIdx}`) });
  const chat = card.getByRole('button', { name: /채팅하기/ });
  await chat.scrollIntoViewIfNeeded();
  await shot(page, 'order-line');
  await chat.click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await expect(page.getByTestId('chat-pay-warning')).toContainText('결제는 꼭 ipju 안에서');
  await shot(page, 'company-chat');

  const question = `주차는 지하 2층이에요. 급하면 010-9876-5432로 연락 주세요 (${unique()})`;
  await page.getByRole('textbox', { name: '메시지' }).fill(question);
  await page.getByRole('button', { name: '보내기', exact: true }).click();
  await expect(page.getByTestId('chat-pending')).toHaveCount(0);
  const sent = page.getByTestId('chat-message').filter({ hasText: '주차는 지하 2층이에요' }).last();
  await expect(sent).toBeVisible();
  await expect(sent).not.toContainText('9876-5432');
  // A photo, uploaded as soon as it is picked, then sent.
  await page.getByTestId('chat-photo-input').setInputFiles(PHOTO);
  const send = page.getByRole('button', { name: '보내기', exact: true });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByRole('button', { name: '사진 1 크게 보기' }).last()).toBeVisible();
  await expect(page.getByTestId('chat-pending')).toHaveCount(0);
  await shot(page, 'company-asked');

  // The company, in the console: the 채팅 tab, the customer's chat, the number masked.
  const partner = await newPhone(browser);
  partner.on('pageerror', (error) => errors.push(error.message));
  await partner.goto('/partner/login');
  await partner.getByLabel('이메일').fill(DEMO_PARTNER.email);
  await partner.getByLabel('비밀번호').fill(DEMO_PARTNER.password);
  await partner.getByRole('button', { name: '로그인' }).click();
  await expect(partner).toHaveURL(/\/partner$/);
  await partner.getByRole('navigation', { name: '파트너 메뉴' }).getByRole('link', { name: /채팅/ }).click();
  await expect(partner).toHaveURL(/\/partner\/chat$/);
  // The newest chat first, its last message the photo.
  const row = partner.getByTestId('chat-thread').filter({ hasText: '김입주' }).first();
  await expect(row).toContainText('사진');
  await expect(row).toBeVisible();
  await shot(partner, 'partner-list');
  await row.click();
  const received = partner.getByTestId('chat-message').filter({ hasText: '주차는 지하 2층이에요' }).last();
  await expect(received).toBeVisible();
  await expect(received).not.toContainText('9876-5432');
  await expect(partner.getByRole('button', { name: '사진 1 크게 보기' }).last()).toBeVisible();

  const reply = `네, 지하 2층으로 갈게요. 내일 뵙겠습니다 (${unique()})`;
  await partner.getByRole('textbox', { name: '메시지' }).fill(reply);
  await partner.getByRole('button', { name: '보내기', exact: true }).click();
  await expect(partner.getByTestId('chat-message').filter({ hasText: reply })).toBeVisible();
  await expectClean(partner);
  await shot(partner, 'partner-answered');

  // The order page of the console opens the same chat (고객과 채팅).
  await partner.goto(`/partner/orders/${line!.lineIdx}`);
  await partner.getByRole('button', { name: '고객과 채팅' }).click();
  await expect(partner).toHaveURL(/\/partner\/chat\/\d+$/);
  await expect(partner.getByTestId('chat-message').filter({ hasText: reply })).toBeVisible();

  await expect(page.getByTestId('chat-message').filter({ hasText: reply })).toBeVisible({ timeout: 5000 });
  await expectClean(page);
  await shot(page, 'company-answered');
  expect(errors).toEqual([]);
});
