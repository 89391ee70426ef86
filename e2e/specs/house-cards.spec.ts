import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  expectToast,
  fundPlayer,
  openAs,
  registerPlayer,
  screenshot,
  type Player,
} from '../support.ts';

/**
 * The house card game (炸金花 against the banker) at 375 px, as a player meets it: listed in 棋牌,
 * money moved into the house venue, a hand dealt face down and turned card by card, the result;
 * the hand in /betRecord (through the venues' pull of bet records), and verified in the browser
 * once 换一组种子 reveals the seed: every check ✓.
 */
test.describe.configure({ mode: 'serial' });

const shots =
  process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screens');

test.describe('the house card game', () => {
  let player: Player;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({
      baseURL: testInfo.project.use.baseURL,
    });
    player = await registerPlayer(request, 'zjh');
    await fundPlayer(request, player.token, 50);
    await request.dispose();
  });

  test('棋牌 lists it; a hand is dealt face down, turned card by card, and settled', async ({
    page,
  }) => {
    await openAs(page, player, '/transfer?target=house');
    await page.getByPlaceholder('请输入转账金额').fill('30');
    await page.getByRole('button', { name: '确认转账' }).click();
    await expectToast(page, '操作成功');

    await openAs(page, player, '/?tab=3');
    // 棋牌's one platform card is the house venue's, whose one game there is 炸金花
    await page.getByRole('button', { name: /自营游戏/ }).click();
    await expect(page).toHaveURL(/#\/house\/cards/);
    await expect(page.getByText('返还率 97.39% · 闲家赢赔 0.95 倍（抽水 5%）')).toBeVisible();
    await expect(page.getByText('¥30.00').first()).toBeVisible();
    await screenshot(page, 'house-cards-idle.png');

    // hold the answer a moment, to see the cards on the felt face down while it is on its way
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/house/cards/play', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('radio', { name: '筹码 ¥2.00' }).click();
    await page.getByRole('button', { name: '发牌' }).click();
    const facedown = page.getByRole('img', { name: '背面朝下的牌' });
    await expect(facedown).toHaveCount(6);
    await expect(page.getByRole('button', { name: '发牌中…' })).toBeDisabled();
    await page.waitForTimeout(600); // the deal's own animation (0.35 s + the stagger), to see it
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, 'house-cards-dealing.png') });
    release();

    // turned one by one: the player's first
    await expect(facedown).toHaveCount(0, { timeout: 10_000 });
    const result = page.getByTestId('cards-result');
    await expect(result).toContainText(/你赢了 ¥3\.90|庄家赢/, { timeout: 10_000 });
    await expect(page.getByTestId('hand-player')).toHaveAttribute('aria-label', /^闲家（你）：/);
    await expect(page.getByTestId('hand-banker')).toHaveAttribute('aria-label', /^庄家：/);
    await expect(page.getByRole('button', { name: '再来一局' })).toBeEnabled();
    await screenshot(page, 'house-cards-result.png');
    await expectAccessible(page);
  });

  test('the hand is in /betRecord, and verifies in the browser', async ({ page }) => {
    await openAs(page, player, '/betRecord');
    const rows = page.getByRole('link', { name: '验证' });
    // The venues' pull brings the house bets in within a run or two of its 10 s job.
    await expect(async () => {
      await page.reload();
      await expect(rows).toHaveCount(1, { timeout: 3_000 });
    }).toPass({ timeout: 45_000 });
    await expect(page.locator('.bets-record').first()).toContainText('炸金花');
    await expect(page.locator('.bets-record').first()).toContainText('自营游戏');
    await screenshot(page, 'house-cards-bet-record.png');

    await rows.first().click();
    await expect(page).toHaveURL(/#\/house\/verify\?bet=/);
    await expect(page.getByText('该组种子尚未公开', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: '换一组种子' }).click();
    await expect(page.getByText('本机重算结果与服务端一致')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('✗')).toHaveCount(0);
    await expect(page.getByRole('group', { name: '本机重算的牌面' }).getByRole('img')).toHaveCount(
      6,
    );
    await screenshot(page, 'house-cards-verify.png');
    await page.screenshot({
      path: path.join(shots, 'house-cards-verify-full.png'),
      fullPage: true,
    });
    await expectAccessible(page);
  });
});
