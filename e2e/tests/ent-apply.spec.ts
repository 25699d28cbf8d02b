import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { registerAndSignIn, signInOrRegister } from './support/site';

/** The notices page, reloaded until a notice the inbox writes in the background shows. */
async function expectNotice(page: Page, text: RegExp): Promise<void> {
  await expect(async () => {
    await page.goto('/notices');
    await expect(page.getByText(text).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

// The staff account named in STAFF_ACCOUNTS of the site under test (playwright.config.ts).
const STAFF_ACCOUNT = 'staff-e2e@dcic.example';

async function staffPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInOrRegister(page.request, STAFF_ACCOUNT, '审核员');
  return page;
}

test('an organiser applies, gets a notice, staff move the application along and the organiser sees it', async ({ browser }) => {
  test.setTimeout(120_000);
  const organisation = `海洋遥感实验室${Date.now().toString(36)}`;
  const applicant = await (await browser.newContext()).newPage();
  await registerAndSignIn(applicant, '办赛申请人');

  await applicant.goto('/');
  await applicant
    .getByRole('link', { name: /举办比赛/ })
    .first()
    .click();
  await expect(applicant).toHaveURL(/\/ent-apply$/);
  await expect(applicant.getByText('您还没有提交过申请。')).toBeVisible();

  // The form says what is wrong before sending anything.
  await applicant.getByRole('button', { name: '提交申请' }).click();
  await expect(applicant.getByText('此项为必填项').first()).toBeVisible();

  await applicant.getByLabel('单位名称').fill(organisation);
  await applicant.getByLabel('单位类型').selectOption('research');
  await applicant.getByLabel('联系人').fill('林晓');
  await applicant.getByLabel('联系电话').fill('13800000000');
  await applicant.getByLabel('电子邮箱').fill('lin@example.org');
  await applicant.getByLabel('赛题方向或领域').fill('船舶目标识别');
  await applicant.getByLabel('预计举办时间').fill('2027 年春季');
  await applicant.getByLabel('预算范围').selectOption('100k-500k');
  await applicant.getByLabel('需求描述').fill('基于海洋遥感图像识别船舶目标，提供标注数据与评测方案。');
  await applicant.getByRole('button', { name: '提交申请' }).click();
  await expect(applicant.getByRole('status').filter({ hasText: `${organisation} 的申请已提交` })).toBeVisible();
  const mine = applicant.getByRole('region', { name: '我的申请' });
  await expect(mine.getByRole('listitem').filter({ hasText: organisation })).toContainText('已提交');

  await expectNotice(applicant, new RegExp(`已收到「${organisation}」`));

  const staff = await staffPage(browser);
  await staff.goto('/ent-apply/manage');
  await staff.getByRole('combobox', { name: `${organisation} 的状态` }).selectOption('accepted');
  await expect(staff.getByRole('row').filter({ hasText: organisation })).toContainText('已通过');

  await applicant.goto('/ent-apply');
  await expect(mine.getByRole('listitem').filter({ hasText: organisation })).toContainText('已通过');
  await expectNotice(applicant, new RegExp(`「${organisation}」的办赛申请状态已更新为：已通过`));
});

test('a browser gets its DF_FP fingerprint once and its visits are counted', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pageCookies: Array<Promise<string | undefined>> = [];
  page.on('response', (response) => {
    // allHeaders(): headers() leaves out Set-Cookie.
    if (response.request().resourceType() === 'document') pageCookies.push(response.allHeaders().then((headers) => headers['set-cookie']));
  });
  const visit = page.waitForRequest((request) => request.url().includes('/api/visited?') && request.url().includes('path=%2Finformation'));
  await page.goto('/information');
  await visit;
  const fingerprint = (await context.cookies()).find((cookie) => cookie.name === 'DF_FP')?.value;
  expect(fingerprint).toMatch(/^[0-9a-f]{32}$/);
  await page.goto('/ent-apply');
  const setCookies = await Promise.all(pageCookies);
  expect(setCookies).toHaveLength(2);
  expect(setCookies[0]).toContain('DF_FP=');
  expect(setCookies[1] ?? '').not.toContain('DF_FP=');
  expect((await context.cookies()).find((cookie) => cookie.name === 'DF_FP')?.value).toBe(fingerprint);

  const staff = await staffPage(browser);
  await expect(async () => {
    const totals = await staff.request.get('/api/visited/daily?path=/information');
    expect(totals.ok()).toBe(true);
    const [day] = (await totals.json()).data;
    expect(day.visits).toBeGreaterThanOrEqual(1);
    expect(day.visitors).toBeGreaterThanOrEqual(1);
  }).toPass({ timeout: 10_000 });
});
