import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CONSOLE_VIEW, consoleSignIn, registerPlayer, TINY_PNG, pressConfirm } from '../support.ts';

/**
 * Support chat in the console (issue 13) at 1280×800: the console is open on 客服会话; a player
 * writes from the player app's /kefu; the conversation appears live with its unread count; the
 * operator opens it, answers with a text and an image, and the player sees both live; then the
 * operator closes it after a confirmation, and the player's chat says so. No reloads.
 */
test.use(CONSOLE_VIEW);

const shots = process.env.SHOTS_DIR
  ? path.join(process.env.SHOTS_DIR, 'support')
  : path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screens', 'admin-support');

test('a player writes, the operator sees it live and answers, the player sees the answer live', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  fs.mkdirSync(shots, { recursive: true });
  await consoleSignIn(page);
  await page.goto('/admin/#/support/conversations');
  await expect(page.getByText('实时', { exact: true })).toBeVisible();

  const player = await registerPlayer(request, 'akf');
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const app = await context.newPage();
  await app.goto(`/#/discover?token=${player.token}`);
  await app.getByText('在线客服1').click();
  await expect(app).toHaveURL(/#\/kefu\?chat=1$/);
  await app.getByLabel('输入消息').fill('你好，我的提现还没到账');
  await app.getByRole('button', { name: '发送', exact: true }).click();
  const chat = app.getByRole('list', { name: '聊天记录' });
  await expect(chat.locator('.chat-row--mine').filter({ hasText: '提现还没到账' })).toBeVisible();
  await expect(app.locator('.chat-page__connection')).toHaveCount(0);

  // Live in the console's list, with one unread message.
  const item = page.locator('[data-testid^="conversation-"]').filter({ hasText: player.name });
  await expect(item).toBeVisible();
  await expect(item.locator('.ant-badge-count')).toHaveText('1');
  await page.screenshot({ path: path.join(shots, 'list-live.png') });

  await item.click();
  const log = page.getByRole('log', { name: '会话消息' });
  await expect(log.getByText('你好，我的提现还没到账')).toBeVisible();
  await expect(item.locator('.ant-badge-count')).toHaveCount(0);

  // A second message from the player arrives in the open pane, live.
  await app.getByLabel('输入消息').fill('订单号是 W123');
  await app.getByRole('button', { name: '发送', exact: true }).click();
  await expect(log.getByText('订单号是 W123')).toBeVisible();

  await page.getByLabel('回复内容').fill('您好，已为您加急处理，请稍候。');
  await page.getByRole('button', { name: /^发\s*送$/ }).click();
  await expect(page.getByText('已发送')).toBeVisible();
  await expect(
    chat.locator('.chat-row--agent').filter({ hasText: '已为您加急处理' }),
  ).toBeVisible();

  // An image, uploaded by the operator and sent.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'receipt.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(log.locator('[data-sender="operator"] img')).toBeVisible();
  await expect(chat.locator('.chat-row--agent img').first()).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'conversation.png') });
  await app.screenshot({ path: path.join(shots, 'player-sees-answer.png') });

  // Close, after a confirmation; the player is told, live.
  await page.getByRole('button', { name: '结束会话' }).click();
  await pressConfirm(page, /结\s*束/);
  await expect(page.getByText('会话已结束')).toBeVisible();
  await expect(app.getByText('会话已结束，发送新消息将开始新的会话')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'closed.png') });
  await context.close();
});
