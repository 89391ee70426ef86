import { expect, test } from '@playwright/test';
import { signInitData } from '../../apps/server/src/modules/auth/telegram.ts';

/** Opened as a Telegram Mini App: the signed launch data logs the player in; forged data does not. */
const BOT_TOKEN = 'e2e-bot:token'; // the e2e server's TELEGRAM_BOT_TOKEN

function launchHash(initData: string): string {
  return `#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=8.0&tgWebAppPlatform=web`;
}

test('a Mini App launch logs the Telegram user in and opens a login-required route', async ({
  page,
}) => {
  const id = 900_000 + Math.floor(Math.random() * 99_999);
  const initData = signInitData(
    {
      auth_date: String(Math.floor(Date.now() / 1000)),
      query_id: 'AAE2e',
      user: JSON.stringify({ id, first_name: 'Mini', username: 'mini_app' }),
    },
    BOT_TOKEN,
  );
  await page.goto(`/${launchHash(initData)}`);
  await page.goto('/#/mine');
  await expect(page.getByText(`tg${id}`).first()).toBeVisible();
  expect(page.url()).not.toContain('tgWebAppData');
});

test('forged launch data is refused and the player is sent to /login', async ({ page }) => {
  const forged = signInitData(
    { auth_date: String(Math.floor(Date.now() / 1000)), user: JSON.stringify({ id: 1 }) },
    'not-the-bot:token',
  );
  await page.goto(`/${launchHash(forged)}`);
  await page.goto('/#/mine');
  await expect(page).toHaveURL(/#\/login/);
});
