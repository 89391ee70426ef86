import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  balanceOf,
  CONSOLE_VIEW,
  consoleSignIn,
  expectAccessible,
  fundPlayer,
  openAs,
  playerCall,
  registerPlayer,
  screenshot,
  type Player,
} from '../support.ts';

/**
 * The demo's game providers (docs/providers.md), played by a player at 375 px and looked after by
 * an operator in the console. 锦鲤游戏 (jinli) plays seamless: its game, opened from the 电子
 * catalogue in the app's frame, bets from the platform wallet itself, so the balance the game
 * shows is the one the app shows afterwards and the rounds come into /betRecord through the
 * venues' pull. 远山棋牌 (yuanshan) plays transfer: with automatic transfer off its launch moves
 * nothing, and a manual transfer moves money into its wallet. The console lists both with their
 * wallet mode, tests a connection and reconciles 锦鲤游戏's day. Each test makes its own player.
 * Screenshots go to SHOTS_DIR.
 */

const ROUNDS_AT_LEAST = 4;
const ROUNDS_AT_MOST = 16;

interface GameUrl {
  url: string;
  game_id: number;
  transferred: string | null;
}
interface Round {
  stake: string;
  win: string;
}
interface VenueRow {
  platname: string;
  name: string;
  balance: string | null;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);
const fenOf = (amount: string) => Math.round(Number(amount) * 100);

/** A registered player with `usdt` paid in (the demo rate makes it yuan), automatic transfer off. */
async function newPlayer(request: APIRequestContext, prefix: string, usdt = 20): Promise<Player> {
  const player = await registerPlayer(request, prefix);
  await fundPlayer(request, player.token, usdt);
  await playerCall(request, player.token, '/api/uptransferstatus', { transferstatus: 0 });
  return player;
}

/** The home header's balance button (its name says the amount: 余额 ¥146.00，点击刷新余额). */
function headerBalance(page: Page) {
  return page.getByRole('button', { name: /^余额 ¥[\d.]+，点击刷新余额$/ });
}

test.describe('锦鲤游戏 (seamless) at 375 px', () => {
  test('a slot opened from 电子 plays from the wallet; the rounds reach /betRecord', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const player = await newPlayer(request, 'xhp');
    const funded = await balanceOf(request, player.token);

    await openAs(page, player, '/');
    await expect(headerBalance(page)).toHaveAccessibleName(`余额 ¥${funded}，点击刷新余额`);
    await page.getByRole('tab', { name: /电子/ }).click();
    await page.getByRole('button', { name: /锦鲤游戏/ }).click();
    await expect(page).toHaveURL(/#\/concise\?type=jinlidz/);
    await expect(page.getByRole('tab', { name: '锦鲤游戏', selected: true })).toBeVisible();
    await page.getByRole('button', { name: '金龙转盘' }).click();

    await expect(page).toHaveURL(/#\/gamePage\?/);
    const frame = page.frameLocator('iframe[title="游戏画面"]');
    await expect(frame.getByRole('heading', { name: '金龙转盘' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(frame.getByText('单一钱包')).toBeVisible();
    const shown = frame.getByTestId('fake-balance');
    await expect(shown).toHaveText(funded);
    // Seamless: nothing moved into the provider, so no 已自动转入 toast and the wallet is whole.
    await expect(page.locator('.adm-toast-main')).toHaveCount(0);
    expect(await balanceOf(request, player.token)).toBe(funded);

    // Rounds of 1 元 then 5 元, until at least one was won and one lost (the slot pays 28 in 100).
    const rounds: Round[] = [];
    const bet = frame.getByTestId('fake-bet');
    const result = frame.getByTestId('fake-result');
    while (
      rounds.length < ROUNDS_AT_LEAST ||
      (rounds.length < ROUNDS_AT_MOST &&
        !(rounds.some((r) => r.win !== '0.00') && rounds.some((r) => r.win === '0.00')))
    ) {
      const stake = rounds.length % 2 === 0 ? '1.00' : '5.00';
      await frame.getByRole('button', { name: `${Number(stake)} 元` }).click();
      // The round's own answer (the button may still read enabled before its click is handled).
      const answered = page.waitForResponse((r) => r.url().includes('/play/round'));
      await bet.click();
      const round = (await (await answered).json()) as {
        status: string;
        win: string;
        balance: string;
      };
      expect(round.status, `round ${rounds.length + 1}`).toBe('ok');
      await expect(shown).toHaveText(round.balance);
      await expect(result).toHaveText(round.win === '0.00' ? '未中' : `赢 ${round.win}`);
      await expect(bet).toBeEnabled({ timeout: 10_000 });
      rounds.push({ stake, win: round.win });
    }
    const staked = rounds.reduce((sum, r) => sum + fenOf(r.stake), 0);
    const paid = rounds.reduce((sum, r) => sum + fenOf(r.win), 0);
    const after = yuan(fenOf(funded) - staked + paid);
    await expect(shown).toHaveText(after);
    await screenshot(page, 'providers-seamless-game.png');
    expect(await balanceOf(request, player.token)).toBe(after);

    // Back to the list, back home: the header shows the wallet the game played from.
    await page.locator('.game-frame__bar .adm-nav-bar-back').click();
    await expect(page).toHaveURL(/#\/concise\?type=jinlidz/);
    await page.goBack();
    await expect(headerBalance(page)).toHaveAccessibleName(`余额 ¥${after}，点击刷新余额`);
    await screenshot(page, 'providers-seamless-header.png');
    expect(await balanceOf(request, player.token)).toBe(after);

    // The rounds, settled, through the venues' pull (a 10 s job; the page asks it too).
    await openAs(page, player, '/betRecord');
    const jinli = page.getByRole('group', { name: '平台' }).getByRole('button', {
      name: '锦鲤游戏',
    });
    const records = page.locator('.bets-record').filter({ hasText: '金龙转盘' });
    await expect(async () => {
      await page.reload();
      if ((await jinli.count()) > 0) await jinli.click();
      await expect(records).toHaveCount(rounds.length, { timeout: 3_000 });
    }).toPass({ timeout: 45_000 });
    await expect(records.filter({ hasText: '已结算' })).toHaveCount(rounds.length);
    await expect(page.locator('.bets-record').filter({ hasNotText: '锦鲤游戏' })).toHaveCount(0);
    // Newest first: each card's stake and win/loss are the round's.
    for (const [index, round] of [...rounds].reverse().entries()) {
      const card = records.nth(index);
      const net = fenOf(round.win) - fenOf(round.stake);
      await expect(card.locator('dd').first()).toHaveText(round.stake);
      await expect(card.locator('.bets-result')).toHaveText(net > 0 ? `+${yuan(net)}` : yuan(net));
    }
    await screenshot(page, 'providers-seamless-betrecord.png');
    await expectAccessible(page);
  });
});

test.describe('远山棋牌 (transfer) at 375 px', () => {
  test('its game launches without moving money; a manual transfer moves it in', async ({
    page,
    request,
  }) => {
    const player = await newPlayer(request, 'ysp');
    const funded = await balanceOf(request, player.token);

    await openAs(page, player, '/?tab=3');
    await expect(page.getByRole('tab', { name: /棋牌/, selected: true })).toBeVisible();
    await page.getByRole('button', { name: /远山棋牌/ }).click();
    const frame = page.frameLocator('iframe[title="游戏画面"]');
    await expect(frame.getByRole('heading', { name: '比大小' })).toBeVisible({ timeout: 15_000 });
    await expect(frame.getByText('转账钱包')).toBeVisible();
    await expect(frame.getByTestId('fake-balance')).toHaveText('0.00');
    await expect(page.locator('.adm-toast-main')).toHaveCount(0);
    expect(await balanceOf(request, player.token)).toBe(funded);

    await openAs(page, player, '/transfer?target=yuanshan');
    await expect(page.getByRole('button', { name: '转入：远山棋牌' })).toContainText('¥0.00');
    await page.getByPlaceholder('请输入转账金额').fill('30');
    await page.getByRole('button', { name: '确认转账' }).click();
    await expect(page.locator('.adm-toast-main').filter({ hasText: '操作成功' })).toBeVisible();
    const row = page
      .getByRole('region', { name: '场馆余额' })
      .getByRole('listitem')
      .filter({ hasText: '远山棋牌' });
    await expect(row).toContainText('30.00');
    await expect(page.locator('.adm-toast-main')).toHaveCount(0);
    expect(await balanceOf(request, player.token)).toBe(yuan(fenOf(funded) - 3000));
    const venues = await playerCall<VenueRow[]>(request, player.token, '/api/balancelist');
    expect(venues.find((v) => v.platname === 'yuanshan')?.balance).toBe('30.00');
    await screenshot(page, 'providers-transfer.png');
  });
});

test.describe('游戏厂商 in the console at 1280 px', () => {
  test.use(CONSOLE_VIEW);

  test('lists both providers, tests a connection and reconciles 锦鲤游戏 with no difference', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // Rounds of today at 锦鲤游戏, played on its game page by a player of this test.
    const player = await newPlayer(request, 'xhr');
    const launch = await playerCall<GameUrl>(request, player.token, '/api/getGameUrl', {
      plat_name: 'jinli',
      game_type: 3,
      game_code: 'slot',
    });
    const game = new URL(launch.url);
    const session = game.searchParams.get('s');
    for (let round = 0; round < 2; round++) {
      const answer = await request.post(new URL('play/round', game).href, {
        data: { s: session, amount: '1.00' },
      });
      expect(((await answer.json()) as { status: string }).status).toBe('ok');
    }

    await consoleSignIn(page);
    await page.getByRole('menuitem', { name: '厂商管理' }).click();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    const jinli = rows.filter({ hasText: 'jinli' });
    const yuanshan = rows.filter({ hasText: 'yuanshan' });
    await expect(jinli).toContainText('锦鲤游戏');
    await expect(jinli).toContainText('单一钱包');
    await expect(yuanshan).toContainText('远山棋牌');
    await expect(yuanshan).toContainText('转账钱包');
    await expect(jinli).toContainText('已设置');
    // The menu item's click scrolled the window to it (the long menu); the list is at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'providers-console-list.png');
    await expectAccessible(page);

    await yuanshan.getByRole('button', { name: '测试连接' }).click();
    const dialog = page.getByRole('dialog', { name: '测试连接「远山棋牌」' });
    await expect(dialog.getByText('连接正常')).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText('厂商游戏数');
    await screenshot(page, 'providers-console-test.png');
    await dialog.getByRole('button', { name: /关\s*闭/ }).click();
    await expect(dialog).toHaveCount(0);

    await jinli.getByRole('link', { name: '对账' }).click();
    await expect(page).toHaveURL(/providers\/reconcile\?code=jinli/);
    await expect(page.getByText(/^锦鲤游戏 · \d{4}-\d{2}-\d{2}$/)).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('无差异')).toBeVisible();
    // Each round is a bet and its win (0 when lost), on both sides: at least this test's two.
    const matched = page
      .locator('.ant-card-small')
      .filter({ hasText: '一致' })
      .locator('.ant-statistic-content');
    expect(Number(await matched.textContent())).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'providers-console-reconcile.png');
    await expectAccessible(page);
  });
});
