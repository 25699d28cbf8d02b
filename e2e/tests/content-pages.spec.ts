import { expect, test } from './support/test';

const LAUNCH = '第九届数字中国创新大赛正式启动';

test('a visitor goes from the home page through a news item to a special contest and its pages, then to help in both languages', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('region', { name: '最新资讯' }).getByRole('link', { name: LAUNCH }).click();
  await expect(page.getByRole('heading', { name: LAUNCH, level: 1 })).toBeVisible();

  // The news item links the special contest (Markdown of the demo bundle).
  await page.getByRole('link', { name: '数字政府专题赛', exact: true }).click();
  await expect(page).toHaveURL(/\/special\/digital-government$/);
  await expect(page.getByRole('heading', { name: '数字政府专题赛', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '赛事亮点', level: 2 })).toBeVisible();
  // The special layout keeps the contest's own footer.
  await expect(page.getByRole('contentinfo')).toContainText('数字政府专题赛由数字中国创新大赛组委会与福建省数字办联合主办');

  const menu = page.getByRole('navigation', { name: '专题赛栏目' });
  const children: Array<[string, RegExp, string]> = [
    ['赛题', /\/competition$/, '政务热线工单智能分派'],
    ['组织机构', /\/organization$/, '福建省数字福建建设领导小组办公室'],
    ['专家', /\/expert$/, '林华'],
    ['招聘', /\/job$/, '自然语言处理工程师'],
    ['人才', /\/talent$/, '王敏'],
    ['联系我们', /\/contact$/, '专题赛组委会办公室'],
  ];
  for (const [tab, url, item] of children) {
    await menu.getByRole('link', { name: tab }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('region', { name: tab }).getByRole('heading', { name: item })).toBeVisible();
  }

  await menu.getByRole('link', { name: '新闻动态' }).click();
  await page.getByRole('link', { name: '赛题数据说明会回顾' }).click();
  await expect(page).toHaveURL(/\/special\/digital-government\/news\/data-briefing$/);
  await expect(page.getByText('Macro-F1')).toBeVisible();
  await page.getByRole('link', { name: '返回新闻动态' }).click();
  await expect(page).toHaveURL(/\/news$/);

  await page.goto('/help/privacy');
  await expect(page.getByRole('heading', { name: '隐私政策', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '我们收集的信息', level: 2 })).toBeVisible();
  await page.getByRole('navigation', { name: '帮助中心' }).getByRole('link', { name: '常见问题' }).click();
  await expect(page.getByRole('heading', { name: '报名需要费用吗？' })).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Does signing up cost anything?' })).toBeVisible();
});
