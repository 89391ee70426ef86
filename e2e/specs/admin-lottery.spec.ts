import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CONSOLE_VIEW, consoleSignIn, registerPlayer, pressConfirm, settled } from '../support.ts';

/**
 * Lottery operations in the console (issue 13) at 1280×800: an operator edits a room's odds in
 * the odds table (with a confirmation), and the player app's room shows the new odds. The issues
 * and the room's chat pages open on the same room. Room 4 (a sum-of-three room): lottery.spec.ts
 * bets in room 3 at its seeded odds.
 */
test.use(CONSOLE_VIEW);

const ROOM = 4;
const shots = process.env.SHOTS_DIR
  ? path.join(process.env.SHOTS_DIR, 'lottery')
  : path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screens', 'admin-lottery');

test("an operator edits a room's odds; the player's room shows them", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  fs.mkdirSync(shots, { recursive: true });
  await consoleSignIn(page);
  await page.goto('/admin/#/lottery/rooms');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: String(ROOM), exact: true }) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('button', { name: /赔\s*率/ })).toBeVisible();
  await settled(page);
  await page.screenshot({ path: path.join(shots, 'rooms.png') });

  await row.getByRole('button', { name: /赔\s*率/ }).click();
  const editor = page.getByRole('dialog', { name: /赔率表/ });
  await expect(editor).toBeVisible();
  await editor.getByLabel('搜索玩法').fill('大');
  const big = editor.getByRole('textbox', { name: '大赔率', exact: true });
  await big.fill('1.95');
  await page.screenshot({ path: path.join(shots, 'odds-editor.png') });
  await editor.getByRole('button', { name: '保存赔率' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: /确认修改.*1 项赔率/ });
  await expect(confirm).toContainText('1.98 → 1.95');
  await page.screenshot({ path: path.join(shots, 'odds-confirm.png') });
  await pressConfirm(page, '确认修改', 'dialog');
  await expect(page.getByText('赔率已保存')).toBeVisible();
  await expect(editor).toBeHidden();

  // The player's room, as the player app shows it.
  const player = await registerPlayer(request, 'alo');
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const app = await context.newPage();
  await app.goto(`/#/lottery?room_id=${ROOM}&token=${player.token}`);
  await expect(app.getByRole('timer')).toBeVisible();
  await app.getByRole('button', { name: '投注' }).click();
  await expect(app.getByRole('button', { name: /^大\s*1\.95/ })).toBeVisible();
  await app.screenshot({ path: path.join(shots, 'player-room-odds.png') });
  await context.close();

  // The room's issues: commitments listed, newest first.
  await page.goto('/admin/#/lottery/issues');
  await page.getByLabel('选择房间').first().click();
  await page.locator('.ant-select-item-option').filter({ hasText: '高手房（幸运28）' }).click();
  await expect(page.getByText(/承诺 [0-9a-f]{16}/).first()).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'issues.png') });

  // The room's chat, live: a player's message arrives, the operator removes it, it goes for the
  // player too.
  await page.goto('/admin/#/lottery/chat');
  await page.getByLabel('选择房间').first().click();
  await page.locator('.ant-select-item-option').filter({ hasText: '高手房（幸运28）' }).click();
  await expect(page.getByText('实时', { exact: true })).toBeVisible();
  const chatter = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const room = await chatter.newPage();
  await room.goto(`/#/lottery?room_id=${ROOM}&token=${player.token}`);
  await expect(room.locator('.lottery-offline')).toHaveCount(0);
  // Letters only: a text with figures may read as a bet command in a sum-of-three room.
  const tag = player.name.replace(/[^a-z]/g, '');
  const words = `加我微信看广告${tag}`;
  await room.getByRole('textbox', { name: '发送' }).fill(words);
  await room.getByRole('button', { name: '发送' }).click();
  await expect(room.getByText(words)).toBeVisible();
  const line = page.locator('.room-chat-line').filter({ hasText: words });
  await expect(line).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'room-chat.png') });
  await line.getByRole('button', { name: /删除消息/ }).click();
  await pressConfirm(page, /删\s*除/);
  await expect(page.getByText('消息已删除')).toBeVisible();
  await expect(line).toHaveCount(0);
  await expect(room.getByText(words)).toHaveCount(0);

  // Mute the player for an hour: their next line is refused with the time.
  const next = `再来一句${tag}`;
  await room.getByRole('textbox', { name: '发送' }).fill(next);
  await room.getByRole('button', { name: '发送' }).click();
  const nextLine = page.locator('.room-chat-line').filter({ hasText: next });
  await nextLine.getByRole('button', { name: /禁言/ }).click();
  const dialog = page.getByRole('dialog', { name: /禁言/ });
  await dialog.getByText('1小时', { exact: true }).click();
  await page.screenshot({ path: path.join(shots, 'mute-dialog.png') });
  await dialog.getByRole('button', { name: '禁言1小时' }).click();
  await expect(page.getByText('已禁言')).toBeVisible();
  await expect(page.getByRole('cell', { name: new RegExp(player.name) })).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'room-chat-muted.png') });
  await room.getByRole('textbox', { name: '发送' }).fill('我被禁言了吗');
  await expect(nextLine).toBeVisible();
  await room.getByRole('button', { name: '发送' }).click();
  await expect(room.getByText(/您已被禁言至/)).toBeVisible();
  await room.screenshot({ path: path.join(shots, 'player-muted.png') });
  await chatter.close();
});
