import type { Page } from '@playwright/test';
import { HYDRATED_EVENT } from '../../src/app/ssr/hydrated-event';

/**
 * Opens a server-rendered page and waits until the app has hydrated it (main.tsx's HYDRATED_EVENT), for a step
 * that is about what a tap does rather than about taps made before the app answers (server-rendering.spec.ts
 * and src/early-taps.test.ts cover those: a held tap is replayed on its control, and dropped when the page no
 * longer has it). Recorded from the start of the page, so an event sent before this looks is not missed.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.addInitScript((eventName) => {
    window.addEventListener(eventName, () => document.documentElement.setAttribute('data-e2e-hydrated', ''), { once: true });
  }, HYDRATED_EVENT);
  await page.goto(url);
  await page.locator('html[data-e2e-hydrated]').waitFor({ state: 'attached' });
}
