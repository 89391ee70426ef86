// `npm run bench`: every budget of DESIGN §10 and the performance goals, each against its goal
// and the baseline measured in the same run on this machine (a bare Fastify hello-world for the
// API calls, pgbench TPC-B for the ledger), then one summary line a figure. Run `npm run build`
// first. BENCH_ONLY=players,ledger runs some parts only (the names of the summary).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { describeFirstVisit, firstVisit, firstVisitOk } from './first-visit.mjs';
import { polledVsHello, report } from './polled-vs-hello.mjs';
import { describeFanout, fanoutOk, realtimeFanout } from './realtime.mjs';
import { describeLotteryFanout, lotteryFanout, lotteryFanoutOk } from './lottery-fanout.mjs';
import { describeSettle, lotterySettle, settleOk } from './lottery-settle.mjs';
import { describeHouseTable, houseTableFanout, houseTableOk } from './house-table-fanout.mjs';
import { describeSportsOdds, sportsOddsFanout, sportsOddsOk } from './sports-odds-fanout.mjs';
import { describePlayers, players10k, playersOk } from './players-10k.mjs';
import { describeLedger, ledgerOk, ledgerVsPgbench } from './ledger-vs-pgbench.mjs';

/** Each part: its name, what it measures, and a run answering {text, ok}. */
const PARTS = [
  {
    // What a first visit of home, /lottery and /mine fetches, counted in the browser once idle.
    name: 'first-visit',
    what: 'first-visit JavaScript <= 150 KB gzip',
    run: async () => {
      const r = await firstVisit();
      return { text: describeFirstVisit(r), ok: firstVisitOk(r) };
    },
  },
  {
    name: 'polled',
    what: 'polled calls on SQLite >= 0.6 x hello-world, p99 <= 20 ms',
    run: async () => {
      const r = await polledVsHello();
      return { text: report(r), ok: r.ok };
    },
  },
  {
    // BENCH_DATABASE_URL, default a bench_polled database made for the run.
    name: 'polled-postgres',
    what: 'polled calls on PostgreSQL >= 0.25 x hello-world, p99 <= 20 ms',
    run: async () => {
      const r = await polledVsHello({ engine: 'postgres' });
      return { text: report(r), ok: r.ok };
    },
  },
  {
    name: 'ledger',
    what: 'venue transfers through the API and the ledger verb >= 0.7 x pgbench; SQLite >= 10,000/s',
    run: async () => {
      const r = await ledgerVsPgbench();
      return { text: describeLedger(r), ok: ledgerOk(r) };
    },
  },
  {
    // Ten thousand players polling as the app's screens do, with lottery rooms.
    name: 'players',
    what: 'ten thousand players: calls p99 <= 50 ms, room messages p99 <= 100 ms, no errors',
    run: async () => {
      const r = await players10k();
      return { text: describePlayers(r), ok: playersOk(r) };
    },
  },
  {
    name: 'realtime',
    what: 'one room, 5,000 sockets: p99 <= 100 ms',
    run: async () => {
      const r = await realtimeFanout();
      return { text: describeFanout(r), ok: fanoutOk(r) };
    },
  },
  {
    name: 'lottery-room',
    what: 'a lottery room, 5,000 sockets, bet orders: p99 <= 100 ms',
    run: async () => {
      const r = await lotteryFanout();
      return { text: describeLotteryFanout(r), ok: lotteryFanoutOk(r) };
    },
  },
  {
    // One house baccarat table, 2,000 sockets: a round's deal to its result's receipt.
    name: 'baccarat',
    what: 'a baccarat table, 2,000 sockets: result p99 <= 100 ms',
    run: async () => {
      const r = await houseTableFanout();
      return { text: describeHouseTable(r), ok: houseTableOk(r) };
    },
  },
  {
    // The sportsbook's lists, 10,000 sockets, 50 price changes a second by the trader's call:
    // publication to receipt, every publication received, every client's odds right.
    name: 'sportsbook',
    what: 'the sportsbook, 10,000 sockets, 50 odds changes a second: p99 <= 200 ms',
    run: async () => {
      const r = await sportsOddsFanout();
      return { text: describeSportsOdds(r), ok: sportsOddsOk(r) };
    },
  },
  {
    name: 'settle',
    what: 'settling 100,000 bets of an issue <= 3 s',
    run: async () => {
      const r = lotterySettle();
      return { text: describeSettle(r), ok: settleOk(r) };
    },
  },
  {
    // Lighthouse mobile of home, /lottery and /mine, median of 5 each, in its own process (it
    // prints each route's median, range, LCP and CLS).
    name: 'lighthouse',
    what: 'Lighthouse mobile >= 95, LCP <= 2.0 s',
    run: async () => {
      const run = spawnSync(process.execPath, ['bench/lighthouse.mjs'], {
        stdio: 'inherit',
        env: { LH_MIN_SCORE: '95', ...process.env },
      });
      return { text: '', ok: run.status === 0 };
    },
  },
];

const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const unknown = only?.filter((name) => !PARTS.some((p) => p.name === name)) ?? [];
if (unknown.length > 0) {
  console.error(`BENCH_ONLY: no part ${unknown.join(', ')} (${PARTS.map((p) => p.name)})`);
  process.exit(2);
}
const summary = [];
for (const part of PARTS.filter((p) => !only || only.includes(p.name))) {
  const started = Date.now();
  let outcome;
  try {
    outcome = await part.run();
  } catch (error) {
    outcome = { text: `${part.name} failed to run: ${error?.stack ?? error}`, ok: false };
  }
  if (outcome.text) console.log(outcome.text);
  const seconds = Math.round((Date.now() - started) / 1000);
  summary.push(
    `${outcome.ok ? 'ok   ' : 'SHORT'} ${part.name.padEnd(16)} ${part.what} (${seconds} s)`,
  );
  console.log('');
}
console.log(`summary (${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} now):`);
for (const line of summary) console.log(`  ${line}`);
process.exit(summary.every((line) => line.startsWith('ok')) ? 0 : 1);
