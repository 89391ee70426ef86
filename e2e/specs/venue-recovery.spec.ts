import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fundPlayer, playerCall, registerPlayer, settled, type Player } from '../support.ts';

/**
 * 一键回收 on /transfer (spec part 2 "Venue transfer"): bringing every venue's money back says so
 * in a toast, with what came back.
 */
const shots =
  process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screens');

async function open(page: Page, player: Player, route: string): Promise<void> {
  await page.goto('/#/home');
  await page.evaluate((token) => window.localStorage.setItem('token', token), player.token);
  await page.goto(`/#${route}`);
}

test('一键回收 on /transfer says what came back', async ({ page, request }) => {
  const player = await registerPlayer(request, 'rec');
  await fundPlayer(request, player.token, 50); // 360.00
  await playerCall(request, player.token, '/api/transfer', {
    amount: '120.50',
    sourcetype: 'userbalance',
    targettype: 'house',
  });
  await open(page, player, '/transfer');
  const venues = page.getByRole('region', { name: '场馆余额' });
  await expect(venues.getByRole('listitem').filter({ hasText: '自营游戏' })).toContainText(
    '120.50',
  );
  // The venues are slow to answer the balance list (a real provider on a bad day): the toast must
  // not wait for the list to come back.
  await page.route('**/api/balancelist', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    await route.continue().catch(() => undefined);
  });
  await venues.getByRole('button', { name: '一键回收' }).click();
  await expect(page.locator('.adm-toast-main').filter({ hasText: '已回收 ¥120.50' })).toBeVisible({
    timeout: 5_000,
  });
  await page.screenshot({ path: path.join(shots, 'transfer-recovered-toast.png') });
  await settled(page);
  await expect(page.getByText('可转余额 ¥360.00')).toBeVisible();
});
