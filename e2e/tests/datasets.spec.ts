import { expect, test } from './support/test';
import { registerAndSignIn } from './support/site';

const BIKES = '城市共享单车骑行记录';

test('a visitor searches the catalogue, opens a dataset and downloads one of its files, which is counted', async ({ page }) => {
  await page.goto('/datasets');
  await expect(page.getByRole('heading', { name: '数据集', level: 1 })).toBeVisible();
  // The demo catalogue: the competitions' data and the open datasets of demo people.
  await expect(page.getByRole('link', { name: BIKES })).toBeVisible();
  await expect(page.getByText(/赛题数据$/).first()).toBeVisible();

  await page.getByRole('searchbox', { name: '搜索数据集' }).fill('共享单车');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText('共 1 个数据集')).toBeVisible();
  await page.getByRole('link', { name: BIKES }).click();

  await expect(page).toHaveURL(/\/datasets\/\d+$/);
  await expect(page.getByRole('heading', { name: BIKES, level: 1 })).toBeVisible();
  await expect(page.getByText('CC BY 4.0')).toBeVisible();
  await expect(page.getByRole('heading', { name: '字段', level: 2 })).toBeVisible();
  const counted = page.getByText(/^\d+ 次下载$/);
  const before = Number((await counted.textContent())!.split(' ')[0]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: '下载 trips.csv' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('trips.csv');

  await page.reload();
  await expect(page.getByText(`${before + 1} 次下载`)).toBeVisible();
});

test('a signed-in user publishes a dataset with two files and finds it in the datasets tab of their profile', async ({ page }) => {
  await registerAndSignIn(page, '数据发布者');
  const name = `闽江水文观测 ${Date.now().toString(36)}`;
  await page.goto('/datasets');
  await page.getByRole('link', { name: '发布数据集' }).click();
  await expect(page).toHaveURL(/\/datasets\/new$/);

  await page.getByLabel('名称（中文）').fill(name);
  await page.getByLabel('名称（英文）').fill('Min River hydrology');
  await page.getByLabel('说明（中文，支持 Markdown）').fill('## 简介\n\n闽江三个水文站的**日均流量**。');
  await page.getByLabel('说明（英文，支持 Markdown）').fill('## About\n\nDaily **flow** at three stations of the Min River.');
  await page.getByLabel('许可协议').selectOption('cc0-1.0');
  await page.getByLabel('标签（用逗号分隔）').fill('hydrology, time-series');
  await page.getByLabel(/^数据文件/).setInputFiles([
    { name: 'flow.csv', mimeType: 'text/csv', buffer: Buffer.from('station,day,flow\nfuzhou,1,1520\n') },
    { name: 'stations.csv', mimeType: 'text/csv', buffer: Buffer.from('station,lat,lon\nfuzhou,26.07,119.3\n') },
  ]);
  await page.getByRole('button', { name: '发布', exact: true }).click();

  await expect(page).toHaveURL(/\/datasets\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '下载 flow.csv' })).toBeVisible();
  await expect(page.getByRole('link', { name: '下载 stations.csv' })).toBeVisible();
  await expect(page.getByText('CC0 1.0')).toBeVisible();

  await page.goto('/users');
  await page.waitForURL(/\/users\/\d+$/);
  await page.getByRole('tab', { name: '数据集' }).click();
  await expect(page).toHaveURL(/\/users\/\d+\/datasets$/);
  await expect(page.getByRole('link', { name })).toBeVisible();
});
