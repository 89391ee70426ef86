import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  balanceOf,
  expectToast,
  fundPlayer,
  jobsAt,
  operatorCall,
  operatorToken,
  playerCall,
  registerPlayer,
  type Player,
  betOnOpenIssue,
  beijingDay,
  clearOfBeijingMidnight,
} from '../support.ts';

/**
 * A new player's rewards, end to end at 375 px: an approved deposit, a lottery room and a house
 * slot; the day's rebate shows on /washcode the same day; the next Beijing day (the daily jobs run
 * through `npm run jobs:at`, as if it were 00:40 tomorrow) it is claimable on /fanshui, the claim
 * raises the balance by exactly Σ floor(valid bets × the VIP1 percent) per platform, and the player
 * is promoted to VIP2, whose thresholds the operator lowered for the test.
 */
const shots = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'screens');

interface BetRow {
  platform_type: string;
  status: number;
  valid_bet: string;
  bet_time: string;
}
interface LevelRow {
  level: number;
  electron: string;
  lottery: string;
}

const fen = (text: string) => Math.round(Number(text) * 100);
const yuan = (minor: number) => (minor / 100).toFixed(2);
test('deposit, play, see the accrual today, claim it tomorrow, and move up a level', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Today's bets are settled as of tomorrow: not across midnight.
  await clearOfBeijingMidnight(3);
  const ops = await operatorToken(request);
  await operatorCall(request, ops, '/api/admin/vip/levels/update', {
    level: 2,
    recharge: 100,
    flow: 20,
  });
  const player: Player = await registerPlayer(request, 'rj');
  await fundPlayer(request, player.token, 50); // 360.00 approved
  const open = (route: string) => page.goto(`/#${route}?token=${player.token}`);

  // A lottery room: 大 and 单 on the open issue of room 3 (幸运28), settled at its draw.
  await betOnOpenIssue(request, player.token, 3, [
    ['大', 'big', 20],
    ['单', 'odd', 10],
  ]);

  // A house slot: money moved to the house venue, three spins (the seed pair's nonce counts them).
  await playerCall(request, player.token, '/api/transfer', {
    amount: 30,
    sourcetype: 'userbalance',
    targettype: 'house',
  });
  const nonce = async () => {
    const answer = await request.get('/api/house/seeds', {
      headers: { Authorization: `Bearer ${player.token}` },
    });
    return ((await answer.json()) as { data: { nonce: number } }).data.nonce;
  };
  await open('/house/slot/fruit');
  const spin = page.getByRole('button', { name: '旋转', exact: true });
  for (let round = 1; round <= 3; round++) {
    await expect(spin).toBeEnabled({ timeout: 15_000 });
    await spin.click();
    await expect.poll(nonce, { timeout: 15_000 }).toBe(round);
  }
  await playerCall(request, player.token, '/api/transall');

  // Both kinds of bets settled and pulled into the records.
  const settled = async () => {
    const records = await playerCall<{ order: { data: BetRow[] } }>(
      request,
      player.token,
      '/api/betrecord',
      { date: 1 },
    );
    return records.order.data.filter((r) => r.status === 1);
  };
  await expect
    .poll(async () => new Set((await settled()).map((r) => r.platform_type)).size, {
      timeout: 60_000,
    })
    .toBe(2);
  const rows = await settled();

  // The day's rebate: per platform, floor(Σ valid × percent), at VIP1.
  const levels = await playerCall<LevelRow[]>(request, player.token, '/api/uservip');
  const vip1 = levels.find((l) => l.level === 1)!;
  const byPlatform = new Map<string, number>();
  for (const row of rows) {
    byPlatform.set(
      row.platform_type,
      (byPlatform.get(row.platform_type) ?? 0) + fen(row.valid_bet),
    );
  }
  let expected = 0;
  for (const [platform, valid] of byPlatform) {
    const percent = platform === 'lottery' ? vip1.lottery : vip1.electron;
    expected += Math.floor((valid * Math.round(Number(percent) * 100)) / 10_000);
  }
  expect(expected).toBeGreaterThan(0);

  await open('/washcode');
  await expect(page.getByText(`今日已累计返水 ${yuan(expected)}`)).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'rewards-washcode-accrued.png') });

  // Tomorrow, 00:40 Beijing: VIP promotion (00:10) and the day's settlement (00:30).
  jobsAt(`${beijingDay(1)} 00:40`, 'vip.promote', 'rebates.settle');

  const before = fen(await balanceOf(request, player.token));
  await open('/fanshui');
  await expect(page.getByText(yuan(expected)).first()).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'rewards-fanshui-claimable.png') });
  await page.getByRole('button', { name: '一键领取' }).click();
  await expectToast(page, '领取成功');
  expect(fen(await balanceOf(request, player.token)) - before).toBe(expected);

  await open('/vip');
  await expect(page.getByText('当前等级 VIP2')).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'rewards-vip-promoted.png') });
});
