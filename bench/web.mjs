#!/usr/bin/env node
// npm run bench:web — the first view of each page of the composed site, next to a static page
// measured in the same run on the same machine.
//
// Every load is cold (a new browser context, so an empty cache) in Chromium with its CPU slowed 4×
// (CDP Emulation.setCPUThrottlingRate), as a visitor and signed in (a demo account), ROUNDS times; the
// tables show the median. For each page:
//   - the JavaScript it loads before any interaction (gzip bytes of every script, 1 KB = 1000 bytes, as
//     e2e/budgets.json counts them), the number of scripts, and how many copies of React rendered;
//   - FCP, LCP (PerformanceObserver, buffered: true; the last largest-contentful-paint candidate) and
//     CLS (the largest session window of layout shifts without recent input, as web-vitals counts it);
// the static reference is a page with a header and a heading (same system fonts), served by this
// process. Then the client-side move between areas: from the settled home page, a click on a header
// link, until the new area's heading shows, sampling every animation frame for what the region shows
// meanwhile (the old area's content, nothing, or something else).
// Targets (docs/architecture.md, "Page weight and budgets"): LCP ≤ 1.5× the static page's, CLS ≤ 0.05,
// home ≤ 150 KB and every other first page ≤ 300 KB of JavaScript, one React, the move ≤ 300 ms with
// the old content kept until the new one shows. A bench: it prints MET / NOT MET and exits 0.
//
// Starts the production build on the test ports (building what changed first) unless BENCH_BASE_URL
// points at a running site (BENCH_SSO_URL then names its SSO). BENCH_ROUNDS (3): loads per page and
// state. BENCH_CPU_THROTTLE (4). BENCH_DEMO_SIZE=small: the smaller demo of the browser tests.
// BENCH_VERBOSE=1: every load's figures and layout shifts, the scripts of each page and each move's
// frames. BENCH_PAGES=home,inbox: only these pages (by name), and no moves unless home is among them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { portsFrom, testPorts } from '../scripts/lib/ports.mjs';
import { cumulativeLayoutShift, instrumentPage, median, sampleNavigation } from './lib/page-metrics.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const external = env.BENCH_BASE_URL;
const base = external ?? `http://localhost:${testPorts.SHELL_PORT}`;
const ssoBase = external ? (env.BENCH_SSO_URL ?? `http://localhost:${portsFrom().sso}`) : `http://localhost:${testPorts.SSO_PORT}`;
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const CPU_THROTTLE = Number(env.BENCH_CPU_THROTTLE ?? 4);
const VERBOSE = Boolean(env.BENCH_VERBOSE);
const DEMO_ACCOUNT = { account: '13800000001', password: 'Demo1234' };

const LCP_RATIO = 1.5;
const CLS_MAX = 0.05;
const NAV_MS = 300;
/**
 * After the network went idle the page may still be rendering (a slowed CPU), and paint entries reach
 * the observers only once the frame was presented: the figures are read when FCP and LCP are known and
 * nothing (FCP, LCP candidates, layout shifts) changed for SETTLE_MS, or after SETTLE_MAX_MS.
 */
const SETTLE_MS = 1500;
const SETTLE_MAX_MS = 20_000;
const LOAD_TIMEOUT_MS = 120_000;

const COMPETITION = 1001;
/** `{me}` is the demo account's user id. `targetKB`: the page's JavaScript target. */
const pages = [
  { name: 'home', route: '/', targetKB: 150 },
  { name: 'competitions', route: '/competitions', targetKB: 300 },
  { name: 'competition', route: `/competitions/${COMPETITION}`, targetKB: 300 },
  { name: 'information', route: '/information', targetKB: 300 },
  { name: 'help', route: '/help/faq', targetKB: 300 },
  { name: 'discussion', route: '/discussion', targetKB: 300 },
  // Behind sign-in: a visitor is sent to the SSO's login page.
  { name: 'profile', route: '/users/{me}', targetKB: 300, signedInOnly: true },
  { name: 'inbox', route: '/messages', targetKB: 300, signedInOnly: true },
  { name: 'review login', route: '/spic-review/login', targetKB: 300 },
];
/** Client-side moves, each from where the previous one ended (the first from the home page). */
const moves = [
  { from: 'community', to: 'competitions', path: '/competitions', heading: '赛题' },
  { from: 'competitions', to: 'community', path: '/discussion', heading: '讨论|社区' },
];
const states = ['visitor', 'signed in'];
const only = env.BENCH_PAGES?.split(',').map((name) => name.trim());
if (only) {
  const unknown = only.filter((name) => !pages.some((p) => p.name === name));
  if (unknown.length) throw new Error(`BENCH_PAGES: no page named ${unknown.join(', ')} (${pages.map((p) => p.name).join(', ')})`);
  pages.splice(0, pages.length, ...pages.filter((p) => only.includes(p.name)));
  if (!only.includes('home')) moves.length = 0;
}

// ---- the static reference page ----

const staticHtml = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>数字中国创新大赛</title>
<style>
  body { margin: 0; font-family: -apple-system, BlinkMacSystemFont, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", "Segoe UI", sans-serif; color: #1f2329; background: #f5f6f8; }
  header { display: flex; align-items: center; gap: 24px; height: 64px; padding: 0 32px; background: #fff; box-shadow: 0 1px 0 #e5e6eb; }
  header strong { font-size: 20px; color: #1456f0; }
  header nav a { margin-right: 20px; color: #1f2329; text-decoration: none; font-size: 15px; }
  main { max-width: 1200px; margin: 0 auto; padding: 32px; }
  h1 { font-size: 32px; margin: 0 0 16px; }
</style>
</head>
<body>
<header><strong>DCIC</strong><nav aria-label="主导航"><a href="/">首页</a><a href="/education">训练营</a><a href="/competitions">赛题</a><a href="/discussion">社区讨论</a><a href="/datasets">数据集</a><a href="/information">资讯</a></nav></header>
<main><h1>数字中国创新大赛</h1><p>数字中国创新大赛是面向数字经济的全国性创新赛事，汇聚高校、企业与开发者，以赛促学、以赛促创。</p></main>
</body>
</html>
`;

function startStaticServer() {
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(staticHtml);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// ---- the site ----

async function waitFor(url, ms) {
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
const dataDir = external ? null : mkdtempSync(path.join(tmpdir(), 'dcic-bench-'));
/** Stops the site this bench started and removes its data folder once it has exited. */
async function stopSite() {
  if (!site) return;
  if (site.exitCode === null && site.signalCode === null) {
    const exited = new Promise((resolve) => site.once('exit', resolve));
    site.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.on('SIGINT', () => {
  void stopSite().finally(() => process.exit(130));
});

if (!external) {
  const demoSize = env.BENCH_DEMO_SIZE ? { DEMO_SIZE: env.BENCH_DEMO_SIZE } : {};
  site = spawn('node', ['scripts/start.mjs', '--no-install', '--quiet'], {
    cwd: root,
    // The tests' build (with source maps): the bench and the budgets measure the same chunks.
    env: { SOURCE_MAPS: '1', ...env, ...testPorts, ...demoSize, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  try {
    await waitFor(`${base}/healthz`, 900_000);
  } catch (error) {
    await stopSite();
    throw error;
  }
}

// ---- one cold load ----

const browser = await chromium.launch({
  executablePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const chromiumVersion = browser.version();

/** A fresh context (empty cache), the page instrumented and its CPU slowed, before it is opened. */
async function openContext(storageState) {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 720 }, storageState });
  const page = await context.newPage();
  await page.addInitScript(instrumentPage);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  return { context, page };
}

async function settle(page) {
  const began = Date.now();
  let last = null;
  let since = Date.now();
  for (;;) {
    const read = await page.evaluate(() => window.__bench.read());
    const seen = `${read.fcp}|${read.lcp?.time}|${read.shifts.length}`;
    if (seen !== last) {
      last = seen;
      since = Date.now();
    } else if (read.fcp !== null && read.lcp !== null && Date.now() - since >= SETTLE_MS) {
      return read;
    }
    if (Date.now() - began > SETTLE_MAX_MS) return read;
    await page.waitForTimeout(250);
  }
}

async function readVitals(page) {
  const read = await settle(page);
  return {
    fcp: read.fcp,
    lcp: read.lcp?.time ?? null,
    lcpElement: read.lcp?.element ?? '-',
    cls: cumulativeLayoutShift(read.shifts),
    shifts: read.shifts,
    reactCopies: read.reactCopies,
  };
}

/** One cold load of `url`: its vitals and the scripts it fetched (gzip bytes, by URL). */
async function load(url, storageState) {
  const { context, page } = await openContext(storageState);
  try {
    const bodies = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      bodies.push(
        response.body().then(
          (body) => [response.url(), body],
          () => [response.url(), null],
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS });
    const vitals = await readVitals(page);
    const finalPath = new URL(page.url()).pathname;
    const scripts = (await Promise.all(bodies)).map(([scriptUrl, body]) => ({
      url: scriptUrl,
      bytes: body ? gzipSync(body, { level: 9 }).length : 0,
    }));
    return { ...vitals, finalPath, scripts, jsBytes: scripts.reduce((sum, s) => sum + s.bytes, 0) };
  } finally {
    await context.close();
  }
}

/** From a cold, settled home page: each move of `moves` by its header link, timed from the click. */
async function navigate(storageState) {
  const { context, page } = await openContext(storageState);
  try {
    await page.goto(`${base}/`, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS });
    await settle(page);
    const results = [];
    for (const move of moves) {
      const args = JSON.stringify({ ...move, timeoutMs: 15_000 });
      await page.evaluate(`(window.__benchMove = (${sampleNavigation.toString()})(${args}), true)`);
      await page.locator(`header nav a[href="${move.path}"]`).first().click();
      // Nothing to read when the page was loaded anew (a full page load is no move between areas).
      const sampled = await page.evaluate(() => window.__benchMove);
      results.push(sampled ?? { ms: null, frames: 0, blankFrames: 0, otherFrames: 0 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(SETTLE_MS);
    }
    return results;
  } finally {
    await context.close();
  }
}

// ---- the runs ----

const staticServer = await startStaticServer();
const staticUrl = `http://127.0.0.1:${staticServer.address().port}/`;
const staticRuns = [];
/** `${page name}|${state}` → loads */
const runs = new Map();
/** `${move index}|${state}` → results */
const moveRuns = new Map();
const failures = [];
const push = (map, key, value) => map.set(key, [...(map.get(key) ?? []), value]);

let signedIn;
let me = '100001';
try {
  // Signed in once; each signed-in context starts with that session's cookies and nothing else.
  {
    const context = await browser.newContext();
    const login = await context.request.post(`${ssoBase}/api/login`, { data: DEMO_ACCOUNT });
    if (!login.ok()) throw new Error(`the demo account could not sign in: ${login.status()} ${await login.text()}`);
    const user = await context.request.get(`${base}/api/users/sso`);
    if (user.ok()) me = String((await user.json()).data?.id ?? me);
    signedIn = await context.storageState();
    await context.close();
  }

  const started = Date.now();
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const state of states) {
      const storage = state === 'signed in' ? signedIn : undefined;
      staticRuns.push(await load(staticUrl));
      for (const p of pages) {
        if (p.signedInOnly && state === 'visitor') continue;
        const url = base + p.route.replace('{me}', me);
        try {
          const result = await load(url, storage);
          push(runs, `${p.name}|${state}`, result);
          if (VERBOSE)
            console.log(
              `  round ${round} ${state.padEnd(9)} ${p.name.padEnd(13)} FCP ${Math.round(result.fcp)} LCP ${Math.round(result.lcp)} CLS ${result.cls.toFixed(3)} JS ${(result.jsBytes / 1000).toFixed(1)} KB  LCP element ${result.lcpElement}${result.finalPath === new URL(url).pathname ? '' : `  (ended at ${result.finalPath})`}`,
              ...result.shifts.map((shift) => `\n      shift ${shift.value.toFixed(3)} at ${Math.round(shift.time)} ms: ${shift.moved}`),
            );
        } catch (error) {
          failures.push(`${p.name} (${state}, round ${round}): ${error.message.split('\n')[0]}`);
        }
      }
      if (moves.length) {
        try {
          const results = await navigate(storage);
          results.forEach((result, index) => push(moveRuns, `${index}|${state}`, result));
          if (VERBOSE)
            for (const [index, result] of results.entries())
              console.log(
                `  round ${round} ${state.padEnd(9)} move ${moves[index].path}: ${result.ms?.toFixed(0)} ms, frames ${result.trace}`,
              );
        } catch (error) {
          failures.push(`moves (${state}, round ${round}): ${error.message.split('\n')[0]}`);
        }
      }
    }
    console.log(`round ${round} of ${ROUNDS} done (${Math.round((Date.now() - started) / 1000)} s)`);
  }
} finally {
  await browser.close();
  staticServer.close();
  await stopSite();
}

// ---- the report ----

const ms = (v) => (v === null || v === undefined ? '-' : String(Math.round(v)));
const verdict = (ok) => (ok === null ? '-' : ok ? 'MET' : 'NOT MET');
const staticFcp = median(staticRuns.map((r) => r.fcp));
const staticLcp = median(staticRuns.map((r) => r.lcp));

const rows = [];
for (const p of pages) {
  for (const state of states) {
    const loads = runs.get(`${p.name}|${state}`);
    if (!loads?.length) continue;
    const lcp = median(loads.map((r) => r.lcp));
    const fcp = median(loads.map((r) => r.fcp));
    const cls = median(loads.map((r) => r.cls));
    const jsBytes = median(loads.map((r) => r.jsBytes));
    const reactCopies = [...new Set(loads.map((r) => r.reactCopies))];
    // The LCP element of the load whose LCP was closest to the median.
    const typical = loads.reduce((best, r) => (Math.abs(r.lcp - lcp) < Math.abs(best.lcp - lcp) ? r : best));
    rows.push({
      ...p,
      route: p.route.replace('{me}', me),
      state,
      loads: loads.length,
      fcp,
      lcp,
      lcpRatio: lcp !== null && staticLcp ? lcp / staticLcp : null,
      fcpRatio: fcp !== null && staticFcp ? fcp / staticFcp : null,
      cls,
      jsKB: jsBytes / 1000,
      requests: median(loads.map((r) => r.scripts.length)),
      reactCopies,
      lcpElement: typical.lcpElement,
      lcpRuns: loads.map((r) => ms(r.lcp)).join('/'),
      elsewhere: [...new Set(loads.map((r) => r.finalPath).filter((at) => at !== new URL(base + p.route.replace('{me}', me)).pathname))],
    });
    if (VERBOSE) {
      console.log(`\n${p.name} (${state}) scripts of one load:`);
      for (const s of [...loads[0].scripts].sort((a, b) => b.bytes - a.bytes))
        console.log(`  ${(s.bytes / 1000).toFixed(1).padStart(7)} KB  ${s.url}`);
    }
  }
}
for (const r of rows) {
  r.lcpMet = r.lcpRatio === null ? null : r.lcpRatio <= LCP_RATIO;
  r.clsMet = r.cls === null ? null : r.cls <= CLS_MAX;
  r.weightMet = r.jsKB <= r.targetKB;
  r.reactMet = r.reactCopies.length === 1 && r.reactCopies[0] === 1;
}

const line = (cells) => cells.map(([text, width]) => (width < 0 ? String(text).padEnd(-width) : String(text).padStart(width))).join(' ');
const cpuNote = `Chromium ${chromiumVersion}, CPU ${CPU_THROTTLE}× slower, cold cache each load, median of ${ROUNDS} loads`;

console.log(`\nFirst view of each page (${cpuNote}); site ${base}`);
console.log(
  `Static reference page (${staticUrl}, header and heading, same fonts), ${staticRuns.length} loads in this run: FCP ${ms(staticFcp)} ms, LCP ${ms(staticLcp)} ms (LCP of each load: ${staticRuns.map((r) => ms(r.lcp)).join('/')})`,
);
console.log(
  `\n${line([
    ['page', -13],
    ['as', -9],
    ['route', -20],
    ['JS KB', 7],
    ['target', 7],
    ['', -7],
    ['JS req', 6],
    ['React', 5],
    ['FCP', 6],
    ['static', 6],
    ['LCP', 6],
    ['static', 6],
    ['LCP ×', 6],
    ['≤1.5×', -7],
    ['CLS', 6],
    ['≤0.05', -7],
    ['LCP of each load', -16],
    ['LCP element', -30],
  ])}`,
);
for (const r of rows) {
  console.log(
    line([
      [r.name, -13],
      [r.state, -9],
      [r.route, -20],
      [r.jsKB.toFixed(1), 7],
      [r.targetKB, 7],
      [verdict(r.weightMet), -7],
      [r.requests, 6],
      [r.reactCopies.join(','), 5],
      [ms(r.fcp), 6],
      [ms(staticFcp), 6],
      [ms(r.lcp), 6],
      [ms(staticLcp), 6],
      [r.lcpRatio === null ? '-' : r.lcpRatio.toFixed(2), 6],
      [verdict(r.lcpMet), -7],
      [r.cls === null ? '-' : r.cls.toFixed(3), 6],
      [verdict(r.clsMet), -7],
      [r.lcpRuns, -16],
      [r.lcpElement.slice(0, 40), -30],
    ]),
  );
}

const moveRows = [];
for (const [index, move] of moves.entries()) {
  for (const state of states) {
    const results = moveRuns.get(`${index}|${state}`);
    if (!results?.length) continue;
    const times = results.map((r) => r.ms);
    const median_ = times.includes(null) ? null : median(times);
    const blank = results.reduce((sum, r) => sum + r.blankFrames, 0);
    const other = results.reduce((sum, r) => sum + r.otherFrames, 0);
    moveRows.push({
      label: `${index === 0 ? '/' : moves[index - 1].path} → ${move.path}`,
      state,
      ms: median_,
      runs: times.map(ms).join('/'),
      blank,
      other,
      frames: results.reduce((sum, r) => sum + r.frames, 0),
      timeMet: median_ !== null && median_ <= NAV_MS,
      keptMet: blank === 0 && other === 0,
    });
  }
}
console.log(
  `\nClient-side move between areas: click on a header link → the new area's heading shows (${cpuNote}); frames sampled from the click until then`,
);
console.log(
  line([
    ['move', -28],
    ['as', -9],
    ['ms', 6],
    ['≤300', -7],
    ['each move', -16],
    ['blank frames', 12],
    ['other frames', 12],
    ['old kept', -8],
  ]),
);
for (const r of moveRows) {
  console.log(
    line([
      [r.label, -28],
      [r.state, -9],
      [ms(r.ms), 6],
      [verdict(r.timeMet), -7],
      [r.runs, -16],
      [r.blank, 12],
      [r.other, 12],
      [verdict(r.keptMet), -8],
    ]),
  );
}
console.log(
  '  blank: the region showed no text and no image; other: neither the old area nor the new heading (a loading state); "old kept": every frame before the new heading still showed the old area.',
);

const summary = (label, list, met, describe) => {
  const missed = list.filter((r) => !met(r));
  console.log(
    `${label.padEnd(46)} ${missed.length === 0 ? 'MET' : 'NOT MET'} (${list.length - missed.length}/${list.length})${missed.length ? `: ${missed.map(describe).join(', ')}` : ''}`,
  );
};
const pageLabel = (r) => `${r.name}${r.state === 'signed in' ? '*' : ''}`;
console.log('\nSummary (* signed in)');
summary(
  `LCP ≤ ${LCP_RATIO}× the static page's (${ms(staticLcp)} ms)`,
  rows,
  (r) => r.lcpMet,
  (r) => `${pageLabel(r)} ${r.lcpRatio === null ? 'no LCP' : `${r.lcpRatio.toFixed(1)}×`}`,
);
summary(
  `CLS ≤ ${CLS_MAX}`,
  rows,
  (r) => r.clsMet,
  (r) => `${pageLabel(r)} ${r.cls?.toFixed(3)}`,
);
summary(
  'JS ≤ 150 KB home, ≤ 300 KB other first pages',
  rows,
  (r) => r.weightMet,
  (r) => `${pageLabel(r)} ${r.jsKB.toFixed(0)} KB`,
);
summary(
  'exactly one React',
  rows,
  (r) => r.reactMet,
  (r) => `${pageLabel(r)} ${r.reactCopies.join(',')}`,
);
summary(
  `move between areas ≤ ${NAV_MS} ms`,
  moveRows,
  (r) => r.timeMet,
  (r) => `${r.label} (${r.state}) ${ms(r.ms)} ms`,
);
summary(
  'old content kept until the new shows',
  moveRows,
  (r) => r.keptMet,
  (r) => `${r.label} (${r.state})`,
);
const redirected = rows.filter((r) => r.elsewhere.length);
if (redirected.length)
  console.log(
    `\nPages that ended at another address than asked: ${redirected.map((r) => `${pageLabel(r)} → ${r.elsewhere.join(', ')}`).join('; ')}`,
  );
if (failures.length) console.log(`\nLoads that failed (left out of the medians):\n  ${failures.join('\n  ')}`);
process.exitCode = 0;
