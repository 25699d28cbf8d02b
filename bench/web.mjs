#!/usr/bin/env node
// Page weight of the composed site: for the home page and one page of each area, the JavaScript
// transferred (gzip bytes on the wire), the number of JS requests, and how many copies of React
// rendered (a React DOM registers itself once with the devtools hook; the page must show 1).
// Starts the production build on the test ports unless BENCH_BASE_URL points at a running site.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { portsFrom, testPorts } from '../scripts/lib/ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const external = process.env.BENCH_BASE_URL;
const base = external ?? `http://localhost:${testPorts.SHELL_PORT}`;
const pages = [
  ['home', '/'],
  ['competitions', '/competitions'],
  ['community', '/help/faq'],
  ['profile', '/users/100001'],
  ['inbox', '/messages'],
  ['review', '/grade?name=Expert'],
];

async function waitFor(url, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

let site = null;
if (!external) {
  site = spawn('node', ['scripts/start.mjs', '--no-install', '--quiet'], {
    cwd: root,
    env: { ...process.env, ...testPorts, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'dcic-bench-')) },
    stdio: 'inherit',
  });
  await waitFor(`${base}/healthz`, 600_000);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const rows = [];
try {
  const ssoBase = external
    ? (process.env.BENCH_SSO_URL ?? `http://localhost:${portsFrom().sso}`)
    : `http://localhost:${testPorts.SSO_PORT}`;
  for (const [name, route] of pages) {
    // A fresh browser profile per page (cold cache), signed in so pages behind sign-in show their content.
    const context = await browser.newContext();
    await context.request.post(`${ssoBase}/api/login`, { data: { account: '13800000001', password: 'Demo1234' } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      let id = 0;
      const renderers = new Map();
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        checkDCE() {},
        inject(renderer) {
          id += 1;
          renderers.set(id, renderer);
          return id;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        on() {},
        off() {},
        sub() {
          return () => {};
        },
      };
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map();
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, bytes: 0 });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const s = scripts.get(e.requestId);
      if (s) s.bytes = e.encodedDataLength;
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const reactCopies = await page.evaluate(() => window.__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size);
    const bytes = [...scripts.values()].reduce((sum, s) => sum + s.bytes, 0);
    rows.push({ page: name, route, jsRequests: scripts.size, jsKiB: (bytes / 1024).toFixed(1), reactCopies });
    if (process.env.BENCH_VERBOSE) for (const s of scripts.values()) console.log(`  ${name}: ${(s.bytes / 1024).toFixed(1)} KiB ${s.url}`);
    await context.close();
  }
} finally {
  await browser.close();
  site?.kill('SIGINT');
}

console.log('\npage            route                 JS requests   JS transferred (KiB, gzip)   React copies');
for (const r of rows) {
  console.log(
    `${r.page.padEnd(16)}${r.route.padEnd(22)}${String(r.jsRequests).padStart(11)}${r.jsKiB.padStart(29)}${String(r.reactCopies).padStart(15)}`,
  );
}
const bad = rows.filter((r) => r.reactCopies !== 1);
if (bad.length) {
  console.error(`\nMore than one React (or none) on: ${bad.map((r) => r.page).join(', ')}`);
  process.exitCode = 1;
}
