// The work of bench/lottery-settle.mjs, in a process of its own (loaded through tsx): the real app
// (buildApp, migrations, seeded lotteries) on a fresh SQLite file, a manual clock inside an open
// issue of the seeded type-2 lottery, PLAYERS players each placing one order of LINES lines in
// room 3 through the module's placeOrder (the same admission as POST /api/lotteryOrder: the
// ledger stake, lottery_orders, lottery_bets, bet_records, the feed), then the clock past the
// draw, drawDue, and settleIssue timed alone. Prints one JSON line; then verifyLedger.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { encodePlayField } from '@app/domain/lottery/bet-line';
import { findPlay } from '@app/domain/lottery/plays';
import { currentIssue } from '@app/domain/lottery/schedule';
import { buildApp, MIGRATIONS } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openStore } from '../apps/server/src/platform/db/database.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrations.ts';
import { manualClock } from '../apps/server/src/platform/time.ts';
import { verifyLedger } from '../apps/server/src/modules/ledger/index.ts';
import { placeOrder, settleIssue } from '../apps/server/src/modules/lottery/index.ts';
import { findRoom } from '../apps/server/src/modules/lottery/catalogue.ts';
import { drawDue } from '../apps/server/src/modules/lottery/draws.ts';
import { createPlayers } from './lottery-players.mjs';

const PLAYERS = Number(process.env.PLAYERS ?? 1_000);
const LINES = Number(process.env.LINES ?? 100);
const ROOM_ID = 3; // 幸运28 新手房 (type 2) of the seed
/** 2026-11-23 12:00:05 Beijing: inside an open issue of both seeded lotteries. */
const START = Date.UTC(2026, 10, 23, 4, 0, 5);

const dir = mkdtempSync(path.join(tmpdir(), 'lottery-settle-'));
const databaseUrl = `sqlite:${path.join(dir, 'bench.db')}`;
const clock = manualClock(START);
const store = openStore(databaseUrl);
try {
  await migrateToLatest(store, MIGRATIONS);
  const config = { ...loadConfig({}), databaseUrl, webDist: undefined, demoSeed: false };
  const app = await buildApp({ config, store, logger: false, clock });
  await app.ready();
  const { ctx } = app;
  const { lottery } = await findRoom(ctx.store.db, ROOM_ID);
  const issue = currentIssue(lottery.schedule, clock.now());

  let started = performance.now();
  const players = await createPlayers(store, { count: PLAYERS, prefix: 'ls', yuan: 5_000 });
  const setupMs = performance.now() - started;

  started = performance.now();
  for (const [i, player] of players.entries()) {
    const data = linesOf(i, LINES);
    await placeOrder(ctx, player.userId, {
      roomId: ROOM_ID,
      expect: issue.expect,
      order: { id: `s${i}`, total: data.reduce((sum, [, , minor]) => sum + minor, 0n), data },
    });
  }
  const placeMs = performance.now() - started;

  clock.set(issue.drawAt + 1_000);
  const drawn = await drawDue(ctx, lottery, clock.now(), async () => {});
  if (!drawn.some((d) => d.expect === issue.expect)) throw new Error('the issue was not drawn');

  const profiler = process.env.PROFILE ? await startProfile() : undefined;
  started = performance.now();
  const report = await settleIssue(ctx, lottery, ROOM_ID, issue.expect);
  const settleMs = performance.now() - started;
  await profiler?.();

  // The bet records agree with the report: every line settled, win/loss summing to payout − stake.
  const records = await sql`select count(*) as settled, coalesce(sum(win_loss_minor), 0) as win_loss
    from bet_records where platname = 'lottery' and status = 1`.execute(store.db);
  const { settled, win_loss: winLoss } = records.rows[0];
  const recordsOk =
    Number(settled) === report.lines && BigInt(winLoss) === report.payoutMinor - report.stakeMinor;
  const ledger = await verifyLedger(store);
  await app.close();
  console.log(
    JSON.stringify({
      players: PLAYERS,
      linesPerPlayer: LINES,
      expect: issue.expect,
      numbers: drawn.find((d) => d.expect === issue.expect).numbers,
      lines: report.lines,
      winners: report.winners,
      stake: (Number(report.stakeMinor) / 100).toFixed(2),
      payout: (Number(report.payoutMinor) / 100).toFixed(2),
      setupMs: Math.round(setupMs),
      placeMs: Math.round(placeMs),
      settleMs,
      recordsOk,
      ledgerOk: ledger.ok,
      ledgerFailed: ledger.checks.filter((c) => !c.ok).map((c) => c.name),
    }),
  );
} finally {
  await store.close().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
}

/** PROFILE=<file>: a CPU profile of settleIssue alone (open it in Chrome DevTools). */
async function startProfile() {
  const { Session } = await import('node:inspector/promises');
  const { writeFileSync } = await import('node:fs');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.env.PROFILE, JSON.stringify(profile));
    session.disconnect();
  };
}

/**
 * A player's lines, within room 3's rules (no 大 with 小 nor 单 with 双, not all four combos, at
 * most 10 totals): 18 plays chosen by the player's number, LINES lines over them, 1 to 20 yuan.
 */
function linesOf(i, count) {
  const plays = [
    i % 2 ? 'big' : 'small',
    (i >> 1) % 2 ? 'odd' : 'even',
    ['big_odd', 'big_even', 'small_odd', 'small_even'][i % 4],
    i % 2 ? 'max' : 'min',
    'pair',
    'straight',
    'triple',
    ['red', 'green', 'blue'][i % 3],
    ...Array.from({ length: 10 }, (_, k) => `sum_${(i + k * 3) % 28}`),
  ];
  return Array.from({ length: count }, (_, j) => {
    const id = plays[j % plays.length];
    return [findPlay(2, id).name, encodePlayField(id, []), BigInt(1 + ((i * 7 + j) % 20)) * 100n];
  });
}
