/** Where the browser tests find the site: the built server started by playwright.config.ts, or E2E_BASE_URL. */
export const E2E_PORT = 3100;
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://localhost:${E2E_PORT}`;

/**
 * What a page of the site sends with every change (POST, PUT, PATCH, DELETE): its Origin. The server
 * refuses cookie-authenticated changes that name no origin; Playwright's APIRequestContext (which carries
 * the signed-in page's cookies) does not add one itself, so API calls made "as the page" pass these.
 */
export const FROM_SITE = { Origin: new URL(BASE_URL).origin };
