import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { INSPECTION_COMPANY } from './inspection';

/** ipju's own inspection team, seeded for the demo (README): today's visit to 김입주's home is theirs. */
export const DEMO_INSPECTOR = { email: 'inspector@ipju.kr', password: 'ipju-inspector-1234' } as const;

/** Opens /inspector signed out (the guard sends it to /inspector/login) and signs in with the company's e-mail. */
export async function signInToConsole(page: Page, account: { email: string; password: string } = INSPECTION_COMPANY): Promise<void> {
  await page.goto('/inspector');
  await expect(page).toHaveURL(/\/inspector\/login$/);
  await page.getByLabel('이메일').fill(account.email);
  await page.getByLabel('비밀번호').fill(account.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/inspector$/);
}

/** On a type's screen: saves the form and waits for the server to have the task (the row loses its 전송 대기 mark). */
export async function saveTask(page: Page, type: string): Promise<void> {
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/${type}/tasks`) && r.status() === 200);
  await page.getByRole('button', { name: '기록 저장' }).click();
  await created;
  await expect(page.getByTestId('task-row')).toHaveCount(1);
  await expect(page.getByTestId('task-row').first()).toHaveAttribute('data-sync', 'sent');
}

/** On a type's screen: 작성 완료, once the server has taken it. */
export async function completeType(page: Page, type: string): Promise<void> {
  const patched = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith(`/${type}/completed`) && r.status() === 200);
  await page.getByRole('button', { name: '작성 완료' }).click();
  await patched;
  await expect(page.getByTestId('type-state')).toHaveText('작성 완료');
}
