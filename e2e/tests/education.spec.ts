import { expect, test } from './support/test';
import { registerAndSignIn } from './support/site';

/** A prediction for the demo house-price problem (test ids 301 to 450): every house at the same price. */
function flatPrediction(): Buffer {
  const rows = ['id,price'];
  for (let id = 301; id <= 450; id++) rows.push(`${id},200`);
  return Buffer.from(`${rows.join('\n')}\n`);
}

test('a signed-in user reads a lesson, submits a practice file, sees the score and finds it in the practice tab', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  await registerAndSignIn(page, `学员${stamp}`);

  await page.goto('/education');
  await page.getByRole('link', { name: '回归入门：房价预测' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '回归入门：房价预测' })).toBeVisible();
  await page.getByRole('link', { name: '线性回归' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '线性回归' })).toBeVisible();
  await expect(page.getByText('回归预测一个连续值')).toBeVisible();
  await page.getByRole('link', { name: '下一课：特征工程' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '特征工程' })).toBeVisible();

  await page.goto('/education/regression-basics');
  await page.getByRole('link', { name: '房价预测' }).click();
  await expect(page.getByText('评价指标：RMSE（越低越好）')).toBeVisible();
  await expect(page.getByRole('link', { name: /下载数据集 houses\.csv/ })).toBeVisible();
  await page.getByLabel('选择预测文件').setInputFiles({ name: 'flat-prediction.csv', mimeType: 'text/csv', buffer: flatPrediction() });
  await page.getByRole('button', { name: '提交并评分' }).click();
  await expect(page.getByRole('status').filter({ hasText: '评分完成' })).toContainText(/评分完成，得分：\d+(\.\d+)?/);
  await expect(page.getByRole('table', { name: '我的提交' }).getByText('flat-prediction.csv')).toBeVisible();

  await page.goto('/users');
  await page.getByRole('tab', { name: '练习记录' }).click();
  await expect(page.getByRole('link', { name: '房价预测', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '回归入门：房价预测' })).toBeVisible();
});
