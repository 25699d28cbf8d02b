// Faults of the areas' origins, in Chromium, against the production build started here on free ports
// (SSO, API on an embedded database, the five remotes' static servers, the shell): each remote's origin
// stopped, a remote built against another React, and a remote rolled back to its previous build. The
// shell is never restarted and its remotes map never changes.
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import roster from '../../shared/areas.json';
import { answers, freePort, root, Service, stopAll } from './support/processes';

test.describe.configure({ mode: 'serial' });

const NOTICE = { 'zh-CN': '该区域暂时无法加载', 'en-US': 'This area could not be loaded' } as const;
// Per area: a page of it a visitor may open and what that page shows; another area's page and what it shows.
const PAGES: Record<string, { path: string; text: string; other: string; otherText: string }> = {
  competitions: { path: '/competitions', text: '赛题列表', other: '/help/faq', otherText: '常见问题' },
  community: { path: '/help/faq', text: '常见问题', other: '/competitions', otherText: '赛题列表' },
  profile: { path: '/users/certificates', text: '参赛证明查验', other: '/competitions', otherText: '赛题列表' },
  inbox: { path: '/notices', text: '请登录后查看消息', other: '/competitions', otherText: '赛题列表' },
  review: { path: '/grade?name=王专家', text: '专家评审', other: '/help/faq', otherText: '常见问题' },
};

const work = mkdtempSync(path.join(tmpdir(), 'dcic-faults-site-'));
const ports: Record<string, number> = {};
const statics = new Map<string, Service>();
const services: Service[] = [];
let shellUrl = '';

function figure(scenario: string, details: string) {
  console.log(`fault ${scenario}: passed; ${details}`);
}

function distOf(area: string): string {
  const folder = roster.areas.find((a) => a.name === area)?.folder;
  return path.join(root, `${folder}`, 'dist');
}

function staticServer(area: string, dir: string): Service {
  return new Service(`static ${area}`, ['shell/dist-server/static-server.js', '--dir', dir, '--port', String(ports[area])], {
    LOG_LEVEL: 'warn',
  });
}

/** Serves `dir` as the area's origin, in place of what was served there. */
async function serve(area: string, dir: string): Promise<number> {
  await statics.get(area)?.stop();
  const server = staticServer(area, dir);
  statics.set(area, server);
  const started = Date.now();
  server.start();
  await server.waitFor(`http://127.0.0.1:${ports[area]}/mf-manifest.json`);
  return Date.now() - started;
}

/** A copy of the area's build to change: without the precompressed files, which would keep the old content. */
function copyOfBuild(area: string, name: string): string {
  const dir = path.join(work, `${area}-${name}`);
  cpSync(distOf(area), dir, { recursive: true });
  for (const file of filesOf(dir)) if (/\.(gz|br)$/.test(file)) rmSync(file);
  return dir;
}

/** Every file of a build folder, recursively. */
function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesOf(full) : [full];
  });
}

/**
 * The area's previous build, as a release before this one would be: the same entry names, a page text
 * of its own, and the content-hashed file that holds it under another hash (every reference follows).
 */
function previousBuild(area: string, text: string, previousText: string): string {
  const dir = copyOfBuild(area, 'previous');
  const scripts = filesOf(dir).filter((file) => file.endsWith('.js'));
  const holders = scripts.filter((file) => readFileSync(file, 'utf8').includes(text));
  if (holders.length === 0) throw new Error(`no script of ${area} holds “${text}”`);
  const renames: Array<[string, string]> = [];
  for (const file of holders) {
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll(text, previousText));
    const hash = /\.([0-9a-f]{8,})\.js$/.exec(path.basename(file))?.[1];
    if (!hash) continue;
    const older = [...hash].map((c) => ((parseInt(c, 16) + 7) % 16).toString(16)).join('');
    renameSync(file, file.replace(`.${hash}.js`, `.${older}.js`));
    renames.push([hash, older]);
  }
  for (const file of filesOf(dir).filter((f) => /\.(js|json|html)$/.test(f))) {
    let content = readFileSync(file, 'utf8');
    for (const [from, to] of renames) content = content.replaceAll(from, to);
    writeFileSync(file, content);
  }
  return dir;
}

/** The area's build with a manifest that asks for React 17, as a remote built against it would. */
function react17Build(area: string): string {
  const dir = copyOfBuild(area, 'react17');
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { shared: Array<{ name: string; version: string; requiredVersion: string }> };
  for (const item of manifest.shared)
    if (item.name === 'react' || item.name === 'react-dom') Object.assign(item, { version: '17.0.2', requiredVersion: '^17.0.2' });
  writeFileSync(file, JSON.stringify(manifest));
  return dir;
}

function collectConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message: ConsoleMessage) => lines.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => lines.push(`pageerror: ${error.message}`));
  return lines;
}

async function expectNotice(page: Page, area: string, locale: keyof typeof NOTICE) {
  const notice = page.getByRole('alert').filter({ hasText: NOTICE[locale] });
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('data-area', area);
  // The rest of the page is there: the header's navigation and the footer.
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  return notice;
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  for (const name of ['shell', 'api', 'sso', ...roster.areas.map((a) => a.name)]) ports[name] = await freePort();
  shellUrl = `http://localhost:${ports.shell}`;
  const ssoUrl = `http://localhost:${ports.sso}`;
  const remotes = Object.fromEntries(roster.areas.map((a) => [a.name, `http://localhost:${ports[a.name]}/mf-manifest.json`]));
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: shellUrl,
    SSO_URL: ssoUrl,
    SSO_ISSUER: ssoUrl,
    SSO_ALLOWED_ORIGINS: shellUrl,
    API_URL: `http://127.0.0.1:${ports.api}`,
    REMOTES: JSON.stringify(remotes),
  };
  const sso = new Service('sso', ['sso/dist/server.js'], { ...env, SSO_PORT: String(ports.sso), SSO_DATA_DIR: path.join(work, 'sso') });
  const api = new Service('api', ['api/dist/server.js'], { ...env, API_PORT: String(ports.api), API_DATA_DIR: path.join(work, 'api') });
  const shell = new Service('shell', ['shell/dist-server/server.js'], { ...env, SHELL_PORT: String(ports.shell) });
  services.push(sso, api, shell);
  sso.start();
  // The embedded database created and migrated beforehand (one competition imported), as `npm start`
  // seeds before the API starts: the API then only opens it.
  const importer = new Service(
    'import',
    ['api/dist/cli/competition.js', 'import', path.join(root, 'api', 'demo', 'competitions', 'big-data-credit-default')],
    {
      ...env,
      API_DATA_DIR: path.join(work, 'api'),
    },
  );
  importer.start();
  if ((await importer.exited()) !== 0) throw new Error(`the import failed:\n${importer.log}`);
  api.start();
  await Promise.all([
    sso.waitFor(`http://127.0.0.1:${ports.sso}/readyz`),
    api.waitFor(`http://127.0.0.1:${ports.api}/readyz`),
    ...roster.areas.map((a) => serve(a.name, distOf(a.name))),
  ]);
  shell.start();
  await shell.waitFor(`http://127.0.0.1:${ports.shell}/healthz`);
});

test.afterAll(async () => {
  await stopAll([...services, ...statics.values()]);
  rmSync(work, { recursive: true, force: true });
});

for (const area of roster.areas.map((a) => a.name)) {
  test(`${area}'s origin down: its region shows the notice in both languages, the rest of the site works, and it comes back`, async ({
    browser,
  }) => {
    const page = PAGES[area]!;
    const context = await browser.newContext({ baseURL: shellUrl });
    const tab = await context.newPage();
    await statics.get(area)!.stop('SIGKILL');
    expect(await answers(`http://127.0.0.1:${ports[area]}/mf-manifest.json`).catch(() => false)).toBe(false);

    await tab.goto(page.path);
    const notice = await expectNotice(tab, area, 'zh-CN');
    // Another area's page in the same tab works.
    await tab.evaluate((to) => window.history.pushState(null, '', to), page.other);
    await expect(tab.getByRole('main')).toContainText(page.otherText);
    await expect(tab.getByRole('alert').filter({ hasText: NOTICE['zh-CN'] })).toHaveCount(0);

    // In English, the notice speaks English.
    const english = await browser.newContext({ baseURL: shellUrl, locale: 'en-US' });
    const englishTab = await english.newPage();
    await englishTab.goto(`${page.path}${page.path.includes('?') ? '&' : '?'}lang=en-US`);
    await expectNotice(englishTab, area, 'en-US');
    await english.close();

    // The origin back: the retry button brings the area in without a reload.
    await tab.evaluate((to) => window.history.pushState(null, '', to), page.path);
    await expect(notice).toBeVisible();
    const back = Date.now();
    await serve(area, distOf(area));
    await notice.getByRole('button', { name: '重试' }).click();
    await expect(tab.getByRole('alert').filter({ hasText: NOTICE['zh-CN'] })).toHaveCount(0);
    await expect(tab.getByRole('main')).toContainText(page.text);
    figure(
      `${area} origin down`,
      `notice shown (zh-CN, en-US), other areas served; area back ${Date.now() - back} ms after its origin restarted`,
    );
    await context.close();
  });
}

test('a remote built against another React is refused with a console message and the notice, never a blank page', async ({ browser }) => {
  const area = 'competitions';
  await serve(area, react17Build(area));
  const context = await browser.newContext({ baseURL: shellUrl });
  const tab = await context.newPage();
  const lines = collectConsole(tab);
  await tab.goto(PAGES[area]!.path);
  await expectNotice(tab, area, 'zh-CN');
  await expect
    .poll(() =>
      lines.find((line) => line.startsWith('error:') && line.includes(`area ${area} refused`) && /react(-dom)? \^17\.0\.2/.test(line)),
    )
    .toBeTruthy();
  expect(lines.filter((line) => line.startsWith('pageerror:'))).toEqual([]);
  // The other areas still load in the same tab.
  await tab.evaluate((to) => window.history.pushState(null, '', to), '/help/faq');
  await expect(tab.getByRole('main')).toContainText('常见问题');
  await context.close();
  await serve(area, distOf(area));
  console.log(
    `fault incompatible React: passed; refused with “${lines.find((line) => line.includes('refused'))?.slice(7, 90)}…”, the notice shown, other areas served`,
  );
});

test('a remote rolled back to its previous build, and forward again, without any change to the shell', async ({ browser }) => {
  const area = 'competitions';
  const { path: page, text } = PAGES[area]!;
  const previousText = '赛题一览';
  const previous = previousBuild(area, text, previousText);
  const context = await browser.newContext({ baseURL: shellUrl });
  const tab = await context.newPage();
  await tab.goto(page);
  await expect(tab.getByRole('main')).toContainText(text);

  // Roll back: the previous build on the same origin; the same browser, its cache warm, reloads.
  const rolled = Date.now();
  await serve(area, previous);
  await tab.reload();
  await expect(tab.getByRole('main')).toContainText(previousText);
  await expect(tab.getByRole('alert')).toHaveCount(0);
  const back = Date.now() - rolled;
  // A new visitor gets it too.
  const fresh = await context.newPage();
  await fresh.goto(page);
  await expect(fresh.getByRole('main')).toContainText(previousText);

  // And forward again.
  await serve(area, distOf(area));
  await tab.reload();
  await expect(tab.getByRole('main')).toContainText(text);
  await expect(tab.getByRole('main')).not.toContainText(previousText);
  await context.close();
  expect(services.every((service) => service.running)).toBe(true);
  figure('rollback', `previous build served and shown ${back} ms after the switch, then the current one again; shell untouched`);
});
