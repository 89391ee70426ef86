import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { registerPlayer } from '../support.ts';

/**
 * DESIGN §10: everything a first visit of home, /lottery and /mine fetches, counted in the browser
 * once the page is idle, is at most 150 KB of JavaScript gzip — the entry and what it announces,
 * and every chunk a later import() fetched (after idle included). A fresh context per visit (empty
 * cache) that asks for gzip only; the server sends its precompressed .gz copies, so a script
 * counts its encoded body as transferred (one that came uncompressed counts as the gzip of its
 * body). /lottery and /mine are visited by a player arriving with a token in the address (a shared
 * link, the Telegram Mini App), as a visitor never sees them; a visitor opening the deep link
 * /#/mine is sent to the login screen, whose code is counted. `npm run bench` prints the same
 * figures (bench/first-visit.mjs).
 */
const BUDGET = 150 * 1024;

interface Script {
  url: string;
  gzip: number;
}

/** Every script of a first visit of `address`, once the page has been idle twice over. */
async function firstVisitScripts(page: Page, address: string): Promise<Script[]> {
  const sizes: Promise<Script>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    sizes.push(
      (async () => {
        const gzipped = response.headers()['content-encoding'] === 'gzip';
        const gzip = gzipped
          ? (await response.request().sizes()).responseBodySize
          : gzipSync(await response.body(), { level: 9 }).length;
        return { url: new URL(response.url()).pathname, gzip };
      })(),
    );
  });
  await page.goto(address);
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => setTimeout(resolve, 500))),
      ),
  );
  await page.waitForLoadState('networkidle');
  return Promise.all(sizes);
}

function expectWithinBudget(route: string, scripts: Script[]): void {
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const list = [...scripts]
    .sort((a, b) => b.gzip - a.gzip)
    .map((script) => `${(script.gzip / 1024).toFixed(1)} KB ${script.url}`)
    .join('\n');
  expect(scripts.length, `${route}: no script was counted`).toBeGreaterThan(0);
  expect(
    total,
    `${route}: ${(total / 1024).toFixed(1)} KB gzip of JavaScript on a first visit (budget 150 KB):\n${list}`,
  ).toBeLessThanOrEqual(BUDGET);
}

test.use({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });

test('a first visit of home fetches at most 150 KB of JavaScript gzip', async ({ page }) => {
  const scripts = await firstVisitScripts(page, '/#/');
  // The home screen itself is up (not an error page that happens to be light).
  await expect(page.getByRole('tab').first()).toBeVisible();
  expectWithinBudget('/', scripts);
});

for (const [route, ready] of [
  ['/lottery?room_id=3', '投注'],
  ['/mine', '退出登录'],
] as const) {
  test(`a player's first visit of ${route.split('?')[0]} fetches at most 150 KB of JavaScript gzip`, async ({
    page,
    request,
  }) => {
    const player = await registerPlayer(request, 'fv');
    const scripts = await firstVisitScripts(
      page,
      `/#${route}${route.includes('?') ? '&' : '?'}token=${player.token}`,
    );
    await expect(page.getByRole('button', { name: ready })).toBeVisible();
    expectWithinBudget(route, scripts);
  });
}

test("a visitor's first visit of the deep link /mine, sent to the login screen, fetches at most 150 KB of JavaScript gzip", async ({
  page,
}) => {
  const scripts = await firstVisitScripts(page, '/#/mine');
  // The login screen itself is up (the deep link sends a visitor there).
  await expect(page).toHaveURL(/#\/login\?redirect=/);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  expectWithinBudget('/mine (visitor, on /login)', scripts);
});

test('a tap on the first paint, before the app has started, still leads where it was aimed', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, 'fvt');
  // The app's code arrives late (a slow phone network): the first paint is all there is for a while.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  // The page's load waits for its module scripts: only its HTML is asked for here.
  await page.goto(`/#/mine?token=${player.token}`, { waitUntil: 'commit' });
  await page.getByText('帮助中心').click();
  await expect(page).toHaveURL(/#\/mine/);
  release();
  await expect(page).toHaveURL(/#\/boutBallBet$/);
  await expect(page.getByText('人工客服')).toBeVisible();
});
