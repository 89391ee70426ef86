import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { playerCall, registerPlayer, type Player, settled } from '../support.ts';

/**
 * Every route of the app's route table (apps/web/src/app/routes.ts, so a new route is visited
 * without touching this file), as a visitor and as a player, at 375 px: no route may show the
 * "coming soon" page, and an axe scan (colour contrast included) of what it shows must find no
 * serious or critical violation. One page per run, one login; the failure lists route, rule and
 * the elements concerned. With ROUTE_SHOTS=<folder> it also takes a screenshot of each visit;
 * ROUTES_ONLY=/x,/y visits only those routes; DEBUG_INCOMPLETE=1 prints the contrast checks axe
 * could not decide (text over gradients and images), for a person to judge.
 */
const routesFile = path.resolve(import.meta.dirname, '..', '..', 'apps/web/src/app/routes.ts');

/** The paths of ROUTES, read from the source: `main('/x', …)`, `top(…)`, `member(…)`. */
function routePaths(): string[] {
  const source = readFileSync(routesFile, 'utf8');
  const body = source.slice(source.indexOf('export const ROUTES'));
  const paths = [...body.matchAll(/\b(?:main|top|member)\(\s*'(\/[^']*)'/g)].map((m) => m[1]!);
  // ROUTES_ONLY=/a,/b: only these (while mending one screen).
  const only = process.env.ROUTES_ONLY?.split(',');
  return only ? paths.filter((p) => only.includes(p)) : paths;
}

interface Fixtures {
  /** A slot of the demo catalogue, opened at /gamePage. */
  game: { plat: string; type: number; code: string; name: string };
  /** The player's own pending deposit, shown at /payInfo. */
  depositNo: string;
}

/** Query a route needs to show its screen rather than its "missing parameter" state. */
function queryOf(route: string, fixtures: Fixtures): string {
  const { game } = fixtures;
  const queries: Record<string, Record<string, string>> = {
    '/activityInfo': { id: '1' },
    '/boutBallBetInfo': { type: '7' },
    '/gameList': { id: '4', name: '电子' },
    '/concise': { type: 'housedz' },
    '/gamePage': { name: game.plat, type: String(game.type), code: game.code, title: game.name },
    '/lottery': { room_id: '3' },
    '/lotteryTrend': { room_id: '3' },
    '/lotteryVerify': { room_id: '3' },
    '/zhanzhuye': { type: '1' },
    '/password': { type: '1' },
    '/message': { type: '1' },
    '/payInfo': { deposit_no: fixtures.depositNo },
  };
  const query = queries[route];
  return query ? `?${new URLSearchParams(query).toString()}` : '';
}

/**
 * A route's path with its parameters filled in (`/house/slot/:game` is a house slot's screen,
 * `/house/table/:code` a house table's).
 */
function pathOf(route: string): string {
  return route.replace(':game', 'fruit').replace(':code', 'bac1');
}

/** For a colour-contrast failure: the colours axe measured and their ratio. */
function contrastOf(node: { any: { data?: unknown }[] }): string {
  const data = node.any[0]?.data as
    { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  if (!data?.fgColor) return '';
  return ` (${data.fgColor} on ${data.bgColor ?? '?'}: ${data.contrastRatio ?? '?'})`;
}

/** Loading markers of the app and antd-mobile: the screen has settled when none is left. */
const LOADING = '.page-loading, .adm-skeleton, .adm-pull-to-refresh-head .adm-spin-loading';
/** antd-mobile overlays, which fade in. */
const OVERLAYS = ['.adm-mask', '.adm-popup-body', '.adm-center-popup-wrap', '.adm-toast-wrap']
  .map((overlay) => `${overlay}:visible`)
  .join(', ');

/**
 * Opens a route as a fresh document load and waits for it to settle; answers what is wrong. A
 * screen already scanned in this run (a visitor sent to /login by every member route) is checked
 * for "coming soon" but not scanned again.
 */
async function visit(
  page: Page,
  url: string,
  label: string,
  hit: number,
  scanned: Set<string>,
): Promise<string[]> {
  // A distinct search string makes each visit a full load (a hash change alone would not).
  await page.goto(`/?v=${hit}#${url}`, { waitUntil: 'domcontentloaded' });
  await page
    .waitForFunction(
      (loading) => {
        const root = document.getElementById('root');
        return (
          root !== null && root.childElementCount > 0 && document.querySelector(loading) === null
        );
      },
      LOADING,
      { timeout: 8_000 },
    )
    .catch(() => undefined);
  // antd-mobile's opening animations (popups, dialogs, toasts): a fading overlay would be
  // measured half transparent.
  await settled(page);
  await shoot(page, label);
  // A toast (2 s) would start fading out while the scan reads it: it is in the screenshot, and
  // the scan reads the screen once it has gone.
  await expect(page.locator('.adm-toast-mask:visible'))
    .toHaveCount(0, { timeout: 6_000 })
    .catch(() => undefined);
  await settled(page);

  const problems: string[] = [];
  if ((await page.getByTestId('not-open').count()) > 0) {
    problems.push(`${label}: shows the "coming soon" page`);
  }
  problems.push(...(await scanOnce(page, label, scanned)));
  // A notice over the screen (the old home's announcement) hides what is under it: close it and
  // scan the screen too.
  const close = page.locator('.adm-modal .adm-modal-footer .adm-button:visible');
  if ((await close.count()) > 0) {
    for (let i = 0; i < 3 && (await close.count()) > 0; i++) {
      await close.first().click();
      await settled(page); // its closing animation, and the next notice's opening
    }
    await shoot(page, `${label} closed`);
    problems.push(...(await scanOnce(page, `${label} (notice closed)`, scanned)));
  }
  return problems;
}

/** With ROUTE_SHOTS=<folder>: a screenshot named after the visit. */
async function shoot(page: Page, label: string): Promise<void> {
  if (!process.env.ROUTE_SHOTS) return;
  const name = label.replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_|_$/g, '');
  await page.screenshot({ path: path.join(process.env.ROUTE_SHOTS, `${name}.png`) });
}

/** An axe scan of what is shown, unless this screen (and overlay) was scanned in this run. */
async function scanOnce(page: Page, label: string, scanned: Set<string>): Promise<string[]> {
  const shown = new URL(page.url()).hash.replace(/\?.*$/, '');
  const overlay = (await page.locator(OVERLAYS).count()) > 0;
  const key = `${shown}${overlay ? '+overlay' : ''}`;
  if (scanned.has(key)) return [];
  scanned.add(key);
  const problems: string[] = [];
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  if (process.env.DEBUG_INCOMPLETE) {
    for (const item of result.incomplete.filter((i) => i.id === 'color-contrast')) {
      for (const node of item.nodes) {
        console.log(`INCOMPLETE ${label} ${node.target.join(' ')} :: ${node.any[0]?.message}`);
      }
    }
  }
  for (const violation of result.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const targets = violation.nodes
      .slice(0, 4)
      .map((node) => `${node.target.join(' ')}${contrastOf(node)}`)
      .join(' | ');
    const more = violation.nodes.length > 4 ? ` (+${violation.nodes.length - 4} more)` : '';
    problems.push(`${label}: ${violation.id} (${violation.impact}) at ${targets}${more}`);
  }
  return problems;
}

test.describe.configure({ mode: 'default' });

test.describe('every route', () => {
  const routes = routePaths();
  let player: Player;
  let fixtures: Fixtures;

  test.beforeAll(async ({ playwright }, testInfo) => {
    if (!process.env.ROUTES_ONLY) {
      expect(routes.length, 'routes read from routes.ts').toBeGreaterThan(40);
    }
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    player = await registerPlayer(request, 'rts');
    const games = await playerCall<Fixtures['game'][]>(
      request,
      player.token,
      '/api/gamelistBycode',
      { gamecode: 'housedz' },
    );
    const deposit = await playerCall<{ deposit_no: string }>(
      request,
      player.token,
      '/api/recharge',
      { paytype: 'usdt', catepay: 'TRC20', amount: '20' },
    );
    fixtures = { game: games[0]!, depositNo: deposit.deposit_no };
    await request.dispose();
  });

  for (const who of ['visitor', 'player'] as const) {
    test(`as a ${who}: no "coming soon" page, no serious axe violation`, async ({ page }) => {
      // About a minute on an idle machine; room for a busy one.
      test.setTimeout(360_000);
      if (who === 'player') {
        await page.goto(`/#/mine?token=${player.token}`);
        await expect(page.getByText(player.name).first()).toBeVisible();
      }
      const problems: string[] = [];
      const scanned = new Set<string>();
      let hit = 0;
      for (const route of routes) {
        const url = `${pathOf(route)}${queryOf(route, fixtures)}`;
        problems.push(...(await visit(page, url, `${who} ${url}`, ++hit, scanned)));
      }
      expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
    });
  }
});
