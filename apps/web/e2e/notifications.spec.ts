import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { outbox, randomPhone, signUp } from './support/accounts';
import { data } from './support/api';
import { payForCleaning } from './support/orders';
import { expectClean, screenshots } from './support/screens';
import { BASE_URL, FROM_SITE } from './support/site';

/**
 * Issue 15 section 1 on a 360 x 800 screen, against the built server with the demo seed: a new resident
 * (모두 동의, so 혜택·이벤트 is on with today's date) pays for a cleaning through the PortOne sandbox; the home
 * header's bell counts the unread notice, the 알림함 shows it and opens the order, and 알림 설정 turns
 * 혜택·이벤트 off, shows the date, and tells the resident in the 알림함. Then an event sent by staff arrives as a
 * "(광고)" message whose 수신거부 link, opened without signing in, ends the consent.
 * Screenshots: test-results/notifications-*.png.
 */
const shot = screenshots('notifications');

/** Home until the bell shows `count` unread (the notice is put in the inbox by the dispatch job after the commit). */
async function expectBadge(page: Page, count: number): Promise<void> {
  const badge = page.getByTestId('notification-count');
  await expect
    .poll(async () => {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      return (await badge.count()) ? await badge.innerText() : '0';
    })
    .toBe(String(count));
  await expect(page.getByRole('link', { name: count ? `알림, 읽지 않은 알림 ${count}개` : '알림', exact: true })).toBeVisible();
}

test('a payment lands in the 알림함 with a badge, and 혜택·이벤트 can be turned off', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/login?returnTo=%2F');
  await signUp(page, randomPhone());
  await expect(page).toHaveURL(/\/$/);

  // Signed up with 모두 동의: the first notice is the 혜택·이벤트 consent's result (정보통신망법 제50조 제7항).
  const bell = page.getByRole('link', { name: /^알림/ });
  await expect(bell).toBeVisible();
  await expectBadge(page, 1);
  const before = await bell.boundingBox();

  // 1. Pay through the sandbox with this browser's session.
  const order = await payForCleaning(page.request);

  // 2. The bell counts it, without moving.
  await expectBadge(page, 2);
  expect(await bell.boundingBox()).toEqual(before);
  await shot(page, 'home-badge');

  // 3. 알림함: the payment notice, unread; tapping it opens the order and reads it.
  await bell.click();
  await expect(page).toHaveURL(/\/notification$/);
  const entries = page.getByRole('list', { name: '받은 알림' }).getByTestId('resident-push');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('결제가 완료되었어요');
  await expect(entries.first()).toContainText('주문·방문 안내');
  await expect(entries.nth(1)).toContainText('혜택·이벤트 수신에 동의하셨어요');
  await expect(page.getByText('읽지 않은 알림 2개')).toBeVisible();
  await expectClean(page);
  await shot(page, 'inbox');
  await entries.first().click();
  await expect(page).toHaveURL(new RegExp(`/my-page/orders/${order.merchantUid}$`));
  await expectBadge(page, 1);

  // 4. 알림 설정 from my page: 혜택·이벤트 is on since today (모두 동의), with the two-year re-confirmation date.
  await page.goto('/my-page');
  await page.getByRole('link', { name: '알림 설정' }).click();
  await expect(page).toHaveURL(/\/notification\/setting$/);
  const status = page.getByTestId('marketing-status');
  await expect(status).toContainText('수신 동의일');
  await expect(status).toContainText('다시 확인할 날');
  await expect(page.getByRole('switch', { name: /주문·방문|앱 푸시/ }).first()).toBeDisabled();
  await expectClean(page);
  await shot(page, 'settings-on', { fullPage: true });

  // 5. Turn both 혜택·이벤트 channels off: the consent ends today; the night switch goes off with it.
  const marketing = page.getByRole('region', { name: /혜택·이벤트/ });
  await marketing.getByRole('switch', { name: '앱 푸시' }).click();
  await expect(marketing.getByRole('switch', { name: '앱 푸시' })).not.toBeChecked();
  // The first change is saved (its toast) before the second: a tap while it saves finds the switches disabled.
  await expect(page.getByText('저장했어요')).toBeVisible();
  await expect(marketing.getByRole('switch', { name: '알림톡/문자' })).toBeEnabled();
  await marketing.getByRole('switch', { name: '알림톡/문자' }).click();
  await expect(page.getByText('혜택·이벤트 수신을 거부했어요. 광고 메시지를 보내지 않아요')).toBeVisible();
  await expect(status).toContainText(/\d{4}\.\d{2}\.\d{2} \(.\)에 수신을 거부했어요/);
  await expect(marketing.getByRole('switch', { name: /야간|밤 9시/ })).toBeDisabled();
  await shot(page, 'settings-off', { fullPage: true });

  // 6. The change is told in the 알림함 (정보통신망법 제50조 제7항), and the bell counts it.
  await expectBadge(page, 2);
  await page.getByRole('link', { name: /^알림/ }).click();
  await expect(entries.first()).toContainText('혜택·이벤트 수신 설정이 바뀌었어요');
  await expect(entries.first()).toContainText('수신을 거부하셨어요');
  await shot(page, 'inbox-consent');
  await page.getByRole('button', { name: '모두 읽음' }).click();
  await expect(page.getByText('모든 알림을 읽었어요')).toBeVisible();
});

test('an event arrives as "(광고)" with a 수신거부 link that works without signing in', async ({ page, browser, playwright }) => {
  test.setTimeout(180_000);
  const phone = randomPhone();
  await page.goto('/login?returnTo=%2Fnotification%2Fsetting');
  await signUp(page, phone);
  await expect(page).toHaveURL(/\/notification\/setting$/);

  // 야간 수신 too, so the message goes now whatever the hour (without it, a night message waits until 08:00).
  const marketing = page.getByRole('region', { name: /혜택·이벤트/ });
  await marketing.getByRole('switch', { name: /밤 9시~아침 8시에도 받기/ }).click();
  await expect(page.getByText(/야간 수신에 동의했어요/)).toBeVisible();
  await expect(page.getByTestId('marketing-status')).toContainText('야간 수신 동의일');

  // Staff send a running event (each event goes once: the first one not sent yet on this server).
  const staff = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: FROM_SITE });
  const login = await data<{ accessToken: string }>(await staff.post('/api/v2/auths/staff/login', { data: { email: 'staff@ipju.kr', password: 'ipju-staff-1234' } }));
  let sent = false;
  for (let id = 1; id <= 7 && !sent; id++) {
    const res = await staff.post(`/api/v2/staff/events/${id}/notice`, { headers: { Authorization: `Bearer ${login.accessToken}` } });
    sent = res.ok();
  }
  expect(sent).toBe(true);
  await staff.dispose();

  // The message: "(광고)" first, the sender, and the 수신거부 link last.
  let link = '';
  await expect
    .poll(async () => {
      const ad = (await outbox(page.request, phone)).find((m) => m.body.startsWith('(광고)'));
      link = /무료 수신거부: (\S+)$/.exec(ad?.body ?? '')?.[1] ?? '';
      return link;
    })
    .toMatch(/\/unsubscribe\//);

  // Opened on a phone that is not signed in: refused at once.
  const stranger = await browser.newContext({ viewport: { width: 360, height: 800 }, deviceScaleFactor: 2, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const linkPage = await stranger.newPage();
  await linkPage.goto(new URL(new URL(link).pathname, BASE_URL).toString());
  await expect(linkPage.getByRole('heading', { name: '혜택·이벤트 수신을 거부했어요' })).toBeVisible();
  await expect(linkPage.getByText(/\d{4}\.\d{2}\.\d{2} \(.\)부터 광고 메시지를 보내지 않아요/)).toBeVisible();
  await shot(linkPage, 'unsubscribed');
  await stranger.close();

  // The resident's settings show it, and the 알림함 has the event (marked 광고) and the change.
  await page.reload();
  await expect(page.getByTestId('marketing-status')).toContainText('수신을 거부했어요');
  await page.goto('/notification');
  const entries = page.getByRole('list', { name: '받은 알림' }).getByTestId('resident-push');
  await expect(entries.filter({ hasText: '(광고)' })).toHaveCount(1);
  // The notice of the change is sent by the job queue after the tap, so it may land after this page asked.
  await expect(async () => {
    await page.reload();
    await expect(entries.first()).toContainText('수신을 거부하셨어요', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await shot(page, 'inbox-event');
});
