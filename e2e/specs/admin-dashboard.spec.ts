import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { CONSOLE_VIEW, consoleSignIn } from '../support.ts';

test.use(CONSOLE_VIEW);

test('the dashboard shows its figures, its charts drawn on canvas and the table of the days', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await consoleSignIn(page);
  await expect(page.getByText('您好，admin（管理员）')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const beforeDashboard = scripts.length;

  await page.getByRole('menuitem', { name: '数据概览' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByText(/^今日（\d{4}-\d{2}-\d{2}）$/)).toBeVisible();
  const today = page.locator('.ant-card', { hasText: /^今日/ }).first();
  for (const figure of ['充值', '提现', '新增玩家', '活跃玩家', '有效投注', '平台盈亏', '返水']) {
    await expect(today.locator('.ant-statistic-title', { hasText: figure }).first()).toBeVisible();
  }
  await expect(page.getByText('待处理')).toBeVisible();

  // Four charts, each drawn by ECharts on a canvas of its box's size.
  for (const name of [
    '充值、提现与投注',
    '各类别平台盈亏（投注 − 派彩）',
    '新增与活跃玩家',
    '返水、红利与佣金',
  ]) {
    const chart = page.getByRole('img', { name });
    await expect(chart.locator('canvas')).toHaveCount(1);
    const box = await chart.locator('canvas').boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.height).toBeGreaterThan(200);
  }
  // The chart code came with the page, not with the first screen.
  expect(scripts.length).toBeGreaterThan(beforeDashboard);

  // The table of the days: 30 days, newest first, 10 a page.
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(10);
  await expect(page.locator('.ant-pagination-item')).toHaveCount(3);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出CSV/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^数据概览-\d{4}-\d{2}-\d{2}\.csv$/);

  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  await page.getByText('近7天').click();
  await expect(page.locator('.ant-pagination-item')).toHaveCount(1);
  await expect(rows).toHaveCount(7);
});
