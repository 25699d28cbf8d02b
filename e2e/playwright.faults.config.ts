import { defineConfig } from '@playwright/test';

// The fault tier (`npx playwright test -c playwright.faults.config.ts`, a stage of `npm test` after
// the end-to-end tests): no site is started here; each suite starts the processes it stops and kills,
// on free ports of its own, from the production build.
export default defineConfig({
  testDir: './faults',
  timeout: 300_000,
  expect: { timeout: 60_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
});
