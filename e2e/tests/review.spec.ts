import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { holdAreaScripts } from './support/site';

// The review demo's accounts (docs/review.md): the demo seed of the site under test creates them with
// an open 2019 round in which lin-2019 and zhou-2019 have scored and reviewer-2019 has not.
const DEMO_PASSWORD = 'Review1234';

/** Opens the review login directly, as review staff do, and signs in. */
async function reviewLogin(page: Page, account: string) {
  await page.goto('/spic-review/login');
  await expect(page.getByText('评审登录')).toBeVisible();
  await page.getByLabel('评审账号').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).not.toHaveURL(/\/spic-review\/login/);
}

const menu = (page: Page) => page.getByRole('menu', { name: '评审菜单' });

/** Rows of a table that hold `text`, header rows left out. */
const rowsWith = (page: Page, text: string | RegExp): Locator => page.getByRole('row').filter({ hasText: text });

test("a reviewer logs in, opens an assigned project's PDF, scores two projects and sees them on the expert-review page", async ({
  page,
}) => {
  await reviewLogin(page, 'reviewer-2019');
  await expect(page).toHaveURL(/\/spic-review\/scoremanage$/);
  await expect(page.getByRole('heading', { name: '专家评审', level: 2 })).toBeVisible();
  await expect(menu(page).getByRole('link')).toHaveText(['项目评分管理']);
  // No site navigation in the review layout.
  await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);

  // The documents open in the browser: a PDF comes back inline.
  await rowsWith(page, '未评分')
    .first()
    .getByRole('button', { name: /^查看材料：/ })
    .click();
  const pdf = page.getByRole('link', { name: /\.pdf$/ }).first();
  await expect(pdf).toBeVisible();
  const opened = await page.request.get((await pdf.getAttribute('href'))!);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect(opened.headers()['content-disposition']).toMatch(/^inline;/);
  await page.keyboard.press('Escape');

  const submittedBefore = await rowsWith(page, '已提交').count();
  for (const [innovation, feasibility, value] of [
    ['8', '7', '9'],
    ['6', '7.5', '6'],
  ]) {
    await rowsWith(page, '未评分')
      .first()
      .getByRole('button', { name: /^评分：/ })
      .click();
    await page.getByLabel(/^创新性/).fill(innovation!);
    await page.getByLabel(/^可行性/).fill(feasibility!);
    await page.getByLabel(/^应用价值/).fill(value!);
    await page.getByLabel('评语').fill('思路清晰，落地路径明确。');
    await page.getByRole('button', { name: '提交评分' }).click();
    await expect(page.getByText(/^已提交“.+”的评分$/).first()).toBeVisible();
    await expect(page.getByText(/^加权总分：/)).toBeVisible();
  }
  await expect(rowsWith(page, '已提交')).toHaveCount(submittedBefore + 2);

  // The expert-review page shows the name from the query as text, never as markup.
  await page.goto(`/grade/DCIC?name=${encodeURIComponent('<b>张评审</b>')}`);
  await expect(page.getByText('评审专家：<b>张评审</b>')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '评审状态' })).toBeVisible();
  await expect(rowsWith(page, /评审中|已评审/).first()).toBeVisible();
});

test('a manager sees the averages, moves a candidate to the preliminaries and exports the overview', async ({ page }) => {
  await reviewLogin(page, 'manager-2019');
  await expect(page).toHaveURL(/\/spic-review\/allproject$/);
  await expect(page.getByRole('heading', { name: '项目评审管理', level: 2 })).toBeVisible();
  await expect(menu(page).getByRole('link')).toHaveText(['全部项目', '初选候选项目', '回收站']);

  await menu(page).getByRole('link', { name: '初选候选项目' }).click();
  await expect(page.getByRole('heading', { name: '初选候选项目', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '加权平均分' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '分差' })).toBeVisible();
  const first = page.getByRole('row').nth(1);
  await expect(first.getByRole('cell').first()).toHaveText('1');
  await expect(first).toContainText(/\d+(\.\d+)?/);
  await expect(page.getByText('分歧较大').first()).toBeVisible();

  // The year tag filter opens on 2019; a candidate moves to the preliminaries.
  await menu(page).getByRole('link', { name: '全部项目' }).click();
  await expect(page.getByRole('combobox', { name: '年度' })).toBeVisible();
  await expect(page.getByText('2019', { exact: true }).first()).toBeVisible();
  const candidate = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: '移入初选' }) })
    .first();
  const title = (await candidate.getByRole('button').first().innerText()).trim();
  await candidate.getByRole('button', { name: '移入初选' }).click();
  await expect(page.getByText(`已将“${title}”移入初选候选`)).toBeVisible();

  await menu(page).getByRole('link', { name: '初选候选项目' }).click();
  await expect(rowsWith(page, title)).toBeVisible();

  for (const [name, file] of [
    ['导出 CSV', /^review-round-\d+\.csv$/],
    ['导出 Excel', /^review-round-\d+\.xlsx$/],
  ] as const) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
    expect(download.suggestedFilename()).toMatch(file);
  }
});

test('an overview viewer opening score management lands on no-access', async ({ page }) => {
  await reviewLogin(page, 'overview-2019');
  await expect(page).toHaveURL(/\/spic-review\/projectlist$/);
  await expect(menu(page).getByRole('link')).toHaveText(['项目总览']);
  await expect(page.getByRole('columnheader', { name: '加权平均分' })).toBeVisible();

  await page.goto('/spic-review/scoremanage');
  await expect(page).toHaveURL(/\/spic-review\/no-access$/);
  await expect(page.getByRole('heading', { name: '无权访问', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '返回我的页面' }).click();
  await expect(page).toHaveURL(/\/spic-review\/projectlist$/);
});

test('a pilot-intention viewer sees only the intention projects', async ({ page }) => {
  await reviewLogin(page, 'pilot-2019');
  await expect(page).toHaveURL(/\/spic-review\/intentionproject$/);
  await expect(page.getByRole('heading', { name: '试点意向项目查看', level: 2 })).toBeVisible();
  await expect(menu(page).getByRole('link')).toHaveText(['试点意向项目']);

  await expect(rowsWith(page, '城市数据中台')).toBeVisible();
  await expect(rowsWith(page, '海上风电运维预测')).toBeVisible();
  for (const other of ['智慧医疗分诊助手', '乡村振兴电商平台', '红旗渠队']) await expect(rowsWith(page, other)).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: '试点意向' })).toHaveCount(2);

  await page.goto('/spic-review/allproject');
  await expect(page).toHaveURL(/\/spic-review\/no-access$/);
});

test('a visitor without a review session is sent to the review login and brought back after it', async ({ page }) => {
  await page.goto('/spic-review/projectlist');
  await expect(page).toHaveURL(/\/spic-review\/login\?redirect=%2Fspic-review%2Fprojectlist$/);
  await page.getByLabel('评审账号').fill('overview-2019');
  await page.getByLabel('密码', { exact: true }).fill('a wrong password');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/spic-review\/projectlist$/);

  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/spic-review\/login$/);
  expect((await page.request.get('/api/spic-review/user/self')).status()).toBe(401);
});

test("the login comes from the server, and what a reviewer types before the area's script arrives is kept and signs in", async ({
  page,
}) => {
  // The review area's scripts are held back: the page is the server's until they are let through.
  const scripts = await holdAreaScripts(page, 'review');
  await expect(async () => {
    await page.goto('/spic-review/login', { waitUntil: 'commit' });
    await expect(page.getByText('评审登录')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  // Still the server's page: the area has not mounted.
  await expect(page.locator('#dcic-area-review')).toHaveClass(/dcic-first-view/);
  await page.getByLabel('评审账号').fill('lin-2019');
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  expect(scripts.held()).toBeGreaterThan(0);
  await expect(page.locator('#dcic-area-review')).toHaveClass(/dcic-first-view/);

  await scripts.release();
  // The area's own form, drawn by its script (the server's copy is gone), holds what was typed.
  await expect(page.locator('#dcic-area-review')).not.toHaveClass(/dcic-first-view/);
  await expect(page.locator('.dcic-area-leaving')).toHaveCount(0);
  await expect(page.locator('#dcic-area-review')).not.toHaveClass(/dcic-area-arriving/);
  await expect(page.getByLabel('评审账号')).toHaveValue('lin-2019');
  await expect(page.getByLabel('密码', { exact: true })).toHaveValue(DEMO_PASSWORD);
  await expect(page.getByLabel('密码', { exact: true })).toBeFocused();
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).not.toHaveURL(/\/spic-review\/login/);
});
