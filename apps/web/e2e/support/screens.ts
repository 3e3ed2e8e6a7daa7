import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Takes a screenshot of the page under a name (see `screenshots`). */
export type Shot = (page: Page, name: string, options?: { fullPage?: boolean }) => Promise<void>;

/** Numbered screenshots with finished animations: test-results/<prefix>-01-<name>.png, -02-, and so on. */
export function screenshots(prefix: string): Shot {
  let step = 0;
  return async (page, name, { fullPage = false } = {}) => {
    step += 1;
    await page.screenshot({ path: `test-results/${prefix}-${String(step).padStart(2, '0')}-${name}.png`, animations: 'disabled', fullPage });
  };
}

/** The words of an English error, a stack trace or a raw value (an internal order key included), which no page may show. */
const RAW = ['Error', 'Unknown', 'undefined', 'NaN', 'null', 'Internal Server', 'Not Found', 'Bad Request', 'ipju_'];

/** Escapes a string for use in a regular expression. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Fails when the page's text shows an English error or a raw value (RAW, less `allow`, plus `also`). */
export async function expectClean(page: Page, { allow = [], also = [] }: { allow?: string[]; also?: string[] } = {}): Promise<void> {
  const words = [...RAW.filter((word) => !allow.includes(word)), ...also];
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(new RegExp(words.map(escapeRegExp).join('|')));
}
