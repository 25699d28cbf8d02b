import { expect, test } from './support/test';

const LAUNCH = '第九届数字中国创新大赛正式启动';

test('a visitor reads the latest news from the home page, goes back to the list, filters and searches it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '数字中国创新大赛', level: 1 })).toBeVisible();
  // Competitions grouped by time state and live counts, from the demo data.
  await expect(page.getByRole('heading', { name: '进行中' })).toBeVisible();
  await expect(page.getByRole('list', { name: '平台数据' })).not.toContainText('—');

  const latest = page.getByRole('region', { name: '最新资讯' });
  await latest.getByRole('link', { name: LAUNCH }).click();
  await expect(page).toHaveURL(/\/information\/\d+$/);
  await expect(page.getByRole('heading', { name: LAUNCH, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '赛程安排', level: 2 })).toBeVisible();
  await expect(page.getByText('来源：数字中国创新大赛组委会')).toBeVisible();
  await expect(page.getByRole('complementary', { name: '相关资讯' }).getByRole('link')).not.toHaveCount(0);

  await page.getByRole('link', { name: '返回资讯列表' }).click();
  await expect(page).toHaveURL(/\/information$/);
  await expect(page.getByRole('heading', { name: '资讯', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: LAUNCH })).toBeVisible();

  await page.getByRole('button', { name: '技术分享' }).click();
  await expect(page).toHaveURL(/category=tech-sharing/);
  await expect(page.getByRole('link', { name: '从零搭建一个表格数据比赛的 baseline' })).toBeVisible();
  await expect(page.getByRole('link', { name: LAUNCH })).toHaveCount(0);

  await page.getByRole('button', { name: '全部' }).click();
  await page.getByRole('searchbox', { name: '搜索资讯' }).fill('冠军');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole('link', { name: '专访大数据赛道冠军：把特征工程做到极致' })).toBeVisible();
  await expect(page.getByRole('link', { name: LAUNCH })).toHaveCount(0);
});
