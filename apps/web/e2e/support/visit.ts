import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** What POST /billings/init needs besides the cart, for API-made orders: the visit and the 제3자 제공 consent. */
export const VISIT_BODY = {
  visit: { dong: '101', ho: '1203', contactName: '김입주', entryMethod: 'management_office', parking: 'available' },
  agreeThirdParty: true,
} as const;

/**
 * On /payment: the 방문 정보 section (동·호 when not prefilled from the resident's home, the entry method with its
 * code, parking, a request), the 개인정보 제3자 제공 consent, and "그래도 예약할게요" when the page warns of a
 * double booking.
 */
export async function fillVisitDetails(
  page: Page,
  { dong = '101', ho = '1203', entry = '관리사무소 방문', code, parking = '지하주차장 이용 가능', request }: {
    dong?: string;
    ho?: string;
    entry?: string;
    code?: string;
    parking?: string;
    request?: string;
  } = {},
): Promise<void> {
  const section = page.getByRole('region', { name: '방문 정보' });
  await expect(section).toBeVisible();
  const dongField = section.getByRole('textbox', { name: /^동/ });
  const hoField = section.getByRole('textbox', { name: /^호수/ });
  await expect(dongField).toBeVisible();
  if (!(await dongField.inputValue())) await dongField.fill(dong);
  if (!(await hoField.inputValue())) await hoField.fill(ho);
  // A new account has no name yet: the contact needs one.
  const nameField = section.getByRole('textbox', { name: /^이름/ });
  if (!(await nameField.inputValue())) await nameField.fill('김입주');
  await section.getByRole('button', { name: entry, exact: true }).click();
  if (code !== undefined) await section.getByRole('textbox', { name: /공동현관 비밀번호/ }).fill(code);
  await section.getByRole('button', { name: parking, exact: true }).click();
  if (request !== undefined) await section.getByRole('textbox', { name: /업체에 요청할 내용/ }).fill(request);
  const consent = page.getByRole('checkbox', { name: '위 업체에 방문 정보를 제공하는 데 동의해요 (필수)' });
  await expect(consent).toBeVisible();
  await consent.check();
  const anyway = page.getByRole('checkbox', { name: '그래도 예약할게요' });
  if (await anyway.isVisible()) await anyway.check();
}
