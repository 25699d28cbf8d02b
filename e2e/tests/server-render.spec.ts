import { expect, test } from '@playwright/test';
import { holdAreaScripts, registerAndSignIn, remotePorts } from './support/site';
import { scriptsTookOver } from './support/test';

// The first view comes as HTML from the shell server: the chrome (header, footer, side bar) in the
// visitor's language and with the signed-in user, and, for the areas that render one, the page itself.

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the server sends the header and the page heading, in Chinese and, by the language cookie, in English', async ({
    page,
    context,
    baseURL,
  }) => {
    // The shell server loads the area's first-view release when it starts; on a busy machine a page
    // may still go without it (the browser would render it), so look again until it has arrived.
    await expect(async () => {
      await page.goto('/help/privacy');
      await expect(page.getByRole('heading', { name: '隐私政策', level: 1 })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('banner')).toContainText('数字中国创新大赛');
    await expect(page.getByRole('link', { name: '登录' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '隐私政策', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '帮助中心' })).toBeVisible();
    // The page's text itself, its Markdown rendered and cleaned on the server: no loading state.
    await expect(page.locator('main .dcic-markdown p').first()).toHaveText(/\S/);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Nothing waits for a frame that no script will follow: the footer is drawn at once.
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: '联系我们' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/dcic-first-frame/);

    await context.addCookies([{ name: 'lang', value: 'en-US', url: baseURL! }]);
    await page.goto('/help/privacy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('banner')).toContainText('Digital China Innovation Contest');
    await expect(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();

    // The shell's own pages are rendered whole.
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/.+/);
  });

  test('the home page comes whole: its competitions, news and figures are in the HTML', async ({ page }) => {
    await expect(async () => {
      await page.goto('/');
      await expect(page.getByRole('region', { name: '最新资讯' })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: '数字中国创新大赛' })).toBeVisible();
    await expect(page.getByRole('region', { name: '最新资讯' }).getByRole('link').first()).toBeVisible();
    await expect(page.locator('main a[href^="/competitions/"]').first()).toBeVisible();
    await expect(page.getByRole('list', { name: '平台数据' })).toBeVisible();
  });

  test('the news list and a news item come whole, its text too', async ({ page }) => {
    await expect(async () => {
      await page.goto('/information');
      await expect(page.getByRole('heading', { name: '资讯', level: 1 })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    const first = page.locator('main a[href^="/information/"]').first();
    await expect(first).toBeVisible();
    const href = (await first.getAttribute('href'))!;
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/.+/);
    await expect(page.locator('main .dcic-markdown')).toHaveText(/\S/);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  });

  test('the competition list comes whole, its antd filters styled: the page its address asks for', async ({ page }) => {
    await expect(async () => {
      await page.goto('/competitions?state=in-progress');
      await expect(page.getByRole('heading', { name: '赛题列表', level: 1 })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.locator('main a[href^="/competitions/"]').first()).toBeVisible();
    // The state filter is antd's button group, drawn with antd's styles from the server: the chosen
    // state is marked in the site's colour (unstyled, it would be a bare radio button and its label).
    const chosen = page.locator('.cmp-radio-button-wrapper-checked').first();
    await expect(chosen).toHaveText('进行中');
    await expect(chosen).toHaveCSS('color', 'rgb(29, 79, 145)');
    await expect(page.locator('.cmp-radio-button-input').first()).toHaveCSS('opacity', '0');
  });

  test("a competition's page comes with its header and tabs for a visitor, the tab its address asks for chosen and its text", async ({
    page,
  }) => {
    await expect(async () => {
      await page.goto('/competitions/1001/faq');
      await expect(page.getByRole('heading', { name: '信贷违约风险预测', level: 1 })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('tab', { name: '常见问题' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: '赛题规则' })).toHaveAttribute('aria-selected', 'false');
    await expect(page.locator('main .cmp-text.dcic-markdown')).toHaveText(/\S/);
  });

  test('the datasets catalogue and the pages of content come whole', async ({ page }) => {
    await expect(async () => {
      await page.goto('/datasets?sort=downloads');
      await expect(page.getByRole('heading', { name: '数据集', level: 1 })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.locator('main a[href^="/datasets/"]').first()).toBeVisible();
    await expect(page.getByLabel('排序')).toHaveValue('downloads');
    // A dataset's page, its description too.
    const dataset = page.locator('main a[href^="/datasets/"]:not([href="/datasets/new"])').first();
    await page.goto((await dataset.getAttribute('href'))!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/.+/);
    await expect(page.locator('main .dcic-markdown')).toHaveText(/\S/);
    for (const [path, heading] of [
      ['/dcic', '大赛新闻'],
      ['/review', '往届回顾'],
      ['/education', '训练营'],
      ['/experts', '专家库'],
      ['/special', '专题赛'],
      ['/cooperation', '合作伙伴'],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    }
    // An item of the contest's news, with its text.
    await page.goto('/dcic');
    await page.goto((await page.locator('main a[href^="/dcic/"]').first().getAttribute('href'))!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/.+/);
    await expect(page.locator('main .dcic-markdown')).toHaveText(/\S/);
  });

  test("a signed-in user's name is in the header, and their inbox, their page and a competition's page as they see it are in the HTML", async ({
    page,
  }) => {
    const { name } = await registerAndSignIn(page, `服务端渲染${Date.now().toString(36)}`);
    await page.goto('/information');
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText(name);
    await expect(page.getByRole('link', { name: '登录' })).toHaveCount(0);

    // The user's own inbox comes whole too, asked of the API with their session: their (empty) list,
    // not a loading state, nor the visitor's login link.
    await page.goto('/messages');
    await expect(page.getByRole('heading', { name: '私信', level: 1 })).toBeVisible();
    await expect(page.getByText('暂无私信')).toBeVisible();
    await expect(page.getByText('请登录后查看消息。')).toHaveCount(0);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await page.goto('/notices');
    await expect(page.getByRole('heading', { name: '通知', level: 1 })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);

    // Their own user page, and a competition's page as they see it.
    const me = (await (await page.request.get('/api/users/sso')).json()).data.id as number;
    await page.goto(`/users/${me}`);
    await expect(page.locator('main').getByText(name).first()).toBeVisible();
    await expect(page.getByRole('tab', { name: '动态' })).toHaveAttribute('aria-selected', 'true');
    await page.goto('/competitions/1001');
    await expect(page.getByRole('heading', { name: '信贷违约风险预测', level: 1 })).toBeVisible();
    await expect(page.locator('main .cmp-text.dcic-markdown')).toHaveText(/\S/);
  });
});

test('a page its area does not render on the server is shown by the browser, and the chrome hydrates without complaint', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|Minified React error/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  // The organisers' application has no first view on the server: its region arrives empty and reserved.
  const html = await (await page.request.get('/ent-apply', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('<div id="dcic-region" class="dcic-region dcic-region-reserved"></div>');
  expect(html).toContain('<header class="dcic-header">');
  await page.goto('/ent-apply');
  await expect(page.getByRole('heading', { name: '企业入驻申请', level: 1 })).toBeVisible();

  // The discussion list is rendered on the server with its posts, and becomes the area's own.
  const discussion = await (await page.request.get('/discussion', { headers: { accept: 'text/html' } })).text();
  expect(discussion).toContain('<h1');
  expect(discussion).toMatch(/class="com-post-card/);
  await page.goto('/discussion');
  await expect(page.getByRole('heading', { name: '社区讨论', level: 1 })).toBeVisible();
  await scriptsTookOver(page);
  await page.getByRole('group', { name: '帖子类型' }).getByRole('button', { name: '问答' }).click();
  await expect(page).toHaveURL(/\/discussion\?kind=question$/);

  // A page rendered on the server becomes the area's own: its tabs work.
  await page.goto('/help/privacy');
  await expect(page.getByRole('heading', { name: '隐私政策', level: 1 })).toBeVisible();
  await scriptsTookOver(page);
  await page.getByRole('navigation', { name: '帮助中心' }).getByRole('link', { name: '常见问题' }).click();
  await expect(page.getByRole('heading', { name: '报名需要费用吗？' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(problems).toEqual([]);
});

test("a move to another area shows that area's page from the server while the area's script is on its way, and the area takes it over", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  // The competitions area's scripts are held back: until they are let through, its page is the server's.
  const scripts = await holdAreaScripts(page, 'competitions');
  await page.goto('/');
  // The home page is the server's view (it needs none of the community area's code).
  await expect(page.locator('#dcic-area-community')).toHaveClass(/dcic-first-view/);
  await expect(page.locator('#dcic-area-community')).toHaveText(/\S/);
  // The header's links move within the page once the shell's script has taken the chrome over.
  await scriptsTookOver(page);

  await page.locator('header nav a[href="/competitions"]').first().click();
  await expect(page).toHaveURL(/\/competitions$/);
  const competitions = page.locator('#dcic-area-competitions');
  await expect(competitions.getByRole('heading', { name: '赛题列表', level: 1 })).toBeVisible();
  await expect(competitions).toHaveClass(/dcic-first-view/);
  // Its competitions, styled by antd's styles that came with it; the copy of the home page has gone.
  await expect(competitions.locator('a[href^="/competitions/"]').first()).toBeVisible();
  await expect(competitions.locator('.cmp-radio-button-wrapper-checked').first()).toHaveCSS('color', 'rgb(29, 79, 145)');
  await expect(page.locator('.dcic-area-leaving')).toHaveCount(0);
  await expect(page.locator('#dcic-area-community')).toHaveText('');
  expect(scripts.held()).toBeGreaterThan(0);

  await scripts.release();
  // The area draws the page itself, from the answers the view came with, and it works.
  await expect(competitions).not.toHaveClass(/dcic-first-view/);
  await expect(page.locator('.dcic-area-leaving')).toHaveCount(0);
  await expect(competitions).not.toHaveClass(/dcic-area-arriving/);
  await expect(competitions.getByRole('heading', { name: '赛题列表', level: 1 })).toHaveCount(1);
  // The view came with only the rules it could use; the area's script has added antd's full styles.
  const hasRule = (selector: string) =>
    page.evaluate((text) => [...document.querySelectorAll('style')].some((style) => style.textContent?.includes(text)), selector);
  expect(await hasRule('.cmp-btn-variant-dashed')).toBe(true);
  await competitions.locator('.cmp-radio-button-wrapper').filter({ hasText: '已结束' }).click();
  await expect(page).toHaveURL(/\/competitions\?state=ended$/);
  await expect(competitions.locator('.cmp-radio-button-wrapper-checked').first()).toHaveText('已结束');
  // (Away from it: under the pointer it takes the hover colour.)
  await page.mouse.move(0, 0);
  await expect(competitions.locator('.cmp-radio-button-wrapper-checked').first()).toHaveCSS('color', 'rgb(29, 79, 145)');
  expect(problems).toEqual([]);
});

test("a move's view paints before the area's code is fetched, so the area's script does not hold it back", async ({ page }) => {
  // A signed-in user's view is asked for as the move begins (once before, so the server is warm); its
  // answer is held a moment on the way, well within the second the area's code waits at most.
  const { name } = await registerAndSignIn(page, `先显示${Date.now().toString(36)}`);
  expect((await page.request.get('/_area-view?path=/competitions')).status()).toBe(200);
  const events: string[] = [];
  await page.route('**/_area-view?**', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 100));
    events.push('view');
    await route.fulfill({ response });
  });
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(remotePorts.competitions)) events.push(`code ${new URL(request.url()).pathname}`);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('header.dcic-header')).toContainText(name);
  await scriptsTookOver(page);
  await page.locator('header nav a[href="/competitions"]').first().click();
  const competitions = page.locator('#dcic-area-competitions');
  await expect(competitions.getByRole('heading', { name: '赛题列表', level: 1 })).toBeVisible();
  await expect(competitions).not.toHaveClass(/dcic-first-view/);
  expect(events[0]).toBe('view');
  expect(events.filter((event) => event.startsWith('code')).length).toBeGreaterThan(0);
});

test("a visitor's page asks ahead for the header's pages, and a move to one shows it without asking the server again", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_area-view')) asked.push(new URL(request.url()).searchParams.get('path') ?? '');
  });
  const scripts = await holdAreaScripts(page, 'competitions');
  const ahead = page.waitForResponse(
    (response) => response.url().includes('/_area-view?path=%2Fcompetitions') && response.status() === 200,
  );
  await page.goto('/');
  await ahead;
  expect(asked).toContain('/competitions');
  const before = asked.length;
  await scriptsTookOver(page);

  await page.locator('header nav a[href="/competitions"]').first().click();
  const competitions = page.locator('#dcic-area-competitions');
  await expect(competitions.getByRole('heading', { name: '赛题列表', level: 1 })).toBeVisible();
  await expect(competitions).toHaveClass(/dcic-first-view/);
  expect(asked.slice(before).filter((path) => path === '/competitions')).toEqual([]);
  await scripts.release();
  await expect(competitions).not.toHaveClass(/dcic-first-view/);
  await expect(competitions.getByRole('heading', { name: '赛题列表', level: 1 })).toHaveCount(1);
});

test('the first frame skips what lies below the screen, and the page shows it with the next', async ({ page }) => {
  // What <html>'s class was at each change, and where the first frame fell among the changes.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __firstFrame?: string[] }).__firstFrame = seen;
    // (No <html> yet when this runs: the document is watched, and the changes of <html> are kept.)
    new MutationObserver((records) => {
      for (const record of records)
        if (record.target === document.documentElement) seen.push(document.documentElement.className || '(none)');
    }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
    requestAnimationFrame(() => seen.push('frame'));
    // What is drawn with the second frame lies below the fold: nothing on screen moves with it.
    const shifts: number[] = [];
    (window as { __shifts?: number[] }).__shifts = shifts;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => shifts.push((entry as unknown as { value: number }).value)),
    ).observe({
      type: 'layout-shift',
      buffered: true,
    });
  });
  await expect(async () => {
    await page.goto('/');
    await expect(page.locator('#dcic-area-community')).toHaveClass(/dcic-first-view/, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect
    .poll(() => page.evaluate(() => (window as { __firstFrame?: string[] }).__firstFrame))
    .toEqual(['dcic-first-frame', 'frame', '(none)']);
  // Below the fold: the home page's lists and the footer, drawn by then.
  await expect(page.getByRole('heading', { name: '赛题动态', level: 2 })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: '联系我们' })).toBeVisible();
  // (Skipping the footer showed as 0.9; the page's own few-pixel settling, ~0.001, is not this.)
  const shifts = await page.evaluate(() => (window as { __shifts?: number[] }).__shifts ?? []);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});

test("the competition list's first frame waits for its cards, and paints the screen whole", async ({ page }) => {
  // On a slow CPU the browser paints as it parses: without the wait, the first frame held the header alone.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as { __atFirstFrame?: unknown }).__atFirstFrame = {
        cards: document.querySelectorAll('#dcic-area-competitions .cmp-list-card').length,
        end: document.getElementById('dcic-first-screen-end') !== null,
      };
    });
  });
  const html = await (await page.request.get('/competitions', { headers: { accept: 'text/html' } })).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<link rel="expect" href="#dcic-first-screen-end" blocking="render" />');
  const cards = (html.match(/class="cmp-list-card"/g) ?? []).length;
  expect(cards).toBeGreaterThan(0);
  await page.goto('/competitions');
  await expect.poll(() => page.evaluate(() => (window as { __atFirstFrame?: unknown }).__atFirstFrame)).toEqual({ cards, end: true });
});

test("the home page needs none of its area's code: none is fetched, its links move in the page, and it comes in a new language", async ({
  page,
}) => {
  const areaScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(`http://localhost:${remotePorts.community}/`))
      areaScripts.push(request.url());
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_area-view')) asked.push(new URL(request.url()).searchParams.get('path') ?? '');
  });
  await expect(async () => {
    await page.goto('/');
    await expect(page.locator('#dcic-area-community')).toHaveClass(/dcic-first-view/, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: '数字中国创新大赛', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(areaScripts).toEqual([]);
  // The community's own pages are asked for ahead too: none of its code is on the page.
  await expect.poll(() => asked).toContain('/discussion');

  // A news item of the home page: the page moves to it without loading anew, and the area draws it.
  await scriptsTookOver(page);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const news = page.locator('#dcic-area-community a[href^="/information/"]').first();
  const href = (await news.getAttribute('href'))!;
  await news.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator('#dcic-area-community .com-news-article h1')).toHaveText(/\S/);
  await expect(page.locator('#dcic-area-community')).not.toHaveClass(/dcic-first-view/);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(areaScripts.length).toBeGreaterThan(0);

  // A new language on a fresh home page: the page comes again in English (switching reloads the page).
  await page.goto('/');
  await scriptsTookOver(page);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Digital China Innovation Contest', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
});

test('an area takes its first view over from the answers the view came with, asking the API nothing again', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/content/')) asked.push(request.url());
  });
  // An address of its own, so its view is rendered for this page and not one kept from an earlier one.
  const address = `/information?page=1&from=${Date.now().toString(36)}`;
  await page.goto(address);
  const area = page.locator('#dcic-area-community');
  await expect(area.getByRole('heading', { name: '资讯', level: 1 })).toBeVisible();
  // The area has drawn the page itself: its script is on the page and working.
  await expect(area).not.toHaveClass(/dcic-first-view/);
  await expect(area.locator('.com-news-excerpt').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

test("the first page's view, left for another area while its own area's script was on its way, does not stay beside the next page", async ({
  page,
}) => {
  // The community area's scripts are held back: its help page stays the server's.
  const scripts = await holdAreaScripts(page, 'community');
  await expect(async () => {
    await page.goto('/help/faq');
    await expect(page.locator('#dcic-area-community')).toHaveClass(/dcic-first-view/, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: '常见问题', level: 1 })).toBeVisible();
  // The chrome has hydrated (React has taken its elements), so the header's link moves in the page.
  await page.waitForFunction(() => {
    const link = document.querySelector('header nav a[href="/competitions"]');
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactFiber'));
  });

  // The reader moves on at once; the move waits for the area being loaded (single-spa changes one thing
  // at a time), which then comes, no longer to be shown.
  await page.locator('header nav a[href="/competitions"]').first().click();
  expect(scripts.held()).toBeGreaterThan(0);
  await scripts.release();
  await expect(page.locator('#dcic-area-competitions').getByRole('heading', { name: '赛题列表', level: 1 })).toBeVisible();
  await expect(page.locator('#dcic-area-competitions')).not.toHaveClass(/dcic-first-view|dcic-area-arriving/);
  // Nothing of the help page is left on screen, in its area's element or as a copy.
  await expect(page.locator('#dcic-area-community')).toBeEmpty();
  await expect(page.locator('.dcic-area-leaving')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: '常见问题', level: 1 })).toHaveCount(0);
});
