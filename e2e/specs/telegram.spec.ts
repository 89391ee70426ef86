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

test("inside Telegram the app uses the Mini App's back button, theme and full height", async ({
  page,
}) => {
  // A faked Telegram client: what the app posts to Telegram is recorded.
  await page.addInitScript(() => {
    const events: [string, string | undefined][] = [];
    Object.assign(window, {
      tgEvents: events,
      TelegramWebviewProxy: {
        postEvent: (type: string, data?: string) => events.push([type, data]),
      },
    });
  });
  const id = 900_000 + Math.floor(Math.random() * 99_999);
  const initData = signInitData(
    {
      auth_date: String(Math.floor(Date.now() / 1000)),
      query_id: 'AAE2e',
      user: JSON.stringify({ id, first_name: 'Mini' }),
      signature: 'e2e-signature', // Telegram 8.0 clients send one
    },
    BOT_TOKEN,
  );
  const theme = JSON.stringify({
    bg_color: '#ffffff',
    secondary_bg_color: '#efeff4',
    text_color: '#000000',
    button_color: '#2481cc',
  });
  await page.goto(
    `/#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=8.0&tgWebAppPlatform=ios` +
      `&tgWebAppThemeParams=${encodeURIComponent(theme)}`,
  );
  const posted = () =>
    page.evaluate(() => (window as unknown as { tgEvents: [string, string][] }).tgEvents);
  const backButton = async () =>
    (await posted()).filter(([type]) => type === 'web_app_setup_back_button').at(-1)?.[1];

  await expect.poll(async () => (await posted()).map(([type]) => type)).toContain('web_app_ready');
  expect((await posted()).map(([type]) => type)).toContain('web_app_expand');
  // Home first: nothing to go back to, Telegram's back button is never shown.
  expect(await backButton()).not.toBe('{"is_visible":true}');
  await expect
    .poll(() =>
      page.evaluate(() =>
        document.documentElement.style.getPropertyValue('--adm-color-primary').trim(),
      ),
    )
    .toBe('#2481cc');

  await page.goto('/#/mine');
  await expect(page.getByText(`tg${id}`).first()).toBeVisible();
  await expect.poll(backButton).toBe('{"is_visible":true}');
  // Telegram's back button goes back like the app's own.
  await page.evaluate(() =>
    (
      window as unknown as { Telegram: { WebView: { receiveEvent: (e: string) => void } } }
    ).Telegram.WebView.receiveEvent('back_button_pressed'),
  );
  await expect(page).toHaveURL(/#\/$/);
  await expect.poll(backButton).toBe('{"is_visible":false}');
});

test('an older client (7.0, no signature) with a dark theme gets the chrome and a dark, readable page', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const events: [string, string | undefined][] = [];
    Object.assign(window, {
      tgEvents: events,
      TelegramWebviewProxy: {
        postEvent: (type: string, data?: string) => events.push([type, data]),
      },
    });
  });
  const id = 900_000 + Math.floor(Math.random() * 99_999);
  const initData = signInitData(
    {
      auth_date: String(Math.floor(Date.now() / 1000)),
      query_id: 'AAE2e',
      user: JSON.stringify({ id, first_name: 'Dark' }),
    },
    BOT_TOKEN,
  );
  const theme = JSON.stringify({
    bg_color: '#17212b',
    secondary_bg_color: '#232e3c',
    section_bg_color: '#17212b',
    text_color: '#f5f5f5',
    hint_color: '#708499',
    button_color: '#5288c1',
    button_text_color: '#ffffff',
  });
  await page.goto(
    `/#/mine?tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=7.0` +
      `&tgWebAppPlatform=android&tgWebAppThemeParams=${encodeURIComponent(theme)}`,
  );
  const posted = () =>
    page.evaluate(() => (window as unknown as { tgEvents: [string, string][] }).tgEvents);
  const lastOf = async (name: string) =>
    (await posted()).filter(([type]) => type === name).at(-1)?.[1];

  await expect.poll(async () => (await posted()).map(([type]) => type)).toContain('web_app_ready');
  expect((await posted()).map(([type]) => type)).toContain('web_app_expand');
  expect(await lastOf('web_app_set_header_color')).toBe('{"color":"#17212b"}');
  await expect.poll(() => lastOf('web_app_setup_back_button')).toBe('{"is_visible":true}');
  await expect(page.getByText(`tg${id}`).first()).toBeVisible();

  // The page is dark and its text light.
  const colours = await page.evaluate(() => ({
    page: getComputedStyle(document.getElementById('root')!).backgroundColor,
    text: getComputedStyle(document.body).color,
  }));
  expect(colours).toEqual({ page: 'rgb(35, 46, 60)', text: 'rgb(245, 245, 245)' });
  if (process.env.SHOTS_DIR) {
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/telegram-dark-mine.png` });
    await page.goto('/#/home');
    await expect.poll(() => lastOf('web_app_setup_back_button')).toBe('{"is_visible":true}');
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/telegram-dark-home.png` });
    for (const [route, title] of [
      ['transRecord', '交易记录'],
      ['wallet', '我的钱包'],
      ['recharge1', '充值'],
    ] as const) {
      await page.goto(`/#/${route}`);
      await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/telegram-dark-${route}.png` });
    }
  }
});
