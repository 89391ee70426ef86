// `npm run bench`: the budgets of DESIGN §10 that exist so far, each against its budget or a
// baseline measured here, on this machine. Run `npm run build` first.
import { spawnSync } from 'node:child_process';
import { describeFirstVisit, firstVisit, firstVisitOk } from './first-visit.mjs';
import { polledVsHello, report } from './polled-vs-hello.mjs';
import { describeFanout, fanoutOk, realtimeFanout } from './realtime.mjs';
import { describeLotteryFanout, lotteryFanout, lotteryFanoutOk } from './lottery-fanout.mjs';
import { describeSettle, lotterySettle, settleOk } from './lottery-settle.mjs';
import { describeHouseTable, houseTableFanout, houseTableOk } from './house-table-fanout.mjs';
import { describeSportsOdds, sportsOddsFanout, sportsOddsOk } from './sports-odds-fanout.mjs';
import { describePlayers, players10k, playersOk } from './players-10k.mjs';
import { describeLedger, ledgerOk, ledgerVsPgbench } from './ledger-vs-pgbench.mjs';

let failed = false;
// What a first visit of home, /lottery and /mine fetches, counted in the browser once idle.
const firstVisits = await firstVisit();
console.log(describeFirstVisit(firstVisits));
failed ||= !firstVisitOk(firstVisits);

const api = await polledVsHello();
console.log(report(api));
failed ||= !api.ok;

// The same polled calls on PostgreSQL (BENCH_DATABASE_URL, default a bench_polled database made
// for the run): budget >= 0.25 x the hello-world, p99 <= 20 ms.
const apiOnPostgres = await polledVsHello({ engine: 'postgres' });
console.log(report(apiOnPostgres));
failed ||= !apiOnPostgres.ok;

const fanout = await realtimeFanout();
console.log(describeFanout(fanout));
failed ||= !fanoutOk(fanout);

const lottery = await lotteryFanout();
console.log(describeLotteryFanout(lottery));
failed ||= !lotteryFanoutOk(lottery);

// One house baccarat table, 2,000 sockets: a round's deal to its result's receipt, p99 <= 100 ms.
const table = await houseTableFanout();
console.log(describeHouseTable(table));
failed ||= !houseTableOk(table);

// The sportsbook's lists, 10,000 sockets, 50 price changes a second by the trader's call:
// publication to receipt p99 <= 200 ms, every publication received, every client's odds right.
const sportsOdds = await sportsOddsFanout();
console.log(describeSportsOdds(sportsOdds));
failed ||= !sportsOddsOk(sportsOdds);

const settle = lotterySettle();
console.log(describeSettle(settle));
failed ||= !settleOk(settle);

// Ten thousand players polling as the app's screens do, with lottery rooms, against one server.
const players = await players10k();
console.log(describePlayers(players));
failed ||= !playersOk(players);

// Ledger transfers against pgbench TPC-B on PostgreSQL, and on SQLite (bench/ledger-vs-pgbench.mjs).
const ledger = await ledgerVsPgbench();
console.log(describeLedger(ledger));
failed ||= !ledgerOk(ledger);

// Lighthouse mobile of home, /lottery and /mine, median of 5 each (bench/lighthouse.mjs, its own
// process; it prints each route's median, range, LCP and CLS): budget >= 95.
const lighthouse = spawnSync(process.execPath, ['bench/lighthouse.mjs'], {
  stdio: 'inherit',
  env: { LH_MIN_SCORE: '95', ...process.env },
});
failed ||= lighthouse.status !== 0;
process.exit(failed ? 1 : 0);
