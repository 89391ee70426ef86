import { expect, test, type Page } from '@playwright/test';
import {
  balanceOf,
  CONSOLE_VIEW,
  consoleSignIn,
  registerPlayer,
  pressConfirm,
} from '../support.ts';

test.use(CONSOLE_VIEW);

/** The second operator (admin role) that the e2e server bootstraps (ADMIN_BOOTSTRAP). */
const SECOND = { name: 'boss', password: 'boss-pass-2026' };

async function openPlayer(page: Page, name: string): Promise<void> {
  await page.goto('/admin/#/players');
  await page.getByLabel('搜索玩家').fill(name);
  await page.getByLabel('搜索玩家').press('Enter');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByTestId('player-balance')).toBeVisible();
}

async function adjust(page: Page, amount: string, reason: string): Promise<void> {
  await page.getByRole('button', { name: '人工调整' }).click();
  const dialog = page.getByRole('dialog', { name: /人工调整/ });
  await dialog.getByLabel('金额（元）').fill(amount);
  await dialog.getByLabel('原因').fill(reason);
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await pressConfirm(page, /确\s*认/, 'dialog');
}

test('an operator finds a player and adjusts the balance; above the threshold a second operator approves', async ({
  page,
  browser,
  request,
}) => {
  const player = await registerPlayer(request, 'adj');
  await consoleSignIn(page);
  await openPlayer(page, player.name);
  await expect(page.getByTestId('player-balance')).toHaveText('0.00');

  // Below the threshold (1,000.00): posts at once, the player's balance rises.
  await adjust(page, '88.50', '活动补偿');
  await expect(page.getByText('调整已入账')).toBeVisible();
  await expect(page.getByTestId('player-balance')).toHaveText('88.50');
  expect(await balanceOf(request, player.token)).toBe('88.50');
  await page.getByRole('tab', { name: '流水' }).click();
  await expect(page.getByRole('cell', { name: '人工调整' })).toBeVisible();

  // Above it: a request only, which the requester cannot approve.
  await adjust(page, '2000', '大额补偿');
  await expect(page.getByText('金额超过审批门槛，已提交，待另一位财务审批')).toBeVisible();
  await expect(page.getByTestId('player-balance')).toHaveText('88.50');
  await page.goto('/admin/#/adjustments');
  const row = page.getByRole('row').filter({ hasText: player.name });
  await expect(row.getByRole('button', { name: /通\s*过/ })).toBeDisabled();

  // The second operator approves it in their own session.
  const other = await browser.newContext(CONSOLE_VIEW);
  const second = await other.newPage();
  await consoleSignIn(second, SECOND.name, SECOND.password);
  await second.goto('/admin/#/adjustments');
  const pending = second.getByRole('row').filter({ hasText: player.name });
  await pending.getByRole('button', { name: /通\s*过/ }).click();
  await pressConfirm(second, /通\s*过/, 'dialog');
  await expect(second.getByText('已通过，款项已入账')).toBeVisible();
  await other.close();

  expect(await balanceOf(request, player.token)).toBe('2088.50');
  await openPlayer(page, player.name);
  await expect(page.getByTestId('player-balance')).toHaveText('2,088.50');
});
