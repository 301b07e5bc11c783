import { defineConfig, devices } from '@playwright/test';

export const port = Number(process.env.E2E_PORT ?? 3100);

const ownServerSpecs = /(lifecycle|nfce|fleet)\.spec\.ts/;

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

/**
 * End-to-end specs run Debian's Chromium against the production build served by the real
 * server on a fresh embedded database. Chromium resolves *.localhost to loopback by itself,
 * so http://demo.localhost:{port} reaches the demo tenant.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two, one per core. Decision 048 chose four on a faster machine, where the cores sat half
  // idle at two; on this round's CI machine Chromium alone keeps both cores busy, and the same
  // 40 tests took 221 s at two workers against 266 s at four (decision 093). E2E_WORKERS sets
  // another number.
  workers: Number(process.env.E2E_WORKERS) || 2,
  // A test gets 60 s instead of Playwright's 30 s: the workers share two cores, and a test
  // that needs more than its usual time under that load should pass, not cost a retry. A
  // passing test is not held longer; tests that need more set their own.
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Outcomes get 20 s instead of Playwright's 5 s: a sign-in or /setup hashes its password at
  // the production scrypt cost, seconds on a loaded 2-core machine, and a failed expectation's
  // retry on CI costs the whole test again (decision 043). A passing expectation waits no longer.
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records every action's DOM and a screencast: on CI only a retry records one (a
    // failing test's second run), instead of every test paying for it (decision 044).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  },
  projects: [
    // Creates the first super admin; every other spec depends on it.
    { name: 'first-run', testMatch: /first-run\.setup\.ts/, use: browser },
    // Start servers of their own (support/server-process.ts) and need no first run, but wait for
    // it all the same: Playwright runs a project without dependencies in the first phase, and
    // no test of a dependent project starts before that whole phase has ended, so these two
    // (a fresh server's start each, about a minute) held every other spec back. Listed before
    // 'chromium' so that their long starts begin first (decision 048).
    { name: 'own-server', dependencies: ['first-run'], testMatch: ownServerSpecs, use: browser },
    {
      name: 'chromium',
      dependencies: ['first-run'],
      testIgnore: ownServerSpecs,
      use: browser,
    },
  ],
  webServer: {
    command: 'node start-server.mjs',
    url: `http://localhost:${port}/api/ready`,
    reuseExistingServer: !process.env.CI,
    // A fresh data folder: migrations and the demo seed. About 60 s on a 2-core machine under
    // other engineers' load, a few seconds on a quiet one.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
