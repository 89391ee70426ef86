import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { balanceOf, fundPlayer, registerPlayer, type Player } from '../support.ts';

/**
 * Two players in one sum-of-three room (room 3), each in their own browser at 375 px: they see
 * each other's chat and bets live; one bets by tapping in the bet panel, the other by a text
 * command; the issue seals, draws and settles (the e2e server runs the demo lotteries on a short
 * schedule, LOTTERY_DEMO_PERIOD_SECONDS in playwright.config.ts); both balances and /betRecord
 * show it; the draw's verification page, opened from the history, shows both checks ✓.
 */
const shots = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screens');
const ROOM = 3;
const STAKE = 10;

interface SumResult {
  digits: number[];
  total: number;
}

async function roomPage(browser: Browser, player: Player): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const page = await context.newPage();
  await page.goto(`/#/lottery?room_id=${ROOM}&token=${player.token}`);
  await expect(page.getByRole('timer')).toBeVisible();
  // the socket is up once the "connecting" line is gone
  await expect(page.locator('.lottery-offline')).toHaveCount(0);
  return page;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);
const fenOf = (text: string) => Math.round(Number(text) * 100);

test.describe.configure({ mode: 'serial' });

test('two players chat and bet in one room; the draw settles and verifies', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const [alice, bob] = await Promise.all([
    registerPlayer(request, 'lta'),
    registerPlayer(request, 'ltb'),
  ]);
  const [aliceFunded, bobFunded] = await Promise.all([
    fundPlayer(request, alice.token, 20),
    fundPlayer(request, bob.token, 20),
  ]);
  const a = await roomPage(browser, alice);
  const b = await roomPage(browser, bob);

  // chat, live both ways
  await a.getByRole('textbox', { name: '发送' }).fill('你好，我是A');
  await a.getByRole('button', { name: '发送' }).click();
  // The room is shared with earlier specs (and a retry): each check names this test's player.
  const fromAlice = b.locator('.lottery-msg--other').filter({ hasText: alice.name });
  const fromBob = a.locator('.lottery-msg--other').filter({ hasText: bob.name });
  await expect(fromAlice.filter({ hasText: '你好，我是A' })).toBeVisible();
  await expect(a.locator('.lottery-msg--own').filter({ hasText: '你好，我是A' })).toBeVisible();
  await b.getByRole('textbox', { name: '发送' }).fill('B来了');
  await b.getByRole('button', { name: '发送' }).click();
  await expect(fromBob.filter({ hasText: 'B来了' })).toBeVisible();

  // wait for an issue with time left to bet in (betting shows 截止 mm:ss)
  await expect
    .poll(async () => (await a.getByRole('timer').textContent()) ?? '', { timeout: 30_000 })
    .toMatch(/^截止 00:(0[8-9]|[1-5]\d)$/);
  const issue = ((await a.locator('.lottery-draw__expect').textContent()) ?? '').replace(/\D/g, '');
  expect(issue).toMatch(/^\d{8,16}$/);

  // A taps 大 in the bet panel
  await a.getByRole('button', { name: '投注' }).click();
  await a
    .locator('.lottery-panel')
    .getByRole('button', { name: /^大\s*1\.98/ })
    .click();
  await expect(a.getByTestId('bet-preview')).toContainText('1注 × ¥10.00 = ¥10.00');
  await a.getByRole('button', { name: '确认投注' }).click();
  await a.getByRole('dialog').getByRole('button', { name: '确认' }).click();
  await expect(a.locator('.adm-toast-main').filter({ hasText: '投注成功' })).toBeVisible();

  // B types a command: 小10
  await b.getByRole('textbox', { name: '发送' }).fill(`小${STAKE}`);
  await b.getByRole('button', { name: '发送' }).click();
  await expect(b.getByRole('dialog')).toContainText('共1注 · 合计 ¥10.00');
  await b.getByRole('dialog').getByRole('button', { name: '确认' }).click();
  await expect(b.locator('.adm-toast-main').filter({ hasText: '投注成功' })).toBeVisible();

  // each sees the other's bet card
  await expect(fromAlice.locator('.lottery-bet-card').filter({ hasText: '大' })).toBeVisible();
  await expect(fromBob.locator('.lottery-bet-card').filter({ hasText: '小' })).toBeVisible();
  await a.screenshot({ path: path.join(shots, 'lottery-room-bets.png') });

  // seal, draw, settle: the result of our issue arrives in the chat
  await expect(a.locator('.lottery-system--result').filter({ hasText: issue })).toBeVisible({
    timeout: 40_000,
  });
  await expect(b.locator('.lottery-system--result').filter({ hasText: issue })).toBeVisible();

  // the result decides who won: 大 14–27 pays 1.98, 小 0–13 pays 1.98
  const history = await request.get(`/api/lotteryTrend?room_id=${ROOM}&limit=20`);
  const draws = (
    (await history.json()) as { data: { draws: { expect: string; extend: SumResult }[] } }
  ).data.draws;
  const drawn = draws.find((d) => d.expect === issue);
  expect(drawn, `issue ${issue} drawn`).toBeTruthy();
  const big = drawn!.extend.total >= 14;
  const payout = fenOf('19.80');
  const aliceWants = fenOf(aliceFunded) - STAKE * 100 + (big ? payout : 0);
  const bobWants = fenOf(bobFunded) - STAKE * 100 + (big ? 0 : payout);
  await expect
    .poll(() => balanceOf(request, alice.token), { timeout: 10_000 })
    .toBe(yuan(aliceWants));
  await expect.poll(() => balanceOf(request, bob.token), { timeout: 10_000 }).toBe(yuan(bobWants));
  // the room's balance shows it after a tap
  await a.locator('.lottery-draw__balance').click();
  await expect(a.locator('.lottery-draw__balance')).toContainText(yuan(aliceWants));

  // the verification page from the history drop-down: both checks ✓
  await b.getByRole('button', { name: /历史/ }).click();
  const row = b.locator('.lottery-history__row').filter({ hasText: issue });
  await row.getByRole('link', { name: '验证' }).click();
  await expect(b.locator('[data-check="pass"]')).toHaveCount(2);
  await expect(b.getByText('✓ 一致')).toHaveCount(2);
  await b.screenshot({ path: path.join(shots, 'lottery-verify.png') });

  // /betRecord lists the settled lottery bet
  await a.goto(`/#/betRecord?token=${alice.token}`);
  const card = a.locator('.bets-record').first();
  await expect(card).toContainText('彩票');
  await expect(card).toContainText('已结算');
  await expect(card).toContainText('10.00');

  await a.context().close();
  await b.context().close();
});
