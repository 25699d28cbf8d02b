import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { registerAndSignIn } from './support/site';

// axe-core in Chromium on every page type, in both languages: no serious or critical violation.
// Each page is checked once its own content is on screen (its main heading), so the audit sees the
// page users see, not a loading state.

interface PageType {
  name: string;
  path: string;
  /** The heading that shows the page is drawn, per language. */
  heading: { 'zh-CN': RegExp; 'en-US': RegExp };
  /** What the heading is, when the page's sign of being drawn is not a heading. */
  role?: 'heading' | 'button';
}

const COMPETITION = 1001;

const visitorPages: PageType[] = [
  { name: 'home', path: '/', heading: { 'zh-CN': /数字中国创新大赛/, 'en-US': /Digital China Innovation Contest/ } },
  { name: 'competition list', path: '/competitions', heading: { 'zh-CN': /赛题/, 'en-US': /Competition list/ } },
  { name: 'competition rules', path: `/competitions/${COMPETITION}`, heading: { 'zh-CN': /信贷违约风险预测/, 'en-US': /.+/ } },
  { name: 'leaderboard tab', path: `/competitions/${COMPETITION}/ranking`, heading: { 'zh-CN': /信贷违约风险预测/, 'en-US': /.+/ } },
  { name: 'help', path: '/help/faq', heading: { 'zh-CN': /常见问题/, 'en-US': /FAQ|Frequently/i } },
  { name: 'review login', path: '/spic-review/login', role: 'button', heading: { 'zh-CN': /登录/, 'en-US': /Log in|Sign in/i } },
  { name: 'error page', path: '/no-such-page/at-all', heading: { 'zh-CN': /不存在/, 'en-US': /not|exist/i } },
];

const signedInPages: PageType[] = [
  { name: 'own profile', path: '/users', heading: { 'zh-CN': /.+/, 'en-US': /.+/ } },
  { name: 'settings', path: '/users/settings', heading: { 'zh-CN': /.+/, 'en-US': /.+/ } },
  { name: 'messages', path: '/messages', heading: { 'zh-CN': /.+/, 'en-US': /.+/ } },
  { name: 'notices', path: '/notices', heading: { 'zh-CN': /.+/, 'en-US': /.+/ } },
  { name: 'submit tab', path: `/competitions/${COMPETITION}/submits`, heading: { 'zh-CN': /信贷违约风险预测/, 'en-US': /.+/ } },
];

const locales = ['zh-CN', 'en-US'] as const;

async function audit(page: Page, type: PageType, locale: (typeof locales)[number]) {
  const separator = type.path.includes('?') ? '&' : '?';
  await page.goto(`${type.path}${separator}lang=${locale}`);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole(type.role ?? 'heading', { name: type.heading[locale] }).first()).toBeVisible();
  // Let the page's first data settle (lists, tabs) before the audit.
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const grave = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = grave.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}`)
        .join('\n')}`,
  );
  // Soft: one run reports every page's violations, not only the first page's.
  expect.soft(report, `${type.name} (${locale}) at ${type.path}`).toEqual([]);
}

for (const locale of locales) {
  test(`visitor pages pass the accessibility audit (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const type of visitorPages) await audit(page, type, locale);
  });

  test(`signed-in pages pass the accessibility audit (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    await registerAndSignIn(page, `无障碍${locale === 'zh-CN' ? '中' : '英'}${Date.now().toString(36)}`);
    for (const type of signedInPages) await audit(page, type, locale);
  });
}

test('the header menu and the page work from the keyboard alone', async ({ page }) => {
  await page.goto('/competitions');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  // Tab reaches the main navigation's links in order, and Enter follows one.
  const reached: string[] = [];
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
  }
  expect(reached).toContain('首页');
  while ((await page.evaluate(() => document.activeElement?.textContent?.trim())) !== '首页') await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});
