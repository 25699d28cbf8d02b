import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { registerAndSignIn } from './support/site';
import { openCompetition } from './support/competition';

const answerFile = path.resolve(__dirname, '../../api/demo/competitions/big-data-credit-default/answer.csv');

/** A perfect prediction for the demo competition, made from its answer. */
function prediction(): Buffer {
  const rows = readFileSync(answerFile, 'utf8').trim().split('\n').slice(1);
  return Buffer.from(['id,target', ...rows.map((row) => row.split(',').slice(0, 2).join(','))].join('\n') + '\n');
}

/** Fills what the profile check asks for before a first submission. */
async function completeProfile(page: Page) {
  const put = (url: string, data: object) => page.request.put(url, { data });
  const post = (url: string, data: object) => page.request.post(url, { data });
  for (const response of [
    await put('/api/users/updateIntro', { introduction: '热爱数据竞赛' }),
    await put('/api/users/updateBirthday', { birthday: '2000-01-01' }),
    await put('/api/users/updateInd', { industry: '互联网' }),
    await post('/api/users/updateLocation', { province: '福建', location: '福州' }),
    await post('/api/users/addEducation', { eduStartTime: '2018-09-01', majorName: '计算机', schoolName: '福州大学', degreeName: '本科' }),
  ]) {
    expect(response.ok(), await response.text()).toBeTruthy();
  }
}

async function newUser(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await registerAndSignIn(page, name);
  await page.goto('/');
  await completeProfile(page);
  return page;
}

async function signUp(page: Page) {
  await page.getByRole('button', { name: '立即报名' }).click();
  await expect(page.getByText('已报名').first()).toBeVisible();
}

test('a team forms, submits, lands on the leaderboard, sees a malformed file refused, and hands over', async ({ browser }) => {
  // Two accounts, a scored upload and the hand-over: about 45 s on a quiet machine, so it gets the
  // long journeys' limit rather than failing at 60 s on a busy one.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const team = `冠军队${stamp}`;
  const captainName = `队长${stamp}`;
  const mateName = `队友${stamp}`;
  const captain = await newUser(browser, captainName);
  const mate = await newUser(browser, mateName);

  // Sign up and create a team.
  await openCompetition(captain);
  await signUp(captain);
  await captain.getByRole('tab', { name: '团队' }).click();
  await captain.getByRole('textbox', { name: '队伍名称' }).fill(team);
  await captain.getByRole('button', { name: '创建队伍' }).click();
  await expect(captain.getByRole('heading', { name: team })).toBeVisible();

  // A second user signs up and asks to join.
  await openCompetition(mate);
  await signUp(mate);
  await mate.getByRole('tab', { name: '团队' }).click();
  await mate.getByRole('button', { name: `申请加入 ${team}` }).click();
  await expect(mate.getByText('申请已发送')).toBeVisible();

  // The captain accepts.
  await captain.reload();
  await expect(captain.getByText(mateName)).toBeVisible();
  await captain.getByRole('button', { name: '同意' }).click();
  await expect(captain.getByText('已同意申请')).toBeVisible();
  await expect(captain.getByRole('listitem').filter({ hasText: mateName })).toBeVisible();

  // Upload a prediction with a progress bar; the score appears, then on the leaderboard.
  await captain.getByRole('tab', { name: '提交作品' }).click();
  await expect(captain.getByText('队伍已提交 0 / 50')).toBeVisible();
  await captain.route('**/uploads', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await captain.getByLabel('选择文件').setInputFiles({ name: 'prediction.csv', mimeType: 'text/csv', buffer: prediction() });
  await expect(captain.getByRole('progressbar', { name: '上传进度' })).toBeVisible();
  await expect(captain.getByRole('cell', { name: '已评分' })).toBeVisible({ timeout: 30_000 });
  await expect(captain.getByRole('cell', { name: '1', exact: true }).first()).toBeVisible();
  await captain.getByRole('tab', { name: '排行榜' }).click();
  await expect(captain.getByRole('columnheader', { name: '有效提交次数' })).toBeVisible();
  await expect(captain.getByRole('row').filter({ hasText: team })).toContainText('1');

  // A malformed file: its reason and the error quota show.
  await captain.getByRole('tab', { name: '提交作品' }).click();
  await captain.getByLabel('选择文件').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('id,target\n1,abc\n') });
  await expect(captain.getByText('第 2 行的值 “abc” 不是数字')).toBeVisible({ timeout: 30_000 });
  await expect(captain.getByText('错误提交 1 / 20')).toBeVisible();

  // Hand the captaincy to the mate, then leave.
  await captain.getByRole('tab', { name: '团队' }).click();
  await captain.getByRole('button', { name: '转让队长' }).click();
  await captain.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(captain.getByText('队长已转让')).toBeVisible();
  await captain.getByRole('button', { name: '退出队伍' }).click();
  await captain.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(captain.getByText('已退出队伍')).toBeVisible();
  await expect(captain.getByRole('button', { name: '创建队伍' })).toBeVisible();
});

test('results list ended competitions; one opens on its final leaderboard', async ({ page }) => {
  await page.goto('/result');
  await page.getByRole('link', { name: '鲲鹏服务器负载预测' }).click();
  await expect(page).toHaveURL(/\/result\/detail\?id=\d+/);
  await expect(page.getByRole('heading', { name: '鲲鹏服务器负载预测' })).toBeVisible();
  await expect(page.getByText('已结束')).toBeVisible();
  for (const header of ['排名', '排名变化', '队伍名称', '最高分', '有效提交次数', '最高分时间', '源代码', '成员', '单位']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await page.goto('/result/detail?id=abc');
  await expect(page.getByText('链接缺少有效的比赛编号。')).toBeVisible();
});
