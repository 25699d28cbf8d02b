import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { codeFromOutbox } from './support/sso-codes';
import { PASSWORD, registerAndSignIn, remotePorts, ssoUrl, uniqueAccount } from './support/site';

const navZh = ['首页', '训练营', '赛题', '社区讨论', '数据集', '举办比赛', '资讯', '成绩公示', '峰会', '新闻', '往届回顾', '消息'];

async function expectChrome(page: Page) {
  const nav = page.getByRole('navigation', { name: '主导航' });
  for (const item of navZh) await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('联系我们');
  await expect(page.getByRole('complementary', { name: '侧边栏' })).toContainText('关注我们');
}

test('a visitor registers, comes back signed in, switches to English and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/数字中国创新大赛/);
  await expect(page.getByRole('heading', { name: '数字中国创新大赛', level: 1 })).toBeVisible();
  await expectChrome(page);

  await page.getByRole('link', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/register2\?redirect=/);
  // The code goes to the address typed; the development outbox stands in for the mailbox.
  const account = uniqueAccount();
  await page.getByLabel('手机号或邮箱').fill(account);
  await page.getByLabel('姓名').fill('端到端用户');
  await page.getByRole('button', { name: '发送验证码' }).click();
  await expect(page.getByRole('status')).toHaveText('如果该手机号或邮箱可以接收消息，验证码已发出，10 分钟内有效。');
  await expect(page.getByLabel('手机号或邮箱')).toHaveValue(account);
  await expect(page.getByLabel('姓名')).toHaveValue('端到端用户');
  await page.getByLabel('验证码').fill(await codeFromOutbox(page.request, ssoUrl, account, null));
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  // Enter registers (it must not ask for a new code, which would end the one just typed).
  await page.getByLabel('密码', { exact: true }).press('Enter');

  await expect(page).toHaveURL(/localhost:\d+\/$/);
  const menuButton = page.getByRole('button', { name: '用户菜单' });
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toContainText('端到端用户');
  await expect(page.getByRole('link', { name: '登录', exact: true })).toHaveCount(0);

  await menuButton.click();
  await expect(page.getByRole('menuitem', { name: '个人中心' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '账号设置' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  await expect(page.getByRole('menuitemradio', { name: '中文' })).toBeVisible();

  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { name: 'Digital China Innovation Contest', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);

  // The session really ended: the API no longer knows the browser.
  const me = await page.request.get('/api/users/sso');
  expect(me.status()).toBe(401);
});

test('the lang query parameter shows the site in English', async ({ page }) => {
  await page.goto('/?lang=en-US');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Competitions', exact: true }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Digital China Innovation Contest/);
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute('href', /\/en-us\/login2\?redirect=/);
});

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { name: '您访问的页面不存在或已被删除' })).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page.getByRole('heading', { name: '数字中国创新大赛', level: 1 })).toBeVisible();
});

test('the error page shows 401 with a login link', async ({ page }) => {
  await page.goto('/error?code=401');
  await expect(page.getByRole('heading', { name: '请登录后再访问。' })).toBeVisible();
  await expect(page.getByRole('link', { name: '去登录' })).toHaveAttribute('href', /login2\?redirect=/);
});

const areaPages: Array<[string, string, string, string]> = [
  // area, a page of it, text that page shows, another area's page to prove the rest still works
  ['competitions', '/competitions', '赛题列表', '/help/faq'],
  ['community', '/help/faq', '常见问题', '/competitions'],
  ['profile', '/users/settings', '账号设置', '/competitions'],
  ['inbox', '/notices', '通知', '/competitions'],
  ['review', '/grade?name=王专家', '专家评审', '/help/faq'],
];

for (const [area, path, text, other] of areaPages) {
  test(`each area loads from its own origin; with ${area} unreachable its region shows a retry and the rest works`, async ({ page }) => {
    // Signed in, so pages that need an account (profile) show themselves rather than the sign-in page.
    await registerAndSignIn(page, '区域测试');
    const manifest = `http://localhost:${remotePorts[area]}/mf-manifest.json`;
    const loaded = page.waitForResponse(manifest);
    await page.goto(path);
    expect((await loaded).ok()).toBe(true);
    await expect(page.getByRole('main')).toContainText(text);

    const cut = await page.context().newPage();
    await cut.route(manifest, (route) => route.abort('connectionrefused'));
    await cut.goto(path);
    const fallback = cut.getByRole('alert').filter({ hasText: '该区域暂时无法加载' });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: '重试' })).toBeVisible();
    await expect(cut.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(cut.getByRole('contentinfo')).toContainText('联系我们');

    // The other areas keep working in the same page.
    const otherText = other === '/help/faq' ? '常见问题' : '赛题列表';
    await cut.evaluate((to) => window.history.pushState(null, '', to), other);
    await expect(cut.getByRole('main')).toContainText(otherText);
    await expect(cut.getByRole('alert').filter({ hasText: '该区域暂时无法加载' })).toHaveCount(0);

    // Once the remote is back, retry brings the area in without a reload.
    await cut.evaluate((to) => window.history.pushState(null, '', to), path);
    await expect(fallback).toBeVisible();
    await cut.unroute(manifest);
    await fallback.getByRole('button', { name: '重试' }).click();
    await expect(cut.getByRole('main')).toContainText(text);
    await cut.close();
  });
}

test('special contest pages carry their own footer, or the default credit', async ({ page }) => {
  await page.goto('/special/digital-government');
  await expect(page.getByRole('contentinfo')).toContainText('数字政府专题赛由数字中国创新大赛组委会与福建省数字办联合主办');
  await page.goto('/special/youth-robots');
  await expect(page.getByRole('contentinfo')).toContainText('技术支持：DCIC');
});

test('the expert-review layout names the reviewer from the query', async ({ page }) => {
  await page.goto(`/grade?name=${encodeURIComponent('王专家')}`);
  await expect(page.getByText('评审专家：王专家')).toBeVisible();
});

test('/user/- takes a signed-in user to their own page', async ({ page }) => {
  await registerAndSignIn(page, '短链用户');
  const me = await (await page.request.get('/api/users/sso')).json();
  await page.goto('/user/-');
  await expect(page).toHaveURL(new RegExp(`/user/${me.data.id}$`));
});
