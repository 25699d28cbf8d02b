import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PASSWORD, registerAccount, registerAndSignIn, ssoUrl } from './support/site';

const NEW_PASSWORD = 'Renewed!2026';

/** Whether the SSO takes these credentials, asked without touching any browser session. */
async function signInStatus(request: APIRequestContext, account: string, password: string): Promise<number> {
  return (await request.post(`${ssoUrl}/api/login`, { data: { account, password } })).status();
}

/** The code in the newest message to `to` on the SSO's development outbox page. */
async function codeFromOutbox(page: Page, to: string): Promise<string> {
  const outbox = await page.context().newPage();
  const message = outbox.getByRole('article', { name: to }).first();
  // The SSO sends right after answering; the page shows what the outbox holds when it loads.
  await expect(async () => {
    await outbox.goto(`${ssoUrl}/dev/outbox`);
    await expect(message).toContainText('重置密码验证码', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const code = /\b(\d{6})\b/.exec((await message.innerText()).replace(to, ''))?.[1];
  await outbox.close();
  if (!code) throw new Error(`no code for ${to} in the outbox`);
  return code;
}

test('a user who forgot the password resets it from the sign-in page with the code from the outbox, then signs in', async ({
  page,
  request,
}) => {
  const { account } = await registerAccount(request, '忘记密码的人');

  await page.goto('/');
  await page.getByRole('link', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/login2\?redirect=/);
  await page.getByRole('link', { name: '忘记密码？' }).click();

  await expect(page.getByRole('heading', { name: '找回密码' })).toBeVisible();
  await page.getByLabel('手机号或邮箱').fill(account);
  await page.getByRole('button', { name: '发送验证码' }).click();

  await expect(page.getByRole('heading', { name: '重置密码' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`验证码已发送至 ${account}`);
  await page.getByLabel('验证码').fill(await codeFromOutbox(page, account));
  await page.getByLabel('新密码').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '重置密码' }).click();

  await expect(page).toHaveURL(/\/login2\?redirect=.*&reset=1$/);
  await expect(page.getByRole('status')).toHaveText('密码已重置，请使用新密码登录。');
  await page.getByLabel('手机号或邮箱').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();

  // Back on the site, signed in.
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('忘记密码的人');
  await expect(page.getByRole('link', { name: '登录', exact: true })).toHaveCount(0);
  expect(await signInStatus(request, account, PASSWORD)).toBe(401);
});

test('a signed-in user changes the password in settings; their other devices are signed out', async ({ page, browser }) => {
  const { account } = await registerAndSignIn(page, '改密码的人');
  const elsewhere = await browser.newContext();
  expect(await signInStatus(elsewhere.request, account, PASSWORD)).toBe(200);
  expect((await elsewhere.request.get(`${ssoUrl}/api/session`)).status()).toBe(200);

  await page.goto('/users/settings');
  const form = page.getByRole('region', { name: '修改密码' });
  await expect(form).toBeVisible();
  await form.getByLabel('当前密码').fill(PASSWORD);
  await form.getByLabel('新密码', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('确认新密码').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: '修改密码' }).click();
  await expect(form.getByText('密码已修改，其他设备上的登录已全部退出。')).toBeVisible();

  // This browser stays signed in; the other one is not any more; only the new password works.
  await page.reload();
  await expect(page.getByRole('region', { name: '修改密码' })).toBeVisible();
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('改密码的人');
  expect((await elsewhere.request.get(`${ssoUrl}/api/session`)).status()).toBe(401);
  expect(await signInStatus(page.request, account, NEW_PASSWORD)).toBe(200);
  expect(await signInStatus(elsewhere.request, account, PASSWORD)).toBe(401);
  await elsewhere.close();
});
