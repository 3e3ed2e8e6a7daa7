import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';

/** A message the demo server would have sent (SMS or AlimTalk). */
export interface OutboxMessage {
  body: string;
}

/** A mobile number no one has signed up with yet (almost surely). */
export function randomPhone(): string {
  return `010${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
}

/** The messages the demo server has sent to a number, newest first (GET /api/v2/dev/outbox). */
export async function outbox(request: APIRequestContext, phone: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/v2/dev/outbox?to=${phone}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: OutboxMessage[] | { messages: OutboxMessage[] } };
  return Array.isArray(body.data) ? body.data : body.data.messages;
}

/** The sign-in SMS (auth.service.ts): "[입주] 인증번호 [123456]를 입력해 주세요. (5분 이내)". */
const SIGN_IN_CODE = /인증번호 \[(\d{6})\]/;

/** On /login: requests a code, reads it from the dev outbox and signs in (the hooks run once the number, then the code, is typed). */
export async function signIn(
  page: Page,
  phone: string,
  hooks: { phoneEntered?: () => Promise<void>; codeEntered?: () => Promise<void> } = {},
): Promise<void> {
  // The newest message before the code was asked for: the outbox answers the latest 20 only, so a number used
  // throughout the run (the demo resident's) cannot be told apart by counting.
  const newestBefore = JSON.stringify((await outbox(page.request, phone))[0] ?? null);
  await page.getByLabel('휴대폰 번호').fill(phone);
  await hooks.phoneEntered?.();
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByLabel('인증번호')).toBeVisible();
  let code = '';
  await expect
    .poll(async () => {
      // The code's SMS among what arrived since: other notices to this number (a visit's AlimTalk sent by the
      // queue a moment later) may come after it, so the newest message is not always the code.
      const messages = await outbox(page.request, phone);
      const since = messages.findIndex((m) => JSON.stringify(m) === newestBefore);
      const fresh = since === -1 ? messages : messages.slice(0, since);
      code = fresh.map((m) => SIGN_IN_CODE.exec(m.body)?.[1]).find(Boolean) ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('인증번호').fill(code);
  await hooks.codeEntered?.();
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** On /login: signs in with a new number (a random one unless given) and agrees to the terms on /agree. */
export async function signUp(page: Page, phone: string = randomPhone()): Promise<void> {
  await signIn(page, phone);
  await expect(page).toHaveURL(/\/agree/);
  await page.getByRole('checkbox', { name: '모두 동의' }).check();
  await page.getByRole('button', { name: '동의하고 시작하기' }).click();
}
