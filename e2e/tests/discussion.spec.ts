import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openCompetition } from './support/competition';
import { registerAndSignIn, signInOrRegister } from './support/site';

// The staff account named in STAFF_ACCOUNTS of the site under test (playwright.config.ts).
const STAFF_ACCOUNT = 'staff-e2e@dcic.example';

async function newUser(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await registerAndSignIn(page, name);
  return page;
}

/** A page signed in as the staff account (registered the first time it is needed). */
async function staffPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInOrRegister(page.request, STAFF_ACCOUNT, '审核员');
  return page;
}

/** A PNG drawn by the browser itself, so the test needs no image files. */
async function pngFromPage(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2a7ae2';
    context.fillRect(0, 0, 120, 80);
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

/** Writes a post through the form (`path` may choose the board and kind) and waits for its page. */
async function writePost(page: Page, path: string, title: string, body: string): Promise<string> {
  await page.goto(path);
  await page.getByLabel('标题').fill(title);
  const editor = page.getByRole('textbox', { name: '正文' });
  await editor.click();
  await editor.pressSequentially(body);
  await page.getByRole('button', { name: '发布' }).click();
  await page.waitForURL(/\/discussion\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** Opens the signed-in user's own page and reads the id from the address. */
async function ownId(page: Page): Promise<number> {
  await page.goto('/users');
  await page.waitForURL(/\/users\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

test('a user posts a topic with an image, another replies, and the author finds the notice and the reply', async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `找队友一起做交通预测 ${stamp}`;
  const replyText = `算我一个，擅长特征工程 ${stamp}`;

  const alice = await newUser(browser, `发帖人${stamp}`);
  await alice.goto('/discussion');
  await expect(alice.getByRole('heading', { name: '社区讨论', level: 1 })).toBeVisible();
  await alice.getByRole('button', { name: '发帖' }).click();
  await expect(alice).toHaveURL(/\/discussion\/new$/);
  await alice.getByLabel('标题').fill(title);
  const editor = alice.getByRole('textbox', { name: '正文' });
  await editor.click();
  await editor.pressSequentially('我们队还缺一名成员。');
  await alice.getByLabel('选择要插入的图片').setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: await pngFromPage(alice) });
  await expect(editor.getByRole('img', { name: 'team.png' })).toHaveAttribute('src', /^\/api\/v1\/dfeditor\/images\/[0-9a-f]{32}\.png$/);
  await alice.getByRole('button', { name: '发布' }).click();
  await alice.waitForURL(/\/discussion\/\d+$/);
  const postPath = new URL(alice.url()).pathname;
  await expect(alice.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const shown = alice.getByRole('article').getByRole('img', { name: 'team.png' });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // The post is in the list, found by its words.
  await alice.goto(`/discussion?search=${encodeURIComponent(stamp)}`);
  await expect(alice.getByRole('link', { name: title })).toBeVisible();

  const bobName = `回帖人${stamp}`;
  const bob = await newUser(browser, bobName);
  await bob.goto(postPath);
  await bob.getByRole('button', { name: /^点赞/ }).click();
  await expect(bob.getByRole('button', { name: '点赞 1' })).toHaveAttribute('aria-pressed', 'true');
  const replyBox = bob.getByRole('textbox', { name: '写下你的回复' });
  await replyBox.click();
  await replyBox.pressSequentially(replyText);
  await bob.getByRole('button', { name: '发表回复' }).click();
  await expect(bob.getByText('回复已发表')).toBeVisible();
  await expect(bob.getByText(replyText)).toBeVisible();

  // The author is told (notices are written by a background job) and opens the post from the notice.
  const notice = alice.getByText(`${bobName} 回复了你的帖子「${title}」`);
  await expect(async () => {
    await alice.goto('/notices');
    await expect(notice.first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await alice.goto(postPath);
  await expect(alice.getByRole('heading', { name: '回复（1）' })).toBeVisible();
  await expect(alice.getByText(replyText)).toBeVisible();
});

test('a question gets an answer that its asker accepts', async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `LightGBM 过拟合怎么办 ${stamp}`;
  const answerText = `调小 num_leaves 并加大 min_data_in_leaf ${stamp}`;

  const asker = await newUser(browser, `提问者${stamp}`);
  const postPath = await writePost(asker, '/discussion/new?kind=question', title, '验证集分数一直在降。');
  await expect(asker.getByText('问答', { exact: true }).first()).toBeVisible();

  const expertName = `答题人${stamp}`;
  const expert = await newUser(browser, expertName);
  await expert.goto(postPath);
  const answerBox = expert.getByRole('textbox', { name: '写下你的回答' });
  await answerBox.click();
  await answerBox.pressSequentially(answerText);
  await expert.getByRole('button', { name: '提交回答' }).click();
  await expect(expert.getByText('回答已提交')).toBeVisible();
  await expect(expert.getByRole('button', { name: '采纳为答案' })).toHaveCount(0);

  await asker.reload();
  const answer = asker.getByRole('article', { name: expertName });
  await expect(answer.getByText(answerText)).toBeVisible();
  await answer.getByRole('button', { name: '采纳为答案' }).click();
  await expect(answer.getByText('已采纳')).toBeVisible();
  await expect(asker.getByText('已解决').first()).toBeVisible();

  // Others see the accepted answer marked too, and the answer in its author's profile tab.
  await expert.reload();
  await expect(expert.getByRole('article', { name: expertName }).getByText('已采纳')).toBeVisible();
  const expertId = await ownId(expert);
  await expert.goto(`/users/${expertId}/answers`);
  await expect(expert.getByRole('link', { name: title })).toBeVisible();
});

test('a post staff mark abnormal disappears for others and stays in its author’s abnormal tab', async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `限时加群领资料 ${stamp}`;

  const author = await newUser(browser, `作者${stamp}`);
  const postPath = await writePost(author, '/discussion/new', title, '扫码加群。');

  const staff = await staffPage(browser);
  await staff.goto(postPath);
  await staff.getByRole('button', { name: '标记异常' }).click();
  await staff.getByRole('textbox', { name: '标记原因（选填）' }).fill('广告');
  await staff.getByRole('button', { name: '确认标记' }).click();
  await expect(staff.getByRole('button', { name: '恢复' })).toBeVisible();

  // Another user neither finds it in the list nor opens it.
  const reader = await newUser(browser, `读者${stamp}`);
  await reader.goto(`/discussion?search=${encodeURIComponent(stamp)}`);
  await expect(reader.getByText(`没有找到与“${stamp}”相关的帖子`)).toBeVisible();
  await reader.goto(postPath);
  await expect(reader.getByRole('alert')).toBeVisible();
  await expect(reader.getByRole('heading', { level: 1, name: title })).toHaveCount(0);

  // Its author still sees it, with the notice, and finds it in the abnormal tab of their page.
  await author.reload();
  await expect(author.getByText(/该帖子已被管理员标记为异常/)).toContainText('原因：广告');
  const authorId = await ownId(author);
  await author.goto(`/users/${authorId}/abnormal-asks`);
  await expect(author.getByRole('link', { name: title })).toBeVisible();
});

test('the competition’s discuss tab shows its board, and a post written from it shows there', async ({ browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const title = `赛题数据字段含义讨论 ${stamp}`;

  const player = await newUser(browser, `选手${stamp}`);
  await openCompetition(player);
  await player.getByRole('tab', { name: '讨论' }).click();
  const newTopic = player.getByRole('link', { name: '发新帖' });
  await expect(newTopic).toHaveAttribute('href', /^\/discussion\/new\?board=\d+$/);
  const competitionPath = new URL(player.url()).pathname;
  const formPath = (await newTopic.getAttribute('href'))!;
  await writePost(player, formPath, title, '字段 x3 是什么意思？');

  await player.goto(competitionPath);
  await player.getByRole('tab', { name: '讨论' }).click();
  await expect(player.getByRole('link', { name: title })).toBeVisible();
});
