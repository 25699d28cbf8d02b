import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { registerAndSignIn } from './support/site';
import { openCompetition } from './support/competition';

async function newUser(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await registerAndSignIn(page, name);
  return page;
}

test('a new user joins a team by its invitation link, shares the source code, and another user comments on it', async ({ browser }) => {
  // Three accounts register and sign in through the single sign-on: a longer journey than most.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const team = `开源队${stamp}`;
  const title = `梯度提升方案${stamp}`;
  const comment = `写得很清楚，谢谢分享 ${stamp}`;

  // The captain signs up, forms a team and makes its invitation code: the link now carries it.
  const captain = await newUser(browser, `队长${stamp}`);
  await openCompetition(captain);
  await captain.getByRole('button', { name: '立即报名' }).click();
  await expect(captain.getByText('已报名').first()).toBeVisible();
  await captain.getByRole('tab', { name: '团队' }).click();
  await captain.getByRole('textbox', { name: '队伍名称' }).fill(team);
  await captain.getByRole('button', { name: '创建队伍' }).click();
  await expect(captain.getByRole('heading', { name: team })).toBeVisible();
  await captain.getByRole('tab', { name: '邀请' }).click();
  await captain.getByRole('button', { name: '生成邀请码' }).click();
  const shown = captain.getByText(/invitationCode=/);
  await expect(shown).toBeVisible();
  const link = new URL((await shown.textContent())!.trim());

  // A new user opens the link: the invite tab shows the team, one click signs up and joins.
  const guest = await newUser(browser, `新人${stamp}`);
  await guest.goto(`${link.pathname}${link.search}`);
  await expect(guest.getByText(`队伍「${team}」· 1 人`)).toBeVisible();
  await guest.getByRole('button', { name: `加入 ${team}` }).click();
  await expect(guest.getByText('已加入队伍')).toBeVisible();
  await expect(guest.getByText('已报名').first()).toBeVisible();

  // The new member shares the team's code as a notebook file.
  await guest.getByRole('tab', { name: '团队' }).click();
  await expect(guest.getByRole('heading', { name: team })).toBeVisible();
  // The choice is a button-style radio: its input is hidden under the label users click.
  await guest.getByText('上传文件', { exact: true }).click();
  await expect(guest.getByRole('radio', { name: '上传文件' })).toBeChecked();
  await guest.getByLabel('标题').fill(title);
  await guest
    .getByLabel('源代码文件')
    .setInputFiles({ name: 'solution.py', mimeType: 'text/x-python', buffer: Buffer.from('import pandas as pd\nprint("train")\n') });
  await guest.getByLabel('说明').fill('LightGBM，五折交叉验证');
  await guest.getByRole('button', { name: '分享', exact: true }).click();
  await expect(guest.getByText('源代码已分享')).toBeVisible();
  await expect(guest.getByRole('link', { name: title })).toBeVisible();

  // Another user finds it among the shared code and comments.
  const reader = await newUser(browser, `读者${stamp}`);
  await reader.goto('/competitions/source-code');
  await reader.getByRole('link', { name: title }).click();
  await expect(reader.getByRole('heading', { name: title })).toBeVisible();
  await expect(reader.getByRole('link', { name: /下载 solution\.py/ })).toBeVisible();
  await reader.getByRole('textbox', { name: '写下你的评论' }).fill(comment);
  await reader.getByRole('button', { name: '发表评论' }).click();
  await expect(reader.getByText('评论已发表')).toBeVisible();
  await expect(reader.getByText(comment)).toBeVisible();

  // The team sees the comment on its share's page too.
  await guest.getByRole('link', { name: title }).click();
  await expect(guest.getByText(comment)).toBeVisible();
});

test('the rules tab renders Markdown: a heading and a table as HTML, a script as nothing that runs', async ({ page }) => {
  await openCompetition(page);
  await expect(page.getByRole('heading', { name: '参赛规则' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '提交次数上限' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '初赛' })).toContainText('50');
  await expect(page.getByText('## 参赛规则')).toHaveCount(0);

  // The same page with hostile Markdown in the rules (as a careless bundle might carry).
  await page.route(/\/api\/competitions\/\d+$/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.rules = [
      '## 危险的规则',
      '',
      '<script>window.__rulesScriptRan = true</script>',
      '',
      '<img src="x" onerror="window.__rulesScriptRan = true">',
      '',
      '[点我](javascript:window.__rulesScriptRan=true)',
      '',
      '| 列 | 值 |',
      '| --- | --- |',
      '| a | 1 |',
    ].join('\n');
    await route.fulfill({ response, json: body });
  });
  // Opened from the list, the page asks the API itself (a visitor's page loaded anew would start from
  // the server's first view, rendered with the API's own answer).
  await openCompetition(page);
  await expect(page.getByRole('heading', { name: '危险的规则' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '值' })).toBeVisible();
  await page.getByText('点我').click();
  expect(await page.evaluate(() => (window as { __rulesScriptRan?: boolean }).__rulesScriptRan)).toBeUndefined();
  expect(await page.locator('.cmp-text script, .cmp-text [onerror]').count()).toBe(0);
});

test('the discuss tab shows the competition’s board and the way to write a post on it', async ({ page }) => {
  await openCompetition(page);
  await page.getByRole('tab', { name: '讨论' }).click();
  await expect(page.getByRole('link', { name: '发新帖' })).toHaveAttribute('href', /^\/discussion\/new\?board=\d+$/);
  await expect(page.getByRole('heading', { name: '参赛规则' })).toHaveCount(0);
});
