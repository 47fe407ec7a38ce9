import { defineConfig, devices } from '@playwright/test';
import { noticeServer } from './e2e/notices.support';
import { e2eStaff } from './e2e/staff.support';
import { chromiumArgs, findTestBrowser } from './scripts/browser.mjs';

// Several people (and CI) may run suites side by side: each run gets its own port, database and,
// when E2E_DIST is set, its own build directory.
const port = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = `.tmp/e2e-${port}`;
const executablePath = findTestBrowser();
const noticeDataDir = `.tmp/e2e-${noticeServer.port}`;

function serverEnv(serverPort: number, directory: string) {
  return {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    DATABASE_FILE: `${directory}/site.db`,
    STATIC_DIR: process.env.E2E_DIST ?? 'dist',
    STAFF_EMAIL: e2eStaff.email,
    STAFF_PASSWORD: e2eStaff.password,
    // Every test posts from 127.0.0.1; the write limit has its own server test.
    WRITE_LIMIT_PER_MINUTE: '100000',
    // Dozens of tests sign in from 127.0.0.1; the sign-in limit has its own server test.
    SIGN_IN_LIMIT_PER_10_MINUTES: '100000',
  };
}

/** Specs that empty a whole collection (each a different one: they may run side by side). */
const clearingSpecs = ['dashboard-clear.spec.ts', 'inbox-clear.spec.ts'];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Sized for a busy 2-core machine (the server and the browser share it): limits, not sleeps. A
  // passing test takes a few seconds; with the machine loaded well past its cores, 30 s was not
  // enough for the longer dashboard walks.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: clearingSpecs,
    },
    {
      // Empties a whole collection, so it waits until no other spec is writing to it.
      name: 'after-writers',
      use: { ...devices['Desktop Chrome'] },
      testMatch: clearingSpecs,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      command: `rm -rf ${dataDir} && npm run serve`,
      url: baseURL,
      reuseExistingServer: false,
      timeout: 60_000,
      env: serverEnv(port, dataDir),
    },
    {
      // The same server with e-mail notices on, for e2e/notices-mail.spec.ts.
      command: `rm -rf ${noticeDataDir} && npm run serve`,
      url: noticeServer.baseURL,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv(noticeServer.port, noticeDataDir),
        SMTP_URL: `smtp://127.0.0.1:${noticeServer.smtpPort}`,
        NOTIFY_TO: noticeServer.to,
        NOTIFY_FROM: noticeServer.from,
        SITE_URL: noticeServer.baseURL,
      },
    },
  ],
});
