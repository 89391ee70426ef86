import { expect, test } from '@playwright/test';
import {
  expectToast,
  fundPlayer,
  openAs,
  registerPlayer,
  screenshot,
  expectAccessible,
  type Player,
} from '../support.ts';

/**
 * The house venue's personal games at 375 px, as a player meets them: money moved into the house
 * venue on /transfer, a slot spin and a fishing shot, both in /betRecord (through the venues' pull
 * of bet records, every 10 s), and the spin verified in the browser: first the seed is still
 * secret, then 换一组种子 reveals it and every check shows ✓.
 */
test.describe.configure({ mode: 'serial' });

test.describe('house games', () => {
  let player: Player;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({
      baseURL: testInfo.project.use.baseURL,
    });
    player = await registerPlayer(request, 'hse');
    await fundPlayer(request, player.token, 50);
    await request.dispose();
  });

  test('moves money into the house venue, spins a slot and fires a shot', async ({ page }) => {
    await openAs(page, player, '/transfer?target=house');
    await expect(page.getByRole('button', { name: '转入：自营游戏' })).toBeVisible();
    await page.getByPlaceholder('请输入转账金额').fill('30');
    await page.getByRole('button', { name: '确认转账' }).click();
    await expectToast(page, '操作成功');

    await openAs(page, player, '/house/slot/fruit');
    await expect(page.getByText('自营余额')).toBeVisible();
    await expect(page.getByText('¥30.00').first()).toBeVisible();
    await page.getByRole('button', { name: '旋转', exact: true }).click();
    const outcome = page.locator('.house-outcome');
    await expect(outcome).toContainText(/未中奖|赢得/, { timeout: 15_000 });
    await screenshot(page, 'house-slot.png');

    await openAs(page, player, '/house/fishing');
    const targets = page.getByRole('region', { name: '可瞄准的鱼' }).getByRole('button');
    await expect(targets.first()).toBeAttached({ timeout: 15_000 });
    await targets.first().press('Enter');
    await expect(page.locator('.house-sea__news')).toContainText(/捕获|逃走了/, {
      timeout: 15_000,
    });
    await screenshot(page, 'house-fishing.png');
  });

  test('both rounds are in /betRecord, and the spin verifies in the browser', async ({ page }) => {
    await openAs(page, player, '/betRecord');
    const rows = page.getByRole('link', { name: '验证' });
    // The venues' pull brings the house bets in within a run or two of its 10 s job.
    await expect(async () => {
      await page.reload();
      await expect(rows).toHaveCount(2, { timeout: 3_000 });
    }).toPass({ timeout: 45_000 });
    await expect(page.getByText('缤纷水果')).toBeVisible();
    await expect(page.getByText('深海捕鱼')).toBeVisible();
    await screenshot(page, 'house-bet-record.png');

    // The spin's row (the older one, listed last) opens its verification.
    await rows.last().click();
    await expect(page).toHaveURL(/#\/house\/verify\?bet=/);
    await expect(page.getByText('该组种子尚未公开', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: '换一组种子' }).click();
    await expect(page.getByText('本机重算结果与服务端一致')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('本机重算结果与服务端不一致')).toHaveCount(0);
    await expect(page.getByText('✗')).toHaveCount(0);
    await screenshot(page, 'house-verify.png');
    await expectAccessible(page);
  });
});
