import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { inboxTestToken, registerAndSignIn, remotePorts } from './support/site';

// The inbox polls the unread count on the spec's schedule (first after 60 s). This storage key is
// the test-only setting that shortens the base interval; the rule itself is unchanged.
const FAST_POLLING = 'dcic.inbox.test-poll-base-ms';

async function signedInPage(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.localStorage.setItem(key, '1000'), FAST_POLLING);
  const page = await context.newPage();
  await registerAndSignIn(page, name);
  await page.goto('/');
  await expect(page.getByRole('button', { name: '用户菜单' })).toContainText(name);
  return page;
}

const bell = (page: Page) => page.getByRole('button', { name: '消息与通知' });
const unreadDot = (page: Page) => page.getByRole('status', { name: /条未读/ });

test('two users exchange private messages through the compose view, the popover and the dialog view', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const aliceName = `发信人${stamp}`;
  const bobName = `收信人${stamp}`;
  const alice = await signedInPage(browser, aliceName);
  const bob = await signedInPage(browser, bobName);
  await expect(bell(bob)).toBeVisible();
  await expect(unreadDot(bob)).toHaveCount(0);

  // Alice writes to Bob from the compose view, finding him by name.
  await alice.goto('/messages');
  await alice.getByRole('button', { name: '写私信' }).click();
  const compose = alice.getByRole('form', { name: '发送私信' });
  await expect(compose.getByRole('button', { name: '发送' })).toBeDisabled();
  await compose.getByLabel('收信人').fill(`  ${bobName}  `);
  await compose.getByRole('button', { name: new RegExp(bobName) }).click();
  await compose.getByLabel('内容').fill('你好，一起组队吗？');
  await expect(compose.getByText('9/255')).toBeVisible();
  await compose.getByRole('button', { name: '发送' }).click();
  await expect(alice).toHaveURL(/\/messages\/\d+$/);
  await expect(alice.getByRole('list', { name: new RegExp(bobName) })).toContainText('你好，一起组队吗？');
  // Alice moves on: a reply that arrives while the conversation is open is read at once.
  await alice.goto('/');

  // Bob's dot appears on the next poll; he reads the message from the popover.
  await expect(unreadDot(bob)).toBeVisible();
  await bell(bob).click();
  const popover = bob.getByRole('dialog', { name: '消息与通知' });
  await popover.getByRole('tab', { name: /私信/ }).click();
  await expect(popover.getByRole('tabpanel')).toContainText('你好，一起组队吗？');
  await popover.getByRole('link', { name: new RegExp(aliceName) }).click();
  await expect(bob).toHaveURL(/\/messages\/\d+$/);
  await expect(bob.getByRole('list', { name: new RegExp(aliceName) })).toContainText('你好，一起组队吗？');
  await expect(unreadDot(bob)).toHaveCount(0);

  // Bob replies; Alice sees the reply.
  await bob.getByLabel('内容').fill('好的！');
  await bob.getByRole('button', { name: '发送' }).click();
  await expect(bob.getByRole('list', { name: new RegExp(aliceName) })).toContainText('好的！');
  await expect(unreadDot(alice)).toBeVisible();
  await bell(alice).click();
  const alicePopover = alice.getByRole('dialog', { name: '消息与通知' });
  await alicePopover.getByRole('tab', { name: /私信/ }).click();
  await expect(alicePopover.getByRole('tabpanel')).toContainText('好的！');

  // Mark all read empties the dot.
  await alicePopover.getByRole('button', { name: '全部已读' }).click();
  await expect(unreadDot(alice)).toHaveCount(0);
  await expect(alicePopover.getByRole('button', { name: '全部已读' })).toBeDisabled();

  // The send rules: an empty message is refused with the spec's words.
  await alice.goto('/messages');
  await alice.getByRole('button', { name: '写私信' }).click();
  await alice.getByRole('form', { name: '发送私信' }).getByLabel('收信人').fill(bobName);
  await alice
    .getByRole('form', { name: '发送私信' })
    .getByRole('button', { name: new RegExp(bobName) })
    .click();
  await alice.getByRole('form', { name: '发送私信' }).getByRole('button', { name: '发送' }).click();
  await expect(alice.getByRole('alert')).toHaveText('消息内容不能为空');
});

test('a message from the system sender (test helper) arrives with its formatting and nothing else', async ({ browser }) => {
  const bob = await signedInPage(browser, `系统收信人${Date.now().toString(36)}`);
  await bob.evaluate(() => Object.assign(window, { xssFired: false }));
  const me = (await (await bob.request.get('/api/users/sso')).json()).data as { id: number };
  const sent = await bob.request.post(`/api/v1/inbox/test/${inboxTestToken}`, {
    data: { receiverId: me.id, content: '<b>欢迎参赛</b><img src=x onerror="window.xssFired=true">' },
  });
  expect(sent.status()).toBe(200);
  // A wrong token is an unknown address.
  expect((await bob.request.post(`/api/v1/inbox/test/${inboxTestToken}x`, { data: { receiverId: me.id, content: 'x' } })).status()).toBe(
    404,
  );

  await expect(unreadDot(bob)).toBeVisible();
  await bell(bob).click();
  const popover = bob.getByRole('dialog', { name: '消息与通知' });
  await popover.getByRole('tab', { name: /私信/ }).click();
  const bold = popover.getByRole('tabpanel').locator('b', { hasText: '欢迎参赛' });
  await expect(bold).toBeVisible();
  await expect(popover.locator('img[src="x"]')).toHaveCount(0);
  expect(await bob.evaluate(() => (window as unknown as { xssFired: boolean }).xssFired)).toBe(false);
});

test("a signed-in page shows the unread count it came with, and loads the inbox's code only when the bell is wanted", async ({
  browser,
}) => {
  // The spec's own timing: the next poll is a minute away, longer than this test.
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerAndSignIn(page, `铃铛${Date.now().toString(36)}`);
  const me = (await (await page.request.get('/api/users/sso')).json()).data as { id: number };
  for (const content of ['第一条', '第二条']) {
    const sent = await page.request.post(`/api/v1/inbox/test/${inboxTestToken}`, { data: { receiverId: me.id, content } });
    expect(sent.status()).toBe(200);
  }

  const inboxFiles: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === String(remotePorts.inbox)) inboxFiles.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
  // The dot came with the page's HTML: no script of the inbox's was needed for it.
  await expect(unreadDot(page)).toHaveAccessibleName('2 条未读');
  await page.waitForLoadState('networkidle');
  expect(inboxFiles).toEqual([]);

  // Pressed at once: the inbox's popover arrives and opens, the count kept, the unread messages listed.
  await bell(page).click();
  const popover = page.getByRole('dialog', { name: '消息与通知' });
  await popover.getByRole('tab', { name: /私信/ }).click();
  await expect(popover.getByRole('tabpanel')).toContainText('第二条');
  expect(inboxFiles.some((url) => url.includes('remoteEntry'))).toBe(true);
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');

  // A new page, still with its count; the messages read on the inbox's own pages take the dot away at
  // once, not at the next poll.
  await page.goto('/');
  await expect(unreadDot(page)).toHaveAccessibleName('2 条未读');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '消息', exact: true }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await page
    .getByRole('link', { name: /第二条/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  await expect(unreadDot(page)).toHaveCount(0);
  await context.close();
});
