import path from 'node:path';
import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  CONSOLE_VIEW,
  consoleSignIn,
  playerCall,
  registerPlayer,
  pressConfirm,
} from '../support.ts';

test.use(CONSOLE_VIEW);

/**
 * Player protection from the console (DESIGN §12): an operator sets a deposit limit and starts a
 * time-out on the player page's 理性游戏 tab, each with a reason; the player's next deposit is
 * refused with the time-out's message, and both changes are in the audit trail.
 */
test('an operator sets a deposit limit and a time-out; the player cannot deposit; both are audited', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const player = await registerPlayer(request, 'prot');
  const { id } = await playerCall<{ id: number }>(request, player.token, '/api/user');
  let limitPosts = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/admin/players/protection/limit')) limitPosts += 1;
  });
  await consoleSignIn(page);
  await page.goto(`/admin/#/players/${id}`);
  await expect(page.getByTestId('player-balance')).toBeVisible();
  await page.getByRole('tab', { name: '理性游戏' }).click();
  const depositDay = page.getByRole('row').filter({ hasText: '充值（24小时）' });
  await expect(depositDay).toContainText('未设置');

  // A deposit limit of 100 over 24 hours, with a reason.
  await page.getByRole('button', { name: '设置/降低限额' }).click();
  const limit = page.getByRole('dialog', { name: '设置/降低限额' });
  await limit.getByLabel('限额（元）').fill('100');
  await limit.getByLabel('原因').fill('玩家来电要求设置充值限额');
  await limit.getByRole('button', { name: /提\s*交/ }).click();
  await expect(limit).toBeHidden();
  await expect(depositDay).toContainText('100.00');

  // The form itself refuses a raise above the limit in force, before anything is sent.
  await page.getByRole('button', { name: '设置/降低限额' }).click();
  const raise = page.getByRole('dialog', { name: '设置/降低限额' });
  await expect(raise.getByText('当前限额 100.00 元')).toBeVisible();
  await raise.getByLabel('限额（元）').fill('150');
  await raise.getByLabel('原因').fill('玩家要求提高');
  await raise.getByRole('button', { name: /提\s*交/ }).click();
  await expect(raise.getByText('只能设置或降低限额，不能提高玩家的限额')).toBeVisible();
  if (process.env.SHOTS_DIR) {
    await page.screenshot({
      path: path.join(process.env.SHOTS_DIR, 'protection-limit-refused.png'),
    });
  }
  await raise.getByRole('button', { name: /取\s*消/ }).click();
  await expect(depositDay).toContainText('100.00');
  expect(limitPosts).toBe(1);

  // A 24-hour time-out, confirmed once more (it cannot be ended early).
  await page.getByRole('button', { name: '暂停/禁入' }).click();
  const block = page.getByRole('dialog', { name: '暂停/禁入' });
  await expect(block.getByText('24小时', { exact: true })).toBeVisible();
  await block.getByLabel('原因').fill('玩家情绪激动，暂停一天');
  await block.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page.getByText('开始后不能提前结束，只能延长。')).toBeVisible();
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: path.join(process.env.SHOTS_DIR, 'protection-block.png') });
  }
  await pressConfirm(page, /确\s*认/);
  await expect(block).toBeHidden();
  await expect(page.getByText('暂停中')).toBeVisible();
  const history = page.getByRole('row').filter({ hasText: '玩家情绪激动，暂停一天' });
  await expect(history).toContainText('运营');
  await expect(page.getByRole('row').filter({ hasText: '玩家来电要求设置充值限额' })).toHaveCount(
    1,
  );

  // The tab passes an accessibility scan (the menu walk does not reach a player's page).
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.map((v) => `${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  const shots = process.env.SHOTS_DIR;
  await page.evaluate(() => window.scrollTo(0, 0));
  if (shots) await page.screenshot({ path: path.join(shots, 'protection-tab.png') });

  // The player's deposit is refused with the time-out's message.
  const refused = await request.post('/api/recharge', {
    data: { paytype: 'usdt', catepay: 'TRC20', amount: '50' },
    headers: { Authorization: `Bearer ${player.token}` },
  });
  const answer = (await refused.json()) as { code: number; message: string };
  expect(answer.code).toBe(403);
  expect(answer.message).toMatch(/^您已暂停游戏至\d{4}-\d{2}-\d{2} \d{2}:\d{2}，/);

  // The audit trail has the two changes, with their reasons.
  await page.goto('/admin/#/system/audit');
  await page.getByLabel('对象', { exact: true }).fill(`user:${id}`);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const rows = page.getByRole('row').filter({ hasText: `user:${id}` });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('protection.timeout');
  await expect(rows.nth(1)).toContainText('protection.limit');
  await expect(rows.nth(1)).toContainText('admin');
});
