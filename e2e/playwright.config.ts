import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cspReportsToken, inboxTestToken, testPorts as ports } from './tests/support/site';

// The site under test runs on the roster's test ports with a fresh data folder, so a developer's
// running site and its data are never touched. E2E_BASE_URL points the tests at a site that is already up.
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://localhost:${ports.SHELL_PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'dcic-e2e-'));

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // E2E_WORKERS spec files at a time (one by default), the tests of one file in order in one worker.
  // The specs are written to allow two: every journey works with accounts of its own, and the files
  // that change shared demo data (the review round, a dataset's download count) are the only ones
  // that look at it.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: external
    ? undefined
    : {
        command: 'node scripts/start.mjs --no-install --no-build --quiet',
        cwd: path.resolve(__dirname, '..'),
        url: `${baseURL}/healthz`,
        // The site seeds its demo (teams, scored submissions) before it answers.
        timeout: 300_000,
        reuseExistingServer: false,
        // NODE_ENV development gives the SSO its outbox of codes (/dev/outbox), where every registration
        // and the password reset journey read theirs. Every person registers from this one machine,
        // hence the raised limit on code requests per client address.
        env: {
          ...ports,
          SSO_CODE_REQUESTS_PER_CLIENT: '100000',
          DATA_DIR: dataDir,
          E2E: '1',
          // The demo's shapes (boards, scores, posts, messages) with fewer of each: the site is up sooner.
          DEMO_SIZE: 'small',
          NODE_ENV: 'development',
          STAFF_ACCOUNTS: 'staff-e2e@dcic.example',
          INBOX_TEST_TOKEN: inboxTestToken,
          CSP_REPORTS_TOKEN: cspReportsToken,
        },
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
