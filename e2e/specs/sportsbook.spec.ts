import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  CONSOLE_VIEW,
  consoleSignIn,
  expectAccessible,
  expectToast,
  fundPlayer,
  openAs,
  operatorCall,
  operatorToken,
  playerCall,
  pressConfirm,
  registerPlayer,
  screenshot,
  settled,
  uniqueName,
  type Player,
} from '../support.ts';

/**
 * The sportsbook end to end, as a player and two operators meet it (issue 23): a trader makes three
 * football fixtures (one kicks off at once, two later); the player, at 375 px, bets a single on the
 * live one and a 3-leg parlay on the live one and the two upcoming; the fixtures kick off; results
 * are entered in the console by one operator and confirmed by another (maker–checker); the player
 * finds both bets settled in /betRecord with the amounts the odds give, and in 我的注单.
 */
test.describe.configure({ mode: 'serial' });

const SECOND = { name: 'boss', password: 'boss-pass-2026' };
const STAKE = 10;

interface Fixture {
  id: number;
  home: string;
  away: string;
  markets: { id: number; type: string }[];
}
interface AdminFixture extends Fixture {
  state: string;
}
interface Bet {
  id: string;
  kind: 'single' | 'parlay';
  stake: string;
  odds: string;
  paid: string | null;
  state: string;
  legs: { fixture: number; odds: string; selection: string }[];
}

async function sportsBets(request: APIRequestContext, player: Player, state: string) {
  const answer = await request.get(`/api/sports/bets?state=${state}`, {
    headers: { Authorization: `Bearer ${player.token}` },
  });
  return ((await answer.json()) as { data: { data: Bet[] } }).data.data;
}

/** Taps a fixture's 1X2 selection in the list (its inline main market). */
async function pick(page: Page, f: Fixture, selection: 'home' | 'away') {
  const market = page.getByRole('group', { name: `${f.home} 对 ${f.away} 独赢` });
  const name = selection === 'home' ? f.home : f.away;
  await market.getByRole('button', { name: new RegExp(`^${name} \\d`) }).click();
}

/** Fen of a bet's return: the stake times the odds taken, rounded down to the fen. */
function returnFen(stakeYuan: number, odds: string[]): bigint {
  let num = BigInt(stakeYuan * 100);
  let den = 1n;
  for (const o of odds) {
    num *= BigInt(Math.round(Number(o) * 100));
    den *= 100n;
  }
  return num / den;
}

function yuan(fen: bigint): string {
  const sign = fen < 0n ? '-' : '';
  const abs = fen < 0n ? -fen : fen;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

test.describe('the sportsbook', () => {
  let player: Player;
  let admin: string;
  let boss: string;
  let league: string;
  let live: Fixture;
  let later: Fixture[];
  let single: Bet;
  let parlay: Bet;

  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    player = await registerPlayer(request, 'book');
    await fundPlayer(request, player.token, 50); // 360.00
    await playerCall(request, player.token, '/api/transfer', {
      amount: '300.00',
      sourcetype: 'userbalance',
      targettype: 'house',
    });
    admin = await operatorToken(request);
    const login = await request.post('/api/admin/login', { data: SECOND });
    boss = ((await login.json()) as { data: { token: string } }).data.token;
    // a short in-play delay, so the spec does not wait 5 s a bet
    const limits = await operatorCall<Record<string, unknown>>(
      request,
      admin,
      '/api/admin/sports/limits',
      {},
    );
    await operatorCall(request, admin, '/api/admin/sports/limits/update', {
      ...limits,
      live_delay: 2,
    });
    league = uniqueName('联赛').slice(0, 16);
    const make = (tag: string, startsIn: number) =>
      operatorCall<Fixture>(request, admin, '/api/admin/sports/fixtures/create', {
        sport: 'football',
        league,
        home: `${tag}主队`,
        away: `${tag}客队`,
        starts_at: Date.now() + startsIn,
      });
    live = await make('甲', 2_000);
    later = [await make('乙', 3_600_000), await make('丙', 3_600_000)];
    // the kick-off job puts the first in play within its period
    await expect(async () => {
      const f = await operatorCall<AdminFixture>(request, admin, '/api/admin/sports/fixture', {
        id: live.id,
      });
      expect(f.state).toBe('live');
    }).toPass({ timeout: 30_000 });
    await request.dispose();
  });

  test('a single on a live fixture and a 3-leg parlay on live and upcoming ones', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await openAs(page, player, '/sports?sport=football');
    await page.getByRole('button', { name: league, exact: true }).click();
    const liveSection = page.locator('section.sports-section--live');
    await expect(liveSection.getByText(live.home)).toBeVisible();
    await expect(page.getByText(later[0]!.home)).toBeVisible();
    await settled(page);
    await screenshot(page, 'sports-list.png');
    await expectAccessible(page);

    // the live fixture's page: every market
    await page.getByRole('link', { name: `${live.home} 对 ${live.away} 的全部玩法` }).click();
    await expect(page).toHaveURL(new RegExp(`#/sports/fixture/${live.id}`));
    await expect(page.getByText('波胆').first()).toBeVisible();
    await expect(page.getByText('双方进球').first()).toBeVisible();
    await settled(page);
    await screenshot(page, 'sports-fixture.png');
    await expectAccessible(page);
    await page.goBack();
    await page.getByRole('button', { name: league, exact: true }).click();

    // the single: the live fixture's home side, after the in-play delay
    await pick(page, live, 'home');
    await page.getByRole('button', { name: /打开投注单/ }).click();
    const slip = page.getByRole('dialog', { name: '投注单' });
    await expect(slip.getByText('单注')).toBeVisible();
    await slip.getByLabel('投注金额').fill(String(STAKE));
    await slip.getByRole('button', { name: '确认投注' }).click();
    await expectToast(page, '投注成功');

    // the parlay: the live fixture's home side, the second's home, the third's away side
    await pick(page, live, 'home');
    await pick(page, later[0]!, 'home');
    await pick(page, later[1]!, 'away');
    await page.getByRole('button', { name: /打开投注单/ }).click();
    await expect(slip.getByText('3串1')).toBeVisible();
    await slip.getByLabel('投注金额').fill(String(STAKE));
    // the trader moves the second fixture's odds while the slip is open: the slip shows the
    // change and asks to accept it before the bet goes (the choice is 不接受赔率变化)
    const market = later[0]!.markets.find((m) => m.type === '1x2')!;
    await operatorCall(request, admin, '/api/admin/sports/markets/update', {
      id: market.id,
      action: 'price',
      prices: { home: '3.20', draw: '3.10', away: '2.40' },
    });
    await expect(slip.getByRole('button', { name: '接受新赔率' })).toBeVisible({ timeout: 15_000 });
    await settled(page);
    await screenshot(page, 'sports-slip-odds-changed.png');
    await slip.getByRole('button', { name: '接受新赔率' }).click();
    await slip.getByRole('button', { name: '确认投注' }).click();
    await expectToast(page, '投注成功');

    const open = await sportsBets(request, player, 'open');
    expect(open.map((b) => b.kind).sort()).toEqual(['parlay', 'single']);
    single = open.find((b) => b.kind === 'single')!;
    parlay = open.find((b) => b.kind === 'parlay')!;
    expect(parlay.legs.map((l) => l.fixture)).toEqual(
      expect.arrayContaining([live.id, later[0]!.id, later[1]!.id]),
    );

    await openAs(page, player, '/sports/bets');
    await expect(page.getByLabel(new RegExp(single.id))).toBeVisible();
    await expect(page.getByLabel(new RegExp(parlay.id))).toBeVisible();
    await settled(page);
    await screenshot(page, 'sports-my-bets-open.png');
    await expectAccessible(page);
  });

  test('one operator enters the results, a second one confirms them', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    // the two later fixtures kick off now, and get their results through the calls
    for (const f of later) {
      await operatorCall(request, admin, '/api/admin/sports/fixtures/update', {
        id: f.id,
        action: 'reschedule',
        starts_at: Date.now() + 1_500,
      });
    }
    for (const f of later) {
      await expect(async () => {
        const row = await operatorCall<AdminFixture>(request, admin, '/api/admin/sports/fixture', {
          id: f.id,
        });
        expect(row.state).toBe('live');
      }).toPass({ timeout: 30_000 });
    }
    const scores: [number, number][] = [
      [1, 0], // home wins: the parlay's leg on 乙's home side wins
      [0, 2], // away wins: the leg on 丙's away side wins
    ];
    for (const [i, f] of later.entries()) {
      const entered = await operatorCall<{ id: number }>(
        request,
        admin,
        '/api/admin/sports/results/enter',
        { fixture: f.id, home: scores[i]![0], away: scores[i]![1] },
      );
      await operatorCall(request, boss, '/api/admin/sports/results/confirm', { id: entered.id });
    }

    // the live fixture's result in the console: entered by the demo operator…
    const maker = await browser.newContext({ ...CONSOLE_VIEW, locale: 'zh-CN' });
    const makerPage = await maker.newPage();
    await consoleSignIn(makerPage);
    await makerPage.goto(`/admin/#/sports/fixtures/${live.id}`);
    await expect(makerPage.getByText('尚未录入赛果')).toBeVisible();
    await settled(makerPage);
    await screenshot(makerPage, 'sports-console-liability.png');
    await makerPage.getByRole('button', { name: '提交复核' }).click();
    await makerPage.getByLabel(`主队 ${live.home}`).fill('2');
    await makerPage.getByLabel(`客队 ${live.away}`).fill('1');
    await makerPage.getByRole('button', { name: '提交复核' }).click();
    await pressConfirm(makerPage, /提\s*交/, 'dialog');
    await expect(makerPage.getByText('赛果已录入，等待另一位操作员复核')).toBeVisible();
    await expect(makerPage.getByText('您录入的赛果须由另一位操作员复核')).toBeVisible();
    await maker.close();

    // …and confirmed by the second operator, which settles the bets at once
    const checker = await browser.newContext({ ...CONSOLE_VIEW, locale: 'zh-CN' });
    const checkerPage = await checker.newPage();
    await consoleSignIn(checkerPage, SECOND.name, SECOND.password);
    await checkerPage.goto(`/admin/#/sports/fixtures/${live.id}`);
    await expect(checkerPage.getByText('待复核赛果')).toBeVisible();
    await checkerPage.getByRole('button', { name: '复核通过' }).click();
    await pressConfirm(checkerPage, '复核通过', 'dialog');
    await expect(checkerPage.getByText('复核通过，已结算')).toBeVisible();
    await settled(checkerPage);
    await screenshot(checkerPage, 'sports-console-confirmed.png');
    await checker.close();
  });

  test('the player finds both bets settled in /betRecord with the right amounts', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const done = await sportsBets(request, player, 'settled');
    const s = done.find((b) => b.id === single.id)!;
    const p = done.find((b) => b.id === parlay.id)!;
    // every leg won: the single returns stake × its odds, the parlay stake × the product
    const singleBack = returnFen(
      STAKE,
      s.legs.map((l) => l.odds),
    );
    const parlayBack = returnFen(
      STAKE,
      p.legs.map((l) => l.odds),
    );
    expect(s.paid).toBe(yuan(singleBack));
    expect(p.paid).toBe(yuan(parlayBack));

    await openAs(page, player, '/betRecord');
    const record = (id: string) => page.locator('.bets-record').filter({ hasText: id });
    // the venues' pull brings the records in within a run or two of its 10 s job
    await expect(async () => {
      await page.reload();
      await expect(record(single.id)).toContainText('已结算', { timeout: 3_000 });
      await expect(record(parlay.id)).toContainText('已结算', { timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    const stake = BigInt(STAKE * 100);
    for (const [id, back] of [
      [single.id, singleBack],
      [parlay.id, parlayBack],
    ] as const) {
      await expect(record(id)).toContainText(`${STAKE}.00`);
      await expect(record(id)).toContainText(yuan(back - stake));
    }
    await screenshot(page, 'sports-bet-record.png');

    await record(parlay.id).getByRole('link', { name: '注单详情' }).click();
    await expect(page).toHaveURL(/#\/sports\/bets\?state=settled/);
    await expect(page.getByLabel(new RegExp(parlay.id))).toContainText(yuan(parlayBack));
    await settled(page);
    await screenshot(page, 'sports-my-bets-settled.png');
    await expectAccessible(page);
  });
});
