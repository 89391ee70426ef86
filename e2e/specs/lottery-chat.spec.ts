import { expect, test } from '@playwright/test';
import { registerPlayer } from '../support.ts';

/**
 * A sum-of-three room (room 3) over an issue: the round's state stays in the head and the chat
 * gets at most one system line per issue (its result); the 系统消息 switch hides it, remembered
 * on reload; bet-like text that is no bet gets the format and ordinary chat is posted.
 */
const ROOM = 3;
const shots = process.env.SHOTS_DIR ?? 'test-results/screens';

test('the chat keeps one line per issue, hides it on request, and answers bet-like text with the format', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const player = await registerPlayer(request, 'ltc');
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const page = await context.newPage();
  await page.goto(`/#/lottery?room_id=${ROOM}&token=${player.token}`);
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.locator('.lottery-offline')).toHaveCount(0);

  const input = page.getByRole('textbox', { name: '发送' });
  const send = page.getByRole('button', { name: '发送' });
  await input.fill('大0');
  await send.click();
  await expect(page.locator('.lottery-system').filter({ hasText: '下注格式' })).toBeVisible();
  await expect(input).toHaveValue('大0');
  await input.fill('大家好');
  await send.click();
  await expect(page.locator('.lottery-msg--own').filter({ hasText: '大家好' })).toBeVisible();

  // A whole issue passes (30 s in the e2e schedule): its result arrives as the one line.
  const log = page.getByRole('log');
  await expect(log.locator('.lottery-system--result').first()).toBeVisible({ timeout: 45_000 });
  for (const round of ['开始投注', '停止投注', '开奖中'])
    await expect(log).not.toContainText(round);
  const issues = await log.locator('.lottery-system--result').allTextContents();
  const perIssue = issues.map((text) => /第(\d+)期/.exec(text)?.[1]);
  expect(new Set(perIssue).size).toBe(perIssue.length);
  await page.screenshot({ path: `${shots}/lottery-chat-compact.png` });

  const toggle = page.getByRole('switch', { name: /系统消息/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(log.locator('.lottery-system--result')).toHaveCount(0);
  await expect(page.locator('.lottery-draw__last')).toContainText('期开奖');
  await page.reload();
  await expect(page.getByRole('switch', { name: /系统消息/ })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.locator('.lottery-msg--own').filter({ hasText: '大家好' })).toBeVisible();
  await expect(page.getByRole('log').locator('.lottery-system--result')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/lottery-chat-hidden.png` });
  await context.close();
});
