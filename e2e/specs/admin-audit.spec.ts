import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { CONSOLE_VIEW, consoleSignIn } from '../support.ts';

test.use(CONSOLE_VIEW);

test('an operator change shows up in the audit trail, with its detail, and the CSV downloads', async ({
  page,
}) => {
  await consoleSignIn(page);
  const title = `审计测试 ${Date.now()}`;

  // The change: an inbox message to every player, sent from the 站内信 screen (confirmed).
  await page.goto('/admin/#/support/inbox');
  await page.getByText('全部玩家', { exact: true }).click();
  await page.getByLabel('标题').fill(title);
  await page.getByLabel('内容').fill('这是一条审计测试消息。');
  await page
    .getByRole('button', { name: /发\s*送/ })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: '发送给全部玩家？' });
  await confirm.getByRole('button', { name: /发\s*送/ }).click();
  await expect(page.getByText('站内信已发送')).toBeVisible();
  await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();

  // It is in the audit trail: who, from where, what, and the message in its detail.
  await page.goto('/admin/#/system/audit');
  // The action filter is a select of the contract's actions and groups: type, then pick the group.
  await page.getByLabel('操作', { exact: true }).fill('inbox.');
  await page.getByTitle('站内信（全部） inbox.').click();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByRole('row').filter({ hasText: 'inbox:all' }).first();
  await expect(row).toContainText('inbox.send');
  await expect(row).toContainText('admin');
  await expect(row).toContainText('127.0.0.1');
  await row.getByRole('button', { name: /展开详情/ }).click();
  await expect(page.getByText(title).first()).toBeVisible();

  // The CSV holds the filtered rows.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /导出CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^审计日志-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await download.path();
  const csv = fs.readFileSync(file, 'utf8');
  expect(csv.startsWith('\uFEFFID,时间,操作人,IP,操作,对象,详情')).toBe(true);
  expect(csv).toContain('inbox.send');
  expect(csv).toContain(title);
  expect(csv).not.toContain('login');

  // The jobs screen lists the runs of the scheduled jobs.
  await page.goto('/admin/#/system/jobs');
  await page.getByRole('combobox', { name: '任务' }).fill('venues.reconcile');
  await page.keyboard.press('Enter');
  const run = page.getByRole('row').filter({ hasText: 'venues.reconcile' }).first();
  await expect(run).toContainText('成功', { timeout: 15_000 });
  await expect(page.getByRole('row').filter({ hasText: 'lottery.' })).toHaveCount(0);
});
