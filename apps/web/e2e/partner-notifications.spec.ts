import { expect, test } from '@playwright/test';
import { signUp } from './support/accounts';
import { data } from './support/api';
import { freeDates, payForCleaning } from './support/orders';
import { expectClean, screenshots } from './support/screens';
import { FROM_SITE } from './support/site';

/**
 * Issue 12 section 4's 알림 on a 360 x 800 screen, against the built server with the demo seed: a resident
 * books the demo partner's cleaning and then moves its date; the demo partner (partner01, the cleaning's
 * company) signs in, sees the bell's unread count, finds both notices on /partner/notifications naming the
 * service, the 단지 and the dates, taps the date change (it opens the order and is read), and marks the
 * rest read. Screenshots go to test-results/partner-notifications-*.png.
 */

const shot = screenshots('partner-notifications');
const DEMO_PARTNER = { email: 'partner01@ipju.kr', password: 'ipju-partner-1234' };

/** 2026-12-10 -> 2026.12.10, as the notices write dates. */
const dotted = (ymd: string) => ymd.replaceAll('-', '.');

test('the demo partner sees a resident’s date change in 알림, taps it and it is read', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  // 1. A resident books the cleaning (partner01's service) and moves it to another date.
  await page.goto('/login');
  await signUp(page);
  const [booked, moved] = await freeDates(page.request, 2);
  const order = await payForCleaning(page.request, { tz: booked });
  await data(await page.request.put(`/api/v2/receipt/${order.lineIdx}`, { headers: FROM_SITE, data: { tz: moved, time: 9 } }));

  // 2. The demo partner signs in: the bell shows unread notices.
  await page.goto('/partner/login?next=%2Fpartner%2Fmore');
  await page.getByLabel('이메일').fill(DEMO_PARTNER.email);
  await page.getByLabel('비밀번호').fill(DEMO_PARTNER.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/partner\/more$/);
  const bell = page.getByRole('link', { name: /^알림, 읽지 않은 알림 \d+개$/ });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('partner-unread-badge')).toHaveText(/^(\d+|99\+)$/);

  // 3. 알림: the newest is this date change, naming the service, the 단지 and both dates; the new order follows.
  await bell.click();
  await expect(page).toHaveURL(/\/partner\/notifications$/);
  await expect(page.getByRole('heading', { name: '알림' })).toBeVisible();
  const rows = page.getByTestId('partner-push');
  const change = rows.first();
  await expect(change).toContainText('입주민이 방문 일정을 바꿨어요');
  await expect(change).toContainText('잠실래미안아이파크 입주청소');
  await expect(change).toContainText(`${dotted(booked!)} `);
  await expect(change).toContainText(`→ ${dotted(moved!)}`);
  await expect(change).toContainText('오전 9시');
  await expect(change.getByLabel('읽지 않음')).toBeVisible();
  await expect(rows.nth(1)).toContainText('새 주문이 들어왔어요');
  await expect(rows.nth(1)).toContainText(dotted(booked!));
  await expectClean(page);
  // What a finger presses is at least 44 x 44 px: the bell, 모두 읽음 and each notice.
  for (const target of [page.getByRole('link', { name: /^알림,/ }), page.getByRole('button', { name: '모두 읽음' }), change]) {
    const box = (await target.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  await shot(page, 'list');

  // 4. Tapping it opens the order it is about, and back on 알림 it is read (and only it).
  await change.click();
  await expect(page).toHaveURL(new RegExp(`/partner/orders/${order.lineIdx}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/partner\/notifications$/);
  await expect(change.getByLabel('읽지 않음')).toHaveCount(0);
  await expect(rows.nth(1).getByLabel('읽지 않음')).toBeVisible();
  const headers = { Authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('ipju:partner-credential')!).accessToken as string)}` };
  const list = await data<{ items: Array<{ kind: string; link: string; read: boolean; clicked: boolean }> }>(
    await page.request.get('/api/v2/partner/pushs', { headers }),
  );
  const ofOrder = list.items.filter((p) => p.link === `/partner/orders/${order.lineIdx}`);
  expect(ofOrder.map(({ kind, read, clicked }) => ({ kind, read, clicked }))).toEqual([
    { kind: 'date_change', read: true, clicked: true },
    { kind: 'new_order', read: false, clicked: false },
  ]);
  await shot(page, 'after-tap');

  // 5. 모두 읽음: no dot and no badge left.
  await page.getByRole('button', { name: '모두 읽음' }).click();
  await expect(page.getByText('모든 알림을 읽었어요')).toBeVisible();
  await expect(page.getByLabel('읽지 않음')).toHaveCount(0);
  await expect(page.getByTestId('partner-unread-badge')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '알림', exact: true })).toBeVisible();
  await shot(page, 'all-read');
  expect(pageErrors).toEqual([]);
});
