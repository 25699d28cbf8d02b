import { expect, type Page } from '@playwright/test';

/** The demo's computing competition the journeys play in. */
const COMPETITION = '信贷违约风险预测';

/** Finds the competition through the list's search, as a visitor would, and opens its page. */
export async function openCompetition(page: Page) {
  await page.goto('/competitions');
  await page.getByPlaceholder('搜索赛题').fill('信贷');
  await page.getByPlaceholder('搜索赛题').press('Enter');
  await page.getByRole('link', { name: COMPETITION }).click();
  await expect(page.getByRole('heading', { name: COMPETITION })).toBeVisible();
}
