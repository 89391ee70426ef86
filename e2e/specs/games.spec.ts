import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  balanceOf,
  expectToast,
  fundPlayer,
  playerCall,
  registerPlayer,
  type Player,
} from '../support.ts';

/**
 * The games of a new player, end to end at 375 px: home with banners, notices and categories whose
 * counts are real; the house venue's slot list opened from home; a house slot launched with
 * automatic transfer on (the whole wallet moves into the house venue), a few spins, back to the
 * app; the rounds in /betRecord and the venue balance in /transfer; and with automatic transfer
 * off, a launch that moves nothing. 体育 lists the house sportsbook (no longer 即将上线).
 * Screenshots go to test-results/screens.
 */
const shots = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screens');
const SPINS = 3;

interface CategoryRow {
  code: number;
  name: string;
  renum: number;
}
interface VenueRow {
  platname: string;
  balance: string | null;
}

test.describe.configure({ mode: 'serial' });

test.describe('games of a new player', () => {
  let player: Player;
  let funded: string;

  async function open(page: Page, route: string): Promise<void> {
    const joiner = route.includes('?') ? '&' : '?';
    await page.goto(`/#${route}${joiner}token=${player.token}`);
  }

  /** A screenshot of the top of the page once the images in view have loaded. */
  async function shot(page: Page, name: string): Promise<void> {
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.images).every(
            (img) => img.complete || img.getBoundingClientRect().top > window.innerHeight,
          ),
        ),
      )
      .toBe(true);
    await page.screenshot({ path: path.join(shots, name) });
  }

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({
      baseURL: testInfo.project.use.baseURL,
    });
    player = await registerPlayer(request, 'gam');
    funded = await fundPlayer(request, player.token, 50);
    await playerCall(request, player.token, '/api/uptransferstatus', { transferstatus: 1 });
    await request.dispose();
  });

  test('home shows banners, notices and categories with real player counts', async ({
    page,
    request,
  }) => {
    const categories = await playerCall<CategoryRow[]>(request, player.token, '/api/typel');
    const slots = categories.find((c) => c.code === 4)!;
    await open(page, '/');
    const banner = page.locator('.banner-carousel img').first();
    await expect(banner).toBeVisible();
    // The picture is drawn once it has loaded (it may still be on its way when it turns visible).
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: '公告' })).toContainText('欢迎');
    const tab = page.getByRole('tab', { name: /电子/ });
    // The real count from the operator's threshold (default 1); nothing at all below it.
    if (slots.renum > 0) await expect(tab).toContainText(`${slots.renum} 人在玩`);
    else await expect(tab).not.toContainText('人在玩');
    await expect(page.getByText(/^0 人在玩$/)).toHaveCount(0);
    await expect(page.getByText(funded, { exact: false }).first()).toBeVisible();
    await shot(page, 'games-home.png');
  });

  test('opens the house slots from home, plays a few rounds with automatic transfer on, comes back', async ({
    page,
    request,
  }) => {
    await open(page, '/');
    await page.getByRole('tab', { name: /电子/ }).click();
    await page.getByRole('button', { name: /自营游戏/ }).click();
    await expect(page).toHaveURL(/#\/concise\?type=housedz/);
    await page.getByRole('button', { name: '缤纷水果' }).click();
    await expectToast(page, `已自动转入 ¥${funded}`);
    await expect(page).toHaveURL(/#\/house\/slot\/fruit/);
    await expect(page.locator('.house-balance')).toContainText(funded);
    expect(await balanceOf(request, player.token)).toBe('0.00');

    const spin = page.getByRole('button', { name: '旋转', exact: true });
    for (let round = 0; round < SPINS; round++) {
      await spin.click();
      await expect(spin).toBeEnabled({ timeout: 10_000 });
    }
    await shot(page, 'house-slot.png');

    // The category now counts this player as playing (real count, DESIGN §9).
    const categories = await playerCall<CategoryRow[]>(request, player.token, '/api/typel');
    expect(categories.find((c) => c.code === 4)!.renum).toBeGreaterThanOrEqual(1);

    await page.locator('.house-game__bar .adm-nav-bar-back').click();
    await expect(page).toHaveURL(/#\/concise\?type=housedz/);
  });

  test('the rounds are in /betRecord and the venue balance in /transfer', async ({
    page,
    request,
  }) => {
    await open(page, '/betRecord');
    const cards = page.locator('.bets-record');
    await expect(cards).toHaveCount(SPINS);
    await expect(cards.first()).toContainText('缤纷水果');
    await expect(cards.first()).toContainText('自营游戏');
    await expect(cards.first()).toContainText('已结算');
    await shot(page, 'betRecord.png');

    const venues = await playerCall<VenueRow[]>(request, player.token, '/api/balancelist');
    const house = venues.find((v) => v.platname === 'house')!;
    await open(page, '/transfer');
    const row = page
      .getByRole('region', { name: '场馆余额' })
      .getByRole('listitem')
      .filter({ hasText: '自营游戏' });
    await expect(row).toContainText(house.balance!);
    await shot(page, 'transfer-after-games.png');
  });

  test('with automatic transfer off, launching a game moves no money', async ({
    page,
    request,
  }) => {
    await playerCall(request, player.token, '/api/uptransferstatus', { transferstatus: 0 });
    await playerCall(request, player.token, '/api/transall');
    const before = await balanceOf(request, player.token);
    expect(Number(before)).toBeGreaterThan(0);

    await open(page, '/concise?type=housedz');
    await page.getByRole('button', { name: '深海宝藏' }).click();
    await expect(page).toHaveURL(/#\/house\/slot\/ocean/);
    await expect(page.locator('.house-balance')).toContainText('0.00');
    expect(await balanceOf(request, player.token)).toBe(before);
  });

  test('体育 lists the house sportsbook, not 即将上线, and opens its football list', async ({
    page,
  }) => {
    await open(page, '/?tab=5');
    await expect(page.getByRole('tab', { name: '体育', selected: true })).toBeVisible();
    await expect(page.getByTestId('coming-soon')).toHaveCount(0);
    await shot(page, 'home-sports.png');
    await page.getByRole('button', { name: /自营游戏/ }).click();
    await expect(page).toHaveURL(/#\/sports\?sport=football/);
    const football = page.getByRole('navigation', { name: '体育项目' }).getByRole('link', {
      name: '足球',
    });
    await expect(football).toHaveAttribute('aria-current', 'page');
  });
});
