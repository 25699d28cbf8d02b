import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { registerAndSignIn, signInOrRegister } from './support/site';

// The staff account named in STAFF_ACCOUNTS of the site under test (playwright.config.ts).
const STAFF_ACCOUNT = 'staff-e2e@dcic.example';

async function signedInPage(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await registerAndSignIn(page, name);
  return page;
}

/** Opens the user's own page (a missing id redirects there) and reads the id from the address. */
async function ownId(page: Page): Promise<number> {
  await page.goto('/users');
  await page.waitForURL(/\/users\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** A PNG drawn by the browser itself, so the test needs no image files or libraries. */
async function pngFromPage(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#2a7ae2';
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#ffd400';
      context.fillRect(w / 4, h / 4, w / 2, h / 2);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

test('a user edits their profile, crops an avatar, follows and messages another user, and gets authenticated', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const aliceName = `资料用户${stamp}`;
  const bobName = `被关注者${stamp}`;
  const alice = await signedInPage(browser, aliceName);
  const bob = await signedInPage(browser, bobName);
  const aliceId = await ownId(alice);
  const bobId = await ownId(bob);

  // Edit profile fields.
  await expect(alice.getByRole('heading', { name: aliceName })).toBeVisible();
  await alice.getByRole('button', { name: '编辑资料' }).click();
  await expect(alice).toHaveURL(new RegExp(`/users/updata/${aliceId}$`));
  await alice.getByLabel('一句话介绍').fill('热爱数据科学');
  await alice.getByLabel('城市').fill('福州');
  await alice.getByLabel('省份').fill('福建');
  await alice.getByRole('button', { name: '保存', exact: true }).click();
  await expect(alice.getByText('保存成功').first()).toBeVisible();
  await alice.getByLabel('添加技能').fill('Python');
  await alice.getByRole('button', { name: '添加' }).first().click();
  await expect(alice.getByText('Python', { exact: true })).toBeVisible();

  // Crop and upload an avatar.
  await alice.getByRole('button', { name: '更换头像' }).click();
  const cropper = alice.getByRole('dialog', { name: '更换头像' });
  await cropper.getByLabel('选择图片').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngFromPage(alice, 600, 400) });
  await cropper.getByRole('button', { name: '向右旋转' }).click();
  const upload = alice.waitForResponse((response) => response.url().endsWith('/api/users/avatar') && response.status() === 200);
  await cropper.getByRole('button', { name: '裁剪并上传' }).click();
  await upload;
  await expect(cropper).toBeHidden();
  await expect(alice.getByAltText('当前头像')).toHaveAttribute('src', /^\/api\/users\/images\/[0-9a-f]{32}\.jpg$/);

  await alice.getByRole('button', { name: '返回个人主页' }).click();
  await expect(alice.getByText('热爱数据科学')).toBeVisible();
  await expect(alice.getByText('福建 · 福州')).toBeVisible();

  // Follow and unfollow Bob from his page.
  await alice.goto(`/users/${bobId}`);
  await expect(alice.getByRole('heading', { name: bobName })).toBeVisible();
  await expect(alice.getByTestId('follower-count')).toHaveText('0');
  await alice.getByRole('button', { name: '关注', exact: true }).click();
  await expect(alice.getByText('关注成功')).toBeVisible();
  await expect(alice.getByTestId('follower-count')).toHaveText('1');
  await alice.getByRole('button', { name: '已关注' }).click();
  await expect(alice.getByText('取消关注成功')).toBeVisible();
  await expect(alice.getByTestId('follower-count')).toHaveText('0');

  // Message Bob through the inbox's dialog, opened from his profile.
  await alice.getByRole('button', { name: '私信' }).click();
  const dialog = alice.getByRole('dialog', { name: '发送私信' });
  await expect(dialog).toContainText(bobName);
  await dialog.getByLabel('内容').fill('你好，看了你的主页');
  await dialog.getByRole('button', { name: '发送' }).click();
  await expect(alice.getByText('发送成功')).toBeVisible();

  // An unknown user is "the user … you visited does not exist".
  await alice.goto('/users/abc');
  await expect(alice.getByText('您访问的用户 abc 不存在')).toBeVisible();

  // Identity authentication: details, document photo, staff approval.
  await alice.goto('/users/settings?tab=authentication');
  await alice.getByLabel('真实姓名').fill('张三');
  await alice.getByLabel('证件号码').fill('11010519491231002X');
  await alice.getByRole('button', { name: '下一步：上传证件照片' }).click();
  await expect(alice.getByRole('status').filter({ hasText: '信息已提交，请上传证件照片' })).toBeVisible();
  await alice
    .getByLabel('选择证件照片')
    .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: await pngFromPage(alice, 320, 200) });
  await expect(alice.getByRole('status').filter({ hasText: '认证资料审核中' })).toBeVisible();

  const staff = await playwrightRequest.newContext({ baseURL });
  await signInOrRegister(staff, STAFF_ACCOUNT, '审核员');
  const review = await staff.post(`/api/users/authentication/${aliceId}/review`, { data: { decision: 'approve' } });
  expect(review.status()).toBe(200);
  await staff.dispose();

  await alice.reload();
  await expect(alice.getByRole('status').filter({ hasText: '已完成中国大陆实名认证' })).toBeVisible();
  await alice.goto(`/users/${aliceId}`);
  await expect(alice.getByText('已实名认证')).toBeVisible();

  // Bob sees the new follower notice and Alice's message in his inbox.
  await bob.goto('/notices');
  await expect(bob.getByText(new RegExp(`${aliceName}.*关注了你`)).first()).toBeVisible();
});

test('a visitor asking for a profile is sent to sign in', async ({ page }) => {
  await page.goto('/users/100001');
  await expect(page).toHaveURL(/login2/);
});

test('a user finds their competition history and standing, hides it from others, gets suggestions while editing, and anybody checks a certificate code', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const carol = await signedInPage(browser, `履历用户${stamp}`);
  const dave = await signedInPage(browser, `访客${stamp}`);
  const carolId = await ownId(carol);

  // Dave studied at a school only this run knows; Carol's school field suggests it as she types.
  const school = `测试大学${stamp}`;
  const added = await dave.request.post('/api/users/addEducation', {
    data: { eduStartTime: '2018-09-01', majorName: '统计学', schoolName: school, degreeName: '本科' },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  await carol.goto(`/users/updata/${carolId}`);
  await carol.getByLabel('学校').fill(`大学${stamp}`);
  // The suggestions may be drawn again as the answer to the last keystroke arrives: a click on an
  // option that was being replaced is lost, and the list stays open for another.
  await expect(async () => {
    await carol.getByTitle(school).click();
    await expect(carol.getByLabel('学校')).toHaveValue(school, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });

  // Carol signs up for a running competition: her history lists it, with no team yet, and her standing counts it.
  const found = await carol.request.get('/api/competitions', { params: { search: '信贷' } });
  const competitionId = (await found.json()).data.cmpt.competitions[0].id as number;
  const signup = await carol.request.post(`/api/competitions/${competitionId}/users`, { data: {} });
  expect(signup.ok(), await signup.text()).toBeTruthy();
  await carol.goto(`/users/${carolId}`);
  await expect(carol.getByTestId('standing-competitions')).toHaveText('1');
  await carol.getByRole('tab', { name: '参赛记录' }).click();
  await expect(carol).toHaveURL(new RegExp(`/users/${carolId}/competition-history$`));
  await expect(carol.getByRole('link', { name: '信贷违约风险预测' })).toBeVisible();
  await expect(carol.getByText('已报名，尚未组队')).toBeVisible();
  await expect(carol.getByRole('button', { name: /参赛证明/ })).toHaveCount(0);

  // Dave sees the same history until Carol hides the competitions she joined.
  await dave.goto(`/users/${carolId}/competition-history`);
  await expect(dave.getByRole('link', { name: '信贷违约风险预测' })).toBeVisible();
  const hidden = await carol.request.put('/api/users/updatePrivateCompetition', { data: { value: false } });
  expect(hidden.ok(), await hidden.text()).toBeTruthy();
  await dave.reload();
  await expect(dave.getByText('对方隐藏了参赛记录')).toBeVisible();
  await expect(dave.getByRole('link', { name: '信贷违约风险预测' })).toHaveCount(0);
  await expect(dave.getByTestId('standing-competitions')).toHaveCount(0);

  // Anybody, signed in or not, may check a code; a forged one is refused.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/users/certificates?code=AAAA-BBBB-CCCC-DDDD');
  await expect(visitor.getByRole('heading', { name: '参赛证明查验' })).toBeVisible();
  await expect(visitor.getByText('没有与验证码 AAAA-BBBB-CCCC-DDDD 对应的参赛证明。')).toBeVisible();
});
