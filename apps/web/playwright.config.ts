import { defineConfig } from '@playwright/test';
import { BASE_URL, E2E_PORT } from './e2e/support/site';

/**
 * Browser tests on the system Chromium (Debian package `chromium`; `npx playwright install` is not
 * used), on the 360 x 800 mobile viewport. The web server is the built server (apps/server/dist)
 * serving the built web app on port 3100, in demo mode, on a fresh embedded database under
 * .data/e2e (removed before each start). Build first: the repository's test script does
 * (`npm run build` at the root). Set E2E_BASE_URL to test a server that is already running.
 */
const PORT = E2E_PORT;
const baseURL = BASE_URL;
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['html', { open: 'never', outputFolder: 'test-results/html' }]] : 'list',
  use: {
    baseURL,
    actionTimeout: 15_000,
    viewport: { width: 360, height: 800 },
    deviceScaleFactor: 2,
    isMobile: false,
    hasTouch: true,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium-mobile' }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'rm -rf ../../.data/e2e && node ../server/dist/main.js',
        url: `http://localhost:${PORT}/api/v2/openapi.json`,
        timeout: 180_000,
        reuseExistingServer: !CI,
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          DATA_DIR: '../../.data/e2e',
          APP_MODE: 'demo',
          LOG_LEVEL: 'warn',
          // Every simulated resident, company and staff member of the run comes from 127.0.0.1 within a few
          // minutes: the per-IP flood guard (300 a minute by default) would otherwise answer 429 mid-journey.
          RATE_LIMIT_MAX: '5000',
          // Every journey signs a resident in from this one machine, and six of them sign in the demo resident.
          OTP_SENDS_PER_IP_PER_HOUR: '1000',
          OTP_SENDS_PER_PHONE_PER_HOUR: '100',
        },
      },
});
