import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

export const CAPTCHA = 'e2e1';
const root = path.resolve(import.meta.dirname, '..');

/** A fresh 6–16 alphanumeric name. */
export function uniqueName(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
}

/** Sets a site setting the way an operator does until the back office exists (`npm run site`). */
export function setSite(key: string, value: string): void {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/site.ts', 'set', key, value],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: `sqlite:${path.join(root, 'e2e', '.data', 'e2e.db')}` },
      stdio: 'pipe',
    },
  );
}

const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3_600_000;

/** The Beijing date ("YYYY-MM-DD") of now, plus `days`. */
export function beijingDay(days = 0): string {
  return new Date(Date.now() + BEIJING_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A spec that plays today and settles "tomorrow" (through `jobsAt`) must not straddle Beijing
 * midnight: when the day ends within `minutes`, waits until the next has begun, and gives the
 * test that much more time.
 */
export async function clearOfBeijingMidnight(minutes: number): Promise<void> {
  const left = DAY_MS - ((Date.now() + BEIJING_MS) % DAY_MS);
  if (left > minutes * 60_000) return;
  test.info().setTimeout(test.info().timeout + left + 5_000);
  await new Promise((resolve) => setTimeout(resolve, left + 2_000));
}

/**
 * Runs the named scheduled jobs as if it were `beijing` ("YYYY-MM-DD HH:MM", Beijing time), on the
 * e2e server's database (`npm run jobs:at`): a day's settlement without waiting for the day.
 */
export function jobsAt(beijing: string, ...jobs: string[]): string {
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/jobs-at.ts', beijing, ...jobs],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: `sqlite:${path.join(root, 'e2e', '.data', 'e2e.db')}` },
      encoding: 'utf8',
      stdio: 'pipe',
    },
  );
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('.adm-toast-main').filter({ hasText: text })).toBeVisible();
}

/** A player registered through the API (captcha test code); the payment password is the password. */
export interface Player {
  name: string;
  password: string;
  token: string;
}

/** The envelope's data of a call that must succeed (code 200), with the message on failure. */
async function dataOf<T>(response: import('@playwright/test').APIResponse): Promise<T> {
  const body = (await response.json()) as { code: number; message: string; data: T };
  expect(body.code, body.message).toBe(200);
  return body.data;
}

export async function registerPlayer(
  request: APIRequestContext,
  prefix = 'e2e',
  password = 'secret123',
): Promise<Player> {
  const name = uniqueName(prefix);
  const captcha = await dataOf<{ key: string }>(await request.get('/api/captcha'));
  const session = await dataOf<{ api_token: string }>(
    await request.post('/api/register', {
      data: {
        name,
        realname: name,
        password,
        confirmPass: password,
        code: CAPTCHA,
        key: captcha.key,
        adult: 1,
      },
    }),
  );
  return { name, password, token: session.api_token };
}

/** POST to the player API with the player's token; answers the envelope's data. */
export async function playerCall<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  data: object = {},
): Promise<T> {
  return dataOf<T>(
    await request.post(url, { data, headers: { Authorization: `Bearer ${token}` } }),
  );
}

/** The player's central wallet balance ("1080.00"), as the server has it. */
export async function balanceOf(request: APIRequestContext, token: string): Promise<string> {
  return (await playerCall<{ balance: string }>(request, token, '/api/balance')).balance;
}

/** An operator token of the demo operator (admin/admin123). */
export async function operatorToken(request: APIRequestContext): Promise<string> {
  const data = await dataOf<{ token: string }>(
    await request.post('/api/admin/login', { data: { name: 'admin', password: 'admin123' } }),
  );
  return data.token;
}

/** POST to the operator API; answers the envelope's data. */
export async function operatorCall<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  data: object,
): Promise<T> {
  return dataOf<T>(
    await request.post(url, { data, headers: { Authorization: `Bearer ${token}` } }),
  );
}

/** A real 1x1 PNG, for upload fields. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Gives a player money the way a player gets it: an auto USDT deposit paid by the sandbox provider
 * (the rate of the demo settings turns `usdt` into yuan). Answers the new central balance.
 */
export async function fundPlayer(
  request: APIRequestContext,
  token: string,
  usdt: number,
): Promise<string> {
  const order = await playerCall<{ deposit_no: string }>(request, token, '/api/recharge', {
    paytype: 'usdt',
    catepay: 'TRC20',
    amount: String(usdt),
  });
  await playerCall(request, token, '/api/pay/sandbox/pay', { deposit_no: order.deposit_no });
  return balanceOf(request, token);
}

/** The console's viewport (desktop first): `test.use(CONSOLE_VIEW)` in a console spec. */
export const CONSOLE_VIEW = {
  viewport: { width: 1280, height: 800 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
} as const;

/**
 * Signs in to the console at /admin/ through its sign-in page (the demo operator unless given),
 * and waits for the signed-in frame. A two-factor step, when the operator has one, is the
 * caller's.
 */
export async function consoleSignIn(
  page: Page,
  name = 'admin',
  password = 'admin123',
): Promise<void> {
  await page.goto('/admin/#/login');
  await page.getByLabel('账号').fill(name);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByRole('button', { name: /退\s*出/ }).waitFor();
}

/** Where the console asks for a confirmation: a popover on the button, or a dialog. */
const CONFIRMATIONS = {
  popover: '.ant-popconfirm',
  dialog: '.ant-modal-confirm',
} as const;

/**
 * Presses the button of the console's open confirmation (antd Popconfirm, or a confirm dialog).
 * The confirmation pops in with an animation. A mouse click during it lands where the button is
 * about to be: on a loaded machine that can be outside the popover, which closes it without
 * confirming (the deletion never happens, and a "gone" check passes). So: wait for the
 * confirmation to stand still, then press the button from the keyboard, which needs no
 * coordinates; press again until the confirmation has gone (its button turns to loading
 * meanwhile, so a second press does nothing).
 */
export async function pressConfirm(
  page: Page,
  button: RegExp | string,
  kind: keyof typeof CONFIRMATIONS = 'popover',
): Promise<void> {
  const pop = page.locator(CONFIRMATIONS[kind]).filter({ visible: true });
  const target = pop.getByRole('button', { name: button });
  // First it has to be there at all (the button that opens it was just pressed).
  await expect(target).toBeVisible();
  await settled(page);
  await expect(async () => {
    if ((await target.count()) > 0) await target.press('Enter', { timeout: 2_000 });
    await expect(pop).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Waits until the screen has stopped moving: no CSS animation running (endless ones such as
 * spinners aside) and no inline style changing over three frames in a row (antd-mobile's popups,
 * dialogs and toasts slide and fade through inline styles). For screenshots and accessibility
 * scans, which would catch an overlay half faded in; gives up after 5 s on a screen that never
 * stops (a ticker), as a fixed pause would have.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const styles = () =>
      Array.from(document.querySelectorAll('[style]'), (e) => e.getAttribute('style')).join('|');
    const cssMoving = () =>
      document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const deadline = performance.now() + 5_000;
    let last = styles();
    for (let calm = 0; calm < 3 && performance.now() < deadline;) {
      await frame();
      const now = styles();
      calm = now === last && !cssMoving() ? calm + 1 : 0;
      last = now;
    }
  });
}

interface RoomNow {
  nextexpect: string;
  timeout: number;
  ftime: number;
}

/**
 * Places a lottery order on the open issue of a room, as a player would: when the issue is in
 * its seal (or seals while the order travels), waits for the next issue and places it there.
 * Answers the issue the order was accepted on.
 */
export async function betOnOpenIssue(
  request: APIRequestContext,
  token: string,
  roomId: number,
  lines: [string, string, number][],
): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const refusedBySeal = (message: string) =>
    message.includes('封盘中禁止投注') || message.includes('已截止投注');
  const deadline = Date.now() + 120_000;
  for (let attempt = 1; ; attempt++) {
    const room = (
      (await (await request.get(`/api/lotteryRoom?room_id=${roomId}`, { headers })).json()) as {
        data: RoomNow;
      }
    ).data;
    // Inside the seal (or about to enter it): the next issue opens when this one's time is up.
    if (room.timeout <= room.ftime + 1) {
      await new Promise((resolve) => setTimeout(resolve, (room.timeout + 1) * 1000));
      continue;
    }
    const answer = (await (
      await request.post('/api/lotteryOrder', {
        headers,
        data: {
          room_id: roomId,
          expect: room.nextexpect,
          order: {
            id: `bet${Date.now().toString(36)}${attempt}`,
            total: lines.reduce((sum, [, , amount]) => sum + amount, 0),
            data: lines,
          },
        },
      })
    ).json()) as { code: number; message: string };
    if (answer.code === 200) return room.nextexpect;
    expect(refusedBySeal(answer.message) && Date.now() < deadline, answer.message).toBe(true);
  }
}

/** Opens a route of the player app as `player` (the token in the address logs them in). */
export async function openAs(page: Page, player: Player, route: string): Promise<void> {
  const joiner = route.includes('?') ? '&' : '?';
  await page.goto(`/#${route}${joiner}token=${player.token}`);
}

/** A screenshot once the screen has settled, into SHOTS_DIR (test-results/screens by default). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const shots = process.env.SHOTS_DIR ?? path.join(root, 'test-results', 'screens');
  await settled(page);
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, name) });
}

/** No serious or critical axe violation on the screen, colour contrast included. */
export async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
